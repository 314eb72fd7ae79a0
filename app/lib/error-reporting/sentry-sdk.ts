/**
 * The error reporter's SDK, imported only by `reporter.ts` through a dynamic import: the browser
 * fetches it when it is needed, and named imports keep the chunk to what the shop uses. The
 * scrubbing below is the SDK's `beforeSend`, so it travels in the same chunk.
 */
import {captureException, init, setUser} from '@sentry/browser';

export interface SentrySdk {
  init: typeof init;
  setUser: typeof setUser;
  captureException: typeof captureException;
}

export const sdk: SentrySdk = {init, setUser, captureException};

/**
 * What must never reach the error reporter (issue 6: no password or token in any log): the
 * password-reset link's token, and secrets carried in query strings (the checkout's cart `key`,
 * any `token`). Events and breadcrumbs are walked whole, since URLs turn up in many fields
 * (request.url, Referer, navigation from/to, fetch urls, messages).
 */
const RESET_LINK = /(\/account\/reset\/)[^/?#\s"']+\/[^/?#\s"']+/g;
const SECRET_PARAMETER = /([?&](?:key|token|access_token|password)=)[^&#\s"']*/gi;
export const FILTERED = '[Filtered]';

export function scrubText(text: string): string {
  return text.replace(RESET_LINK, `$1${FILTERED}`).replace(SECRET_PARAMETER, `$1${FILTERED}`);
}

/** A copy with every string scrubbed; other values as they were. */
export function scrub<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map(scrub) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, scrub(entry)]),
    ) as T;
  }
  return value;
}
