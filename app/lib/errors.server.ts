/**
 * Turning failures into the right answer (docs/product.md#bad-input): 4xx for bad input, 503 for
 * upstream.
 */
import {data} from 'react-router';
import {StorefrontError} from './commerce/storefront.server';
import {SearchError} from './search/search-client.server';
import {AdminError} from './commerce/admin.server';
import {ContentError} from './content/content.server';

type ErrorReason = 'not-found' | 'bad-request' | 'unavailable' | 'rate-limited';

export function notFound(): never {
  throw data({reason: 'not-found' satisfies ErrorReason}, {status: 404});
}

/** A post no page of the shop sends (a tampered form): the localized 400 page. */
export function badRequest(): never {
  throw data({reason: 'bad-request' satisfies ErrorReason}, {status: 400});
}

/** A post past the client's rate limit, where no form can show it: the error page. */
export function tooManyRequests(verdict: {retryAfterSeconds: number}): never {
  throw data(
    {reason: 'rate-limited' satisfies ErrorReason, retryAfterSeconds: verdict.retryAfterSeconds},
    {status: 429, headers: {'Retry-After': String(verdict.retryAfterSeconds)}},
  );
}

type UpstreamError = StorefrontError | SearchError | AdminError | ContentError;

/** A provider could not answer (docs/architecture.md#adding-a-provider, step 4). */
export const isUpstreamError = (error: unknown): error is UpstreamError =>
  error instanceof StorefrontError ||
  error instanceof SearchError ||
  error instanceof AdminError ||
  error instanceof ContentError;

const UPSTREAM_NAMES = [
  [SearchError, 'search'],
  [AdminError, 'admin'],
  [ContentError, 'content'],
] as const;

const upstreamName = (error: UpstreamError) =>
  UPSTREAM_NAMES.find(([type]) => error instanceof type)?.[1] ?? 'storefront';

/**
 * Runs a loader's upstream work; an unreachable or failing Storefront API, Admin API, search
 * or content service becomes a 503 page (the cause is logged, e.g. `Response not successful: Received
 * status code 502`).
 */
export async function fromUpstream<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    console.error(`[${upstreamName(error)}] ${error.message}`);
    unavailable();
  }
}

/** The localized 503 page: what the page needs cannot be had now (the cause is logged apart). */
export function unavailable(): never {
  throw data(
    {reason: 'unavailable' satisfies ErrorReason},
    {
      status: 503,
      headers: {'Retry-After': '30', 'Cache-Control': 'no-store'},
    },
  );
}
