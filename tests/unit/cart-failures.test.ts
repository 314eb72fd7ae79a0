import {beforeEach, describe, expect, it} from 'vitest';
import {
  cartFailureStore,
  clearCartFailure,
  recordCartFailure,
  showCartFailures,
} from '~/lib/commerce/cart-failures';
import {enqueueCartChange, takeCartChange, type CartChange} from '~/lib/commerce/cart-queue';

const add = (origin?: string): CartChange => ({
  action: 'LinesAdd',
  inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]},
  origin,
});

beforeEach(() => {
  for (const origin of Object.keys(cartFailureStore.get().failures)) clearCartFailure(origin);
  while (takeCartChange());
});

describe('cart failures', () => {
  it('are kept for the form that made the change while something shows them', () => {
    const stop = showCartFailures('button-1');
    expect(recordCartFailure(add('button-1'), 'Non aggiunto.')).toBe(true);
    expect(cartFailureStore.get().failures).toEqual({
      'button-1': {change: add('button-1'), text: 'Non aggiunto.'},
    });
    stop();
  });

  it('are not kept when nothing shows them (the caller tells them another way)', () => {
    // Positive control: the same origin, shown, is kept.
    const stop = showCartFailures('button-2');
    expect(recordCartFailure(add('button-2'), 'x')).toBe(true);
    stop();
    expect(recordCartFailure(add('button-2'), 'x')).toBe(false);
    expect(recordCartFailure(add(), 'x')).toBe(false);
  });

  it('stay shown while a second component still shows the same origin', () => {
    const first = showCartFailures('cart');
    const second = showCartFailures('cart');
    first();
    expect(recordCartFailure(add('cart'), 'x')).toBe(true);
    second();
    expect(recordCartFailure(add('cart'), 'x')).toBe(false);
  });

  it('go when the same form sends a change again, and only then', () => {
    const stop = showCartFailures('a');
    const stopB = showCartFailures('b');
    recordCartFailure(add('a'), 'x');
    recordCartFailure(add('b'), 'y');
    enqueueCartChange(add('a'));
    expect(Object.keys(cartFailureStore.get().failures)).toEqual(['b']);
    stop();
    stopB();
  });
});
