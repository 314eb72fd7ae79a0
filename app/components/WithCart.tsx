import type {ReactNode} from 'react';
import {useFetcher, useRouteLoaderData} from 'react-router';
import {useOptimisticCart} from '@shopify/hydrogen';
import {latestCart, toCartData, type CartData, type PlatformCart} from '~/lib/commerce/cart-data';
import type {CartActionData} from '~/lib/commerce/cart-messages';
import {CART_FETCHER_KEY, cartQueueStore, withWaitingAdds} from '~/lib/commerce/cart-queue';
import {landing, nextTrip, type Trip} from '~/lib/commerce/cart-landing';
import {useStore} from '~/hooks/use-store';
import type {Cart} from '~/lib/commerce/cart.server';

/** `unavailable`: the shopper has a cart, but the platform could not be asked for it. */
type Render = (cartData: CartData, cart: Cart | null, unavailable: boolean) => ReactNode;

/** One for the page, not per component: the drawer's content may first render while landing. */
let trip: Trip | null = null;

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
  // Landing (lib/commerce/cart-landing.ts), the change stays shown: as it was while under way,
  // then as the platform answered (latestCart).
  const landed = landing(trip, fetcher.state, source, fetcher.data);
  const answered = landed?.answer?.ok ? landed.answer.cart : null;
  // Hydrogen types its optimistic copy loosely; its lines are CartFields lines or new ones.
  const sending = useOptimisticCart(latestCart(source, answered)) as PlatformCart | null;
  trip = nextTrip(trip, fetcher.state, source, fetcher.data, sending);
  const shown = landed && !landed.answer ? landed.trip.shown : sending;
  const optimistic = withWaitingAdds(shown, unsent ? [unsent, ...queue] : queue);
  return children(toCartData(optimistic), source, !!layout?.cartUnavailable);
}
