/**
 * Turning failures into the right answer (docs/product.md#bad-input): 4xx for bad input, 503 for
 * upstream.
 */
import {data} from 'react-router';
import {StorefrontError} from './commerce/storefront.server';
import {SearchError} from './search/search-client.server';

type ErrorReason = 'not-found' | 'unavailable' | 'rate-limited';

export function notFound(): never {
  throw data({reason: 'not-found' satisfies ErrorReason}, {status: 404});
}

/** A post past the client's rate limit, where no form can show it: the error page. */
export function tooManyRequests(verdict: {retryAfterSeconds: number}): never {
  throw data(
    {reason: 'rate-limited' satisfies ErrorReason, retryAfterSeconds: verdict.retryAfterSeconds},
    {status: 429, headers: {'Retry-After': String(verdict.retryAfterSeconds)}},
  );
}

/**
 * Runs a loader's upstream work; an unreachable or failing Storefront API or search service
 * becomes a 503 page (the cause is logged, e.g. `Response not successful: Received status code
 * 502`).
 */
export async function fromUpstream<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StorefrontError || error instanceof SearchError)) throw error;
    console.error(`[${error instanceof SearchError ? 'search' : 'storefront'}] ${error.message}`);
    throw data(
      {reason: 'unavailable' satisfies ErrorReason},
      {
        status: 503,
        headers: {'Retry-After': '30', 'Cache-Control': 'no-store'},
      },
    );
  }
}
