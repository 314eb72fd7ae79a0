/** How a discount code applies, as carts (`CartDiscountApplication`) and orders describe it. */
import type {DiscountRule} from '../../cart/discounts';
import {money} from '../money';

export function discountApplicationOf(rule: DiscountRule) {
  return {
    allocationMethod: 'ACROSS',
    targetSelection: 'ALL',
    targetType: 'LINE_ITEM',
    value:
      rule.kind === 'percentage_lines'
        ? {__typename: 'PricingPercentageValue', percentage: rule.value}
        : {__typename: 'MoneyV2', ...money(rule.value)},
  };
}
