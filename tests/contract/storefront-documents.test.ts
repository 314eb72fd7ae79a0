/**
 * Every GraphQL document in app/ is validated against the real Storefront API 2025-07 schema
 * and executed against the sandbox with Hydrogen's own Storefront client, in each market.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  buildClientSchema,
  execute,
  Kind,
  parse,
  print,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import {CacheNone} from '@shopify/hydrogen';
import {startSandbox} from '../../sandbox/main';
import {DEMO_CUSTOMER} from '../../sandbox/seed/customers';
import {CHECKOUT_FORM} from '../sandbox/cart-helpers';
import type {MarketId} from '~/lib/markets';
import {storefrontClient} from './storefront-client';

const require = createRequire(import.meta.url);
const schema = buildClientSchema(
  JSON.parse(readFileSync(require.resolve('@shopify/hydrogen/storefront.schema.json'), 'utf8')),
);
const PUBLIC_TOKEN = '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** `#graphql` template literals, with their `${FRAGMENT}` interpolations removed. */
function pluckDocuments(): string[] {
  return sourceFiles('app').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/`#graphql([\s\S]*?)`/g)].map((match) =>
      match[1].replace(/\$\{[^}]+\}/g, ''),
    ),
  );
}

const definitions = pluckDocuments().flatMap((text) => parse(text).definitions);
const fragments = new Map(
  definitions
    .filter((node): node is FragmentDefinitionNode => node.kind === 'FragmentDefinition')
    .map((node) => [node.name.value, node]),
);
const operations = definitions.filter(
  (node): node is OperationDefinitionNode => node.kind === 'OperationDefinition',
);

/** The operation with the fragments it spreads, transitively. */
function documentFor(operation: OperationDefinitionNode): DocumentNode {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`Unknown fragment ${name}`);
        if (!needed.has(name)) {
          needed.set(name, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return {kind: 'Document', definitions: [operation, ...needed.values()]} as DocumentNode;
}

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let productHandle = '';
let productId = '';
let demoToken = '';
let demoOrderId = '';
let variantId = '';

const client = (market: MarketId) => storefrontClient(sandbox.url, market);

const TYPENAME: FieldNode = {kind: Kind.FIELD, name: {kind: Kind.NAME, value: '__typename'}};

/** The document with `__typename` in every selection, so answers can be checked by type. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node) {
      return node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')
        ? undefined
        : {...node, selections: [...node.selections, TYPENAME]};
    },
  });
}

/**
 * Checks an answer against the schema: the document is executed again over the answer itself,
 * so a missing field, a null where the schema promises a value, or a wrong enum or scalar fails
 * as graphql-js reports it.
 */
function schemaErrors(
  document: DocumentNode,
  data: unknown,
  variableValues: Record<string, unknown>,
): string[] {
  const result = execute({
    schema,
    document,
    rootValue: data,
    variableValues,
    fieldResolver: (source, _args, _ctx, info) => {
      const key = info.path.key as string;
      if (!source || !(key in (source as object)))
        throw new Error(`${info.parentType.name}.${info.fieldName} is missing from the answer`);
      return (source as Record<string, unknown>)[key];
    },
    typeResolver: (value) => (value as {__typename?: string}).__typename,
  }) as {errors?: readonly Error[]};
  return (result.errors ?? []).map((error) => error.message);
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${sandbox.url}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': PUBLIC_TOKEN,
    },
    body: JSON.stringify({query, variables}),
  });
  return ((await response.json()) as {data: T}).data;
}

