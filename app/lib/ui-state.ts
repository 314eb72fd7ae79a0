/**
 * The client interface state of spec §4: one small store with the spec's names, read with
 * `useUiState(selector)` and changed with `setUiState`. It lives in the browser only; the
 * server renders the defaults.
 */
import {useSyncExternalStore} from 'react';
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

let state = initialUiState();
const listeners = new Set<() => void>();
const serverState = initialUiState();

export function getUiState(): UiState {
  return state;
}

export function setUiState(patch: Partial<UiState> | ((current: UiState) => Partial<UiState>)) {
  const next = typeof patch === 'function' ? patch(state) : patch;
  state = {...state, ...next};
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUiState<T>(selector: (current: UiState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(state),
    () => selector(serverState),
  );
}
