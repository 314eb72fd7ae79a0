/**
 * The address form of the account (MailingAddressInput), read and checked on the server.
 * Countries are the shop's markets; postcodes follow each country's format.
 */
import type {FieldErrors, Parsed} from './account-forms';

export const ADDRESS_COUNTRIES = ['IT', 'SI', 'HR'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'zip',
  'country',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const REQUIRED = new Set<AddressField>(['lastName', 'address1', 'city', 'zip', 'country']);
const MAX_LENGTH = 255;
const ZIP: Record<AddressCountry, RegExp> = {IT: /^\d{5}$/, SI: /^\d{4}$/, HR: /^\d{5}$/};
const PHONE = /^\+?[\d\s().-]{6,20}$/;
/** A customer address id as the platform gives it (a gid, with its query string). */
const ADDRESS_ID = /^gid:\/\/shopify\/MailingAddress\/\d{1,20}(\?[\w=&%.-]{0,300})?$/;

export type AddressInput = Record<AddressField, string>;

export function parseAddressForm(form: FormData): Parsed<AddressInput, AddressField> {
  const values = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as AddressInput;
  values.country = values.country.toUpperCase();
  const errors: FieldErrors<AddressField> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field];
    if (!value && REQUIRED.has(field)) errors[field] = 'required';
    else if (value.length > MAX_LENGTH) errors[field] = 'tooLong';
  }
  const country = values.country as AddressCountry;
  if (!errors.country && !ADDRESS_COUNTRIES.includes(country)) errors.country = 'countryInvalid';
  if (!errors.zip && !errors.country && !ZIP[country].test(values.zip)) errors.zip = 'zipInvalid';
  if (values.phone && !errors.phone && !PHONE.test(values.phone)) errors.phone = 'phoneInvalid';
  if (Object.keys(errors).length) return {ok: false, errors, values};
  return {ok: true, value: values};
}

/** The id of the address a form acts on, or null when it is not one. */
export function parseAddressId(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' && ADDRESS_ID.test(value) ? value : null;
}

/** MailingAddressInput: optional fields left empty are sent as null, so they are cleared. */
export function toMailingAddressInput(address: AddressInput) {
  const optional = (value: string) => value || null;
  return {
    firstName: optional(address.firstName),
    lastName: address.lastName,
    company: optional(address.company),
    address1: address.address1,
    address2: optional(address.address2),
    city: address.city,
    province: optional(address.province),
    zip: address.zip,
    country: address.country,
    phone: optional(address.phone),
  };
}
