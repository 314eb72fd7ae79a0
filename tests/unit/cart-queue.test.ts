import {beforeEach, describe, expect, it} from 'vitest';
import {CartForm} from '@shopify/hydrogen';
import {
  cartChangeSent,
  cartQueueStore,
  enqueueCartChange,
  mergeCartChange,
  takeCartChange,
  toFormData,
  withWaitingAdds,
  type CartChange,
} from '~/lib/commerce/cart-queue';
import type {PlatformCart} from '~/lib/commerce/cart-data';
import {parseCartInput} from '~/lib/commerce/cart-input';

const A = 'gid://shopify/ProductVariant/1';
const B = 'gid://shopify/ProductVariant/2';
const LINE_1 = 'gid://shopify/CartLine/l1?cart=c1';
const LINE_2 = 'gid://shopify/CartLine/l2?cart=c1';

const add = (merchandiseId: string, quantity?: number): CartChange => ({
  action: CartForm.ACTIONS.LinesAdd,
  inputs: {lines: [{merchandiseId, ...(quantity === undefined ? {} : {quantity})}]},
});
const update = (id: string, quantity: number): CartChange => ({
  action: CartForm.ACTIONS.LinesUpdate,
  inputs: {lines: [{id, quantity}]},
});
const remove = (id: string): CartChange => ({
  action: CartForm.ACTIONS.LinesRemove,
  inputs: {lineIds: [id]},
});

const queueOf = (...changes: CartChange[]) =>
  changes.reduce<CartChange[]>((queue, change) => mergeCartChange(queue, change), []);

function drain() {
  const taken: CartChange[] = [];
  for (let change = takeCartChange(); change; change = takeCartChange()) taken.push(change);
  return taken;
}

describe('mergeCartChange', () => {
  it('merges five queued adds of the same variant into one add of 5', () => {
    expect(queueOf(add(A), add(A), add(A), add(A), add(A))).toEqual([
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: A, quantity: 5}]}},
    ]);
  });

  it('adds up the quantities given', () => {
    expect(queueOf(add(A, 2), add(A, 3))).toEqual([
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: A, quantity: 5}]}},
    ]);
  });

  it('keeps the other fields of the waiting change and of its line', () => {
    const first: CartChange = {
      action: 'LinesAdd',
      inputs: {
        lines: [{merchandiseId: A, quantity: 1, selectedVariant: {id: A}}],
        analytics: {x: 1},
      },
    };
    expect(mergeCartChange([first], add(A, 2))).toEqual([
      {
        action: 'LinesAdd',
        inputs: {
          lines: [{merchandiseId: A, quantity: 3, selectedVariant: {id: A}}],
          analytics: {x: 1},
        },
      },
    ]);
  });

  it('does not merge adds of different variants', () => {
    expect(queueOf(add(A), add(B))).toEqual([add(A), add(B)]);
  });

  it('replaces a waiting update of the same line with the newer one', () => {
    expect(queueOf(update(LINE_1, 3), update(LINE_1, 1))).toEqual([update(LINE_1, 1)]);
  });

  it('keeps updates of different lines apart', () => {
    expect(queueOf(update(LINE_1, 3), update(LINE_2, 1))).toEqual([
      update(LINE_1, 3),
      update(LINE_2, 1),
    ]);
  });

  it('does not merge different actions', () => {
    expect(queueOf(add(A), update(LINE_1, 2), remove(LINE_1), add(A))).toEqual([
      add(A),
      update(LINE_1, 2),
      remove(LINE_1),
      add(A),
    ]);
  });

  it('merges only with the last waiting change', () => {
    expect(queueOf(add(A), add(B), add(A))).toEqual([add(A), add(B), add(A)]);
    expect(queueOf(update(LINE_1, 2), update(LINE_2, 2), update(LINE_1, 5))).toEqual([
      update(LINE_1, 2),
      update(LINE_2, 2),
      update(LINE_1, 5),
    ]);
  });

  it('does not merge changes of several lines', () => {
    const both: CartChange = {
      action: 'LinesAdd',
      inputs: {
        lines: [
          {merchandiseId: A, quantity: 1},
          {merchandiseId: B, quantity: 1},
        ],
      },
    };
    expect(queueOf(both, add(A))).toEqual([both, add(A)]);
    expect(queueOf(add(A), both)).toEqual([add(A), both]);
  });

  it('leaves the queue it is given untouched', () => {
    const waiting = add(A, 1);
    const queue = [waiting];
    const next = mergeCartChange(queue, add(A, 1));
    expect(next).not.toBe(queue);
    expect(queue).toEqual([add(A, 1)]);
    expect(waiting).toEqual(add(A, 1));
  });
});

