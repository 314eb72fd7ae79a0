/**
 * Algolia search from the worker (docs/product.md#search-service): the official lite client, in its
 * browser build with the fetch requester (workerd has no XMLHttpRequest and no Node http), at the
 * configured request host. Answers are kept briefly in the isolate's cache, as catalogue queries
 * are.
 */
import {liteClient} from 'algoliasearch/lite';
import type {SearchQuery, SearchResponses} from 'algoliasearch/lite';
import {createNullCache} from '@algolia/client-common';
import {createFetchRequester} from '@algolia/requester-fetch';
import {CacheShort} from '@shopify/hydrogen';
import type {AppConfig} from '../config.server';
import {IsolateCache} from '../commerce/isolate-cache.server';
import {callTimeout, UPSTREAM_TIMEOUT_MS} from '../upstream-budget.server';

export type SearchConfig = NonNullable<AppConfig['search']>;

/** The search service could not answer (unreachable, 5xx, or refused the request). */
export class SearchError extends Error {
  override name = 'SearchError';
}

const clients = new Map<string, ReturnType<typeof liteClient>>();
const isolateCache = new IsolateCache();

function clientFor(config: SearchConfig) {
  const key = `${config.host}\n${config.appId}\n${config.apiKey}`;
  let client = clients.get(key);
  if (!client) {
    const url = new URL(config.host);
    client = liteClient(config.appId, config.apiKey, {
      hosts: [
        {url: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https', accept: 'read'},
      ],
      requester: createFetchRequester(),
      // Our isolate cache decides freshness; the client's own caches never expire.
      requestsCache: createNullCache(),
      responsesCache: createNullCache(),
      hostsCache: createNullCache(),
      // A 429 is answered at once: the client would otherwise wait out `Retry-After` up to three
      // times, far past the request's budget (docs/decisions/0012).
      maxRateLimitRetries: 0,
    });
    clients.set(key, client);
  }
  return client;
}

/**
 * Runs a multi-query; results are fresh for a second and served stale for ten more. Waiting for
 * the answer's headers and for its body each get half of what is left of the request's budget,
 * at most the search limit.
 */
export async function searchAlgolia<T = Record<string, unknown>>(
  config: SearchConfig,
  requests: SearchQuery[],
  {waitUntil, deadline}: {waitUntil: (promise: Promise<unknown>) => void; deadline: number},
): Promise<SearchResponses<T>['results']> {
  const load = async () => {
    const timeout = Math.floor(callTimeout(deadline, UPSTREAM_TIMEOUT_MS.search * 2) / 2);
    if (timeout === 0) throw new SearchError('Search: the request budget is spent');
    try {
      const timeouts = {connect: timeout, read: timeout};
      return (await clientFor(config).search<T>({requests}, {timeouts})).results;
    } catch (error) {
      throw new SearchError(error instanceof Error ? error.message : String(error));
    }
  };
  return isolateCache.get(JSON.stringify(requests), CacheShort(), load, waitUntil);
}
