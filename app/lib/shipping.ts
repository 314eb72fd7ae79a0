/**
 * The shop's shipping terms, set once here (docs/product.md#delivery-and-free-shipping): the
 * drawer, the cart page, the product page and their words all read them. The checkout runs on the
 * platform, whose standard rate must say the same (a test compares them with the sandbox's).
 */

/** Standard shipping is free from this much of goods, after discounts, as the checkout counts. */
export const FREE_SHIPPING_FROM = {amount: 79, currencyCode: 'EUR'} as const;

/** The standard rate: business days from the day the order leaves the warehouse. */
export const STANDARD_DELIVERY = {minDays: 3, maxDays: 5} as const;

/** Orders placed before this hour (Europe/Rome) on a business day leave that day. */
export const ORDER_CUTOFF_HOUR = 14;

export interface FreeShippingProgress {
  /** What is still missing, 0 once reached. */
  missing: number;
  reached: boolean;
  /** 0 to 1, for a progress bar. */
  ratio: number;
}

/** How far goods worth `goods` (after discounts) are from free standard shipping. */
export function freeShippingProgress(goods: number): FreeShippingProgress {
  const goal = Math.round(FREE_SHIPPING_FROM.amount * 100);
  const have = Math.max(0, Math.round(goods * 100));
  const missing = Math.max(0, goal - have);
  return {missing: missing / 100, reached: missing === 0, ratio: Math.min(1, have / goal)};
}
