/**
 * Preview mode (docs/product.md#content-preview): an editor's link carries a token signed with
 * `PRIVATE_CONTENT_PREVIEW_SECRET` (HMAC-SHA-256 over its expiry), which the preview route turns
 * into a short HttpOnly cookie holding the same token. While it is valid, content comes from the
 * Preview API, answers are never cached and never indexed. Nothing is stored server-side: every
 * request checks the signature and the expiry again.
 */
import {readCookie, serializeCookie} from '../cookies';
import {isLocalOrigin} from '../security';
import {COOKIE_SECONDS, stored} from '../cookie-names';
import {hmacSignature, sameText} from '../signing.server';

export const PREVIEW_COOKIE = stored('passoContentPreview');
/** How long a preview link may be opened after it is made. */
const PREVIEW_LINK_SECONDS = 60 * 60;
/** Preview mode lasts at most this long in the browser, and never past the token's own expiry. */
const PREVIEW_COOKIE_SECONDS = COOKIE_SECONDS.passoContentPreview;

const signature = (secret: string, expiresAt: number) =>
  hmacSignature(secret, `preview:${expiresAt}`);

/** A preview token `{expiry in unix seconds}.{signature}`. */
export async function signPreviewToken(
  secret: string,
  now = Date.now(),
  seconds = PREVIEW_LINK_SECONDS,
): Promise<string> {
  const expiresAt = Math.floor(now / 1000) + seconds;
  return `${expiresAt}.${await signature(secret, expiresAt)}`;
}

/** The token's expiry (ms) when it is well formed, correctly signed and not expired; else null. */
export async function verifyPreviewToken(
  secret: string,
  token: string | null | undefined,
  now = Date.now(),
): Promise<number | null> {
  const match = token ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return null;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return null;
  return sameText(match[2]!, await signature(secret, expiresAt)) ? expiresAt * 1000 : null;
}

/** True when the request carries a valid preview cookie and preview is configured. */
export async function isPreviewRequest(request: Request, secret: string | null): Promise<boolean> {
  if (!secret) return false;
  const token = readCookie(request.headers.get('Cookie'), PREVIEW_COOKIE);
  return token !== null && (await verifyPreviewToken(secret, token)) !== null;
}

const secureFor = (requestUrl: string) => !isLocalOrigin(new URL(requestUrl).origin);

export function previewCookie(
  token: string,
  expiresAt: number,
  requestUrl: string,
  now = Date.now(),
) {
  return serializeCookie(PREVIEW_COOKIE, token, {
    expires: new Date(Math.min(expiresAt, now + PREVIEW_COOKIE_SECONDS * 1000)),
    httpOnly: true,
    secure: secureFor(requestUrl),
  });
}

export function clearPreviewCookie(requestUrl: string) {
  return serializeCookie(PREVIEW_COOKIE, '', {
    expires: new Date(0),
    httpOnly: true,
    secure: secureFor(requestUrl),
  });
}
