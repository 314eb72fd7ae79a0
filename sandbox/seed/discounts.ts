/**
 * The shop's discount codes. Fixed rather than generated: shoppers, tests and the README name
 * them. ESTATE2024 has ended, so it is known but never applies: carts warn that it is
 * `DISCOUNT_CURRENTLY_INACTIVE`, and the shop says it has expired.
 */
import type {DiscountRule} from '../cart/discounts';
import type {Db} from '../db/open';

const DISCOUNT_CODES: readonly DiscountRule[] = [
  {
    code: 'BENVENUTO10',
    title: 'Benvenuto: 10 % di sconto',
    kind: 'percentage_lines',
    value: 10,
    minimumSubtotalCents: 0,
    startsAt: '2024-01-01T00:00:00Z',
    endsAt: null,
  },
  {
    code: 'PASSO15',
    title: '15 € di sconto da 100 €',
    kind: 'fixed_order',
    value: 1500,
    minimumSubtotalCents: 10_000,
    startsAt: '2024-01-01T00:00:00Z',
    endsAt: null,
  },
  {
    code: 'ESTATE2024',
    title: 'Estate 2024: 20 % di sconto',
    kind: 'percentage_lines',
    value: 20,
    minimumSubtotalCents: 0,
    startsAt: '2024-06-01T00:00:00Z',
    endsAt: '2024-09-30T22:00:00Z',
  },
];

export function seedDiscounts(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO discount_codes (code, title, kind, value, minimum_subtotal_cents, starts_at, ends_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const d of DISCOUNT_CODES)
    insert.run(d.code, d.title, d.kind, d.value, d.minimumSubtotalCents, d.startsAt, d.endsAt);
}
