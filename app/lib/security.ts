/** Security helpers shared by cookies, redirects and the CSP (DESIGN §8). */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

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
 * A same-origin path for `returnTo`/`redirectTo`, or the fallback: no scheme, no host,
 * no protocol-relative `//evil.example`, no backslash tricks.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * A state-changing request must come from our own pages: browsers send `Origin` on every
 * POST, so a foreign or missing one is refused (`Sec-Fetch-Site` covers old browsers).
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin) return origin === new URL(request.url).origin;
  const site = request.headers.get('Sec-Fetch-Site');
  return site === null || site === 'same-origin' || site === 'none';
}
