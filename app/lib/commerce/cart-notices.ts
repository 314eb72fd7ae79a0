/**
 * What a cart change's own form says beside itself, kept by the form's `origin`: a change that
 * never reached the platform (`failed`: the connection dropped, the shop or the platform did not
 * answer; the cart is as it was, and the form offers to send it again), or a code the platform
 * refused (`refused`: the discount field keeps it and says why). A failed add stays beside its
 * button while the drawer goes on working.
 */
import {createStore} from '../store';
import type {CartChange} from './cart-queue';

/** The origin of the changes made in the cart itself (drawer and cart page). */
export const CART_ORIGIN = 'cart';
/** The origin of the discount field's changes. */
export const DISCOUNT_ORIGIN = 'discount';

export interface CartNotice {
  kind: 'failed' | 'refused';
  change: CartChange;
  text: string;
}

const store = createStore(() => ({notices: {} as Record<string, CartNotice>}));

/** Read in components with `useStore` (app/hooks/use-store.ts). */
export const cartNoticeStore = store;

/** How many mounted components show the notices of each origin. */
const shown = new Map<string, number>();

/** A component shows the notices of `origin` while mounted; the returned function ends that. */
export function showCartNotices(origin: string): () => void {
  shown.set(origin, (shown.get(origin) ?? 0) + 1);
  return () => {
    const count = (shown.get(origin) ?? 1) - 1;
    if (count > 0) shown.set(origin, count);
    else shown.delete(origin);
  };
}

/**
 * Keeps the notice for its form. False when no mounted component shows that form's notices
 * (the shopper left the page meanwhile): then the caller tells it some other way.
 */
export function recordCartNotice(
  kind: CartNotice['kind'],
  change: CartChange,
  text: string,
): boolean {
  const origin = change.origin;
  if (!origin || !shown.has(origin)) return false;
  store.set(({notices}) => ({notices: {...notices, [origin]: {kind, change, text}}}));
  return true;
}

export function clearCartNotice(origin: string) {
  if (!(origin in store.get().notices)) return;
  store.set(({notices}) => {
    const {[origin]: _gone, ...rest} = notices;
    return {notices: rest};
  });
}
