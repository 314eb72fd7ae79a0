/**
 * The Admin API's `metafieldsSet` as the sandbox answers it (docs/decisions/0015): Shopify's 401
 * for a wrong token, user errors with their codes and input paths, all or nothing, and what it
 * writes read back through the Storefront API's `Customer.metafield`.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from './helpers';
import {signUp, type SignedUp} from './customers-helpers';
import {ok} from './schema-checked';

const ADMIN_TOKEN = 'shpat_passo_sandbox_admin_token';
const ADMIN = '/admin/api/2025-07/graphql.json';
const SET = `mutation Set($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) {
    metafields { id namespace key type value jsonValue ownerType compareDigest createdAt updatedAt }
    userErrors { field message code elementIndex }
  }
}`;
const READ = `query Read($token: String!, $namespace: String, $key: String!) {
  customer(customerAccessToken: $token) {
    metafield(namespace: $namespace, key: $key) {
      namespace key type value
      references(first: 10) { nodes { __typename ... on Product { id handle } } }
    }
  }
}`;

let t: TestSandbox;
let customer: SignedUp;
let products: string[];

beforeAll(async () => {
  t = await startTestSandbox();
  customer = await signUp(t);
  products = t.sandbox.context.catalog.products
    .slice(0, 3)
    .map((p) => `gid://shopify/Product/${p.id}`);
});
afterAll(() => t.stop());

function admin(query: string, variables: Record<string, unknown>, token = ADMIN_TOKEN) {
  return fetchJson(`${t.url}${ADMIN}`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-shopify-access-token': token},
    body: JSON.stringify({query, variables}),
  });
}

const wishlist = (value: unknown, extra: Record<string, unknown> = {}) => ({
  ownerId: customer.id,
  namespace: 'custom',
  key: 'wishlist',
  type: 'list.product_reference',
  value: JSON.stringify(value),
  ...extra,
});

async function set(...metafields: unknown[]): Promise<JsonBody> {
  const {status, body} = await admin(SET, {metafields});
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data.metafieldsSet;
}

const read = async (key = 'wishlist', namespace: string | null = 'custom') =>
  (await ok(t, READ, {token: customer.token, namespace, key})).customer.metafield;

describe('Admin API metafieldsSet', () => {
  it('refuses a wrong or missing token with Shopify’s 401 body, and writes nothing', async () => {
    for (const token of ['shpat_wrong', '']) {
      const {status, body} = await admin(SET, {metafields: [wishlist(products)]}, token);
      expect(status).toBe(401);
      expect(body).toEqual({
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    }
    expect(await read()).toBeNull();
  });

  it('writes a list of product references the Storefront API reads back, in order', async () => {
    const order = [products[2], products[0]];
    const {metafields, userErrors} = await set(wishlist(order));
    expect(userErrors).toEqual([]);
    expect(metafields).toEqual([
      expect.objectContaining({
        namespace: 'custom',
        key: 'wishlist',
        type: 'list.product_reference',
        value: JSON.stringify(order),
        jsonValue: order,
        ownerType: 'CUSTOMER',
        compareDigest: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    const metafield = await read();
    expect(metafield).toMatchObject({type: 'list.product_reference', value: JSON.stringify(order)});
    expect(metafield.references.nodes.map((node: {id: string}) => node.id)).toEqual(order);
  });

  it('replaces the value on the next set; an empty list is a list', async () => {
    await set(wishlist([products[1]]));
    expect((await read()).value).toBe(JSON.stringify([products[1]]));
    await set(wishlist([]));
    expect((await read()).references.nodes).toEqual([]);
  });

  it('refuses a reference to no product, naming the input and the list item, and writes nothing', async () => {
    await set(wishlist([products[0]]));
    const missing = 'gid://shopify/Product/1';
    const {metafields, userErrors} = await set(
      wishlist([products[1], missing]),
      wishlist('note', {key: 'note', type: 'single_line_text_field', value: 'ciao'}),
    );
    expect(metafields).toEqual([]);
    expect(userErrors).toEqual([
      {
        field: ['metafields', '0', 'value'],
        code: 'INVALID_VALUE',
        message: `Value references non-existent resource ${missing}.`,
        elementIndex: 1,
      },
    ]);
    // All or nothing: neither the list nor the valid second input was written.
    expect((await read()).value).toBe(JSON.stringify([products[0]]));
    expect(await read('note')).toBeNull();
  });

  it('answers each bad input with Shopify’s code and path', async () => {
    const {userErrors} = await set(
      wishlist([], {ownerId: 'gid://shopify/Customer/1'}),
      wishlist([], {key: 'x'}),
      wishlist([], {type: null, key: 'never-set'}),
      wishlist([], {type: 'list.unicorn'}),
      wishlist([], {namespace: 'no spaces'}),
      wishlist('not json', {type: 'json', value: '{'}),
    );
    expect(userErrors.map((e: JsonBody) => [e.field.join('.'), e.code])).toEqual([
      ['metafields.0.ownerId', 'INVALID'],
      ['metafields.1.key', 'TOO_SHORT'],
      ['metafields.2.type', 'BLANK'],
      ['metafields.3.type', 'INVALID_TYPE'],
      ['metafields.4.namespace', 'INVALID'],
      ['metafields.5.value', 'INVALID_VALUE'],
    ]);
  });

  it('takes at most 25 metafields at a time', async () => {
    const many = Array.from({length: 26}, (_, i) =>
      wishlist('x', {key: `k${i}`, type: 'single_line_text_field', value: 'x'}),
    );
    const {userErrors} = await set(...many);
    expect(userErrors).toEqual([expect.objectContaining({code: 'LESS_THAN_OR_EQUAL_TO'})]);
    expect(await read('k0')).toBeNull();
  });

  it('compareDigest: writes only over the value it was read with', async () => {
    const [first] = (await set(wishlist([products[0]]))).metafields;
    const stale = await set(wishlist([products[1]], {compareDigest: 'f'.repeat(64)}));
    expect(stale.userErrors).toEqual([expect.objectContaining({code: 'STALE_OBJECT'})]);
    const fresh = await set(wishlist([products[1]], {compareDigest: first.compareDigest}));
    expect(fresh.userErrors).toEqual([]);
  });

  it('keeps a metafield set without a namespace in the app’s own', async () => {
    await set(wishlist([products[0]], {namespace: undefined, key: 'mine'}));
    expect(await read('mine', null)).toMatchObject({namespace: '$app', key: 'mine'});
    expect(await read('mine', 'custom')).toBeNull();
  });

  it('validates documents against the Admin schema, and reads a metafield back', async () => {
    const {body} = await admin('{ customer(id: "x") { nope } }', {});
    expect(body.errors[0]).toMatchObject({extensions: {code: 'undefinedField'}});
    const back = await admin(
      'query($id: ID!) { customer(id: $id) { metafield(namespace: "custom", key: "wishlist") { value } } }',
      {id: customer.id},
    );
    expect(back.body.data.customer.metafield.value).toBe(JSON.stringify([products[1]]));
    expect(back.body.extensions.cost.throttleStatus).toMatchObject({maximumAvailable: 2000});
  });

  it('fails on demand through the faults API, in its own format', async () => {
    await fetchJson(`${t.url}/sandbox/api/faults`, {
      method: 'POST',
      body: JSON.stringify({service: 'admin', status: 503, count: 1}),
    });
    const {status, body} = await admin(SET, {metafields: [wishlist([])]});
    expect(status).toBe(503);
    expect(body).toEqual({errors: expect.any(String)});
    expect((await admin(SET, {metafields: [wishlist([])]})).status).toBe(200);
  });
});
