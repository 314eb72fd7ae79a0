/**
 * How long a page may wait for the providers behind it (docs/decisions/0012). A shopper who waits
 * longer than a few seconds has left; a worker that waits on a hanging upstream holds memory and
 * a connection for nothing. Past these, the page is the localized 503, which asks to retry.
 */
export const UPSTREAM_TIMEOUT_MS = {
  /** One Storefront API query (catalogue, cart read, customer read). */
  query: 3_000,
  /**
   * One Storefront API mutation (cart change, login): longer, because giving up on a change that
   * the platform then makes anyway invites the shopper to make it twice.
   */
  mutation: 5_000,
  /** One search request (Algolia), connection and body each. */
  search: 2_000,
  /** Everything one request waits for upstream, serial calls added up. */
  request: 6_000,
} as const;

/** When the request's upstream budget runs out, as a timestamp. */
export function requestDeadline(now = Date.now()): number {
  return now + UPSTREAM_TIMEOUT_MS.request;
}

/** The time one call may take: its own limit, cut to what is left of the request's budget. */
export function callTimeout(deadline: number, limit: number, now = Date.now()): number {
  return Math.max(0, Math.min(limit, deadline - now));
}

/** Runs `work` with a signal that aborts (a TimeoutError) after `ms`; the timer goes with it. */
export async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')),
    ms,
  );
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