describe('enqueueCartChange / takeCartChange', () => {
  beforeEach(() => {
    drain();
  });

  it('gives nothing when nothing waits', () => {
    expect(takeCartChange()).toBeUndefined();
  });

  it('gives the changes back oldest first, each once', () => {
    enqueueCartChange(add(A));
    enqueueCartChange(update(LINE_1, 4));
    enqueueCartChange(remove(LINE_2));
    expect(takeCartChange()).toEqual(add(A));
    expect(takeCartChange()).toEqual(update(LINE_1, 4));
    expect(takeCartChange()).toEqual(remove(LINE_2));
    expect(takeCartChange()).toBeUndefined();
  });

  it('merges fast clicks while they wait', () => {
    for (let i = 0; i < 5; i++) enqueueCartChange(add(A));
    expect(drain()).toEqual([
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: A, quantity: 5}]}},
    ]);
  });

  it('does not merge into a change already taken (in flight)', () => {
    enqueueCartChange(add(A));
    expect(takeCartChange()).toEqual(add(A));
    enqueueCartChange(add(A));
    enqueueCartChange(add(A));
    expect(drain()).toEqual([
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: A, quantity: 2}]}},
    ]);
  });
});

describe('toFormData', () => {
  it.each([
    ['LinesAdd', add(A, 5), {action: 'LinesAdd', lines: [{merchandiseId: A, quantity: 5}]}],
    ['LinesUpdate', update(LINE_1, 0), {action: 'LinesUpdate', lines: [{id: LINE_1, quantity: 0}]}],
    ['LinesRemove', remove(LINE_2), {action: 'LinesRemove', lineIds: [LINE_2]}],
    [
      'DiscountCodesUpdate',
      {action: 'DiscountCodesUpdate', inputs: {discountCodes: ['ESTATE'], discountCode: 'NUOVO'}},
      {action: 'DiscountCodesUpdate', discountCodes: ['ESTATE', 'NUOVO']},
    ],
  ])('round-trips %s through parseCartInput', (_label, change, mutation) => {
    expect(parseCartInput(toFormData(change as CartChange))).toEqual({
      ok: true,
      mutation,
      redirectTo: null,
    });
  });

  it('sends merged clicks as one valid add', () => {
    const [merged] = queueOf(add(A), add(A), add(A));
    expect(parseCartInput(toFormData(merged))).toMatchObject({
      ok: true,
      mutation: {lines: [{merchandiseId: A, quantity: 3}]},
    });
  });

  it('leaves out which form made the change', () => {
    const formData = toFormData({...add(A), origin: 'product'});
    expect(JSON.parse(String(formData.get(CartForm.INPUT_NAME)))).toEqual(add(A));
  });

  it('puts the change in the single cartFormInput field', () => {
    const formData = toFormData(add(A));
    expect([...formData.keys()]).toEqual([CartForm.INPUT_NAME]);
    expect(JSON.parse(String(formData.get(CartForm.INPUT_NAME)))).toEqual(add(A));
  });
});

describe('the adds waiting to be sent', () => {
  beforeEach(() => {
    drain();
  });
  const variant = (id: string) => ({id, title: '42', product: {title: 'Sneaker', handle: 's'}});
  const shown = (id: string, quantity = 1): CartChange => ({
    action: CartForm.ACTIONS.LinesAdd,
    inputs: {lines: [{merchandiseId: id, quantity, selectedVariant: variant(id)}]},
  });
  const confirmed = {
    lines: {nodes: [{id: LINE_1, quantity: 2, merchandise: variant(A)}]},
  } as unknown as PlatformCart;

  it('show in the cart: a new line before the others, or more of a line it has', () => {
    const cart = withWaitingAdds(confirmed, [shown(B), shown(A, 3), update(LINE_1, 9)])!;
    expect(cart.isOptimistic).toBe(true);
    expect(cart.lines.nodes.map(({id, quantity}) => [id, quantity])).toEqual([
      [`__h_pending_${B}`, 1],
      [LINE_1, 5],
    ]);
    // The cart it was given is left as it was.
    expect(confirmed.lines.nodes[0]!.quantity).toBe(2);
    // No cart yet: the first add makes one.
    expect(withWaitingAdds(null, [shown(A)])!.lines.nodes).toHaveLength(1);
  });

  it('leave the cart alone when none waits, or none can be shown', () => {
    expect(withWaitingAdds(confirmed, [update(LINE_1, 9), remove(LINE_1)])).toBe(confirmed);
    expect(withWaitingAdds(null, [add(A)])).toBeNull();
  });

  it('count the change taken until it is sent, then no more', () => {
    enqueueCartChange(shown(A));
    expect(cartQueueStore.get()).toMatchObject({queue: [shown(A)], unsent: null});
    takeCartChange();
    expect(cartQueueStore.get()).toMatchObject({queue: [], unsent: shown(A)});
    cartChangeSent();
    expect(cartQueueStore.get().unsent).toBeNull();
    // Taking from an empty queue forgets the last one too.
    enqueueCartChange(shown(B));
    takeCartChange();
    expect(takeCartChange()).toBeUndefined();
    expect(cartQueueStore.get().unsent).toBeNull();
  });
});
