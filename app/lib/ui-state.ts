/**
 * The client interface state (docs/product.md#client-interface-state): one small store with the
 * documented names, read with `useUiState(selector)` and changed with `setUiState`. It lives in the
 * browser only; the server renders the defaults. `cartData` is not kept here: it is derived from
 * the cart the layout loads plus pending changes (`WithCart`), so there is never a second copy of
 * the cart. Nor is `customerData`: the customer lives in `customer/customer-store.ts` alone.
 */
import {createStore} from './store';

export interface EventMessage {
  id: string;
  kind: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

export interface UiState {
  isSidebarMenuVisible: boolean;
  isCartDrawerVisible: boolean;
  isProductLoading: boolean;
  isGoingToCheckout: boolean;
  lastAddedCartItem: string;
  eventMessages: EventMessage[];
}

export function initialUiState(): UiState {
  return {
    isSidebarMenuVisible: false,
    isCartDrawerVisible: false,
    isProductLoading: false,
    isGoingToCheckout: false,
    lastAddedCartItem: '',
    eventMessages: [],
  };
}

/** Read in components with `useUiState` (app/hooks/use-ui-state.ts). */
export const uiStateStore = createStore(initialUiState);

export const getUiState = uiStateStore.get;
export const setUiState = uiStateStore.set;

let messageId = 0;
/** Messages stay this long unless the shopper closes them first. */
export const EVENT_MESSAGE_MS = 6000;

/** Adds an event message (docs/product.md#event-messages); it leaves after EVENT_MESSAGE_MS. */
export function pushEventMessage(kind: EventMessage['kind'], text: string) {
  const id = `m${++messageId}`;
  setUiState(({eventMessages}) => ({eventMessages: [...eventMessages, {id, kind, text}]}));
  setTimeout(() => dismissEventMessage(id), EVENT_MESSAGE_MS);
}

export function dismissEventMessage(id: string) {
  setUiState(({eventMessages}) => ({eventMessages: eventMessages.filter((m) => m.id !== id)}));
}
