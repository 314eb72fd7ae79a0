/**
 * The checkout form: its fields, their starting values from the cart, and the server-side
 * validation whose localized messages the page shows next to each field.
 */
import {COUNTRIES, type Country} from '../config';
import type {CartRecord} from '../db/carts';
import type {AddressRecord, CustomerRecord} from '../db/customers';
import {EMAIL, isZip, PHONE, ZIP_DIGITS} from '../formats';
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

function isCountry(value: string): value is Country {
  return value in COUNTRIES;
}

/**
 * What the form shows before the shopper types: what the cart knows, and for a signed-in
 * customer (the cart's buyer identity) their name, phone and default address.
 */
export function initialValues(
  cart: CartRecord,
  customer?: CustomerRecord,
  address?: AddressRecord,
): FormValues {
  const values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as FormValues;
  const country = address?.countryCode ?? cart.buyerIdentity.countryCode ?? cart.country;
  return {
    ...values,
    email: cart.buyerIdentity.email ?? customer?.email ?? '',
    firstName: address?.firstName ?? customer?.firstName ?? '',
    lastName: address?.lastName ?? customer?.lastName ?? '',
    address1: [address?.address1, address?.address2].filter(Boolean).join(', '),
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    phone: cart.buyerIdentity.phone ?? address?.phone ?? customer?.phone ?? '',
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
  const zipCountry = country ?? 'IT';
  required('zip', m.errors.zip(ZIP_DIGITS[zipCountry]), isZip(values.zip, zipCountry));
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
