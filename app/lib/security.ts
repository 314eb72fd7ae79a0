/** Security helpers shared by cookies, redirects and the CSP (docs/product.md#security). */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** C0 and C1 controls and DEL: no redirect target, and no single-line field, keeps one. */
// eslint-disable-next-line no-control-regex -- control characters are what is matched
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Only plain-http local development may drop the Secure flag of a cookie. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * A same-origin path for `returnTo`/`redirectTo`, or the fallback. The check runs on the path as
 * the browser will resolve it: `/.//evil.example`, `/x/..//evil.example` and `/%2e//evil.example`
 * all become `//evil.example`, a protocol-relative URL to another site, once dot segments go.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.includes('\\')) return fallback;
  // A browser drops tabs and newlines from URLs: `/\t/evil.example` is `//evil.example` to it.
  if (CONTROL_CHARACTERS.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://same.origin');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://same.origin') return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What comes out must itself be a plain path: one slash, then not a second slash or backslash.
  return /^\/(?![/\\])/.test(path) ? path : fallback;
}

/** The same host under its other loopback names: a local shop is reached by more than one. */
function loopbackAliases(origin: string): string[] {
  if (!isLocalOrigin(origin)) return [origin];
  const url = new URL(origin);
  return [...LOCAL_HOSTS].map(
    (host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`,
  );
}

/**
 * A state-changing request must come from our own pages: browsers send `Origin` on every
 * POST, so a foreign, empty or `null` one is refused (`Sec-Fetch-Site` covers old browsers).
 * A request with neither passes only where `mayOmitOrigin` says (an old browser's form post).
 * The shop's origin is the configured one (`PUBLIC_SHOP_ORIGIN`), never the Host header.
 */
export function isSameOriginRequest(
  request: Request,
  shopOrigin: string,
  mayOmitOrigin = true,
): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) return loopbackAliases(shopOrigin).includes(origin);
  const site = request.headers.get('Sec-Fetch-Site');
  if (site === null) return mayOmitOrigin;
  return site === 'same-origin' || site === 'none';
}

/**
 * Where a URL redirect of the platform may send the shopper: a path on this shop, or an absolute
 * URL on its own origin (made a path); anything else (another site, `//host`, `javascript:`) is
 * null, so a redirect entry can never become an open redirect.
 */
export function shopRedirectTarget(target: string, shopOrigin: string): string | null {
  let value = target.trim();
  if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.origin !== new URL(shopOrigin).origin) return null;
    value = `${url.pathname}${url.search}${url.hash}`;
  }
  return safeRedirectPath(value, '') || null;
}
