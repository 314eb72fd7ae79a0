/**
 * The Admin API as the shop's server uses it (docs/decisions/0015), against the sandbox: the
 * app's `metafieldsSet` document sent with Shopify's official Admin API client, the answer read
 * with the app's own mapping, and the result read back with the app's Storefront document
 * through Hydrogen's client, as a logged-in customer's wishlist page does. The app itself sends
 * the mutation with plain fetch (admin.server.ts); that module runs against the sandbox here too.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import os from 'node:os';
import path from 'node:path';
import {createAdminApiClient} from '@shopify/admin-api-client';
import {CacheNone} from '@shopify/hydrogen';
import {startSandbox} from '../../sandbox/main';
import {METAFIELDS_SET, toSavedWishlist, wishlistVariables} from '~/lib/commerce/admin-documents';
import {createAdminApi} from '~/lib/commerce/admin.server';
import {CUSTOMER_WISHLIST} from '~/lib/customer/wishlist-documents';
import {WISHLIST_MAX, WISHLIST_METAFIELD} from '~/lib/wishlist/wishlist-list';
import type {MarketId} from '~/lib/markets';
import {storefrontClient} from './storefront-client';

const ADMIN_TOKEN = 'shpat_passo_sandbox_admin_token';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let customer: {id: string; token: string};
let products: string[];

/**
 * The official client insists on https (it rewrites the store's scheme); the sandbox speaks
 * plain http on 127.0.0.1, so its requests are sent there as they are otherwise.
 */
const toSandbox: typeof fetch = (input, init) =>
  fetch(String(input).replace(/^https:/, 'http:'), init);

function adminClient(accessToken = ADMIN_TOKEN) {
  return createAdminApiClient({
    storeDomain: sandbox.url,
    apiVersion: '2025-07',
    accessToken,
    customFetchApi: toSandbox,
    // The client warns of versions it thinks retired; the shop pins 2025-07 with the Storefront
    // API (docs/decisions/0015), so the warning is no news here.
    logger: () => {},
  });
}

const storefront = (market: MarketId) => storefrontClient(sandbox.url, market);

interface WishlistRead {
  customer: {
    id: string;
    wishlist: {
      type: string;
      references: {nodes: Array<{__typename: string; id?: string; title?: string}>};
    } | null;
  };
}

async function readWishlist(market: MarketId = 'it') {
  const {namespace, key} = WISHLIST_METAFIELD;
  return (await storefront(market).query(CUSTOMER_WISHLIST, {
    variables: {customerAccessToken: customer.token, namespace, key, first: WISHLIST_MAX},
    cache: CacheNone(),
  })) as unknown as WishlistRead;
}

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dbPath: path.join(os.tmpdir(), `passo-contract-admin-${process.pid}`, 'sandbox.db'),
    products: 60,
    reset: true,
    quiet: true,
  });
  const api = storefront('it');
  const email = `admin-contract-${process.pid}@example.com`;
  const {customerCreate} = (await api.mutate(
    'mutation New($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { code } } }',
    {variables: {input: {email, password: 'contract-pass'}}},
  )) as unknown as {customerCreate: {customer: {id: string}}};
  const {customerAccessTokenCreate} = (await api.mutate(
    'mutation In($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code } } }',
    {variables: {input: {email, password: 'contract-pass'}}},
  )) as unknown as {customerAccessTokenCreate: {customerAccessToken: {accessToken: string}}};
  customer = {
    id: customerCreate.customer.id,
    token: customerAccessTokenCreate.customerAccessToken.accessToken,
  };
  products = sandbox.context.catalog.products
    .slice(0, 3)
    .map((p) => `gid://shopify/Product/${p.id}`);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('Admin API metafieldsSet with the official client', () => {
  it('saves the wishlist; the app reads the answer, and the Storefront API the list, in order', async () => {
    const ids = [products[2]!, products[0]!];
    const {data, errors} = await adminClient().request(METAFIELDS_SET, {
      variables: wishlistVariables(customer.id, ids),
    });
    expect(errors).toBeUndefined();
    expect(toSavedWishlist(data as Parameters<typeof toSavedWishlist>[0])).toEqual({
      ok: true,
      value: ids,
    });

    for (const market of ['it', 'sl', 'hr'] as const) {
      const read = await readWishlist(market);
      expect(read.customer.id).toBe(customer.id);
      expect(read.customer.wishlist?.type).toBe('list.product_reference');
      expect(read.customer.wishlist?.references.nodes.map((node) => node.id)).toEqual(ids);
      expect(
        read.customer.wishlist?.references.nodes.every((node) => node.__typename === 'Product'),
      ).toBe(true);
    }
  });

  it('refuses a wrong token with a 401 the client reports, and writes nothing', async () => {
    const before = await readWishlist();
    const {data, errors} = await adminClient('shpat_wrong').request(METAFIELDS_SET, {
      variables: wishlistVariables(customer.id, [products[1]!]),
    });
    expect(data).toBeUndefined();
    expect(errors).toMatchObject({networkStatusCode: 401});
    expect(await readWishlist()).toEqual(before);
  });

  it('answers a reference to no product with user errors the app reads as a refusal', async () => {
    const {data} = await adminClient().request(METAFIELDS_SET, {
      variables: wishlistVariables(customer.id, ['gid://shopify/Product/1']),
    });
    expect(toSavedWishlist(data as Parameters<typeof toSavedWishlist>[0])).toEqual({
      ok: false,
      errors: [
        {
          code: 'INVALID_VALUE',
          field: 'value',
          message: 'Value references non-existent resource gid://shopify/Product/1.',
        },
      ],
    });
  });

  it('the app’s own Admin module saves through the sandbox as the official client does', async () => {
    const admin = createAdminApi({
      config: {token: ADMIN_TOKEN, apiVersion: '2025-07'},
      storeOrigin: sandbox.url,
      deadline: Date.now() + 10_000,
    });
    expect(await admin.saveWishlist(customer.id, [products[1]!])).toEqual({
      ok: true,
      value: [products[1]],
    });
    const read = await readWishlist();
    expect(read.customer.wishlist?.references.nodes.map((node) => node.id)).toEqual([products[1]]);
  });
});
