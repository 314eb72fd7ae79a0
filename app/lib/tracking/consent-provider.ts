/**
 * The consent provider's script (iubenda, docs/product.md#consent-banner), when one is
 * configured: it shows its own banner and drives the same consent state as ours. If it is not
 * ready within the readiness wait (3000 ms, docs/product.md#timing), or fails to load, the
 * shop's own banner takes over.
 */
import type {ConsentChoice} from './consent';
import {loadScript} from './load-script';

export interface ConsentProviderConfig {
  siteId: string;
  cookiePolicyId: string;
  scriptUrl: string;
}

/** iubenda's preference object: purposes by number, 1 necessary … 5 marketing. */
export interface ProviderPreference {
  consent?: boolean;
  purposes?: Record<string, boolean>;
}

/** Purposes 2–3 → functionality, 4 → measurement, 5 → marketing; null without a choice. */
export function providerChoice(
  preference: ProviderPreference | null | undefined,
): ConsentChoice | null {
  const purposes = preference?.purposes;
  if (!purposes || typeof purposes !== 'object') {
    if (preference?.consent === undefined) return null;
    const all = Boolean(preference.consent);
    return {functionality: all, measurement: all, marketing: all};
  }
  return {
    functionality: Boolean(purposes['2'] || purposes['3']),
    measurement: Boolean(purposes['4']),
    marketing: Boolean(purposes['5']),
  };
}

export interface ProviderHandlers {
  onReady(): void;
  /** A choice, just made in the provider's banner or read back from its storage. */
  onChoice(choice: ConsentChoice, madeNow: boolean): void;
  onFailure(): void;
}

declare global {
  interface Window {
    _iub?: {csConfiguration?: Record<string, unknown>; cs?: unknown};
  }
}

export function startConsentProvider(
  config: ConsentProviderConfig,
  lang: string,
  handlers: ProviderHandlers,
  readinessTimeoutMs: number,
) {
  let settled = false;
  const settle = (ready: boolean) => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    if (ready) handlers.onReady();
    else handlers.onFailure();
  };
  const timer = window.setTimeout(() => settle(false), readinessTimeoutMs);
  let expressedNow = false;
  window._iub = {
    ...window._iub,
    csConfiguration: {
      siteId: Number(config.siteId),
      cookiePolicyId: Number(config.cookiePolicyId),
      lang,
      perPurposeConsent: true,
      purposes: '1,2,3,4,5',
      callback: {
        onReady: () => settle(true),
        onPreferenceExpressed: () => {
          expressedNow = true;
        },
        onPreferenceExpressedOrNotNeeded: (preference: ProviderPreference | null) => {
          const choice = providerChoice(preference);
          if (choice) handlers.onChoice(choice, expressedNow);
          expressedNow = false;
        },
        onStartupFailed: () => settle(false),
        onFatalError: () => settle(false),
      },
    },
  };
  loadScript(config.scriptUrl, () => settle(false));
}
