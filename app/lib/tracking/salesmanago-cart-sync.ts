/**
 * The marketing cart sync in the browser (docs/product.md#marketing-cart-sync), loaded by the
 * SALESmanago subscriber with the first cart it is given (so only with marketing consent). For
 * each confirmed cart it saves `bhrBasket` as the rules say and sends the CART event through the
 * shop's own `POST /api/salesmanago/cart`, which holds the signed credentials.
 */
import {
  knownContactId,
  readMarketingCartState,
  saveMarketingCartState,
  type MarketingCart,
} from '../marketing/bhr-basket';
import {
  bhrBasketAfterAnswer,
  cartEventFields,
  mayReportCart,
  syncBhrBasket,
  type CartSnapshot,
} from '../marketing/bhr-basket-sync';
import type {MarketingAutomationShell} from './salesmanago';

const CART_EVENT_PATH = '/api/salesmanago/cart';

/** The monitoring snippet's marker (salesmanago.ts) is on the page. */
const hasMarker = () => Boolean(window.SalesmanagoObject);

/** Only a 200 is read (docs/product.md#marketing-cart-sync); anything else is ignored. */
async function postCartEvent(fields: Record<string, string>) {
  try {
    const response = await fetch(CART_EVENT_PATH, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {accept: 'application/json'},
    });
    return {status: response.status, body: response.status === 200 ? await response.json() : null};
  } catch {
    return {status: 0, body: null};
  }
}

export function createCartSync(config: MarketingAutomationShell) {
  // One CART event on its way at a time, so that the next one carries the event id it opened.
  let sending = false;
  let again = false;

  function report() {
    if (sending) {
      again = true;
      return;
    }
    const state = readMarketingCartState();
    const contactId = knownContactId(state, document.cookie);
    if (!contactId || !mayReportCart(state, contactId, hasMarker())) return;
    sending = true;
    const fields = cartEventFields(state.cart as MarketingCart, contactId, config);
    void postCartEvent(fields).then(({status, body}) => {
      // Read again: another tab, or the next cart of this one, may have saved since.
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
    /** Rules 1–3 for a confirmed cart; rule 4 when the answer comes. */
    handle(snapshot: CartSnapshot) {
      const before = readMarketingCartState();
      const {state, report: send} = syncBhrBasket(before, snapshot, {
        now: Date.now(),
        contactId: knownContactId(before, document.cookie),
        hasMarker: hasMarker(),
      });
      if (state !== before) saveMarketingCartState(state);
      if (send) report();
    },
  };
}
