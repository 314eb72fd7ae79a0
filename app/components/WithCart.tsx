import {Suspense, type ReactNode} from 'react';
import {Await, useRouteLoaderData} from 'react-router';
import {useOptimisticCart} from '@shopify/hydrogen';
import {toCartData, type CartData, type PlatformCart} from '~/lib/commerce/cart-data';
import type {Cart} from '~/lib/commerce/cart.server';

/** `settled`: false while the cart is still on its way (or failed to load). */
type Render = (cartData: CartData, cart: Cart | null, settled: boolean) => ReactNode;

/** The layout's cart: null without a cart cookie, else a promise streamed after the page. */
export type LayoutCart = Promise<Cart | null> | null;

/**
 * Renders from the cart the layout loads, with Hydrogen's optimistic changes applied: the one
 * source of CartData for the header, the drawer and the cart page.
 */
export function WithCart({children, cart}: {children: Render; cart?: LayoutCart | Cart}) {
  const layout = useRouteLoaderData<{cart: LayoutCart}>('routes/shop-layout');
  const source = cart === undefined ? (layout?.cart ?? null) : cart;
  return (
    <Suspense fallback={<Optimistic cart={null} settled={false} render={children} />}>
      <Await
        resolve={source}
        errorElement={<Optimistic cart={null} settled={false} render={children} />}
      >
        {(resolved: Cart | null) => <Optimistic cart={resolved} settled render={children} />}
      </Await>
    </Suspense>
  );
}

function Optimistic({
  cart,
  settled,
  render,
}: {
  cart: Cart | null;
  settled: boolean;
  render: Render;
}) {
  const optimistic = useOptimisticCart(cart);
  // Hydrogen types its optimistic copy loosely; its lines are CartFields lines or new ones.
  return render(toCartData(optimistic as PlatformCart), cart, settled);
}