/** A new cart with one line, so every cart mutation acts on a cart of its own. */
async function newCart() {
  const {cartCreate} = await gql<{
    cartCreate: {cart: {id: string; lines: {nodes: Array<{id: string}>}}};
  }>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id lines(first: 1) { nodes { id } } } } }`,
    {input: {lines: [{merchandiseId: variantId, quantity: 1}]}},
  );
  return {cartId: cartCreate.cart.id, lineId: cartCreate.cart.lines.nodes[0]!.id};
}

let customers = 0;

/** A customer of their own, logged in, for operations that change or end what they act on. */
async function newCustomer() {
  const email = `contract-${process.pid}-${++customers}@example.com`;
  const password = 'contract-pass';
  await gql(
    `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`,
    {input: {email, password, firstName: 'Contratto', lastName: 'Prova'}},
  );
  return {email, password, accessToken: await login(email, password)};
}

async function login(email: string, password: string): Promise<string> {
  const {customerAccessTokenCreate} = await gql<{
    customerAccessTokenCreate: {customerAccessToken: {accessToken: string}};
  }>(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    {input: {email, password}},
  );
  return customerAccessTokenCreate.customerAccessToken.accessToken;
}

/** The id and token of a reset link, from the e-mail the sandbox "sent", and a new password. */
async function resetVariables(email: string) {
  await gql(
    `mutation ($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }`,
    {email},
  );
  const response = await fetch(`${sandbox.url}/sandbox/api/outbox?to=${encodeURIComponent(email)}`);
  const {emails} = (await response.json()) as {emails: Array<{text: string}>};
  const [, id, resetToken] = /\/account\/reset\/(\d+)\/([\w-]+)/.exec(emails[0]!.text)!;
  return {id: `gid://shopify/Customer/${id}`, input: {resetToken, password: 'contract-new'}};
}

const ADDRESS = {
  lastName: 'Prova',
  address1: 'Via Roma 1',
  city: 'Milano',
  zip: '20121',
  country: 'IT',
};
/** Operations that change or end what they act on get a customer of their own. */
const ADDRESS_OPERATIONS = new Set([
  'CustomerAddressUpdate',
  'CustomerAddressDelete',
  'CustomerDefaultAddressUpdate',
]);
const OWN_CUSTOMER = new Set([
  'CustomerLogout',
  'CustomerReset',
  'CustomerAddressCreate',
  'CustomerUpdate',
  ...ADDRESS_OPERATIONS,
]);

async function addressOf(customerAccessToken: string): Promise<string> {
  const {customerAddressCreate} = await gql<{
    customerAddressCreate: {customerAddress: {id: string}};
  }>(
    `mutation ($token: String!, $address: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $token, address: $address) { customerAddress { id } } }`,
    {token: customerAccessToken, address: ADDRESS},
  );
  return customerAddressCreate.customerAddress.id;
}

/** An order of the demo customer, placed through the sandbox's hosted checkout. */
async function demoOrder(): Promise<string> {
  const {cartCreate} = await gql<{cartCreate: {cart: {checkoutUrl: string}}}>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
    {
      input: {
        lines: [{merchandiseId: variantId, quantity: 1}],
        buyerIdentity: {customerAccessToken: demoToken},
      },
    },
  );
  const paid = await fetch(cartCreate.cart.checkoutUrl, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({...CHECKOUT_FORM, email: DEMO_CUSTOMER.email}).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const {customer} = await gql<{customer: {orders: {nodes: Array<{id: string}>}}}>(
    `query ($token: String!) { customer(customerAccessToken: $token) { orders(first: 1, reverse: true, sortKey: PROCESSED_AT) { nodes { id } } } }`,
    {token: demoToken},
  );
  return customer.orders.nodes[0]!.id;
}

