/**
 * The address form of the account (MailingAddressInput), read and checked on the server.
 * Countries are the shop's markets; postcodes follow each country's format.
 */
import {fieldPlatformErrors, type FieldErrors, type Parsed} from './account-forms';
import type {Address, CustomerFieldError} from './account-types';

export const ADDRESS_COUNTRIES = ['IT', 'SI', 'HR'] as const;
type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

const ADDRESS_FIELDS = [
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

/** The platform's refusals of an address, on the fields they name, in our words. */
export function addressErrors(errors: readonly CustomerFieldError[]) {
  return fieldPlatformErrors(errors, ADDRESS_FIELDS, {
    zip: {INVALID: 'zipInvalid'},
    country: {INVALID: 'countryInvalid'},
    phone: {INVALID: 'phoneInvalid'},
  });
}

const ADDRESS_INTENTS = ['create', 'update', 'delete', 'default'] as const;
type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export type AddressChange =
  | {intent: 'create'; address: AddressInput}
  | {intent: 'update'; id: string; address: AddressInput}
  | {intent: 'delete' | 'default'; id: string};

/** What the form's answer carries back besides errors: which form it was, and what was typed. */
type Kept = Partial<Record<AddressField | 'intent' | 'id', string>>;

/**
 * One post of the address page: its `intent`, the platform id of the address it acts on (all
 * but `create`), and for `create`/`update` the address itself. A post that is none of these is
 * a form-level error; a bad address gives its field errors.
 */
export function parseAddressChange(
  form: FormData,
):
  {ok: true; change: AddressChange} | {ok: false; errors: FieldErrors<AddressField>; values: Kept} {
  const intent = form.get('intent');
  const id = parseAddressId(form.get('id'));
  if (!ADDRESS_INTENTS.includes(intent as AddressIntent) || (intent !== 'create' && !id)) {
    return {ok: false, errors: {form: 'generic'}, values: {}};
  }
  const kept = {intent: intent as AddressIntent, id: id ?? ''};
  if (intent === 'delete' || intent === 'default') {
    return {ok: true, change: {intent, id: id!}};
  }
  const parsed = parseAddressForm(form);
  if (!parsed.ok) return {ok: false, errors: parsed.errors, values: {...parsed.values, ...kept}};
  return {
    ok: true,
    change:
      intent === 'create'
        ? {intent, address: parsed.value}
        : {intent: 'update', id: id!, address: parsed.value},
  };
}

/** What a refused change shows again: which form, and the address as typed. */
export function changeValues(change: AddressChange): Kept {
  return {
    intent: change.intent,
    id: 'id' in change ? change.id : '',
    ...('address' in change ? change.address : {}),
  };
}

/** A saved address as the edit form's values: the country select holds its code. */
export function savedAddressValues(address: Address): AddressInput {
  const {countryCode, ...rest} = address;
  const values = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, field === 'country' ? countryCode : rest[field]]),
  );
  return values as AddressInput;
}
