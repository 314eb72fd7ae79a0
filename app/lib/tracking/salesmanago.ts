/**
 * The marketing-automation provider's subscriber (SALESmanago; docs/product.md#marketing-cart-sync).
 * It needs marketing consent (docs/decisions/0019): only then does the monitoring script load and
 * the cart sync run. The sync keeps `bhrBasket` for each confirmed cart and sends the CART event
 * through the shop's own `POST /api/salesmanago/cart`, which holds the signed credentials.
 */
import type {Subscriber} from './bus';
import {CART_STATE} from './events';
import {loadScript} from './load-script';
import {
  forgetMarketingCartState,
  knownContactId,
  readMarketingCartState,
  saveMarketingCartState,
  SMCLIENT_COOKIE,
  type MarketingCart,
} from '../marketing/bhr-basket';
import {
  bhrBasketAfterAnswer,
  cartEventFields,
  mayReportCart,
  syncBhrBasket,
  type CartSnapshot,
} from '../marketing/bhr-basket-sync';

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

export const CART_EVENT_PATH = '/api/salesmanago/cart';
/** The provider's first-party cookies: the contact, the anonymous visitor, the open event. */
const PROVIDER_COOKIES = [SMCLIENT_COOKIE, 'smuuid', 'smevent'];

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

async function postCartEvent(fields: Record<string, string>) {
  try {
    const response = await fetch(CART_EVENT_PATH, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {accept: 'application/json'},
    });
    return {status: response.status, body: response.ok ? await response.json() : null};
  } catch {
    return {status: 0, body: null};
  }
}

export function salesmanagoSubscriber(config: MarketingAutomationShell | null): Subscriber {
  let started = false;
  // One CART event on its way at a time, so that the next one carries the event id it opened.
  let sending = false;
  let again = false;

  function report() {
    if (!config) return;
    if (sending) {
      again = true;
      return;
    }
    const state = readMarketingCartState();
    const contactId = knownContactId(state, document.cookie);
    if (!contactId || !mayReportCart(state, contactId, Boolean(window.SalesmanagoObject))) return;
    sending = true;
    const fields = cartEventFields(state.cart as MarketingCart, contactId, config);
    void postCartEvent(fields).then(({status, body}) => {
      const current = readMarketingCartState();
      const next = bhrBasketAfterAnswer(current, status, body, Date.now());
      if (next !== current) saveMarketingCartState(next);
      sending = false;
      if (again) {
        again = false;
        report();
      }
    });
  }

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
      const before = readMarketingCartState();
      const {state, report: send} = syncBhrBasket(before, event.payload as CartSnapshot, {
        now: Date.now(),
        contactId: knownContactId(before, document.cookie),
        hasMarker: Boolean(window.SalesmanagoObject),
      });
      if (state !== before) saveMarketingCartState(state);
      if (send) report();
    },
  };
}
