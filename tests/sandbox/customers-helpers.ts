/**
 * Customer API helpers for customers*.test.ts and outbox.test.ts: the documents, sign-up, the
 * address book and order history, a movable clock and an order placed through the hosted checkout.
 */
import {expect} from 'vitest';
import type {VariantRecord} from '../../sandbox/db/catalog';
import {CHECKOUT_FORM, createCart, variantGid} from './cart-helpers';
import {fetchJson, type JsonBody, type TestSandbox} from './helpers';
import {ok} from './schema-checked';

const ERRORS = 'customerUserErrors { code field message } userErrors { field message }';
const TOKEN = 'customerAccessToken { accessToken expiresAt }';

const ADDRESS_FIELDS = `
  fragment AddressFields on MailingAddress {
    id firstName lastName company address1 address2 city province zip phone
    country countryCodeV2 name formattedArea
    formatted lines: formatted(withName: true)
  }`;

export const CUSTOMER_FIELDS = `
  fragment CustomerFields on Customer {
    id email firstName lastName displayName phone acceptsMarketing createdAt updatedAt
    numberOfOrders
    defaultAddress { ...AddressFields }
    addresses(first: 10) { nodes { ...AddressFields } }
  }
  ${ADDRESS_FIELDS}`;

const ORDER_FIELDS = `
  fragment OrderFields on Order {
    id name orderNumber processedAt financialStatus fulfillmentStatus currencyCode email statusUrl
    totalPrice { amount currencyCode } subtotalPrice { amount currencyCode }
    totalShippingPrice { amount currencyCode } totalTax { amount currencyCode }
    currentTotalPrice { amount currencyCode }
    shippingAddress { name formatted(withName: true) formattedArea countryCodeV2 }
    discountApplications(first: 5) {
      nodes {
        ... on DiscountCodeApplication { code applicable }
        value { ... on PricingPercentageValue { percentage } ... on MoneyV2 { amount } }
      }
    }
    lineItems(first: 10) {
      nodes {
        title quantity
        originalTotalPrice { amount } discountedTotalPrice { amount }
        discountAllocations {
          allocatedAmount { amount }
          discountApplication { ... on DiscountCodeApplication { code } }
        }
        variant { id title sku price { amount } image { url } }
      }
    }
  }`;

export const CUSTOMER_QUERY = `query Customer($token: String!) {
  customer(customerAccessToken: $token) { ...CustomerFields } } ${CUSTOMER_FIELDS}`;

const ORDERS_QUERY = `query Orders($token: String!, $first: Int, $after: String,
  $sortKey: OrderSortKeys, $reverse: Boolean) {
  customer(customerAccessToken: $token) {
    numberOfOrders
    orders(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage endCursor }
      nodes { ...OrderFields }
    }
  }
} ${ORDER_FIELDS}`;

export const NODE_QUERY = `query Node($id: ID!) { node(id: $id) { id ... on Order { name } } }`;

export const M = {
  create: `mutation Create($input: CustomerCreateInput!) {
    customerCreate(input: $input) { customer { ...CustomerFields } ${ERRORS} } } ${CUSTOMER_FIELDS}`,
  login: `mutation Login($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) { ${TOKEN} ${ERRORS} } }`,
  renew: `mutation Renew($token: String!) {
    customerAccessTokenRenew(customerAccessToken: $token) { ${TOKEN} userErrors { field message } } }`,
  logout: `mutation Logout($token: String!) {
    customerAccessTokenDelete(customerAccessToken: $token) {
      deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }`,
  recover: `mutation Recover($email: String!, $country: CountryCode) @inContext(country: $country) {
    customerRecover(email: $email) { ${ERRORS} } }`,
  reset: `mutation Reset($id: ID!, $input: CustomerResetInput!) {
    customerReset(id: $id, input: $input) { customer { id email } ${TOKEN} ${ERRORS} } }`,
  resetByUrl: `mutation ResetByUrl($url: URL!, $password: String!) {
    customerResetByUrl(resetUrl: $url, password: $password) {
      customer { id email } ${TOKEN} ${ERRORS} } }`,
  update: `mutation Update($token: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $token, customer: $customer) {
      customer { ...CustomerFields } ${TOKEN} ${ERRORS} } } ${CUSTOMER_FIELDS}`,
  addressCreate: `mutation AddressCreate($token: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $token, address: $address) {
      customerAddress { ...AddressFields } ${ERRORS} } } ${ADDRESS_FIELDS}`,
  addressUpdate: `mutation AddressUpdate($token: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) {
      customerAddress { ...AddressFields } ${ERRORS} } } ${ADDRESS_FIELDS}`,
  addressDelete: `mutation AddressDelete($token: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $token, id: $id) {
      deletedCustomerAddressId ${ERRORS} } }`,
  defaultAddress: `mutation DefaultAddress($token: String!, $id: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $id) {
      customer { defaultAddress { id } } ${ERRORS} } }`,
};

