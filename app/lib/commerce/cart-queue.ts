/**
 * Cart changes leave the browser one at a time, in the order the shopper made them. Shopify
 * runs concurrent mutations in any order (two quantity changes could land reversed) and five
 * fast "add" clicks before the first answer would make five carts; so changes wait in this
 * queue, and one waiting change absorbs the next of the same kind (5 clicks: 1 + 4).
 */
import {CartForm} from '@shopify/hydrogen';
import {createStore} from '../store';
import {clearCartNotice} from './cart-notices';
import type {PlatformCart, PlatformMerchandise} from './cart-data';

export const CART_FETCHER_KEY = 'cart';

export interface CartChange {
  action: string;
  inputs: Record<string, unknown>;
  /** The form that made the change: a failure is told there (app/lib/commerce/cart-notices.ts). */
  origin?: string;
}

type Line = {merchandiseId?: string; id?: string; quantity?: number};
type WaitingLine = Line & {selectedVariant?: PlatformMerchandise};

/** How Hydrogen's optimistic cart names a line the platform has not given an id yet. */
const PENDING_LINE_PREFIX = '__h_pending_';

function singleLine(change: CartChange): Line | null {
  const lines = change.inputs.lines;
  return Array.isArray(lines) && lines.length === 1 ? (lines[0] as Line) : null;
}

/** The queue after `next` joins it: merged into the last waiting change when they combine. */
export function mergeCartChange(queue: CartChange[], next: CartChange): CartChange[] {
  const last = queue.at(-1);
  const a = last && singleLine(last);
  const b = singleLine(next);
  if (last && a && b && last.action === next.action) {
    if (next.action === CartForm.ACTIONS.LinesAdd && a.merchandiseId === b.merchandiseId) {
      const quantity = (a.quantity ?? 1) + (b.quantity ?? 1);
      return [
        ...queue.slice(0, -1),
        {...last, inputs: {...last.inputs, lines: [{...a, quantity}]}},
      ];
    }
    if (next.action === CartForm.ACTIONS.LinesUpdate && a.id === b.id)
      return [...queue.slice(0, -1), next];
  }
  return [...queue, next];
}

/** A submitted form's change: its CartForm input, without the no-JavaScript redirect. */
export function cartChangeFromForm(form: HTMLFormElement): CartChange {
  const {action, inputs} = CartForm.getFormInput(new FormData(form)) as CartChange;
  const {redirectTo: _redirect, ...rest} = inputs;
  return {action, inputs: rest};
}

export function toFormData(change: CartChange): FormData {
  const formData = new FormData();
  formData.set(CartForm.INPUT_NAME, JSON.stringify({action: change.action, inputs: change.inputs}));
  return formData;
}

const store = createStore(() => ({
  queue: [] as CartChange[],
  /** Taken from the queue, not yet with the fetcher (waiting for the cart lock). */
  unsent: null as CartChange | null,
}));

/** Read in components with `useStore` (app/hooks/use-store.ts). */
export const cartQueueStore = store;

/** Queues a change; a new try from the same form takes the place of its last failure. */
export function enqueueCartChange(change: CartChange) {
  if (change.origin) clearCartNotice(change.origin);
  store.set(({queue}) => ({queue: mergeCartChange(queue, change)}));
}

/** The oldest waiting change, removed from the queue; unsent until `cartChangeSent`. */
export function takeCartChange(): CartChange | undefined {
  const {queue, unsent} = store.get();
  const [first, ...rest] = queue;
  if (first || unsent) store.set({queue: rest, unsent: first ?? null});
  return first;
}

/** The change taken last is running in the fetcher, which shows it from here on. */
export function cartChangeSent() {
  store.set({unsent: null});
}

type OptimisticLine = PlatformCart['lines']['nodes'][number];

/**
 * The cart with the adds that have not reached the fetcher yet (Hydrogen's `useOptimisticCart`
 * shows those that have): the one being sent while it waits for the cart lock, and those queued
 * behind it. Without them an add showed "Il tuo carrello è vuoto" until its request left.
 */
export function withWaitingAdds(
  cart: PlatformCart | null,
  changes: readonly CartChange[],
): PlatformCart | null {
  const adds = changes
    .filter((change) => change.action === CartForm.ACTIONS.LinesAdd)
    .flatMap((change) => (change.inputs.lines ?? []) as WaitingLine[])
    .filter((line) => line.selectedVariant);
  if (!adds.length) return cart;
  const lines: OptimisticLine[] = (cart?.lines.nodes ?? []).map((line) => ({...line}));
  for (const {selectedVariant, quantity = 1} of adds) {
    const line = lines.find((item) => item.merchandise.id === selectedVariant!.id);
    if (line) Object.assign(line, {quantity: line.quantity + quantity, isOptimistic: true});
    else
      lines.unshift({
        id: `${PENDING_LINE_PREFIX}${selectedVariant!.id}`,
        merchandise: selectedVariant!,
        quantity,
        isOptimistic: true,
      });
  }
  return {...cart, lines: {nodes: lines}, isOptimistic: true};
}
