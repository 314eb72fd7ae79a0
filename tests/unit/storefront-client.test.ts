import {afterEach, describe, expect, it, vi} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
import {createStorefrontApi, StorefrontError} from '~/lib/commerce/storefront.server';
import {fromUpstream} from '~/lib/errors.server';
import {readConfig} from '~/lib/config.server';
import {parseEnvFile} from '../../scripts/env.mjs';
import {readFileSync} from 'node:fs';

const config = readConfig(parseEnvFile(readFileSync('.env.example', 'utf8')));

function client(market: 'it' | 'sl' = 'it', deadline = Date.now() + 60_000) {
  return createStorefrontApi({
    marketConfig: config.markets[market],
    storeOrigin: 'http://shop.test',
    privateToken: 'private-token',
    cache: new InMemoryCache(),
    waitUntil: () => {},
    request: new Request('http://localhost/it'),
    deadline,
  });
}

/** A server that never answers: the call ends only when its signal aborts. */
const hangingFetch = () =>
  vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Storefront client', () => {
  it('fills @inContext variables from the market and sends the private token', async () => {
    const fetch = vi.fn(async () => Response.json({data: {shop: {name: 'Passo'}}}));
    vi.stubGlobal('fetch', fetch);
    const query =
      'query Shop($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) { shop { name } }';
    await expect(client('sl').query(query)).resolves.toEqual({shop: {name: 'Passo'}});
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://shop.test/api/2025-07/graphql.json');
    expect(JSON.parse(init.body as string)).toMatchObject({
      operationName: 'Shop',
      variables: {country: 'SI', language: 'SL'},
    });
    expect((init.headers as Record<string, string>)['shopify-storefront-private-token']).toBe(
      'private-token',
    );
  });

  it('raises the message of docs/product.md#errors with a non-2xx status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', {status: 502})),
    );
    const error = await client()
      .query('query A { shop { name } }')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorefrontError);
    expect((error as StorefrontError).message).toBe(
      'Response not successful: Received status code 502',
    );
    expect((error as StorefrontError).status).toBe(502);
  });

  it('treats GraphQL errors as failures, never as silent nulls', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({errors: [{message: 'Field "Shop.nope" is not implemented'}]}),
      ),
    );
    await expect(client().query('query B { shop { name } }')).rejects.toThrow('Shop.nope');
  });

  it('reports an unreachable API with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(client().query('query C { shop { name } }')).rejects.toMatchObject({status: 0});
  });
});

describe('Storefront client timeouts', () => {
  it('gives up on a query after 3 s and on a mutation after 5 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const query = client()
      .query('query Slow { shop { name } }', {cache: {mode: 'no-store'}})
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_999);
    const mutation = client()
      .query('mutation Change { cartCreate { cart { id } } }')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1);
    expect(await query).toMatchObject({
      status: 0,
      message: 'Storefront API did not answer within 3000 ms',
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await mutation).toMatchObject({message: 'Storefront API did not answer within 5000 ms'});
  });

  it("cuts a call to what is left of the request's budget, and makes none once it is spent", async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    vi.stubGlobal('fetch', fetch);
    const api = client('it', Date.now() + 1_200);
    const first = api.query('query Late { shop { name } }', {cache: {mode: 'no-store'}});
    const failed = first.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(await failed).toMatchObject({message: 'Storefront API did not answer within 1200 ms'});
    await expect(
      api.query('query Later { shop { name } }', {cache: {mode: 'no-store'}}),
    ).rejects.toMatchObject({message: 'Storefront API: the request budget is spent'});
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('fromUpstream', () => {
  it('turns a Storefront failure into a 503 page and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = await fromUpstream(async () => {
      throw new StorefrontError('Response not successful: Received status code 503', 503);
    }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({type: 'DataWithResponseInit', init: {status: 503}});
    expect(log).toHaveBeenCalledWith(
      '[storefront] Response not successful: Received status code 503',
    );
    log.mockRestore();
  });

  it('lets other errors through', async () => {
    await expect(fromUpstream(async () => Promise.reject(new RangeError('bug')))).rejects.toThrow(
      RangeError,
    );
  });
});
