/**
 * The Admin API module (docs/decisions/0015): the `metafieldsSet` it sends for a wishlist, and
 * how each kind of answer comes back (saved, refused with user errors, a failure for the page).
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {AdminError, createAdminApi} from '~/lib/commerce/admin.server';
import {fromUpstream} from '~/lib/errors.server';
import {readConfig} from '~/lib/config.server';
import {parseEnvFile} from '../../scripts/env.mjs';
import {readFileSync} from 'node:fs';

const config = readConfig(parseEnvFile(readFileSync('.env.example', 'utf8')));
const CUSTOMER = 'gid://shopify/Customer/7421000000001';
const A = 'gid://shopify/Product/11';
const B = 'gid://shopify/Product/12';

const admin = (deadline = Date.now() + 60_000) =>
  createAdminApi({config: config.admin!, storeOrigin: 'https://passo.myshopify.test', deadline});

const saved = (value: string[]) =>
  Response.json({
    data: {
      metafieldsSet: {
        metafields: [
          {
            namespace: 'custom',
            key: 'wishlist',
            type: 'list.product_reference',
            value: JSON.stringify(value),
          },
        ],
        userErrors: [],
      },
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Admin API: the wishlist write', () => {
  it('is configured from the server-only token', () => {
    expect(config.admin).toEqual({token: 'shpat_passo_sandbox_admin_token', apiVersion: '2025-07'});
    expect(
      readConfig({
        ...parseEnvFile(readFileSync('.env.example', 'utf8')),
        PRIVATE_SHOPIFY_ADMIN_API_TOKEN: '',
      }).admin,
    ).toBeNull();
  });

  it('sends metafieldsSet with the token, the customer and the ids as a list of references', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => saved([B, A]));
    vi.stubGlobal('fetch', fetch);
    await expect(admin().saveWishlist(CUSTOMER, [B, A])).resolves.toEqual({
      ok: true,
      value: [B, A],
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://passo.myshopify.test/admin/api/2025-07/graphql.json');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'x-shopify-access-token': 'shpat_passo_sandbox_admin_token',
    });
    const body = JSON.parse(init.body as string) as {query: string; variables: unknown};
    expect(body.query).toMatch(/mutation WishlistSet\(\$metafields: \[MetafieldsSetInput!\]!\)/);
    expect(body.query).toMatch(/userErrors \{\s+field\s+message\s+code\s+\}/);
    expect(body.variables).toEqual({
      metafields: [
        {
          ownerId: CUSTOMER,
          namespace: 'custom',
          key: 'wishlist',
          type: 'list.product_reference',
          value: `["${B}","${A}"]`,
        },
      ],
    });
  });

  it('an empty list is saved as an empty list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => saved([])),
    );
    await expect(admin().saveWishlist(CUSTOMER, [])).resolves.toEqual({ok: true, value: []});
  });

  it('user errors come back as refusals, the field named by its last path segment', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          data: {
            metafieldsSet: {
              metafields: [],
              userErrors: [
                {
                  field: ['metafields', '0', 'value'],
                  message: `Value references non-existent resource ${A}.`,
                  code: 'INVALID_VALUE',
                },
              ],
            },
          },
        }),
      ),
    );
    await expect(admin().saveWishlist(CUSTOMER, [A])).resolves.toEqual({
      ok: false,
      errors: [
        {
          code: 'INVALID_VALUE',
          field: 'value',
          message: `Value references non-existent resource ${A}.`,
        },
      ],
    });
  });

  it('an answer without the metafield is no save either', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({data: {metafieldsSet: null}})),
    );
    expect((await admin().saveWishlist(CUSTOMER, [A])).ok).toBe(false);
  });

  it.each([
    [
      'a wrong token (401)',
      () =>
        Response.json(
          {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'},
          {status: 401},
        ),
      401,
      'Received status code 401',
    ],
    [
      'a platform outage (503)',
      () => new Response('busy', {status: 503}),
      503,
      'Received status code 503',
    ],
    [
      'throttling (a GraphQL error)',
      () => Response.json({errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]}),
      502,
      'Throttled',
    ],
    ['an answer that is no JSON', () => new Response('<html>', {status: 200}), 502, 'no answer'],
  ])('%s throws AdminError', async (_case, answer, status, message) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    const error = await admin()
      .saveWishlist(CUSTOMER, [A])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminError);
    expect(error).toMatchObject({status, message: expect.stringContaining(message)});
  });

  it('gives up after the mutation timeout, and asks nothing once the budget is spent', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const late = admin()
      .saveWishlist(CUSTOMER, [A])
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await late).toMatchObject({
      status: 0,
      message: 'Admin API did not answer within 5000 ms',
    });
    await expect(admin(Date.now()).saveWishlist(CUSTOMER, [A])).rejects.toMatchObject({
      message: 'Admin API: the request budget is spent',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an unreachable API is a 503 page through fromUpstream', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = await fromUpstream(() => admin().saveWishlist(CUSTOMER, [A])).catch(
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({type: 'DataWithResponseInit', init: {status: 503}});
    expect(log).toHaveBeenCalledWith('[admin] Admin API unreachable: fetch failed');
    log.mockRestore();
  });
});
