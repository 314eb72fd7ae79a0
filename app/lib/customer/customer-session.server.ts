/**
 * The request's login state (docs/product.md#login-state-on-app-start, steps 1–3, run on every page) and the cookies it changes.
 * Loaders and actions call `login`/`logout`; the worker entry sends `pendingCookies` with
 * whatever response React Router makes, redirects included.
 */
import {readCookie} from '../cookies';
import {
  clearCustomerAccessDataCookie,
  CUSTOMER_ACCESS_DATA_COOKIE,
  CUSTOMER_IS_LOGGED_IN_COOKIE,
  customerIsLoggedInCookie,
  loginCookies,
  logoutCookies,
  type CustomerAccessData,
} from './access-data';
import {loginStateOnStart} from './login-state';

export interface CustomerSession {
  /** Logged in by the flag or by a valid token (the flag alone is trusted). */
  readonly isLoggedIn: boolean;
  /** A token that has not expired, or null: what account pages and the cart may use. */
  readonly accessToken: string | null;
  readonly pendingCookies: readonly string[];
  login(data: CustomerAccessData): void;
  logout(): void;
}

export function createCustomerSession(request: Request, now = new Date()): CustomerSession {
  const header = request.headers.get('Cookie');
  const start = loginStateOnStart(
    {
      customerIsLoggedIn: readCookie(header, CUSTOMER_IS_LOGGED_IN_COOKIE),
      customerAccessData: readCookie(header, CUSTOMER_ACCESS_DATA_COOKIE),
    },
    now,
  );
  let loggedIn = start.loggedIn;
  let accessData = start.loggedIn ? start.accessData : null;
  let pendingCookies: string[] = [];
  if (start.loggedIn && start.setLoggedInUntil) {
    pendingCookies.push(customerIsLoggedInCookie(start.setLoggedInUntil, request.url));
  }
  if (!start.loggedIn && start.deleteAccessData) {
    pendingCookies.push(clearCustomerAccessDataCookie(request.url));
  }

  return {
    get isLoggedIn() {
      return loggedIn;
    },
    get accessToken() {
      return accessData && Date.parse(accessData.expiresAt) > Date.now()
        ? accessData.accessToken
        : null;
    },
    get pendingCookies() {
      return pendingCookies;
    },
    login(data) {
      loggedIn = true;
      accessData = data;
      pendingCookies = loginCookies(data, request.url);
    },
    logout() {
      loggedIn = false;
      accessData = null;
      pendingCookies = logoutCookies(request.url);
    },
  };
}
