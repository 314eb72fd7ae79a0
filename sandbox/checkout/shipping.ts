/**
 * The shop's shipping rates. Standard is free from 79,00 € of goods after discounts (Shopify's
 * price-based rates look at the discounted subtotal); Express always costs 9,90 €.
 */
export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

const RATES: Record<ShippingMethod, {priceCents: number; freeFromCents: number | null}> = {
  standard: {priceCents: 490, freeFromCents: 7900},
  express: {priceCents: 990, freeFromCents: null},
};

export const STANDARD_FREE_FROM_CENTS = RATES.standard.freeFromCents!;

export function isShippingMethod(value: string): value is ShippingMethod {
  return (SHIPPING_METHODS as readonly string[]).includes(value);
}

export function shippingCents(method: ShippingMethod, goodsCents: number): number {
  const {priceCents, freeFromCents} = RATES[method];
  return freeFromCents !== null && goodsCents >= freeFromCents ? 0 : priceCents;
}
