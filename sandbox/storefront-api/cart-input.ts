/** Cart inputs other than lines: buyer identity (validated like Shopify) and discount codes. */
import {COUNTRIES} from '../config';
import {EMAIL, PHONE} from '../formats';
import type {DiscountBook} from '../cart/discounts';
import type {BuyerIdentity} from '../db/carts';
import type {CartUserError} from './cart-lines';
import type {ApiServices} from './context';
import {signedInCustomer} from './customer-input';

export interface BuyerIdentityInput {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  customerAccessToken?: string | null;
}

/**
 * Applies the fields the input names (an explicit null clears one) and reports invalid values.
 * Only the shop's markets are accepted as countries. A valid customer access token attaches its
 * customer, whose e-mail becomes the buyer's unless the input names one.
 */
export function applyBuyerIdentity(
  identity: BuyerIdentity,
  input: BuyerIdentityInput,
  fieldPrefix: readonly string[],
  ctx: Pick<ApiServices, 'customers' | 'customerTokens'>,
): CartUserError[] {
  const errors: CartUserError[] = [];
  const field = (name: string) => [...fieldPrefix, 'buyerIdentity', name];
  if (input.countryCode !== undefined) {
    if (input.countryCode !== null && !(input.countryCode in COUNTRIES)) {
      errors.push({
        code: 'INVALID',
        field: field('countryCode'),
        message: `The country ${input.countryCode} is not one of the shop's markets (${Object.keys(COUNTRIES).join(', ')}).`,
      });
    } else identity.countryCode = input.countryCode;
  }
  if (input.email !== undefined) {
    const email = input.email?.trim() || null;
    if (email !== null && !EMAIL.test(email))
      errors.push({code: 'INVALID', field: field('email'), message: 'Email is invalid'});
    else identity.email = email;
  }
  if (input.phone !== undefined) {
    const phone = input.phone?.trim() || null;
    if (phone !== null && !PHONE.test(phone))
      errors.push({code: 'INVALID', field: field('phone'), message: 'Phone is invalid'});
    else identity.phone = phone;
  }
  if (input.customerAccessToken !== undefined) {
    const token = input.customerAccessToken;
    const customer = token === null ? undefined : signedInCustomer(ctx, token);
    if (token !== null && !customer) {
      errors.push({
        code: 'INVALID',
        field: field('customerAccessToken'),
        message: 'Customer is invalid',
      });
    } else {
      identity.customerId = customer?.id ?? null;
      if (customer && input.email === undefined) identity.email = customer.email;
    }
  }
  return errors;
}

/**
 * The codes to keep: trimmed, blanks dropped, duplicates (in any case) dropped. A known code is
 * kept in the shop's spelling, an unknown one as typed: both are listed, the latter never applies.
 */
export function normalizeCodes(codes: readonly string[], discounts: DiscountBook): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of codes) {
    const code = raw.trim();
    if (!code || seen.has(code.toUpperCase())) continue;
    seen.add(code.toUpperCase());
    out.push(discounts.get(code.toUpperCase())?.code ?? code);
  }
  return out;
}
