/**
 * The Instagram feed module (docs/product.md#instagram-feed): the latest posts of the shop's
 * account through the Instagram API with Instagram Login, cached for 15 minutes. It never fails
 * a page: without configuration, or when the API errs, it answers no posts (the section hides)
 * and logs once per isolate for each kind of failure. The token stays in the worker.
 */
import {CacheCustom, CacheNone} from '@shopify/hydrogen';
import {IsolateCache} from '../commerce/isolate-cache.server';
import {callTimeout, UPSTREAM_TIMEOUT_MS, withTimeout} from '../upstream-budget.server';
import type {InstagramConfig} from './config.server';
import {INSTAGRAM_FIELDS, toInstagramPosts, type InstagramPost} from './instagram';

const isolateCache = new IsolateCache({maxEntries: 20});
/** At least 15 minutes (docs/product.md#instagram-feed); an hour more stale while one refresh runs. */
const FEED_CACHE = CacheCustom({mode: 'public', maxAge: 15 * 60, staleWhileRevalidate: 60 * 60});

const reported = new Set<string>();

function reportOnce(kind: string, message: string) {
  if (reported.has(kind)) return;
  reported.add(kind);
  console.warn(`[instagram] ${message}; the feed is hidden`);
}

class FeedError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

export function createInstagram({
  config,
  deadline,
  waitUntil,
  preview = false,
}: {
  config: InstagramConfig | null;
  deadline: number;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Preview mode (docs/product.md#content-preview) caches nothing: editors see the feed as it is. */
  preview?: boolean;
}) {
  const strategy = preview ? CacheNone() : FEED_CACHE;
  async function load(feed: InstagramConfig, limit: number): Promise<InstagramPost[]> {
    const url = new URL(`${feed.apiOrigin}/${feed.apiVersion}/${feed.userId}/media`);
    url.searchParams.set('fields', INSTAGRAM_FIELDS);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('access_token', feed.accessToken);
    const timeout = callTimeout(deadline, UPSTREAM_TIMEOUT_MS.query);
    if (timeout === 0) throw new FeedError('budget', 'the request budget is spent');
    let response: Response;
    try {
      response = await withTimeout(timeout, (signal) => fetch(url, {signal}));
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new FeedError(
        timedOut ? 'timeout' : 'unreachable',
        timedOut ? `no answer within ${timeout} ms` : 'API unreachable',
      );
    }
    if (!response.ok)
      throw new FeedError(`status ${response.status}`, `API answered ${response.status}`);
    try {
      return toInstagramPosts(await response.json(), limit);
    } catch {
      throw new FeedError('answer', 'API answer is no media list');
    }
  }

  return {
    /** The latest `limit` posts; none when the feed is not configured or does not answer. */
    async latest(limit: number): Promise<InstagramPost[]> {
      if (!config) {
        reportOnce(
          'configuration',
          'INSTAGRAM_USER_ID or PRIVATE_INSTAGRAM_ACCESS_TOKEN is not set',
        );
        return [];
      }
      // A section asks for what it shows (`limit`), as the API pages: one entry per limit.
      const key = `${config.apiOrigin}/${config.apiVersion}/${config.userId}?limit=${limit}`;
      try {
        return await isolateCache.get(key, strategy, () => load(config, limit), waitUntil);
      } catch (error) {
        const failure = error instanceof FeedError ? error : new FeedError('other', String(error));
        reportOnce(failure.kind, failure.message);
        return [];
      }
    },
  };
}

export type Instagram = ReturnType<typeof createInstagram>;
