/**
 * Real things for the generators to mix in, taken from the stack's sandbox before fuzzing (as
 * tests/e2e/support.ts does): handles, variant ids, facet values, carts with lines, customers
 * with tokens and addresses, and reset links. Customers are the suite's own (never the demo
 * account, whose login the platform would lock after wrong passwords).
 */
import {SANDBOX, sandboxQuery} from '../support';

export interface Account {
  email: string;
  password: string;
  /** The `customerAccessData` cookie value, URI-encoded as the app writes it. */
  cookie: string;
  addressIds: string[];
}

export interface World {
  products: string[];
  /** The same products' global ids (the wishlist's). */
  productIds: string[];
  collections: string[];
  variants: string[];
  vendors: string[];
  sizes: string[];
  colors: string[];
  /** `cartId` cookie values of carts with lines, and those lines' ids. */
  carts: Array<{cookie: string; lineIds: string[]}>;
  /** Logged in, with addresses: account pages, addresses and profile posts. */
  accounts: Account[];
  /** Tokens only logout posts use (logging out deletes the token on the platform). */
  disposable: string[];
  /** Working reset links (each works once): customer number and token. */
  resets: Array<{id: string; token: string}>;
}

const RUN = `${Date.now().toString(36)}${process.pid}`;
export const fuzzEmail = (n: number | string) => `fz-${RUN}-${n}@example.com`;

const ADDRESS = {
  lastName: 'Fuzz',
  address1: 'Via Roma 1',
  city: 'Milano',
  zip: '20121',
  country: 'IT',
};

const accessCookie = (token: {accessToken: string; expiresAt: string}) =>
  encodeURIComponent(JSON.stringify(token));

async function createCustomer(email: string, password: string) {
  const {customerCreate} = await sandboxQuery<{
    customerCreate: {customerUserErrors: Array<{message: string}>};
  }>(
    `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) {
       customerUserErrors { message } } }`,
    {input: {email, password, firstName: 'Fuzz', lastName: 'Prova'}},
  );
  if (customerCreate.customerUserErrors.length)
    throw new Error(JSON.stringify(customerCreate.customerUserErrors));
}

async function token(email: string, password: string) {
  const {customerAccessTokenCreate} = await sandboxQuery<{
    customerAccessTokenCreate: {customerAccessToken: {accessToken: string; expiresAt: string}};
  }>(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) {
       customerAccessToken { accessToken expiresAt } } }`,
    {input: {email, password}},
  );
  return customerAccessTokenCreate.customerAccessToken;
}

async function addAddress(accessToken: string): Promise<string> {
  const {customerAddressCreate} = await sandboxQuery<{
    customerAddressCreate: {customerAddress: {id: string}};
  }>(
    `mutation ($token: String!, $address: MailingAddressInput!) {
       customerAddressCreate(customerAccessToken: $token, address: $address) { customerAddress { id } } }`,
    {token: accessToken, address: ADDRESS},
  );
  return customerAddressCreate.customerAddress.id;
}

async function account(n: number): Promise<Account> {
  const email = fuzzEmail(`account-${n}`);
  const password = `fuzz-pass-${n}`;
  await createCustomer(email, password);
  const access = await token(email, password);
  const addressIds = [await addAddress(access.accessToken), await addAddress(access.accessToken)];
  return {email, password, cookie: accessCookie(access), addressIds};
}

async function cart(variants: string[]) {
  const {cartCreate} = await sandboxQuery<{
    cartCreate: {cart: {id: string; lines: {nodes: Array<{id: string}>}}};
  }>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) {
       cart { id lines(first: 10) { nodes { id } } } } }`,
    {input: {lines: variants.map((merchandiseId) => ({merchandiseId, quantity: 1}))}},
  );
  const {id, lines} = cartCreate.cart;
  return {
    cookie: encodeURIComponent(id.replace('gid://shopify/Cart/', '')),
    lineIds: lines.nodes.map((line) => line.id),
  };
}

async function resetLink(n: number) {
  const email = fuzzEmail(`reset-${n}`);
  await createCustomer(email, `fuzz-reset-${n}`);
  await sandboxQuery(
    `mutation ($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }`,
    {email},
  );
  const response = await fetch(`${SANDBOX}/sandbox/api/outbox?to=${encodeURIComponent(email)}`);
  const {emails} = (await response.json()) as {emails: Array<{text: string}>};
  const [, id, resetToken] = /\/account\/reset\/(\d+)\/([\w-]+)/.exec(emails[0]!.text)!;
  return {id, token: resetToken};
}

export async function loadWorld(): Promise<World> {
  const {products, collections} = await sandboxQuery<{
    products: {
      nodes: Array<{
        id: string;
        handle: string;
        vendor: string;
        tags: string[];
        variants: {nodes: Array<{id: string; selectedOptions: Array<{value: string}>}>};
      }>;
    };
    collections: {nodes: Array<{handle: string}>};
  }>(
    `{ products(first: 60) { nodes { id handle vendor tags
         variants(first: 20) { nodes { id selectedOptions { value } } } } }
       collections(first: 50) { nodes { handle } } }`,
  );
  const unique = (values: string[]) => [...new Set(values)];
  const variants = products.nodes.flatMap((product) => product.variants.nodes.map((v) => v.id));
  const logoutAccount = fuzzEmail('logout');
  await createCustomer(logoutAccount, 'fuzz-logout');
  const [accounts, carts, resets, disposable] = await Promise.all([
    Promise.all([1, 2, 3, 4, 5, 6].map(account)),
    Promise.all([0, 1, 2, 3].map((n) => cart(variants.slice(n * 7, n * 7 + 3)))),
    Promise.all([1, 2, 3].map(resetLink)),
    Promise.all(
      Array.from({length: 24}, () => token(logoutAccount, 'fuzz-logout').then(accessCookie)),
    ),
  ]);
  return {
    products: products.nodes.map((product) => product.handle),
    productIds: products.nodes.map((product) => product.id),
    collections: collections.nodes.map((collection) => collection.handle),
    variants,
    vendors: unique(products.nodes.map((product) => product.vendor)),
    sizes: unique(
      products.nodes.flatMap((p) => p.variants.nodes.map((v) => v.selectedOptions[0]!.value)),
    ),
    colors: unique(
      products.nodes.flatMap((p) =>
        p.tags.filter((t) => t.startsWith('COLOR:')).map((t) => t.slice(6)),
      ),
    ),
    carts,
    accounts,
    disposable,
    resets,
  };
}
