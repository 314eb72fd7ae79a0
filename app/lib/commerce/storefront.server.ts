/**
 * The Storefront API client of one market (docs/product.md#storefront-api). A thin binding of the market's
 * configuration to the request's cache, so that a non-2xx answer keeps its status code:
 * upstream failures must become a 503 page, and docs/product.md#errors names the exact message.
 */
import {CacheLong, CacheNone, CacheShort, createWithCache} from '@shopify/hydrogen';
import type {CachingStrategy, StorefrontMutations, StorefrontQueries} from '@shopify/hydrogen';
import type {MarketConfig} from '../config.server';
import {callTimeout, UPSTREAM_TIMEOUT_MS, withTimeout} from '../upstream-budget.server';
import {IsolateCache} from './isolate-cache.server';

/** Shared by every request this isolate serves; keys carry the market's variables. */
const isolateCache = new IsolateCache();

type Operations = StorefrontQueries & StorefrontMutations;
type Data<D extends string> = D extends keyof Operations ? Operations[D]['return'] : unknown;
/** `$country` and `$language` are filled from the market, as Hydrogen's own client does. */
type Variables<D extends string> = D extends keyof Operations
  ? Omit<Operations[D]['variables'], 'country' | 'language'>
  : Record<string, unknown>;

export class StorefrontError extends Error {
  override name = 'StorefrontError';
  constructor(
    message: string,
    /** The HTTP status the API answered, or 0 when it could not be reached. */
    readonly status: number,
    /** The GraphQL errors' `extensions.code`s, e.g. THROTTLED for too many logins. */
    readonly codes: readonly string[] = [],
  ) {
    super(message);
  }
}

export interface StorefrontApi {
  query<D extends string>(
    document: D,
    options?: {variables?: Variables<D>; cache?: CachingStrategy},
  ): Promise<Data<D>>;
  CacheLong: typeof CacheLong;
  CacheShort: typeof CacheShort;
  CacheNone: typeof CacheNone;
}

interface ClientOptions {
  marketConfig: MarketConfig;
  storeOrigin: string;
  privateToken: string | null;
  cache: Cache;
  waitUntil: (promise: Promise<unknown>) => void;
  request: Request;
  /** When the request's upstream budget runs out (upstream-budget.server.ts). */
  deadline: number;
}

interface GraphQLBody {
  data?: unknown;
  errors?: Array<{message: string; extensions?: {code?: string}}> | string;
}

function operationName(document: string): string | undefined {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1];
}

const isMutation = (document: string) => /\bmutation\s+\w+/.test(document);

export function createStorefrontApi(options: ClientOptions): StorefrontApi {
  const {marketConfig, storeOrigin, privateToken, request} = options;
  const {market} = marketConfig;
  const url = `${storeOrigin}/api/${marketConfig.apiVersion}/graphql.json`;
  const withCache = createWithCache({cache: options.cache, waitUntil: options.waitUntil, request});
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-sdk-variant': 'hydrogen-react',
    'x-sdk-version': marketConfig.apiVersion,
    ...(privateToken
      ? {'shopify-storefront-private-token': privateToken}
      : {'x-shopify-storefront-access-token': marketConfig.publicToken}),
  };
  const buyerIp = request.headers.get('oxygen-buyer-ip');
  if (buyerIp && privateToken) headers['shopify-storefront-buyer-ip'] = buyerIp;

  function query<D extends string>(
    document: D,
    {variables, cache = CacheShort()}: {variables?: Variables<D>; cache?: CachingStrategy} = {},
  ): Promise<Data<D>> {
    const body = JSON.stringify({
      query: document,
      operationName: operationName(document),
      variables: {
        ...(document.includes('$country') ? {country: market.country} : {}),
        ...(document.includes('$language') ? {language: market.language} : {}),
        ...variables,
      },
    });
    return isolateCache.get(
      `${url}\n${marketConfig.publicToken}\n${body}`,
      cache,
      () => fetchData<D>(document, body, cache),
      options.waitUntil,
    );
  }

  async function fetchData<D extends string>(
    document: D,
    body: string,
    cache: CachingStrategy,
  ): Promise<Data<D>> {
    let result: {data: GraphQLBody | null; response: Response};
    const limit = isMutation(document) ? UPSTREAM_TIMEOUT_MS.mutation : UPSTREAM_TIMEOUT_MS.query;
    const timeout = callTimeout(options.deadline, limit);
    if (timeout === 0) throw new StorefrontError('Storefront API: the request budget is spent', 0);
    try {
      result = await withTimeout(timeout, (signal) =>
        withCache.fetch<GraphQLBody>(
          url,
          {method: 'POST', headers, body, signal},
          {
            cacheStrategy: cache,
            cacheKey: [url, body],
            displayName: operationName(document),
            shouldCacheResponse: (payload, response) => response.ok && !payload?.errors,
          },
        ),
      );
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new StorefrontError(
        timedOut
          ? `Storefront API did not answer within ${timeout} ms`
          : `Storefront API unreachable: ${error instanceof Error ? error.message : String(error)}`,
        0,
      );
    }
    const {data: payload, response} = result;
    if (!response.ok) {
      throw new StorefrontError(
        `Response not successful: Received status code ${response.status}`,
        response.status,
      );
    }
    const errors = payload?.errors;
    if (errors && errors.length) {
      const message = typeof errors === 'string' ? errors : errors.map((e) => e.message).join('; ');
      const codes =
        typeof errors === 'string' ? [] : errors.flatMap((e) => e.extensions?.code ?? []);
      throw new StorefrontError(`Storefront API error: ${message}`, 502, codes);
    }
    return payload?.data as Data<D>;
  }

  return {query, CacheLong, CacheShort, CacheNone};
}
