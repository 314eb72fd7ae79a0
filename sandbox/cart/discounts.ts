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
