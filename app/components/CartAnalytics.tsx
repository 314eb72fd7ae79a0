import {useEffect} from 'react';
import type {Cart} from '~/lib/commerce/cart.server';
import {trackingBus} from '~/lib/tracking/bus';
import {processCart, toAnalyticsCart, type CartStorage} from '~/lib/tracking/cart-analytics';
import {CART_STATE} from '~/lib/tracking/events';
import {toCartData} from '~/lib/commerce/cart-data';
import {cartToken} from '~/lib/commerce/shopify-ids';
import type {CartSnapshot} from '~/lib/marketing/bhr-basket-sync';
import {WithCart} from './WithCart';

/** Storage that cannot be used (blocked cookies, private mode) falls back to this page's memory. */
function cartStorage(): CartStorage {
  try {
    window.localStorage.getItem('');
    return window.localStorage;
  } catch {
    return memoryStorage;
  }
}
const memory = new Map<string, string>();
const memoryStorage: CartStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
};

/**
 * Publishes the cart events (docs/product.md#cart-analytics) for each cart the platform confirms,
 * and the cart itself for the marketing cart sync (docs/product.md#marketing-cart-sync).
 */
export function CartAnalytics() {
  return <WithCart>{(_, cart) => <CartEvents cart={cart} />}</WithCart>;
}

function CartEvents({cart}: {cart: Cart | null}) {
  const key = cart ? `${cart.id}@${cart.updatedAt}` : 'none';
  useEffect(() => {
    for (const event of processCart(cart && toAnalyticsCart(cart), cartStorage()))
      trackingBus.publish(event.name, event.payload);
    trackingBus.publish<CartSnapshot>(
      CART_STATE,
      cart && {token: cartToken(cart.id), cartData: toCartData(cart)},
    );
    // The cart's id and updatedAt say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
