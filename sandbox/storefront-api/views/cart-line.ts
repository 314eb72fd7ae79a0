/** `CartLine` and the `CartCodeDiscountAllocation`s of lines and carts. */
import type {Allocation, PricedLine} from '../../cart/pricing';
import {money} from '../money';
import {discountApplicationOf} from './discount';
import {VariantView} from './variant';

export function allocationView({rule, amountCents}: Allocation) {
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: rule.code,
    discountedAmount: money(amountCents),
    targetType: 'LINE_ITEM',
    discountApplication: discountApplicationOf(rule),
  };
}

export class CartLineView {
  readonly __typename = 'CartLine';
  readonly #p: PricedLine;
  readonly sellingPlanAllocation = null;

  constructor(priced: PricedLine) {
    this.#p = priced;
  }

  get id() {
    return this.#p.line.id;
  }
  get quantity() {
    return this.#p.line.quantity;
  }
  get attributes() {
    return this.#p.line.attributes;
  }
  attribute({key}: {key: string}) {
    return this.#p.line.attributes.find((a) => a.key === key) ?? null;
  }
  get cost() {
    const {variant, subtotalCents, totalCents} = this.#p;
    return {
      amountPerQuantity: money(variant.priceCents),
      compareAtAmountPerQuantity:
        variant.compareAtCents === null ? null : money(variant.compareAtCents),
      subtotalAmount: money(subtotalCents),
      totalAmount: money(totalCents),
    };
  }
  /** The deprecated twin of `cost`, still in the 2025-07 schema. */
  get estimatedCost() {
    const cost = this.cost;
    return {
      amount: cost.amountPerQuantity,
      compareAtAmount: cost.compareAtAmountPerQuantity,
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
    };
  }
  get discountAllocations() {
    return this.#p.allocations.map(allocationView);
  }
  get merchandise() {
    return new VariantView(this.#p.variant);
  }
}
