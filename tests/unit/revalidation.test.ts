import {describe, expect, it} from 'vitest';
import type {ShouldRevalidateFunctionArgs} from 'react-router';
import {
  isCartChange,
  revalidateLayout,
  revalidateOnMarketChange,
  revalidateUnlessCartChange,
} from '~/lib/revalidation';

const ORIGIN = 'https://passo.example';

function navigation(from: string, to: string, defaultShouldRevalidate = true) {
  return {
    currentUrl: new URL(from, ORIGIN),
    currentParams: {},
    nextUrl: new URL(to, ORIGIN),
    nextParams: {},
    defaultShouldRevalidate,
  } satisfies ShouldRevalidateFunctionArgs;
}

/** A fetcher POST: React Router asks every loaded route whether to reload after it. */
function submission(formAction: string, defaultShouldRevalidate = true, page = '/it/donna') {
  return {
    ...navigation(page, page, defaultShouldRevalidate),
    formMethod: 'POST',
    formAction,
  } satisfies ShouldRevalidateFunctionArgs;
}

describe('isCartChange', () => {
  it.each(['/it/cart', '/sl/cart', '/hr/cart', '/it/cart?index'])('is true for %s', (action) => {
    expect(isCartChange({formAction: action})).toBe(true);
  });

  it.each([
    undefined,
    '/cart',
    '/xx/cart',
    '/it/carts',
    '/it/cart/extra',
    '/it/account/login',
    '/it/donna?cart',
  ])('is false for %s', (action) => {
    expect(isCartChange({formAction: action})).toBe(false);
  });
});

describe('revalidateOnMarketChange (root)', () => {
  it('does not reload for a navigation inside the market', () => {
    expect(revalidateOnMarketChange(navigation('/it/donna', '/it/uomo?page=2'))).toBe(false);
    expect(revalidateOnMarketChange(navigation('/', '/it/donna'))).toBe(false);
  });

  it('reloads when the market changes', () => {
    expect(revalidateOnMarketChange(navigation('/it/donna', '/sl/donna'))).toBe(true);
    expect(revalidateOnMarketChange(navigation('/hr', '/it'))).toBe(true);
    expect(revalidateOnMarketChange(navigation('/sl.data', '/hr/uomo.data'))).toBe(true);
  });

  it('does not reload after a cart POST', () => {
    expect(revalidateOnMarketChange(submission('/it/cart'))).toBe(false);
  });

  it('follows the default after another POST', () => {
    expect(revalidateOnMarketChange(submission('/it/newsletter', true))).toBe(true);
    expect(revalidateOnMarketChange(submission('/it/newsletter', false))).toBe(false);
  });
});

describe('revalidateLayout (holds the cart)', () => {
  it('reloads after a cart POST', () => {
    expect(revalidateLayout(submission('/sl/cart', true, '/sl/donna'))).toBe(true);
  });

  it('follows the default after a cart POST (an action that asks for no reload)', () => {
    expect(revalidateLayout(submission('/it/cart', false))).toBe(false);
  });

  it('otherwise reloads only with the market', () => {
    expect(revalidateLayout(navigation('/it/donna', '/it/uomo'))).toBe(false);
    expect(revalidateLayout(navigation('/it/donna', '/hr/donna'))).toBe(true);
  });
});

describe('revalidateUnlessCartChange (pages)', () => {
  it('does not reload after a cart POST', () => {
    expect(revalidateUnlessCartChange(submission('/it/cart'))).toBe(false);
  });

  it('follows the default otherwise', () => {
    expect(revalidateUnlessCartChange(navigation('/it', '/it?x=1', true))).toBe(true);
    expect(revalidateUnlessCartChange(navigation('/it', '/it', false))).toBe(false);
    expect(revalidateUnlessCartChange(submission('/it/newsletter', true))).toBe(true);
  });
});
