/** `Customer`: the account a customer access token opens, with its addresses and orders. */
import {GraphQLError} from 'graphql';
import type {AddressRecord, CustomerRecord} from '../../db/customers';
import {APP_NAMESPACE} from '../../db/metafields';
import type {Order} from '../../db/orders';
import {connection, type ConnectionArgs} from '../connection';
import type {ApiContext} from '../context';
import {gid} from '../ids';
import {customerMetafieldView} from './metafield';
import {customerAddressGid, MailingAddressView} from './mailing-address';
import {OrderView} from './order';

type MetafieldId = {namespace?: string | null; key: string};

type OrderArgs = ConnectionArgs & {sortKey?: string | null; query?: string | null};

/** `OrderSortKeys`; RELEVANCE needs a search query, which the sandbox does not take, so it is ID. */
const ORDER_SORTS: Record<string, (a: Order, b: Order) => number> = {
  ID: (a, b) => a.id - b.id,
  RELEVANCE: (a, b) => a.id - b.id,
  PROCESSED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  TOTAL_PRICE: (a, b) => a.totalCents - b.totalCents || a.id - b.id,
};

export function addressView(address: AddressRecord): MailingAddressView {
  return new MailingAddressView(customerAddressGid(address.id), address);
}

export class CustomerView {
  readonly __typename = 'Customer';
  readonly #c: CustomerRecord;
  readonly tags = [];

  constructor(customer: CustomerRecord) {
    this.#c = customer;
  }

  get id() {
    return gid('Customer', this.#c.id);
  }
  get email() {
    return this.#c.email;
  }
  get firstName() {
    return this.#c.firstName;
  }
  get lastName() {
    return this.#c.lastName;
  }
  /** The name, else the e-mail, else the phone number. */
  get displayName() {
    const name = [this.#c.firstName, this.#c.lastName].filter(Boolean).join(' ');
    return name || this.#c.email || this.#c.phone || '';
  }
  get phone() {
    return this.#c.phone;
  }
  get acceptsMarketing() {
    return this.#c.acceptsMarketing;
  }
  get createdAt() {
    return this.#c.createdAt;
  }
  get updatedAt() {
    return this.#c.updatedAt;
  }
  /** The metafields `metafieldsSet` wrote (admin-api/); null for one never set. */
  metafield({namespace, key}: MetafieldId, ctx: ApiContext) {
    const record = ctx.metafields.get('CUSTOMER', this.#c.id, namespace ?? APP_NAMESPACE, key);
    return record ? customerMetafieldView(record) : null;
  }
  metafields({identifiers}: {identifiers: MetafieldId[]}, ctx: ApiContext) {
    return identifiers.map((identifier) => this.metafield(identifier, ctx));
  }
  /** UnsignedInt64 travels as a string, as Shopify sends it. */
  numberOfOrders(_: unknown, ctx: ApiContext) {
    return String(ctx.orders.forCustomer(this.#c.id).length);
  }
  defaultAddress(_: unknown, ctx: ApiContext) {
    const address = ctx.customers.defaultAddress(this.#c);
    return address ? addressView(address) : null;
  }
  addresses(args: ConnectionArgs, ctx: ApiContext) {
    return connection(ctx.customers.addresses(this.#c.id), args, (a) => a.id, addressView);
  }
  orders({sortKey, query, ...page}: OrderArgs, ctx: ApiContext) {
    if (query?.trim()) {
      throw new GraphQLError(
        'Argument "Customer.orders(query:)" is not implemented by the Passo sandbox',
        {
          extensions: {code: 'NOT_IMPLEMENTED'},
        },
      );
    }
    const list = ctx.orders.forCustomer(this.#c.id).sort(ORDER_SORTS[sortKey ?? 'ID']);
    return {
      ...connection(
        list,
        page,
        (o) => o.id,
        (o) => new OrderView(o),
      ),
      totalCount: String(list.length),
    };
  }
}