/** Variables for each operation; a new document without an entry here fails the test. */
async function variablesFor(name: string): Promise<Record<string, unknown>> {
  const line = {merchandiseId: variantId, quantity: 1};
  const cart = name.startsWith('Cart') ? await newCart() : {cartId: '', lineId: ''};
  const demo = {customerAccessToken: demoToken};
  const own = OWN_CUSTOMER.has(name) ? await newCustomer() : null;
  const ownAddress = own && ADDRESS_OPERATIONS.has(name) ? await addressOf(own.accessToken) : '';
  const table: Record<string, Record<string, unknown>> = {
    CustomerLogin: {input: {email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password}},
    CustomerRegister: {
      input: {
        email: `contract-${process.pid}-${++customers}@example.com`,
        password: 'contract-pass',
        firstName: 'Nuova',
        lastName: 'Cliente',
        acceptsMarketing: false,
      },
    },
    CustomerRecover: {email: DEMO_CUSTOMER.email},
    CustomerReset: own ? await resetVariables(own.email) : {},
    CustomerLogout: {customerAccessToken: own?.accessToken},
    CustomerInfo: demo,
    CustomerOverview: demo,
    CustomerOrders: {...demo, first: 10},
    CustomerOrderIds: demo,
    CustomerOrder: {id: demoOrderId},
    CustomerAddresses: demo,
    CustomerProfile: demo,
    CustomerWishlist: {...demo, namespace: 'custom', key: 'wishlist', first: 50},
    CustomerAddressCreate: {customerAccessToken: own?.accessToken, address: ADDRESS},
    CustomerAddressUpdate: {
      customerAccessToken: own?.accessToken,
      id: ownAddress,
      address: ADDRESS,
    },
    CustomerAddressDelete: {customerAccessToken: own?.accessToken, id: ownAddress},
    CustomerDefaultAddressUpdate: {customerAccessToken: own?.accessToken, addressId: ownAddress},
    CustomerUpdate: {customerAccessToken: own?.accessToken, customer: {firstName: 'Nuovo'}},
    ShopMenus: {mainMenu: 'main-menu', footerMenu: 'footer', serviceMenu: 'customer-service'},
    Policy: {
      privacyPolicy: false,
      refundPolicy: true,
      shippingPolicy: false,
      termsOfService: false,
    },
    Page: {handle: 'contact'},
    Collections: {first: 24},
    SitemapIndex: {},
    SitemapPage: {type: 'PRODUCT', page: 1},
    SitemapPolicies: {},
    UrlRedirect: {query: 'path:/it/vecchia-collezione'},
    Home: {},
    Product: {handle: productHandle},
    ProductsByIds: {ids: [productId, 'gid://shopify/Product/1']},
    Collection: {handle: 'donna', first: 24},
    CollectionProducts: {handle: 'novita', first: 8},
    Cart: {cartId: cart.cartId},
    CartCreate: {input: {lines: [line], buyerIdentity: {countryCode: 'IT'}}},
    CartLinesAdd: {cartId: cart.cartId, lines: [line]},
    CartLinesUpdate: {cartId: cart.cartId, lines: [{id: cart.lineId, quantity: 2}]},
    CartLinesRemove: {cartId: cart.cartId, lineIds: [cart.lineId]},
    CartDiscountCodesUpdate: {cartId: cart.cartId, discountCodes: ['BENVENUTO10']},
    CartBuyerIdentityUpdate: {cartId: cart.cartId, buyerIdentity: {countryCode: 'HR'}},
    StoreLocations: {first: 250},
    StoreAvailability: {variantId, near: {latitude: 45.4642, longitude: 9.19}, first: 250},
  };
  const variables = table[name];
  if (!variables) throw new Error(`No contract variables for operation ${name}: add them here`);
  return variables;
}

beforeAll(async () => {
  const dir = path.join(os.tmpdir(), `passo-contract-${process.pid}`);
  sandbox = await startSandbox({
    port: 0,
    dbPath: path.join(dir, 'sandbox.db'),
    products: 60,
    reset: true,
    quiet: true,
  });
  const {products} = await client('it').query<{
    products: {
      nodes: Array<{
        id: string;
        handle: string;
        variants: {nodes: Array<{id: string; quantityAvailable: number}>};
      }>;
    };
  }>(
    'query FirstProducts { products(first: 10) { nodes { id handle variants(first: 20) { nodes { id quantityAvailable } } } } }',
    {cache: CacheNone()},
  );
  productHandle = products.nodes[0].handle;
  productId = products.nodes[0].id;
  variantId = products.nodes
    .flatMap((product) => product.variants.nodes)
    .find((variant) => variant.quantityAvailable > 5)!.id;
  demoToken = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  demoOrderId = await demoOrder();
});

afterAll(async () => {
  await sandbox?.close();
});

