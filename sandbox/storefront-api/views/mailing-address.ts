/**
 * `MailingAddress`: a customer's saved address or an order's shipping address. `formatted` gives
 * the lines as Shopify prints them for the three markets: name, company, street lines,
 * "{zip} {city}" (and the province in Italy), country.
 */
import type {AddressFields} from '../../db/customers';
import type {ApiContext} from '../context';
import {gid} from '../ids';
import {countryName, parseCountry} from '../markets';

/** Shopify's ids: the model name tells a customer's address from an order's. */
export const customerAddressGid = (id: number) =>
  `${gid('MailingAddress', id)}?model_name=CustomerAddress`;
export const orderAddressGid = (orderId: number) =>
  `${gid('MailingAddress', orderId)}?model_name=Address`;

export class MailingAddressView {
  readonly __typename = 'MailingAddress';
  readonly id: string;
  readonly #a: AddressFields;
  readonly latitude = null;
  readonly longitude = null;
  /** Provinces are kept as typed, so there is no separate code. */
  readonly provinceCode = null;

  constructor(id: string, address: AddressFields) {
    this.id = id;
    this.#a = address;
  }

  get firstName() {
    return this.#a.firstName;
  }
  get lastName() {
    return this.#a.lastName;
  }
  get name() {
    return fullName(this.#a) || null;
  }
  get company() {
    return this.#a.company;
  }
  get address1() {
    return this.#a.address1;
  }
  get address2() {
    return this.#a.address2;
  }
  get city() {
    return this.#a.city;
  }
  get province() {
    return this.#a.province;
  }
  get zip() {
    return this.#a.zip;
  }
  get phone() {
    return this.#a.phone;
  }
  get countryCodeV2() {
    return this.#a.countryCode;
  }
  /** The deprecated twin of `countryCodeV2`, still in the 2025-07 schema. */
  get countryCode() {
    return this.#a.countryCode;
  }
  country(_: unknown, ctx: ApiContext) {
    return this.#country(ctx);
  }
  formatted({withName, withCompany}: {withName: boolean; withCompany: boolean}, ctx: ApiContext) {
    const a = this.#a;
    const area = [a.zip, a.city, a.countryCode === 'IT' ? a.province : null];
    return [
      withName ? fullName(a) : '',
      withCompany ? a.company : '',
      a.address1,
      a.address2,
      area.filter(Boolean).join(' '),
      this.#country(ctx),
    ].filter((line): line is string => Boolean(line));
  }
  formattedArea(_: unknown, ctx: ApiContext) {
    return [this.#a.city, this.#a.province, this.#country(ctx)].filter(Boolean).join(', ') || null;
  }

  #country(ctx: ApiContext): string | null {
    const code = this.#a.countryCode ? parseCountry(this.#a.countryCode) : undefined;
    return code ? countryName(code, ctx.language) : this.#a.countryCode;
  }
}

function fullName({firstName, lastName}: AddressFields): string {
  return [firstName, lastName].filter(Boolean).join(' ');
}