/** An address in Milan that passes validation. */
export const MILAN = {
  firstName: 'Ana',
  lastName: 'Novak',
  address1: 'Via Roma 1',
  city: 'Milano',
  province: 'MI',
  zip: '20121',
  country: 'IT',
};

export interface SignedUp {
  id: string;
  numericId: number;
  email: string;
  password: string;
  token: string;
}

let signUps = 0;

/** A new customer, signed in; fails the test on any user error. */
export async function signUp(
  t: TestSandbox,
  input: Record<string, unknown> = {},
): Promise<SignedUp> {
  const email = (input.email as string) ?? `customer${++signUps}.${Date.now()}@example.com`;
  const password = (input.password as string) ?? 'correct-horse';
  const {customerCreate} = await ok(t, M.create, {input: {...input, email, password}});
  expect(customerCreate.customerUserErrors).toEqual([]);
  const token = await logIn(t, email, password);
  const id = customerCreate.customer.id as string;
  return {id, numericId: Number(id.split('/').pop()), email, password, token};
}

export async function logIn(t: TestSandbox, email: string, password: string): Promise<string> {
  const {customerAccessTokenCreate} = await ok(t, M.login, {input: {email, password}});
  expect(customerAccessTokenCreate.customerUserErrors).toEqual([]);
  return customerAccessTokenCreate.customerAccessToken.accessToken;
}

export async function customerOf(t: TestSandbox, token: string): Promise<JsonBody> {
  return (await ok(t, CUSTOMER_QUERY, {token})).customer;
}

/** The customer's orders (10 by default) and their count. */
export async function ordersOf(
  t: TestSandbox,
  token: string,
  variables: Record<string, unknown> = {},
): Promise<JsonBody> {
  return (await ok(t, ORDERS_QUERY, {token, first: 10, ...variables})).customer;
}

/** Adds an address to the customer's book; fails the test on any user error. */
export async function addAddress(
  t: TestSandbox,
  customer: SignedUp,
  address: Record<string, unknown> = MILAN,
): Promise<JsonBody> {
  const {customerAddressCreate} = await ok(t, M.addressCreate, {token: customer.token, address});
  expect(customerAddressCreate.customerUserErrors).toEqual([]);
  return customerAddressCreate.customerAddress;
}

/** Time the sandbox sees; `advance` moves it on. */
export function testClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}

function postForm(url: string, form: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

/**
 * Places an order through the hosted checkout: a cart (signed in with `token` if given), then
 * the form paid with the test card. Answers the order as `/sandbox/api/orders` lists it.
 */
export async function placeOrder(
  t: TestSandbox,
  variant: VariantRecord,
  {
    token,
    email = CHECKOUT_FORM.email,
    codes = [],
  }: {token?: string; email?: string; codes?: string[]},
): Promise<JsonBody> {
  const cart = await createCart(t, {
    lines: [{merchandiseId: variantGid(variant), quantity: 1}],
    discountCodes: codes,
    ...(token ? {buyerIdentity: {customerAccessToken: token}} : {}),
  });
  const response = await postForm(cart.checkoutUrl, {...CHECKOUT_FORM, email});
  expect(response.status).toBe(303);
  const {body} = await fetchJson(`${t.url}/sandbox/api/orders?limit=1`);
  return body.orders[0];
}
