/**
 * What a signed-in customer reads and changes with their access token: `customer` on the query
 * root, `customerUpdate`, and the address book. Every address is looked up together with the
 * token's customer, so an address id of another customer is "not found", never touched.
 */
import type {CustomerRecord} from '../db/customers';
import type {ApiContext} from './context';
import {
  NO_ADDRESS,
  passwordErrors,
  readAddress,
  readProfile,
  signedInCustomer,
  UNIDENTIFIED,
  withErrors,
  type AddressInput,
  type CustomerUserError,
  type ProfileInput,
} from './customer-input';
import {parseGid} from './ids';
import {addressView, CustomerView} from './views/customer';
import {customerAddressGid} from './views/mailing-address';

type Signed<T> = T & {customerAccessToken: string};

const notFound = (field: string): CustomerUserError => ({
  code: 'NOT_FOUND',
  field: [field],
  message: 'Address does not exist',
});

/** The address id of a `MailingAddress` gid (whatever its query string says), else 0. */
function addressIdOf(id: string): number {
  const parsed = parseGid(id);
  return parsed?.type === 'MailingAddress' ? parsed.id : 0;
}

/**
 * Runs `change` for the token's customer inside one transaction; an unknown token answers the
 * payload's `empty` value with UNIDENTIFIED_CUSTOMER.
 */
function asCustomer<P extends object>(
  token: string,
  ctx: ApiContext,
  empty: NoInfer<{[K in keyof P]: null}>,
  change: (customer: CustomerRecord) => P | CustomerUserError[],
) {
  return ctx.customers.transaction(() => {
    const customer = signedInCustomer(ctx, token);
    const outcome = customer ? change(customer) : [UNIDENTIFIED];
    return Array.isArray(outcome)
      ? {...empty, ...withErrors(outcome)}
      : {...outcome, ...withErrors([])};
  });
}

export const customerQueryRoot = {
  /** Null for an unknown, expired or deleted token. */
  customer: ({customerAccessToken}: {customerAccessToken: string}, ctx: ApiContext) => {
    const customer = signedInCustomer(ctx, customerAccessToken);
    return customer ? new CustomerView(customer) : null;
  },
};

export const customerAccountRoot = {
  /** A new password ends every earlier token (this one too) and answers a fresh one. */
  customerUpdate: (
    {
      customerAccessToken,
      customer: input,
    }: Signed<{customer: ProfileInput & {password?: string | null}}>,
    ctx: ApiContext,
  ) =>
    asCustomer(
      customerAccessToken,
      ctx,
      {customer: null, customerAccessToken: null},
      (customer) => {
        const {changes, errors} = readProfile(input, 'customer', ctx.customers, customer.id);
        if (input.password != null)
          errors.push(...passwordErrors(input.password, ['customer', 'password']));
        if (errors.length) return errors;
        const updated = ctx.customers.update(customer, changes);
        if (input.password == null)
          return {customer: new CustomerView(updated), customerAccessToken: null};
        ctx.customers.setPassword(customer.id, input.password);
        ctx.customerTokens.revokeAll(customer.id);
        return {
          customer: new CustomerView(ctx.customers.byId(customer.id)!),
          customerAccessToken: ctx.customerTokens.issue(customer.id),
        };
      },
    ),

  customerAddressCreate: (
    {customerAccessToken, address: input}: Signed<{address: AddressInput}>,
    ctx: ApiContext,
  ) =>
    asCustomer(customerAccessToken, ctx, {customerAddress: null}, (customer) => {
      const {address, errors} = readAddress(NO_ADDRESS, input);
      if (errors.length) return errors;
      return {customerAddress: addressView(ctx.customers.addAddress(customer, address))};
    }),

  customerAddressUpdate: (
    {customerAccessToken, id, address: input}: Signed<{id: string; address: AddressInput}>,
    ctx: ApiContext,
  ) =>
    asCustomer(customerAccessToken, ctx, {customerAddress: null}, (customer) => {
      const record = ctx.customers.address(customer.id, addressIdOf(id));
      if (!record) return [notFound('id')];
      const {address, errors} = readAddress(record, input);
      if (errors.length) return errors;
      ctx.customers.updateAddress({...record, ...address});
      return {customerAddress: addressView(ctx.customers.address(customer.id, record.id)!)};
    }),

  customerAddressDelete: ({customerAccessToken, id}: Signed<{id: string}>, ctx: ApiContext) =>
    asCustomer(customerAccessToken, ctx, {deletedCustomerAddressId: null}, (customer) => {
      const record = ctx.customers.address(customer.id, addressIdOf(id));
      if (!record) return [notFound('id')];
      ctx.customers.deleteAddress(customer, record.id);
      return {deletedCustomerAddressId: customerAddressGid(record.id)};
    }),

  customerDefaultAddressUpdate: (
    {customerAccessToken, addressId}: Signed<{addressId: string}>,
    ctx: ApiContext,
  ) =>
    asCustomer(customerAccessToken, ctx, {customer: null}, (customer) => {
      const record = ctx.customers.address(customer.id, addressIdOf(addressId));
      if (!record) return [notFound('addressId')];
      return {customer: new CustomerView(ctx.customers.setDefaultAddress(customer, record.id))};
    }),
};
