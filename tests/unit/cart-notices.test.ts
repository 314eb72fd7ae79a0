import {beforeEach, describe, expect, it} from 'vitest';
import {
  cartNoticeStore,
  clearCartNotice,
  recordCartNotice,
  showCartNotices,
} from '~/lib/commerce/cart-notices';
import {enqueueCartChange, takeCartChange, type CartChange} from '~/lib/commerce/cart-queue';

const add = (origin?: string): CartChange => ({
  action: 'LinesAdd',
  inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]},
  origin,
});

beforeEach(() => {
  for (const origin of Object.keys(cartNoticeStore.get().notices)) clearCartNotice(origin);
  while (takeCartChange());
});

describe('cart notices', () => {
  it('are kept for the form that made the change while something shows them', () => {
    const stop = showCartNotices('button-1');
    expect(recordCartNotice('failed', add('button-1'), 'Non aggiunto.')).toBe(true);
    expect(cartNoticeStore.get().notices).toEqual({
      'button-1': {kind: 'failed', change: add('button-1'), text: 'Non aggiunto.'},
    });
    stop();
  });

  it('are not kept when nothing shows them (the caller tells them another way)', () => {
    // Positive control: the same origin, shown, is kept.
    const stop = showCartNotices('button-2');
    expect(recordCartNotice('failed', add('button-2'), 'x')).toBe(true);
    stop();
    expect(recordCartNotice('failed', add('button-2'), 'x')).toBe(false);
    expect(recordCartNotice('failed', add(), 'x')).toBe(false);
  });

  it('stay shown while a second component still shows the same origin', () => {
    const first = showCartNotices('cart');
    const second = showCartNotices('cart');
    first();
    expect(recordCartNotice('failed', add('cart'), 'x')).toBe(true);
    second();
    expect(recordCartNotice('failed', add('cart'), 'x')).toBe(false);
  });

  it('go when the same form sends a change again, and only then', () => {
    const stop = showCartNotices('a');
    const stopB = showCartNotices('b');
    recordCartNotice('failed', add('a'), 'x');
    recordCartNotice('failed', add('b'), 'y');
    enqueueCartChange(add('a'));
    expect(Object.keys(cartNoticeStore.get().notices)).toEqual(['b']);
    stop();
    stopB();
  });
});
