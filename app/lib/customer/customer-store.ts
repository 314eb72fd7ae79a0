/**
 * The browser's side of the login state (docs/product.md#login-state-on-app-start, step 4): the customer info once loaded, or
 * logged out. Until the first answer the header trusts what the server rendered.
 */
import {createStore} from '../store';
import type {CustomerInfo} from './login-state';

export interface CustomerState {
  /** null: not asked yet, the server's view stands. */
  loggedIn: boolean | null;
  customerData: CustomerInfo | null;
}

export const customerStore = createStore<CustomerState>(() => ({
  loggedIn: null,
  customerData: null,
}));

/** docs/product.md#customer-info-call */
export const customerInfoPath = (storePath: string) => `/api/${storePath}/user/get-customer-info`;
