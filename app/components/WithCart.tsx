import type {ReactNode} from 'react';
import {useFetcher, useRouteLoaderData} from 'react-router';
import {useOptimisticCart} from '@shopify/hydrogen';
import {latestCart, toCartData, type CartData, type PlatformCart} from '~/lib/commerce/cart-data';
import type {CartActionData} from '~/lib/commerce/cart-messages';
import {CART_FETCHER_KEY, cartQueueStore, withWaitingAdds} from '~/lib/commerce/cart-queue';
import {useStore} from '~/hooks/use-store';
import type {Cart} from '~/lib/commerce/cart.server';

/** `unavailable`: the shopper has a cart, but the platform could not be asked for it. */
type Render = (cartData: CartData, cart: Cart | null, unavailable: boolean) => ReactNode;

/**
 * The last cart change as seen while it was under way. One for the page, not per component: the
 * drawer's content may first render while the change is landing. Only the browser writes it.
 */
let trip: {
  /** The layout's cart then: until the reloaded one replaces it, the change is landing. */
  source: Cart | null;
  /** The fetcher's answer then (an earlier change's): a new one is this change's. */
  data: CartActionData | undefined;
  /** The cart shown then, with the change in it. */
  shown: PlatformCart | null;
} | null = null;

/**
 * Renders from the cart the layout loads, with Hydrogen's optimistic changes applied and the
 * adds still waiting to be sent: the one source of CartData for the header, the drawer and the
 * cart page.
 * The layout awaits the cart rather than streaming it: a streamed cart suspends again on every
 * revalidation, and the drawer's fallback lost what the shopper was typing (decision 0006).
 */
export function WithCart({children}: {children: Render}) {
  const layout = useRouteLoaderData<{cart: Cart | null; cartUnavailable: boolean}>(
    'routes/shop-layout',
  );
  const source = layout?.cart ?? null;
  const queue = useStore(cartQueueStore, (state) => state.queue);
  const taken = useStore(cartQueueStore, (state) => state.unsent);
  const fetcher = useFetcher<CartActionData>({key: CART_FETCHER_KEY});
  const idle = fetcher.state === 'idle';
  // Once the fetcher has the change taken, Hydrogen's optimistic copy shows it.
  const unsent = idle ? taken : null;
  // React Router marks a change's fetcher done before its answer, and the answer before the
  // layout's reloaded cart, renders (up to 80 ms on a phone). Landing, the change stays shown:
  // as it was while under way, then as the platform answered (latestCart).
  const landing = idle && trip?.source === source ? trip : null;
  const answer = landing && fetcher.data !== landing.data ? fetcher.data : undefined;
  const answered = answer?.ok ? answer.cart : null;
  // Hydrogen types its optimistic copy loosely; its lines are CartFields lines or new ones.
  const sending = useOptimisticCart(latestCart(source, answered)) as PlatformCart | null;
  if (!idle) trip = {source, data: fetcher.data, shown: sending};
  const shown = landing && !answer ? landing.shown : sending;
  const optimistic = withWaitingAdds(shown, unsent ? [unsent, ...queue] : queue);
  return children(toCartData(optimistic), source, !!layout?.cartUnavailable);
}