describe('the checks below see what they check', () => {
  it('validation names a field the schema lacks', () => {
    const document = parse('query Nope { shop { name nope } }');
    expect(validate(schema, document).map((error) => error.message)).toEqual([
      expect.stringContaining('Cannot query field "nope" on type "Shop".'),
    ]);
  });

  it('the shape check names a field missing from a real answer, and a null the schema forbids', async () => {
    const document = withTypenames(parse('query ShopName { shop { name } }'));
    const result = (await client('it').query(print(document), {cache: CacheNone()})) as {
      shop: {name: string; __typename: string};
    };
    expect(schemaErrors(document, result, {})).toEqual([]);
    const {name: _name, ...nameless} = result.shop;
    expect(schemaErrors(document, {...result, shop: nameless}, {})).toEqual([
      'Shop.name is missing from the answer',
    ]);
    expect(schemaErrors(document, {...result, shop: {...result.shop, name: null}}, {})).toEqual([
      'Cannot return null for non-nullable field Shop.name.',
    ]);
  });

  it('a refused document and a refused mutation come back with their errors', async () => {
    const refused = (await client('it').query('query Nope { shop { nope } }', {
      cache: CacheNone(),
    })) as {errors?: unknown};
    expect(refused.errors).toBeDefined();
    const {cartId} = await newCart();
    const {cartLinesAdd} = (await client('it').mutate(
      `mutation Refused($cartId: ID!, $lines: [CartLineInput!]!) {
        cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id } userErrors { message } } }`,
      {
        variables: {
          cartId,
          lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}],
        },
      },
    )) as {cartLinesAdd: {userErrors: unknown[]}};
    expect(cartLinesAdd.userErrors).not.toEqual([]);
  });
});

describe('GraphQL documents in app/', () => {
  it('were found', () => {
    expect(operations.map((operation) => operation.name?.value).sort()).toEqual(
      expect.arrayContaining([
        'Cart',
        'CartCreate',
        'CartLinesAdd',
        'Collection',
        'Home',
        'Product',
        'ShopMenus',
      ]),
    );
  });

  it.each(
    operations.map((operation) => [operation.name?.value ?? 'anonymous', operation] as const),
  )('%s is valid against the 2025-07 schema', (_name, operation) => {
    expect(validate(schema, documentFor(operation)).map((error) => error.message)).toEqual([]);
  });

  describe.each(['it', 'sl', 'hr'] as const)('executed in %s', (market) => {
    it.each(
      operations.map((operation) => [operation.name?.value ?? 'anonymous', operation] as const),
    )('%s answers data of the schema shape, without errors', async (name, operation) => {
      const document = withTypenames(documentFor(operation));
      const storefront = client(market);
      const options = {variables: await variablesFor(name), cache: CacheNone()};
      const result = (
        operation.operation === 'mutation'
          ? await storefront.mutate(print(document), {variables: options.variables})
          : await storefront.query(print(document), options)
      ) as Record<string, unknown> & {errors?: unknown};
      expect(result.errors).toBeUndefined();
      const {errors: _errors, ...data} = result;
      expect(schemaErrors(document, data, options.variables)).toEqual([]);
      // Every top-level field the page needs resolves to something; mutations are accepted.
      for (const [field, value] of Object.entries(data).filter(([key]) => key !== '__typename')) {
        expect(value, `${name}.${field}`).not.toBeNull();
        const payload = value as {
          userErrors?: unknown[];
          customerUserErrors?: unknown[];
          cart?: unknown;
        };
        if (operation.operation === 'mutation') {
          // Each mutation selects its user errors: otherwise the checks below could not fail.
          expect(
            payload.userErrors ?? payload.customerUserErrors,
            `${name}.${field} selects its user errors`,
          ).toEqual(expect.any(Array));
          expect(payload.customerUserErrors ?? [], `${name}.${field}.customerUserErrors`).toEqual(
            [],
          );
          expect(payload.userErrors ?? [], `${name}.${field}.userErrors`).toEqual([]);
          expect(payload.cart, `${name}.${field}.cart`).not.toBeNull();
        }
      }
    });
  });
});
