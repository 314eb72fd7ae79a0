import {afterEach, describe, expect, it, vi} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
import {createStorefrontApi, StorefrontError} from '~/lib/commerce/storefront.server';
import {fromUpstream} from '~/lib/errors.server';
import {readConfig} from '~/lib/config.server';
import {parseEnvFile} from '../../scripts/env.mjs';
import {readFileSync} from 'node:fs';

const config = readConfig(parseEnvFile(readFileSync('.env.example', 'utf8')));

function client(market: 'it' | 'sl' = 'it') {
  return createStorefrontApi({
    marketConfig: config.markets[market],
    storeOrigin: 'http://shop.test',
    privateToken: 'private-token',
    cache: new InMemoryCache(),
    waitUntil: () => {},
    request: new Request('http://localhost/it'),
  });
}

afterEach(() => vi.unstubAllGlobals());

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

  it("raises spec §8's message with the status of a non-2xx answer", async () => {
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
