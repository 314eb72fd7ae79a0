/**
 * Customer access data (docs/product.md#customer-access-data): the `customerAccessData` cookie holds the URI-encoded JSON
 * `{accessToken, expiresAt}` and is HttpOnly, because the token is the customer's session.
 * `customerIsLoggedIn` only says "true", so the browser's own state machine may read and
 * clear it (docs/product.md#login-state-on-app-start). Both end when the token does.
 */
import {readCookie, serializeCookie} from '../cookies';
import {isLocalOrigin} from '../security';
import {stored} from '../cookie-names';

export const CUSTOMER_ACCESS_DATA_COOKIE = stored('customerAccessData');
export const CUSTOMER_IS_LOGGED_IN_COOKIE = stored('customerIsLoggedIn');

export interface CustomerAccessData {
  accessToken: string;
  /** ISO date, as the Storefront API answers it. */
  expiresAt: string;
}

/** Tokens are opaque; this only keeps absurd values (huge, or with separators) out. */
const TOKEN = /^[\w-]{8,256}$/;

/** The access data a cookie value holds, or null when it is absent, not JSON or incomplete. */
export function parseCustomerAccessData(value: string | null): CustomerAccessData | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const {accessToken, expiresAt} = parsed as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !TOKEN.test(accessToken)) return null;
  if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return null;
  return {accessToken, expiresAt};
}

export function readCustomerAccessData(cookieHeader: string | null): CustomerAccessData | null {
  return parseCustomerAccessData(readCookie(cookieHeader, CUSTOMER_ACCESS_DATA_COOKIE));
}

const secureFor = (requestUrl: string) => !isLocalOrigin(new URL(requestUrl).origin);
const PAST = new Date(0);

export function customerAccessDataCookie(data: CustomerAccessData, requestUrl: string): string {
  return serializeCookie(CUSTOMER_ACCESS_DATA_COOKIE, JSON.stringify(data), {
    expires: new Date(data.expiresAt),
    httpOnly: true,
    secure: secureFor(requestUrl),
  });
}

export function clearCustomerAccessDataCookie(requestUrl: string): string {
  return serializeCookie(CUSTOMER_ACCESS_DATA_COOKIE, '', {
    expires: PAST,
    httpOnly: true,
    secure: secureFor(requestUrl),
  });
}

export function customerIsLoggedInCookie(expiresAt: string, requestUrl: string): string {
  return serializeCookie(CUSTOMER_IS_LOGGED_IN_COOKIE, 'true', {
    expires: new Date(expiresAt),
    httpOnly: false,
    secure: secureFor(requestUrl),
  });
}

function clearCustomerIsLoggedInCookie(requestUrl: string): string {
  return serializeCookie(CUSTOMER_IS_LOGGED_IN_COOKIE, '', {
    expires: PAST,
    httpOnly: false,
    secure: secureFor(requestUrl),
  });
}

/** Both cookies of a fresh login (or a renewed token). */
export function loginCookies(data: CustomerAccessData, requestUrl: string): string[] {
  return [
    customerAccessDataCookie(data, requestUrl),
    customerIsLoggedInCookie(data.expiresAt, requestUrl),
  ];
}

/** Both cookies gone: logout, or a token the platform no longer knows. */
export function logoutCookies(requestUrl: string): string[] {
  return [clearCustomerAccessDataCookie(requestUrl), clearCustomerIsLoggedInCookie(requestUrl)];
}
