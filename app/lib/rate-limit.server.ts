/**
 * Per-client rate limits on form posts, in the worker (docs/decisions/0012). A client is the
 * buyer IP Oxygen's gateway puts in `oxygen-buyer-ip`. Each client has a token bucket per group:
 * `limit` posts at once, refilled evenly over `windowSeconds`. The buckets live in the isolate:
 * several isolates each count on their own, which the decision record weighs.
 */

export const RATE_LIMITS = {
  /**
   * Logging in, registering, asking for and using a reset link: what guesses passwords, probes
   * for accounts or locks customers out (the platform locks an e-mail after 5 wrong passwords).
   */
  signIn: {limit: 10, windowSeconds: 60},
  /**
   * Giving an e-mail to the marketing providers (notify-me, newsletter, the marketing contact):
   * each post makes the provider write to, and later mail, an address the poster may not own, and
   * costs a call against the provider's per-account limit shared by every shopper. A shopper asks
   * for a few sizes or signs up once: 10, then one a minute.
   */
  signUp: {limit: 10, windowSeconds: 600},
  /**
   * The customer-care form (docs/product.md#customer-care): each post files a helpdesk ticket
   * and mails its requester. Counted per client and per e-mail: 5 at once, then one every 2
   * minutes.
   */
  care: {limit: 5, windowSeconds: 600},
  /** Every other form post: cart changes, addresses, profile, logout, the consent banner. */
  forms: {limit: 60, windowSeconds: 60},
  /**
   * JSON reads that ask a provider each time (a size's stock in the stores,
   * docs/product.md#in-store-availability): plenty for a shopper trying sizes, a bound on a
   * scraper walking the catalogue.
   */
  reads: {limit: 60, windowSeconds: 60},
} as const;

export type RateLimitGroup = keyof typeof RATE_LIMITS;

/** Clients remembered per isolate; the least recently seen go first (a bucket left is full). */
const MAX_TRACKED_CLIENTS = 10_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export type RateLimitVerdict = {ok: true} | {ok: false; retryAfterSeconds: number};

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly maxClients = MAX_TRACKED_CLIENTS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one post from the client's bucket of this group, if there is one left. */
  take(group: RateLimitGroup, client: string): RateLimitVerdict {
    const {limit, windowSeconds} = RATE_LIMITS[group];
    const perMs = limit / (windowSeconds * 1000);
    const key = `${group}\n${client}`;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? {tokens: limit, updatedAt: now};
    bucket.tokens = Math.min(limit, bucket.tokens + (now - bucket.updatedAt) * perMs);
    bucket.updatedAt = now;
    // Re-inserted, so the map's order is least recently seen first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxClients) {
      this.buckets.delete(this.buckets.keys().next().value as string);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return {ok: true};
    }
    return {ok: false, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / perMs / 1000)};
  }

  get size() {
    return this.buckets.size;
  }
}

/** One limiter per isolate, shared by its requests. */
const limiter = new RateLimiter();

/**
 * The client's address as Oxygen's gateway states it. Without one (a host other than Oxygen),
 * every request shares one bucket: stricter, never looser.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('oxygen-buyer-ip')?.trim() || 'unknown';
}

/**
 * The request's own limiter call, for the context: the client's bucket, or the one of another key
 * the post names (an e-mail, kept apart from the addresses by its prefix).
 */
export function rateLimitFor(request: Request) {
  const client = clientAddress(request);
  return (group: RateLimitGroup, key?: string) =>
    limiter.take(group, key === undefined ? client : `key:${key}`);
}
