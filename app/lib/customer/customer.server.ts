/**
 * The customer module: every customer verb of the shop, and the only door to the platform's
 * customer operations (legacy Storefront API, docs/decisions/0009). Answers come back as the
 * shop's types (account-types.ts); refusals of what the shopper typed come back as data for the
 * forms; an unreachable platform throws StorefrontError; a customer the platform does not know
 * (no token, or one it no longer accepts) throws SignedOut.
 */
import type {CustomerUpdateInput} from '@shopify/hydrogen/storefront-api-types';
import {StorefrontError, type StorefrontApi} from '../commerce/storefront.server';
import type {AdminApi} from '../commerce/admin.server';
import type {CustomerAccessData} from './access-data';
import type {
  AccountOverview,
  AddressBook,
  CustomerFieldError,
  Order,
  OrdersPage,
  Profile,
  Refusable,
} from './account-types';
import {
  ADDRESS_CREATE,
  ADDRESS_DEFAULT,
  ADDRESS_DELETE,
  ADDRESS_UPDATE,
  CUSTOMER_ADDRESSES,
  CUSTOMER_ORDER,
  CUSTOMER_ORDER_IDS,
  CUSTOMER_ORDERS,
  CUSTOMER_PROFILE,
  CUSTOMER_UPDATE,
} from './account-documents';
import {toMailingAddressInput, type AddressInput} from './address-form';
import {
  CUSTOMER_INFO,
  CUSTOMER_LOGIN,
  CUSTOMER_LOGOUT,
  CUSTOMER_OVERVIEW,
  CUSTOMER_RECOVER,
  CUSTOMER_REGISTER,
  CUSTOMER_RESET,
} from './customer-documents';
import {isOrder, refusable, toAddress, toErrors, toOrder, toOrderSummary} from './customer-mapping';
import type {CustomerSession} from './customer-session.server';
import {toCustomerInfo, type CustomerInfo} from './login-state';
import {ordersPageVariables, type OrdersCursor} from './orders';
import {wishlistVerbs} from './wishlist.server';

/** No customer behind this request: no token, or one the platform no longer accepts. */
export class SignedOut extends Error {
  constructor() {
    super('No customer is logged in');
  }
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  acceptsMarketing: boolean;
}

/**
 * Shopify refuses logins after repeated failures with a top-level GraphQL error (code
 * THROTTLED, no customerUserError): a form error for the shopper, not an outage.
 */
const THROTTLED: CustomerFieldError = {code: 'THROTTLED', field: null, message: 'Throttled'};

function throttled(error: unknown): null {
  if (error instanceof StorefrontError && error.codes.includes('THROTTLED')) return null;
  throw error;
}

/** The customer as it was when found, or SignedOut when the platform knows no such customer. */
function known<T>(customer: T | null | undefined): T {
  if (!customer) throw new SignedOut();
  return customer;
}

