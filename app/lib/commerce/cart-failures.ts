/**
 * Cart changes that never reached the platform (the connection dropped, the shop or the platform
 * did not answer): the cart is as it was, and the form that made the change says so beside
 * itself, with a way to send the same change again. Kept by the form's `origin`, so a failed
 * add stays beside its button while the drawer goes on working.
 */
import {createStore} from '../store';
import type {CartChange} from './cart-queue';

/** The origin of the changes made in the cart itself (drawer and cart page). */
export const CART_ORIGIN = 'cart';

export interface CartFailure {
  change: CartChange;
  text: string;
}

const store = createStore(() => ({failures: {} as Record<string, CartFailure>}));

/** Read in components with `useStore` (app/hooks/use-store.ts). */
export const cartFailureStore = store;

/** How many mounted components show the failures of each origin. */
const shown = new Map<string, number>();

/** A component shows the failures of `origin` while mounted; the returned function ends that. */
export function showCartFailures(origin: string): () => void {
  shown.set(origin, (shown.get(origin) ?? 0) + 1);
  return () => {
    const count = (shown.get(origin) ?? 1) - 1;
    if (count > 0) shown.set(origin, count);
    else shown.delete(origin);
  };
}

/**
 * Keeps the failure for its form. False when no mounted component shows that form's failures
 * (the shopper left the page meanwhile): then the caller tells it some other way.
 */
export function recordCartFailure(change: CartChange, text: string): boolean {
  const origin = change.origin;
  if (!origin || !shown.has(origin)) return false;
  store.set(({failures}) => ({failures: {...failures, [origin]: {change, text}}}));
  return true;
}

export function clearCartFailure(origin: string) {
  if (!(origin in store.get().failures)) return;
  store.set(({failures}) => {
    const {[origin]: _gone, ...rest} = failures;
    return {failures: rest};
  });
}
