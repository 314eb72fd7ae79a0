/**
 * An order's totals as the customer reads them, adding up down the column: the lines at their
 * full price, each discount with what it took off, then (from the platform) shipping and total.
 * A discount's amount is what it took off the lines when the platform allocated it to them (a
 * percentage becomes a sum), else the amount it states (an order discount), else its percentage.
 */
import type {Money, OrderDiscount} from './account-types';

type Named = {code?: string; title?: string};
type DiscountValue =
  | {__typename: 'MoneyV2'; amount: string; currencyCode: string}
  | {__typename: 'PricingPercentageValue'; percentage: number};

interface Line {
  originalTotalPrice: Money;
  discountAllocations: ReadonlyArray<{allocatedAmount: Money; discountApplication: Named}>;
}

const nameOf = (discount: Named) => discount.code ?? discount.title ?? '';
/** Sums in cents: adding decimal strings as floats drifts by a cent. */
const cents = (money: Money) => Math.round(Number.parseFloat(money.amount) * 100);
const money = (value: number, currencyCode: string): Money => ({
  amount: (value / 100).toFixed(2),
  currencyCode,
});

export function orderTotals(order: {
  totalPrice: Money;
  lineItems: {nodes: readonly Line[]};
  discountApplications: {nodes: ReadonlyArray<Named & {value: DiscountValue}>};
}): {subtotal: Money; discounts: OrderDiscount[]} {
  const currency = order.totalPrice.currencyCode;
  const lines = order.lineItems.nodes;
  const onLines = new Map<string, number>();
  for (const {allocatedAmount, discountApplication} of lines.flatMap(
    (l) => l.discountAllocations,
  )) {
    const name = nameOf(discountApplication);
    onLines.set(name, (onLines.get(name) ?? 0) + cents(allocatedAmount));
  }
  const discounts = order.discountApplications.nodes.map((application): OrderDiscount => {
    const label = nameOf(application);
    const allocated = onLines.get(label);
    if (allocated) return {label, amount: money(allocated, currency)};
    const {value} = application;
    return value.__typename === 'MoneyV2'
      ? {label, amount: {amount: value.amount, currencyCode: value.currencyCode}}
      : {label, percentage: value.percentage};
  });
  const subtotal = lines.reduce((sum, line) => sum + cents(line.originalTotalPrice), 0);
  return {subtotal: money(subtotal, currency), discounts};
}
