/**
 * The marketing cart sync's transitions over the `bhrBasket` state
 * (docs/product.md#marketing-cart-sync, docs/product.md#marketing-cart-state). Pure: the caller
 * reads and saves the state, knows the contact and the page, and sends the form.
 */
import type {CartData} from '../commerce/cart-data';
import {numericShopifyId} from '../commerce/shopify-ids';
import type {MarketingCart, MarketingCartState} from './bhr-basket';

/** The confirmed cart as the sync reads it; null when the shopper has none. */
export type CartSnapshot = {token: string; cartData: CartData} | null;

/** `cookieExpiryTime` when an answer carries no `cartExpiry` (docs/product.md#marketing-constants). */
const DEFAULT_COOKIE_EXPIRY_MS = 43_200_000;
/** A cart event needs at least this many keys in the cart state. */
const MIN_CART_KEYS = 6;

/** Cents, so that totals compare exactly. */
const minorUnits = (euros: number) => Math.round(euros * 100);

const storedEventId = (state: MarketingCartState): string | null =>
  'eventId' in state.cart && typeof state.cart.eventId === 'string' && state.cart.eventId
    ? state.cart.eventId
    : null;

/**
 * The open CART event, while it may still be reused: `cookieExpiryTime` is a duration counted
 * from `cartCreationTime`, as SALESmanago's front script reads it.
 */
function openEventId(state: MarketingCartState, now: number): string | null {
  const eventId = storedEventId(state);
  const {cartCreationTime: created, cookieExpiryTime: lasts} = state;
  if (!eventId || created === null || lasts === null) return null;
  return now - created <= lasts ? eventId : null;
}

/**
 * The cart state for this cart, comma-joined, the value in minor units; the cart route builds
 * its CART event from the platform's cart with it too.
 */
export function marketingCart(
  snapshot: NonNullable<CartSnapshot>,
  eventId: string | null,
): MarketingCart {
  const items = snapshot.cartData.cartItems;
  const list = (pick: (item: (typeof items)[number]) => string | number) =>
    items.map(pick).join(',');
  return {
    cartToken: snapshot.token,
    productsId: list((item) => numericShopifyId(item.productId) ?? ''),
    productsTitle: list((item) => item.title),
    variantsTitle: list((item) => item.variant.title),
    sku: list((item) => item.variant.sku),
    quantities: list((item) => item.quantity),
    value: minorUnits(snapshot.cartData.totalPriceAmount),
    currency: snapshot.cartData.currency,
    variantsId: list((item) => numericShopifyId(item.variant.id) ?? ''),
    eventId,
  };
}

/**
 * Rules 1 and 2: no cart or a total of 0 resets the state (the contact stays); a total other
 * than the stored value rebuilds the cart, keeping its open event. Anything else leaves the
 * state as it is (the same object).
 */
function bhrBasketForCart(
  state: MarketingCartState,
  snapshot: CartSnapshot,
  now: number,
): MarketingCartState {
  const total = snapshot ? minorUnits(snapshot.cartData.totalPriceAmount) : 0;
  if (total === 0) {
    const isReset =
      Object.keys(state.cart).length === 0 &&
      state.cookieExpiryTime === null &&
      state.cartCreationTime === null;
    return isReset
      ? state
      : {cart: {}, contactId: state.contactId, cookieExpiryTime: null, cartCreationTime: null};
  }
  if ('value' in state.cart && state.cart.value === total) return state;
  const eventId = openEventId(state, now);
  return {
    cart: marketingCart(snapshot!, eventId),
    contactId: state.contactId,
    cookieExpiryTime: eventId ? state.cookieExpiryTime : null,
    cartCreationTime: eventId ? state.cartCreationTime : null,
  };
}

/** Rule 3: a contact is known, the monitoring script's marker is on the page, 6 keys or more. */
export function mayReportCart(
  state: MarketingCartState,
  contactId: string | null,
  hasMarker: boolean,
): boolean {
  return Boolean(contactId) && hasMarker && Object.keys(state.cart).length >= MIN_CART_KEYS;
}

/**
 * One step of the sync for a confirmed cart: the state to save, and whether to send a CART
 * event. It goes out when the cart was rebuilt (its total changed), and also for a cart never
 * reported yet (no event id) once the rules allow it, e.g. after the contact became known.
 */
export function syncBhrBasket(
  state: MarketingCartState,
  snapshot: CartSnapshot,
  {now, contactId, hasMarker}: {now: number; contactId: string | null; hasMarker: boolean},
): {state: MarketingCartState; report: boolean} {
  const next = bhrBasketForCart(state, snapshot, now);
  const unreported = storedEventId(next) === null;
  return {
    state: next,
    report: mayReportCart(next, contactId, hasMarker) && (next !== state || unreported),
  };
}

/**
 * The form of `POST /api/salesmanago/cart` (docs/product.md#marketing-cart-sync): the value in
 * euros (the stored minor units / 100), `eventId` only when an event is open.
 */
export function cartEventFields(
  cart: MarketingCart,
  contactId: string,
  {clientId, shop}: {clientId: string; shop: string},
): Record<string, string> {
  return {
    type: 'CART',
    token: cart.cartToken,
    products: cart.productsId,
    variantsId: cart.variantsId,
    detail1: cart.productsTitle,
    detail2: cart.variantsTitle,
    detail3: cart.sku,
    detail4: cart.quantities,
    detail5: cart.currency,
    value: String(cart.value / 100),
    clientId,
    shop,
    contactId,
    ...(cart.eventId ? {eventId: cart.eventId} : {}),
  };
}

/**
 * Rule 4: only a 200 that reports success with a new `eventId` changes the state. The first
 * event of a cart sets `cartCreationTime`; `cookieExpiryTime` becomes `cartExpiry` × 1000.
 */
export function bhrBasketAfterAnswer(
  state: MarketingCartState,
  status: number,
  body: unknown,
  now: number,
): MarketingCartState {
  if (status !== 200 || typeof body !== 'object' || body === null) return state;
  const {success, eventId, cartExpiry} = body as Record<string, unknown>;
  const previous = storedEventId(state);
  // A cart emptied while the request was on its way has no event to hold.
  if (success !== true || typeof eventId !== 'string' || !eventId || !('value' in state.cart))
    return state;
  if (eventId === previous) return state;
  const seconds = typeof cartExpiry === 'number' && cartExpiry > 0 ? cartExpiry : null;
  return {
    cart: {...(state.cart as MarketingCart), eventId},
    contactId: state.contactId,
    cookieExpiryTime: seconds === null ? DEFAULT_COOKIE_EXPIRY_MS : seconds * 1000,
    cartCreationTime: previous === null ? now : state.cartCreationTime,
  };
}
