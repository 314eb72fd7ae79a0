/**
 * Contact formats the sandbox checks the same way wherever a shopper types them: the cart's buyer
 * identity, the hosted checkout and customer accounts.
 */
import type {Country} from './config';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE = /^\+?[0-9][0-9 ().-]{5,19}$/;
/** Postal codes are all digits in the three markets; only their length differs. */
export const ZIP_DIGITS: Record<Country, number> = {IT: 5, SI: 4, HR: 5};

export function isZip(zip: string, country: Country): boolean {
  return new RegExp(`^\\d{${ZIP_DIGITS[country]}}$`).test(zip);
}
