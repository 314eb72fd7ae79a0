/**
 * What a cart costs, in cents: line subtotals, discount allocations and totals. One function
 * serves the Storefront API's `cost` fields, the checkout's summary and the order, so they agree.
 *
 * Product discounts (percentage_lines) come first and are allocated to the lines: the total off
 * is rounded to the cent once, then spread by line amount with the leftover cents going to the
 * largest remainders, so the allocations add up exactly. Order discounts (fixed_order) then apply
 * to the subtotal after product discounts and stay at cart level (`cart.discountAllocations`);
 * `subtotalAmount` is before them, as Shopify's schema defines it.
 */
import type {Catalog, VariantRecord} from '../db/catalog';
import type {CartLineRecord, CartRecord} from '../db/carts';
import {isActive, type DiscountBook, type DiscountRule} from './discounts';

export interface Allocation {
  rule: DiscountRule;
  amountCents: number;
}

export interface PricedLine {
  line: CartLineRecord;
  variant: VariantRecord;
  /** quantity × unit price, before discounts. */
  subtotalCents: number;
  allocations: Allocation[];
  /** After the line's own allocations. */
  totalCents: number;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Every code entered, in order, with whether it applies now. */
  codes: Array<{code: string; applicable: boolean}>;
  cartAllocations: Allocation[];
  /** Sum of line totals: after product discounts, before order discounts. */
  subtotalCents: number;
  totalCents: number;
  totalQuantity: number;
}

export function priceCart(
  cart: Pick<CartRecord, 'lines' | 'discountCodes'>,
  catalog: Catalog,
  discounts: DiscountBook,
  now = Date.now(),
): PricedCart {
  const lines = cart.lines.flatMap((line): PricedLine[] => {
    const variant = catalog.variantById.get(line.variantId);
    if (!variant) return [];
    const subtotalCents = line.quantity * variant.priceCents;
    return [{line, variant, subtotalCents, allocations: [], totalCents: subtotalCents}];
  });
  const rules = new Map(
    cart.discountCodes.map((code) => {
      const rule = discounts.get(code.toUpperCase());
      return [code, rule && isActive(rule, now) ? rule : undefined] as const;
    }),
  );
  const applicable = new Set<string>();

  for (const [code, rule] of rules) {
    if (rule?.kind !== 'percentage_lines' || lines.length === 0) continue;
    const base = lines.reduce((sum, l) => sum + l.totalCents, 0);
    const shares = spread(
      Math.round((base * rule.value) / 100),
      lines.map((l) => l.totalCents),
    );
    lines.forEach((l, i) => {
      if (shares[i]! > 0) l.allocations.push({rule, amountCents: shares[i]!});
      l.totalCents -= shares[i]!;
    });
    applicable.add(code);
  }

  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const cartAllocations: Allocation[] = [];
  let totalCents = subtotalCents;
  for (const [code, rule] of rules) {
    if (rule?.kind !== 'fixed_order' || lines.length === 0) continue;
    if (subtotalCents < rule.minimumSubtotalCents) continue;
    const amountCents = Math.min(rule.value, totalCents);
    cartAllocations.push({rule, amountCents});
    totalCents -= amountCents;
    applicable.add(code);
  }

  return {
    lines,
    codes: cart.discountCodes.map((code) => ({code, applicable: applicable.has(code)})),
    cartAllocations,
    subtotalCents,
    totalCents,
    totalQuantity: lines.reduce((sum, l) => sum + l.line.quantity, 0),
  };
}

/** Splits `total` cents in proportion to `weights`; the parts are whole cents summing to `total`. */
function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({i, rest: x - Math.floor(x)}))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const {i} of byRemainder) {
    if (left-- <= 0) break;
    parts[i] = parts[i]! + 1;
  }
  return parts;
}
