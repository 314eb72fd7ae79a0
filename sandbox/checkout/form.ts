/**
 * The checkout form: its fields, their starting values from the cart, and the server-side
 * validation whose localized messages the page shows next to each field.
 */
import {COUNTRIES, type Country} from '../config';
import type {CartRecord} from '../db/carts';
import type {Messages} from './messages';
import {bogusGateway, isExpired, parseExpiry} from './payment';
import {isShippingMethod} from './shipping';

export const FIELDS = [
  'email',
  'firstName',
  'lastName',
  'address1',
  'zip',
  'city',
  'country',
  'phone',
  'shippingMethod',
  'cardNumber',
  'cardName',
  'cardExpiry',
  'cardCvc',
] as const;
export type Field = (typeof FIELDS)[number];
export type FormValues = Record<Field, string>;
export type FieldErrors = Partial<Record<Field, string>>;

const MAX_LENGTH = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{5,19}$/;
/** Postal codes are all digits in the three markets; only their length differs. */
const ZIP_DIGITS: Record<Country, number> = {IT: 5, SI: 4, HR: 5};

export function isCountry(value: string): value is Country {
  return value in COUNTRIES;
}

/** What the form shows before the shopper types: what the cart already knows. */
export function initialValues(cart: CartRecord): FormValues {
  const values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as FormValues;
  const country = cart.buyerIdentity.countryCode ?? cart.country;
  return {
    ...values,
    email: cart.buyerIdentity.email ?? '',
    phone: cart.buyerIdentity.phone ?? '',
    country: isCountry(country) ? country : cart.country,
    shippingMethod: 'standard',
  };
}

export function readForm(body: Buffer): FormValues {
  const params = new URLSearchParams(body.toString('utf8'));
  return Object.fromEntries(FIELDS.map((f) => [f, (params.get(f) ?? '').trim()])) as FormValues;
}

export function validate(values: FormValues, m: Messages, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const required = (field: Field, message: string, ok = values[field] !== '') => {
    if (!ok) errors[field] = message;
    else if (values[field].length > MAX_LENGTH) errors[field] = m.errors.tooLong(MAX_LENGTH);
  };
  required('email', m.errors.email, EMAIL.test(values.email));
  required('firstName', m.errors.firstName);
  required('lastName', m.errors.lastName);
  required('address1', m.errors.address1);
  const country = isCountry(values.country) ? values.country : null;
  if (!country) errors.country = m.errors.country;
  const digits = ZIP_DIGITS[country ?? 'IT'];
  required('zip', m.errors.zip(digits), new RegExp(`^\\d{${digits}}$`).test(values.zip));
  required('city', m.errors.city);
  if (values.phone && !PHONE.test(values.phone)) errors.phone = m.errors.phone;
  if (!isShippingMethod(values.shippingMethod)) errors.shippingMethod = m.errors.shippingMethod;
  if (bogusGateway(values.cardNumber) === 'invalid') errors.cardNumber = m.errors.cardNumber;
  required('cardName', m.errors.cardName);
  const expiry = parseExpiry(values.cardExpiry);
  if (!expiry) errors.cardExpiry = m.errors.cardExpiry;
  else if (isExpired(expiry, now)) errors.cardExpiry = m.errors.cardExpired;
  if (!/^\d{3,4}$/.test(values.cardCvc)) errors.cardCvc = m.errors.cardCvc;
  return errors;
}
