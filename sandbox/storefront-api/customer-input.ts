/**
 * Customer inputs checked the way Shopify checks them, with `CustomerUserError`s whose codes,
 * fields and messages follow Shopify's: blank, invalid or taken e-mail, password length and
 * whitespace, phone, and the required parts of an address in the shop's markets.
 */
import type {AddressFields, CustomerRecord, CustomerStore, Profile} from '../db/customers';
import {EMAIL, isZip, PHONE} from '../formats';
import type {ApiServices} from './context';
import {parseCountry} from './markets';

export interface CustomerUserError {
  code: string;
  field: string[] | null;
  message: string;
}

export type ProfileInput = {[K in keyof Profile]?: Profile[K] | null};
export type AddressInput = {
  [K in Exclude<keyof AddressFields, 'countryCode'> | 'country']?: string | null;
};

const PASSWORD_LENGTH = {min: 5, max: 40};

/** A token that identifies nobody: unknown, expired or deleted. */
export const UNIDENTIFIED: CustomerUserError = {
  code: 'UNIDENTIFIED_CUSTOMER',
  field: ['customerAccessToken'],
  message: 'Unidentified customer',
};

/** Shopify answers both lists; the deprecated `userErrors` has no codes. */
export function withErrors(errors: CustomerUserError[]) {
  return {
    customerUserErrors: errors,
    userErrors: errors.map(({field, message}) => ({field, message})),
  };
}

/** The customer an access token opens, if it is live. */
export function signedInCustomer(
  ctx: Pick<ApiServices, 'customers' | 'customerTokens'>,
  token: string,
): CustomerRecord | undefined {
  const id = ctx.customerTokens.customerId(token);
  return id === undefined ? undefined : ctx.customers.byId(id);
}

export function passwordErrors(password: string, field: string[]): CustomerUserError[] {
  const {min, max} = PASSWORD_LENGTH;
  if (password === '') return [{code: 'BLANK', field, message: "Password can't be blank"}];
  if (password !== password.trim()) {
    return [
      {
        code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
        field,
        message: 'Password cannot start or end with whitespace',
      },
    ];
  }
  if (password.length < min)
    return [
      {code: 'TOO_SHORT', field, message: `Password is too short (minimum is ${min} characters)`},
    ];
  if (password.length > max)
    return [
      {code: 'TOO_LONG', field, message: `Password is too long (maximum is ${max} characters)`},
    ];
  return [];
}

/**
 * The profile fields the input names, trimmed (blank names and phone become null), with their
 * errors. `selfId` is the customer being updated, whose own e-mail and phone are not "taken".
 */
export function readProfile(
  input: ProfileInput,
  prefix: string,
  customers: CustomerStore,
  selfId: number | null,
): {changes: Partial<Profile>; errors: CustomerUserError[]} {
  const changes: Partial<Profile> = {};
  const errors: CustomerUserError[] = [];
  const field = (name: string) => [prefix, name];
  if (input.email != null) {
    const email = input.email.trim();
    if (email === '')
      errors.push({code: 'BLANK', field: field('email'), message: "Email can't be blank"});
    else if (!EMAIL.test(email))
      errors.push({code: 'INVALID', field: field('email'), message: 'Email is invalid'});
    else if ((customers.byEmail(email)?.id ?? selfId) !== selfId)
      errors.push({code: 'TAKEN', field: field('email'), message: 'Email has already been taken'});
    else changes.email = email;
  }
  if (input.phone !== undefined) {
    const phone = input.phone?.trim() || null;
    if (phone !== null && !PHONE.test(phone))
      errors.push({code: 'INVALID', field: field('phone'), message: 'Phone is invalid'});
    else if (phone !== null && customers.phoneTaken(phone, selfId))
      errors.push({code: 'TAKEN', field: field('phone'), message: 'Phone has already been taken'});
    else changes.phone = phone;
  }
  for (const name of ['firstName', 'lastName'] as const)
    if (input[name] !== undefined) changes[name] = input[name]?.trim() || null;
  if (input.acceptsMarketing != null) changes.acceptsMarketing = input.acceptsMarketing;
  return {changes, errors};
}

/** What an address needs in the shop's markets, with Shopify's labels. */
const REQUIRED: ReadonlyArray<[keyof AddressFields, string]> = [
  ['lastName', 'Last name'],
  ['address1', 'Address1'],
  ['city', 'City'],
  ['zip', 'Zip'],
];

/**
 * `base` with the fields the input names (an explicit null clears one), and the errors of the
 * result: required fields, a country among the markets (by code or name), its postal code form.
 */
export function readAddress(
  base: AddressFields,
  input: AddressInput,
): {address: AddressFields; errors: CustomerUserError[]} {
  const {country, ...rest} = input;
  const address = {...base};
  for (const [key, value] of Object.entries(rest) as Array<[keyof AddressFields, string | null]>)
    if (value !== undefined) address[key] = value?.trim() || null;
  const errors: CustomerUserError[] = [];
  const field = (name: string) => ['address', name];
  if (country !== undefined)
    address.countryCode = country?.trim() ? (parseCountry(country) ?? country.trim()) : null;
  const code = address.countryCode ? parseCountry(address.countryCode) : undefined;
  if (!address.countryCode)
    errors.push({code: 'BLANK', field: field('country'), message: "Country can't be blank"});
  else if (!code)
    errors.push({code: 'INVALID', field: field('country'), message: 'Country is not supported'});
  for (const [key, label] of REQUIRED)
    if (!address[key])
      errors.push({code: 'BLANK', field: field(key), message: `${label} can't be blank`});
  if (code && address.zip && !isZip(address.zip, code))
    errors.push({code: 'INVALID', field: field('zip'), message: 'Zip is invalid'});
  if (address.phone && !PHONE.test(address.phone))
    errors.push({code: 'INVALID', field: field('phone'), message: 'Phone is invalid'});
  return {address, errors};
}

export const NO_ADDRESS: AddressFields = {
  firstName: null,
  lastName: null,
  company: null,
  address1: null,
  address2: null,
  city: null,
  province: null,
  zip: null,
  countryCode: null,
  phone: null,
};
