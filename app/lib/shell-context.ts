/** What the application shell gives every page (spec §1). */
import {createContext, useContext} from 'react';
import type {Market} from './markets';

/** Store info (spec §3), safe for the browser: only public values. */
export interface StoreInfo {
  shopId: string;
  shopName: string;
  checkoutDomain: string;
  storefrontAccessToken: string;
  type: 'shopify';
  isEcommerce: boolean;
}

/** The consent provider's configuration slot (filled by the consent issue). */
export interface ConsentConfig {
  providerId: string | null;
  readinessTimeoutMs: number;
}

export interface Shell {
  market: Market;
  storeInfo: StoreInfo;
  userAgent: string;
  consent: ConsentConfig;
  /** Public origin of the storefront, for canonical and alternate links. */
  origin: string;
  assetsBaseUrl: string;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() outside the application shell');
  return shell;
}
