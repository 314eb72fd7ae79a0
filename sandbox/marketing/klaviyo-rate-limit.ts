/**
 * Klaviyo's rate limits: fixed windows per account (`company_id`) and endpoint, a burst window of
 * one second and a steady window of one minute; over either the answer is a 429 with
 * `Retry-After` (seconds). Other answers carry the steady window's `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` headers, as Klaviyo's do.
 */
import type {Clock} from '../context';

export interface Limit {
  /** Requests per second. */
  burst: number;
  /** Requests per minute. */
  steady: number;
}

/** From the OpenAPI spec's x-klaviyo-ratelimit of each client endpoint. */
export const KLAVIYO_LIMITS: Record<string, Limit> = {
  profiles: {burst: 350, steady: 3500},
  events: {burst: 350, steady: 3500},
  'back-in-stock-subscriptions': {burst: 350, steady: 3500},
  subscriptions: {burst: 350, steady: 750},
};

interface Window {
  second: number;
  inSecond: number;
  minute: number;
  inMinute: number;
}

export type Verdict =
  {throttled: true; retryAfter: number} | {throttled: false; headers: Record<string, string>};

/** Keys of windows that ended are dropped past this many, so odd company ids cannot pile up. */
const KEPT_WINDOWS = 1000;

export class RateLimiter {
  readonly #windows = new Map<string, Window>();

  constructor(readonly clock: Clock) {}

  /** Counts a request for `key` unless a window is full; throttled requests are not counted. */
  take(key: string, limit: Limit): Verdict {
    const now = this.clock();
    const second = Math.floor(now / 1000);
    const minute = Math.floor(now / 60_000);
    const window = this.#window(key, minute);
    if (window.second !== second) Object.assign(window, {second, inSecond: 0});
    if (window.minute !== minute) Object.assign(window, {minute, inMinute: 0});
    // The burst window ends within the second; Retry-After is whole seconds.
    if (window.inSecond >= limit.burst) return {throttled: true, retryAfter: 1};
    const reset = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
    if (window.inMinute >= limit.steady) return {throttled: true, retryAfter: reset};
    window.inSecond++;
    window.inMinute++;
    return {
      throttled: false,
      headers: {
        'ratelimit-limit': String(limit.steady),
        'ratelimit-remaining': String(limit.steady - window.inMinute),
        'ratelimit-reset': String(reset),
      },
    };
  }

  #window(key: string, minute: number): Window {
    let window = this.#windows.get(key);
    if (!window) {
      if (this.#windows.size >= KEPT_WINDOWS)
        for (const [old, w] of this.#windows) if (w.minute < minute) this.#windows.delete(old);
      window = {second: 0, inSecond: 0, minute: 0, inMinute: 0};
      this.#windows.set(key, window);
    }
    return window;
  }
}