/** `admin`: the Admin API, when configured (it writes the wishlist). */
export function createCustomer(
  commerce: StorefrontApi,
  session: CustomerSession,
  admin: AdminApi | null = null,
) {
  // Nothing a customer token reads may be cached.
  const cache = commerce.CacheNone();
  const token = () => {
    const value = session.accessToken;
    if (!value) throw new SignedOut();
    return value;
  };
  /** The platform's id of the customer's own order of this number, or null. */
  const ownOrderId = async (number: string): Promise<string | null> => {
    const own = await commerce.query(CUSTOMER_ORDER_IDS, {
      variables: {customerAccessToken: token()},
      cache,
    });
    const orders = known(own.customer).orders.nodes;
    return orders.find((order) => String(order.orderNumber) === number)?.id ?? null;
  };
  const signedIn = (data: Refusable<CustomerAccessData>) => {
    if (data.ok) session.login(data.value);
    return data;
  };
  /** An address change: the platform's refusals, or the id of the address acted on. */
  const addressChange = (
    payload: {customerUserErrors: Parameters<typeof toErrors>[0]} | null | undefined,
    id: string | null | undefined,
  ): Refusable<string> => refusable(payload ? id : null, payload?.customerUserErrors);

  return {
    /** Logs in: the cookies are set on this response (customer-session.server.ts). */
    async login(email: string, password: string): Promise<Refusable<CustomerAccessData>> {
      const data = await commerce
        .query(CUSTOMER_LOGIN, {variables: {input: {email, password}}, cache})
        .catch(throttled);
      if (!data) return {ok: false, errors: [THROTTLED]};
      const payload = data.customerAccessTokenCreate;
      return signedIn(refusable(payload?.customerAccessToken, payload?.customerUserErrors));
    },

    /**
     * Creates the customer. An e-mail that already has an account is no error the shopper sees
     * (that would tell anyone who is a customer): `alreadyRegistered` lets the caller e-mail the
     * owner instead. Other refusals (a short password…) are field errors as usual.
     */
    async register(input: Registration): Promise<Refusable<{alreadyRegistered: boolean}>> {
      const data = await commerce.query(CUSTOMER_REGISTER, {variables: {input}, cache});
      const created = refusable(
        data.customerCreate?.customer,
        data.customerCreate?.customerUserErrors,
      );
      if (created.ok) return {ok: true, value: {alreadyRegistered: false}};
      const taken = created.errors.some(
        (error) =>
          (error.code === 'TAKEN' && error.field === 'email') || error.code === 'CUSTOMER_DISABLED',
      );
      return taken ? {ok: true, value: {alreadyRegistered: true}} : created;
    },

    /** Always "sent" for the shopper: whether the e-mail is known is not revealed. */
    async recover(email: string): Promise<CustomerFieldError[]> {
      const data = await commerce.query(CUSTOMER_RECOVER, {variables: {email}, cache});
      return toErrors(data.customerRecover?.customerUserErrors);
    },

    /** Sets a new password from the e-mailed link and logs the customer in. */
    async reset(customerId: string, resetToken: string, password: string) {
      const data = await commerce.query(CUSTOMER_RESET, {
        variables: {id: customerId, input: {resetToken, password}},
        cache,
      });
      const payload = data.customerReset;
      return signedIn(refusable(payload?.customerAccessToken, payload?.customerUserErrors));
    },

    /** The cookies go at once; the token then stops working everywhere, not only here. */
    async logout(): Promise<void> {
      const customerAccessToken = session.accessToken;
      session.logout();
      if (customerAccessToken) {
        await commerce.query(CUSTOMER_LOGOUT, {variables: {customerAccessToken}, cache});
      }
    },

    /** What the customer-info call answers (docs/product.md#login-state). */
    async info(): Promise<CustomerInfo> {
      const data = await commerce.query(CUSTOMER_INFO, {
        variables: {customerAccessToken: token()},
        cache,
      });
      return known(toCustomerInfo(data.customer));
    },

    async overview(): Promise<AccountOverview> {
      const data = await commerce.query(CUSTOMER_OVERVIEW, {
        variables: {customerAccessToken: token()},
        cache,
      });
      const customer = known(data.customer);
      return {
        firstName: customer.firstName ?? '',
        displayName: customer.displayName,
        email: customer.email ?? '',
        defaultAddress: customer.defaultAddress ? toAddress(customer.defaultAddress) : null,
        recentOrders: customer.orders.nodes.map(toOrderSummary),
        hasOrders: customer.numberOfOrders !== '0',
      };
    },

    async profile(): Promise<Profile> {
      const data = await commerce.query(CUSTOMER_PROFILE, {
        variables: {customerAccessToken: token()},
        cache,
      });
      const customer = known(data.customer);
      return {
        firstName: customer.firstName ?? '',
        lastName: customer.lastName ?? '',
        email: customer.email ?? '',
        phone: customer.phone ?? '',
        acceptsMarketing: customer.acceptsMarketing,
      };
    },

    /** A new password ends the old tokens: the cookies take the one the platform returns. */
    async updateProfile(input: CustomerUpdateInput): Promise<Refusable> {
      const data = await commerce.query(CUSTOMER_UPDATE, {
        variables: {customerAccessToken: token(), customer: input},
        cache,
      });
      const payload = data.customerUpdate;
      const updated = refusable(payload?.customer, payload?.customerUserErrors);
      if (!updated.ok) return updated;
      if (payload?.customerAccessToken) session.login(payload.customerAccessToken);
      return {ok: true, value: true};
    },

    /** Newest first, one page at a time; a cursor the platform refuses throws StorefrontError. */
    async orders(cursor: OrdersCursor | null): Promise<OrdersPage> {
      const data = await commerce.query(CUSTOMER_ORDERS, {
        variables: {customerAccessToken: token(), ...ordersPageVariables(cursor)},
        cache,
      });
      const {orders} = known(data.customer);
      return {orders: orders.nodes.map(toOrderSummary), pageInfo: orders.pageInfo};
    },

    /**
     * One of the customer's own orders by its number, or null. The number is looked up among
     * the customer's orders first (nothing of one customer is visible to another,
     * docs/product.md#roles); only then is the order read, by the id the platform gave for it.
     */
    async order(number: string): Promise<Order | null> {
      const id = await ownOrderId(number);
      if (!id) return null;
      const {node} = await commerce.query(CUSTOMER_ORDER, {variables: {id}, cache});
      return isOrder(node) ? toOrder(node) : null;
    },

    /** Whether the order of this number (`1001`) is one of the customer's own. */
    hasOrder: async (number: string): Promise<boolean> => (await ownOrderId(number)) !== null,

    async addresses(): Promise<AddressBook> {
      const data = await commerce.query(CUSTOMER_ADDRESSES, {
        variables: {customerAccessToken: token()},
        cache,
      });
      const customer = known(data.customer);
      return {
        addresses: customer.addresses.nodes.map(toAddress),
        defaultId: customer.defaultAddress?.id ?? null,
      };
    },

    async createAddress(fields: AddressInput): Promise<Refusable<string>> {
      const variables = {customerAccessToken: token(), address: toMailingAddressInput(fields)};
      const payload = (await commerce.query(ADDRESS_CREATE, {variables, cache}))
        .customerAddressCreate;
      return addressChange(payload, payload?.customerAddress?.id);
    },

    async updateAddress(id: string, fields: AddressInput): Promise<Refusable<string>> {
      const address = toMailingAddressInput(fields);
      const variables = {customerAccessToken: token(), id, address};
      const payload = (await commerce.query(ADDRESS_UPDATE, {variables, cache}))
        .customerAddressUpdate;
      return addressChange(payload, id);
    },

    async deleteAddress(id: string): Promise<Refusable<string>> {
      const variables = {customerAccessToken: token(), id};
      const payload = (await commerce.query(ADDRESS_DELETE, {variables, cache}))
        .customerAddressDelete;
      return addressChange(payload, id);
    },

    async setDefaultAddress(id: string): Promise<Refusable<string>> {
      const variables = {customerAccessToken: token(), addressId: id};
      const payload = (await commerce.query(ADDRESS_DEFAULT, {variables, cache}))
        .customerDefaultAddressUpdate;
      return addressChange(payload, id);
    },

    ...wishlistVerbs({commerce, token, known, admin}),
  };
}

export type Customer = ReturnType<typeof createCustomer>;
