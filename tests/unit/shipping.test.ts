import {describe, expect, it} from 'vitest';
import {FREE_SHIPPING_FROM, STANDARD_DELIVERY, freeShippingProgress} from '~/lib/shipping';
import {STANDARD_FREE_FROM_CENTS, shippingCents} from '../../sandbox/checkout/shipping';
import {messagesFor} from '../../sandbox/checkout/messages';

describe('freeShippingProgress', () => {
  it('says what is missing, to the cent', () => {
    expect(freeShippingProgress(66.9)).toEqual({
      missing: 12.1,
      reached: false,
      ratio: 6690 / 7900,
    });
    expect(freeShippingProgress(0)).toEqual({missing: 79, reached: false, ratio: 0});
  });

  it('is reached at the threshold exactly and above it', () => {
    expect(freeShippingProgress(79)).toEqual({missing: 0, reached: true, ratio: 1});
    expect(freeShippingProgress(250)).toEqual({missing: 0, reached: true, ratio: 1});
    expect(freeShippingProgress(78.99)).toMatchObject({missing: 0.01, reached: false});
  });
});

describe('the shop and its checkout agree', () => {
  it('on the free-shipping threshold, counted the same way', () => {
    expect(FREE_SHIPPING_FROM.amount * 100).toBe(STANDARD_FREE_FROM_CENTS);
    expect(shippingCents('standard', 7899)).toBeGreaterThan(0);
    expect(shippingCents('standard', 7900)).toBe(0);
  });

  it.each(['IT', 'SL', 'HR'])('on the standard rate’s business days (%s)', (language) => {
    const {min, max} = {min: STANDARD_DELIVERY.minDays, max: STANDARD_DELIVERY.maxDays};
    expect(messagesFor(language).standard).toContain(`${min}–${max}`);
  });
});
