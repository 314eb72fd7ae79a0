/**
 * The marketing-automation provider's subscriber (SALESmanago; docs/product.md#marketing-cart-sync).
 * It needs marketing consent (docs/decisions/0019): only then does the monitoring script load and
 * the cart sync (salesmanago-cart-sync.ts, loaded with the first cart) run. Withdrawn consent
 * forgets the provider's cookies and the `bhrBasket` state.
 */
import type {Subscriber} from './bus';
import {CART_STATE} from './events';
import {loadScript} from './load-script';
import {forgetMarketingCartState, SMCLIENT_COOKIE} from '../marketing/bhr-basket';
import type {CartSnapshot} from '../marketing/bhr-basket-sync';
import {stored} from '../cookie-names';

/** What the browser knows of the provider (the shell's `marketingAutomation`). */
export interface MarketingAutomationShell {
  clientId: string;
  shop: string;
  scriptUrl: string;
}

type SmQueue = ((...args: unknown[]) => void) & {q?: unknown[]};

declare global {
  interface Window {
    /** The monitoring snippet's marker: the name of its queue (`sm`). */
    SalesmanagoObject?: string;
    sm?: SmQueue;
    _smid?: string;
  }
}

/** The provider's first-party cookies: the contact, the anonymous visitor, the open event. */
const PROVIDER_COOKIES = [SMCLIENT_COOKIE, stored('smuuid'), stored('smevent')];

/**
 * SALESmanago's monitoring snippet: the client id in `_smid`, the marker `SalesmanagoObject`
 * naming the `sm` queue that collects calls until `sm.js` runs, then the script with the page's
 * nonce (load-script.ts).
 */
function startMonitoring(config: MarketingAutomationShell) {
  window._smid = config.clientId;
  window.SalesmanagoObject = 'sm';
  window.sm ??= Object.assign(
    (...args: unknown[]) => {
      (window.sm!.q ??= []).push(args);
    },
    {q: [] as unknown[]},
  );
  loadScript(config.scriptUrl);
}

/** Both SameSite variants: `smclient` is SameSite=None and Secure, the script's may be Lax. */
function forgetProviderCookies() {
  for (const name of PROVIDER_COOKIES) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=None; Secure`;
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}

export function salesmanagoSubscriber(config: MarketingAutomationShell | null): Subscriber {
  let started = false;
  let sync: Promise<{handle(snapshot: CartSnapshot): void}> | null = null;
  return {
    name: 'salesmanago',
    purpose: 'marketing',
    onConsent(consent) {
      if (consent && !consent.marketing) {
        forgetProviderCookies();
        forgetMarketingCartState();
        return;
      }
      if (started || !config || !consent?.marketing) return;
      started = true;
      startMonitoring(config);
    },
    handle(event) {
      if (event.name !== CART_STATE || !config) return;
      sync ??= import('./salesmanago-cart-sync').then(({createCartSync}) => createCartSync(config));
      // In order, as the bus delivers them.
      void sync.then((cartSync) => cartSync.handle(event.payload as CartSnapshot));
    },
  };
}
