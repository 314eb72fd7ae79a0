/** MoneyV2 values, formatted the way Shopify does: decimal strings such as "129.0" or "59.9". */
import {CURRENCY} from '../config';

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

export function money(cents: number): MoneyV2 {
  const amount = cents / 100;
  return {
    amount: Number.isInteger(amount) ? `${amount}.0` : String(amount),
    currencyCode: CURRENCY.isoCode,
  };
}
