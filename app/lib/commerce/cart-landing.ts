/**
 * A cart change on its way back (app/components/WithCart.tsx). React Router marks the change's
 * fetcher done before its answer renders, and the answer before the layout's reloaded cart: up to
 * 80 ms on a phone in which the change is neither pending nor in the layout's cart, and the
 * drawer said "Il tuo carrello è vuoto" after an add. Landing, the change stays shown as it was
 * sent, then as the platform answered; a refusal shows the layout's cart again at once.
 */
import type {PlatformCart} from './cart-data';

type FetcherState = 'idle' | 'submitting' | 'loading';

/** The last cart change as seen while it was under way. */
export interface Trip {
  /** The layout's cart then: until the reloaded one replaces it, the change is landing. */
  source: unknown;
  /** The fetcher's answer when the change left (an earlier change's): a new one is its own. */
  data: unknown;
  /** The cart shown then, with the change in it. */
  shown: PlatformCart | null;
}

/** A trip first seen once its answer had come: whatever the fetcher holds is that answer. */
const UNSEEN = Symbol('unseen');

/** While landing: the change's answer if it has come (`answer`), else the cart shown before. */
export function landing<D>(
  trip: Trip | null,
  state: FetcherState,
  source: unknown,
  data: D | undefined,
): {trip: Trip; answer: D | undefined} | null {
  if (state !== 'idle' || !trip || trip.source !== source) return null;
  return {trip, answer: data !== trip.data ? data : undefined};
}

/** The trip as it stands after a render in `state`, showing `shown`. */
export function nextTrip(
  trip: Trip | null,
  state: FetcherState,
  source: unknown,
  data: unknown,
  shown: PlatformCart | null,
): Trip | null {
  if (state === 'submitting') return {source, data, shown};
  // Loading, the fetcher already holds this change's answer: what it held before stays.
  if (state === 'loading') return {source, data: trip ? trip.data : UNSEEN, shown};
  return trip;
}
