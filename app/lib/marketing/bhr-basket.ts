/**
 * The marketing cart state in local storage under `bhrBasket` (docs/product.md#marketing-cart-state)
 * and the known marketing contact: a `contactId` in that state, or the `smclient` cookie
 * (docs/product.md#marketing-contact). The cart sync and the sign-up forms both read and write it
 * here, so there is one shape and one place that knows the key.
 */
import {readStored, removeStored, writeStored} from '../browser-storage';
import {readCookie} from '../cookies';
import {stored} from '../cookie-names';

export const BHR_BASKET_KEY = stored('bhrBasket');
export const SMCLIENT_COOKIE = stored('smclient');

/** The cart as the marketing-automation provider sees it; list fields comma-joined. */
export interface MarketingCart {
  cartToken: string;
  productsId: string;
  productsTitle: string;
  variantsTitle: string;
  sku: string;
  quantities: string;
  /** The cart total in minor units (cents): the value sent is `value / 100` euros. */
  value: number;
  currency: string;
  variantsId: string;
  eventId: string | null;
}

export interface MarketingCartState {
  /** Empty (`{}`) when there is no cart to report. */
  cart: MarketingCart | Record<string, never>;
  contactId: string | null;
  /**
   * How long the open CART event is reused, in ms, counted from `cartCreationTime`: a duration,
   * as SALESmanago's own front script keeps it (`cartExpiry` × 1000, 43,200,000 by default).
   */
  cookieExpiryTime: number | null;
  /** When the open CART event was opened, ms since the epoch. */
  cartCreationTime: number | null;
}

export const EMPTY_MARKETING_CART_STATE: MarketingCartState = {
  cart: {},
  contactId: null,
  cookieExpiryTime: null,
  cartCreationTime: null,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const orNull = <T>(value: unknown, test: (value: unknown) => value is T): T | null =>
  test(value) ? value : null;
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** What is stored, or the empty state when nothing (or something unreadable) is. */
export function readMarketingCartState(): MarketingCartState {
  const stored = readStored(BHR_BASKET_KEY);
  if (!isRecord(stored)) return EMPTY_MARKETING_CART_STATE;
  return {
    cart: isRecord(stored.cart) ? (stored.cart as MarketingCartState['cart']) : {},
    contactId: orNull(stored.contactId, isString),
    cookieExpiryTime: orNull(stored.cookieExpiryTime, isNumber),
    cartCreationTime: orNull(stored.cartCreationTime, isNumber),
  };
}

export function saveMarketingCartState(state: MarketingCartState): void {
  writeStored(BHR_BASKET_KEY, state);
}

/** Forgets the state, contact included: marketing consent was withdrawn. */
export function forgetMarketingCartState(): void {
  removeStored(BHR_BASKET_KEY);
}

/** The known contact: the state's `contactId`, else the `smclient` cookie's. */
export function knownContactId(state: MarketingCartState, cookieHeader: string): string | null {
  return state.contactId ?? readCookie(cookieHeader, SMCLIENT_COOKIE);
}

/**
 * The `smclient` cookie (docs/product.md#cookies-and-storage): the contact id, path /, the current
 * host only (no Domain attribute), SameSite=None and Secure, for `days` days.
 */
export function smclientCookie(contactId: string, days: number, now = Date.now()): string {
  const expires = new Date(now + days * 86_400_000);
  return [
    `${SMCLIENT_COOKIE}=${encodeURIComponent(contactId)}`,
    'Path=/',
    `Expires=${expires.toUTCString()}`,
    'SameSite=None',
    'Secure',
  ].join('; ');
}
