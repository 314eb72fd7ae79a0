/**
 * What an error page says, from the error a route threw (docs/product.md#errors): the status, the
 * kind of page (its title and text keys) and, for a rate limit, how long to wait.
 */
import {isRouteErrorResponse} from 'react-router';

export type ErrorKind = 'notFound' | 'badRequest' | 'tooMany' | 'unavailable';

export function errorKind(error: unknown): {status: number; kind: ErrorKind; wait: number} {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind =
    ({404: 'notFound', 400: 'badRequest', 429: 'tooMany'} as const)[status] ?? 'unavailable';
  const wait = isRouteErrorResponse(error) ? Number(error.data?.retryAfterSeconds) || 60 : 60;
  return {status, kind, wait};
}
