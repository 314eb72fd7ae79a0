/**
 * The `cartId` cookie (docs/product.md#cookies-and-storage): the cart's id without its `gid://shopify/Cart/` prefix,
 * HttpOnly, Secure (except on plain-http localhost), SameSite=Lax, two years, path /.
 * A value that does not look like a cart id is ignored, so a tampered cookie starts a new cart.
 */
import {isLocalOrigin} from '../security';
import {readCookie, serializeCookie} from '../cookies';
import {COOKIE_SECONDS, stored} from '../cookie-names';

export const CART_COOKIE = stored('cartId');
/** docs/product.md#cookies-and-storage: cookies default to a two-year expiry. */
export const CART_COOKIE_MAX_AGE_S = COOKIE_SECONDS[CART_COOKIE];

const CART_GID_PREFIX = 'gid://shopify/Cart/';
const TOKEN = /^[A-Za-z0-9_-]{1,128}(\?key=[A-Za-z0-9_-]{1,128})?$/;

/** The cart id held by the request's cookie, or null when absent or malformed. */
export function cartIdFromCookie(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, CART_COOKIE);
  return value && TOKEN.test(value) ? `${CART_GID_PREFIX}${value}` : null;
}

/** The Set-Cookie value that remembers a cart. */
export function cartIdCookie(cartId: string, requestUrl: string): string {
  const token = cartId.startsWith(CART_GID_PREFIX) ? cartId.slice(CART_GID_PREFIX.length) : '';
  if (!TOKEN.test(token)) throw new Error(`Not a cart id: ${cartId}`);
  return serializeCartCookie(token, CART_COOKIE_MAX_AGE_S, requestUrl);
}

/** The Set-Cookie value that forgets the cart (after checkout, or when it no longer exists). */
export function clearCartIdCookie(requestUrl: string): string {
  return serializeCartCookie('', 0, requestUrl);
}

function serializeCartCookie(value: string, maxAge: number, requestUrl: string): string {
  return serializeCookie(CART_COOKIE, value, {
    expires: new Date(Date.now() + maxAge * 1000),
    httpOnly: true,
    secure: !isLocalOrigin(new URL(requestUrl).origin),
  });
}
