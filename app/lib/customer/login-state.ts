/**
 * The login state on app start (docs/product.md#login-state-on-app-start, steps 1–4), as pure functions: the server runs steps
 * 1–3 on every page and the browser runs step 4. The two failures of docs/product.md#errors end here
 * as the reason for "logged out": returned, not thrown, since nearly every visitor has no token
 * and a thrown error's stack costs the server on each page.
 */
import {parseCustomerAccessData, type CustomerAccessData} from './access-data';

export const NO_ACCESS_TOKEN = 'No access token found';
export const ACCESS_TOKEN_EXPIRED = 'Access token is expired';

export interface LoginCookies {
  /** Raw `customerIsLoggedIn` value. */
  customerIsLoggedIn: string | null;
  /** Raw (decoded) `customerAccessData` value. */
  customerAccessData: string | null;
}

export type LoginStart =
  | {
      loggedIn: true;
      /** The token, when the cookie holds a valid one (step 1 trusts the flag alone). */
      accessData: CustomerAccessData | null;
      /** Step 2: `customerIsLoggedIn` is to be set, expiring with the token. */
      setLoggedInUntil: string | null;
    }
  | {
      loggedIn: false;
      /** Step 3: a `customerAccessData` cookie is present and is to be deleted. */
      deleteAccessData: boolean;
      reason: string;
    };

function validAccessData(raw: string | null, now: Date): CustomerAccessData | string {
  const data = parseCustomerAccessData(raw);
  if (!data) return NO_ACCESS_TOKEN;
  if (Date.parse(data.expiresAt) <= now.getTime()) return ACCESS_TOKEN_EXPIRED;
  return data;
}

/** Steps 1–3. */
export function loginStateOnStart(cookies: LoginCookies, now = new Date()): LoginStart {
  if (cookies.customerIsLoggedIn === 'true') {
    return {
      loggedIn: true,
      accessData: parseCustomerAccessData(cookies.customerAccessData),
      setLoggedInUntil: null,
    };
  }
  const accessData = validAccessData(cookies.customerAccessData, now);
  if (typeof accessData !== 'string')
    return {loggedIn: true, accessData, setLoggedInUntil: accessData.expiresAt};
  return {
    loggedIn: false,
    deleteAccessData: cookies.customerAccessData !== null,
    reason: accessData,
  };
}

/** The customer as the customer-info call answers it (docs/product.md#customer). */
export interface CustomerInfo {
  id: string;
  firstName: string;
  displayName: string;
  email: string;
}

export type CustomerInfoResult = {ok: true; customer: CustomerInfo} | {ok: false};

export type LoginState =
  | {loggedIn: true; customer: CustomerInfo}
  | {loggedIn: false; customer: null; clearLoggedInCookie: boolean};

/** Step 4: the customer info stored, or logged out with `customerIsLoggedIn` cleared. */
export function loginStateAfterCustomerInfo(result: CustomerInfoResult): LoginState {
  if (result.ok) return {loggedIn: true, customer: result.customer};
  return {loggedIn: false, customer: null, clearLoggedInCookie: true};
}

/** docs/product.md#customer: every field of a customer defaults to an empty string. */
export function toCustomerInfo(value: unknown): CustomerInfo | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  if (!text('id')) return null;
  return {
    id: text('id'),
    firstName: text('firstName'),
    displayName: text('displayName'),
    email: text('email'),
  };
}
