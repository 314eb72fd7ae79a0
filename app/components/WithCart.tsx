import type {ReactNode} from 'react';
import {useRouteLoaderData} from 'react-router';
import {useOptimisticCart} from '@shopify/hydrogen';
import {toCartData, type CartData, type PlatformCart} from '~/lib/commerce/cart-data';
import type {Cart} from '~/lib/commerce/cart.server';

/** `unavailable`: the shopper has a cart, but the platform could not be asked for it. */
type Render = (cartData: CartData, cart: Cart | null, unavailable: boolean) => ReactNode;

/**
 * Renders from the cart the layout loads, with Hydrogen's optimistic
 * changes applied: the one source of CartData for the header, the drawer and the cart page.
 * The layout awaits the cart rather than streaming it: a streamed cart suspends again on every
 * revalidation, and the drawer's fallback lost what the shopper was typing (decision 0006).
 */
export function WithCart({children}: {children: Render}) {
  const layout = useRouteLoaderData<{cart: Cart | null; cartUnavailable: boolean}>(
    'routes/shop-layout',
  );
  const source = layout?.cart ?? null;
  const optimistic = useOptimisticCart(source);
  // Hydrogen types its optimistic copy loosely; its lines are CartFields lines or new ones.
  return children(toCartData(optimistic as PlatformCart), source, !!layout?.cartUnavailable);
}
