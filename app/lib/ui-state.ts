/**
 * The client interface state of spec §4: one small store with the spec's names, read with
 * `useUiState(selector)` and changed with `setUiState`. It lives in the browser only; the
 * server renders the defaults.
 */
import {createStore} from './store';
import {emptyCartData, type CartData} from './commerce/cart-data';

export interface Customer {
  id: string;
  firstName: string;
  displayName: string;
}

export interface EventMessage {
  id: string;
  kind: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

export interface UiState {
  isSidebarMenuVisible: boolean;
  isCartDrawerVisible: boolean;
  isSubMenuVisible: boolean;
  isProductLoading: boolean;
  isGoingToCheckout: boolean;
  isPrivacyDisclaimerChecked: boolean;
  lastAddedCartItem: string;
  eventMessages: EventMessage[];
  cartData: CartData;
  customerData: Customer;
  rangeData: {reset: boolean};
}

export function initialUiState(): UiState {
  return {
    isSidebarMenuVisible: false,
    isCartDrawerVisible: false,
    isSubMenuVisible: false,
    isProductLoading: false,
    isGoingToCheckout: false,
    isPrivacyDisclaimerChecked: false,
    lastAddedCartItem: '',
    eventMessages: [],
    cartData: emptyCartData(),
    customerData: {id: '', firstName: '', displayName: ''},
    rangeData: {reset: false},
  };
}

const store = createStore(initialUiState);

export const getUiState = store.get;
export const setUiState = store.set;
export const useUiState = store.use;
