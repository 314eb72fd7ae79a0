/**
 * Discount codes as the cart applies them. Two kinds cover the shop's codes: a percentage off
 * every line (a product discount, allocated to the lines) and a fixed amount off the order above
 * a minimum subtotal (an order discount, kept at cart level, as Shopify's `cart.discountAllocations`).
 */
import type {Db} from '../db/open';

type DiscountKind = 'percentage_lines' | 'fixed_order';

export interface DiscountRule {
  code: string;
  title: string;
  kind: DiscountKind;
  /** Percent for `percentage_lines`, cents for `fixed_order`. */
  value: number;
  minimumSubtotalCents: number;
  startsAt: string;
  endsAt: string | null;
}

/** Rules by upper-cased code: a lookup ignores the case the shopper typed. */
export type DiscountBook = ReadonlyMap<string, DiscountRule>;

export function loadDiscounts(db: Db): DiscountBook {
  const rows = db.prepare('SELECT * FROM discount_codes').all() as Array<Record<string, unknown>>;
  return new Map(
    rows.map((r) => {
      const rule: DiscountRule = {
        code: r.code as string,
        title: r.title as string,
        kind: r.kind as DiscountKind,
        value: r.value as number,
        minimumSubtotalCents: r.minimum_subtotal_cents as number,
        startsAt: r.starts_at as string,
        endsAt: (r.ends_at as string | null) ?? null,
      };
      return [rule.code.toUpperCase(), rule];
    }),
  );
}

export function isActive(rule: DiscountRule, now: number): boolean {
  return (
    Date.parse(rule.startsAt) <= now && (rule.endsAt === null || now < Date.parse(rule.endsAt))
  );
}

/**
 * Why an entered code does not apply, as the Storefront API 2025-07 says it: a `CartWarning`
 * code (and a message; Shopify's warnings do not name the code). Null when it applies.
 */
export function discountWarning(
  code: string,
  applicable: boolean,
  discounts: DiscountBook,
  now: number,
): {code: string; message: string} | null {
  if (applicable) return null;
  const rule = discounts.get(code.toUpperCase());
  if (!rule) return {code: 'DISCOUNT_NOT_FOUND', message: 'Enter a valid discount code.'};
  if (!isActive(rule, now))
    return {code: 'DISCOUNT_CURRENTLY_INACTIVE', message: 'This discount is not active.'};
  if (rule.minimumSubtotalCents > 0)
    return {
      code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE',
      message: 'Your cart does not meet the minimum purchase for this discount.',
    };
  return {code: 'DISCOUNT_CODE_NOT_HONOURED', message: 'This discount cannot be applied.'};
}
