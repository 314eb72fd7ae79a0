/**
 * What the worker checks before React Router sees a request, and what it adds to every answer
 * (docs/decisions/0012): a path React Router could not render, a body over the limit, the public
 * origin instead of the Host header, and the headers every response carries.
 */
import {securityHeaders} from './csp.server';
import {MESSAGES} from './i18n.server';
import {translator} from './i18n';
import {LOCALIZED_SLUGS} from './localized-slugs';
import {localizePath, MARKET_IDS, parseMarketPath} from './markets';

/** Form posts are a few kilobytes; nothing the shop accepts comes near this. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The customer-care form carries a photo of up to 5 MB (docs/product.md#customer-care): its
 * route alone takes more, enough for a photo a little over the limit to be refused with a
 * message in the form rather than the bare 413 page.
 */
export const UPLOAD_BODY_BYTES = 8 * 1024 * 1024;

/** The care form's paths, one per market (`/it/assistenza`), and their `.data` twins. */
const CARE_PATHS = MARKET_IDS.map((id) => `${id}/${LOCALIZED_SLUGS.care[id]}`).join('|');
const UPLOAD_ENDPOINT = new RegExp(`^/(?:${CARE_PATHS})(?:\\.data)?$`);

/** How large a body the path takes. */
export function bodyLimit(pathname: string): number {
  return UPLOAD_ENDPOINT.test(pathname) ? UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
}

/** How long a shopper is asked to wait after an outage answer. */
const RETRY_AFTER_SECONDS = 30;

/**
 * A path whose segments decode to control characters, line or paragraph separators, or to a
 * slash or backslash: no page of the shop has one, and React Router cannot handle such a
 * location (its encoder throws, a 500; its matcher's `.` stops at a line separator, so not even
 * the catch-all route matches). Malformed percent-encoding is left to the routes, which answer a
 * localized 404.
 */
export function isUnrenderablePath(pathname: string): boolean {
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      continue;
    }
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (/[\u0000-\u001f\u007f\u2028\u2029/\\]/.test(decoded)) return true;
  }
  return false;
}

/**
 * Where a path with empty segments (`/it//donna`, `//evil.example`) lives: the same path with
 * single slashes, or null when it has none. A single leading slash keeps the redirect on this
 * shop, whatever the path says.
 */
export function collapsedPath(pathname: string): string | null {
  return pathname.includes('//') ? pathname.replace(/\/{2,}/g, '/') : null;
}

/**
 * The request as the app sees it: the configured public origin in its URL (so nothing reads the
 * Host header), no Origin header left for React Router's own check once ours has passed (it
 * compares with Host and answers a bare 500), and a body that errors past `maxBytes`.
 */
export function normalizedRequest(
  request: Request,
  shopOrigin: string,
  maxBytes = MAX_BODY_BYTES,
): {request: Request; bodyTooLarge: () => boolean} {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('Origin');
  headers.set('Host', new URL(shopOrigin).host);
  let tooLarge = false;
  let body: ReadableStream<Uint8Array> | null = request.body;
  if (body) {
    let size = 0;
    body = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxBytes) {
            tooLarge = true;
            controller.error(new RangeError(`Request body over ${maxBytes} bytes`));
          } else controller.enqueue(chunk);
        },
      }),
    );
  }
  const init: RequestInit & {duplex?: 'half'} = {
    method: request.method,
    headers,
    body,
    signal: request.signal,
    redirect: 'manual',
    // A streamed body needs it in Node (the unit tests); workerd streams either way.
    ...(body ? {duplex: 'half'} : {}),
  };
  const normalized = new Request(`${shopOrigin}${url.pathname}${url.search}`, init);
  return {request: normalized, bodyTooLarge: () => tooLarge};
}

/**
 * The paths that take form posts: the routes with an action, each also as React Router's `.data`
 * request, and the JSON endpoints under `/api` (docs/decisions/0019), which have no `.data` twin.
 * A post anywhere else is a 405 here, rather than React Router's internal 405 error.
 */
const MARKET = `(?:${MARKET_IDS.join('|')})`;
const FORM_ENDPOINT = new RegExp(
  `^(?:/${MARKET}/(?:cart|consent|newsletter|back-in-stock|wishlist/items|account/(?:login|register|recover|logout|addresses|profile|reset/\\d+/[\\w-]+))(?:\\.data)?|/(?:${CARE_PATHS})(?:\\.data)?|/api/${MARKET}/(?:back-in-stock|newsletter)|/api/salesmanago/(?:cart|contact))$`,
);

/** The JSON and marketing endpoints: they take posts only (their GET is a 405 of their own). */
const POST_ONLY = new RegExp(
  `^/api/(?:${MARKET}/(?:back-in-stock|newsletter)|salesmanago/(?:cart|contact))$`,
);

/** What a 405 names in `Allow`: the methods the path really takes. */
export function allowedMethods(pathname: string): string {
  if (POST_ONLY.test(pathname)) return 'POST';
  return FORM_ENDPOINT.test(pathname) ? 'GET, HEAD, POST' : 'GET, HEAD';
}

/**
 * A post that may come without `Origin` and `Sec-Fetch-Site` (a browser too old to send either):
 * only a plain HTML form's, to a page. The JSON and marketing endpoints (`/api/*`) and React
 * Router's `.data` requests are made by the shop's script, from browsers that send both.
 */
export const mayOmitOrigin = (pathname: string) =>
  !pathname.startsWith('/api/') && !pathname.endsWith('.data');

export type MethodVerdict = 'ok' | 'bodyOnRead' | 'notAllowed';

/** Reads are GET and HEAD, without a body; changes are POSTs to a form endpoint. */
export function methodVerdict(request: Request, pathname: string): MethodVerdict {
  if (request.method === 'GET' || request.method === 'HEAD')
    return request.body ? 'bodyOnRead' : 'ok';
  return request.method === 'POST' && FORM_ENDPOINT.test(pathname) ? 'ok' : 'notAllowed';
}

/**
 * Reads what is left of a request body, at most the limit, and drops it. A request answered
 * before its body was read (a refusal, a rate-limited post) would leave the rest on the
 * connection, and workerd hangs up on it: a proxy in front then has no answer to pass on.
 */
export async function drainBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  const reader = request.body.getReader();
  let size = 0;
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > maxBytes) return void (await reader.cancel());
    }
  } catch {
    // Cut off at the limit already, or the client went away: nothing left to read either way.
  }
}

/** A declared body over the limit is refused before a byte of it is read. */
export function declaresTooLargeBody(request: Request, maxBytes = MAX_BODY_BYTES): boolean {
  const length = Number(request.headers.get('Content-Length'));
  return Number.isFinite(length) && length > maxBytes;
}

/**
 * Every answer carries the security headers, not only documents; an outage answer says when to
 * try again and is never stored; a Location can only ever lead to another path of this site or
 * to an absolute URL the app chose (checkout), never to a protocol-relative one.
 */
export function finishResponse(response: Response): Response {
  let out = response;
  try {
    out.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    // Response.redirect() and fetched responses have immutable headers.
    out = new Response(response.body, response);
  }
  securityHeaders.apply(out.headers);
  if (out.status === 503 || out.status === 429) {
    if (!out.headers.has('Retry-After'))
      out.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  if (out.status >= 500 || out.status === 429) out.headers.set('Cache-Control', 'no-store');
  // Browsers drop leading spaces and controls, and tabs and newlines anywhere, before resolving.
  // eslint-disable-next-line no-control-regex -- those characters are the point
  const location = out.headers.get('Location')?.replace(/^[\u0000-\u0020]+|[\t\n\r]/g, '');
  if (location !== undefined && /^[/\\]{2}/.test(location)) out.headers.set('Location', '/');
  return out;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page for requests refused before React Router (unrenderable path, body too large, too many
 * requests): localized, no script, a way home.
 */
export function refusalPage(
  status: number,
  {
    lang,
    title,
    text,
    home,
    homeLabel,
  }: Record<'lang' | 'title' | 'text' | 'home' | 'homeLabel', string>,
  headers: Record<string, string> = {},
): Response {
  const html = `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1d1a17;background:#fff}main{max-width:36rem;margin:auto}a{color:#1d1a17}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(home)}">${escapeHtml(homeLabel)}</a></p></main></body></html>`;
  return finishResponse(
    new Response(html, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        ...headers,
      },
    }),
  );
}

/** A refusal in the language of the path's market, before (or instead of) any route's page. */
export function refusal(
  pathname: string,
  status: number,
  kind: 'badRequest' | 'tooLarge',
  headers: Record<string, string> = {},
) {
  const {market} = parseMarketPath(pathname);
  const t = translator(market.id, MESSAGES[market.id]);
  return refusalPage(
    status,
    {
      lang: market.htmlLang,
      title: t(`errors.${kind}Title`),
      text: t(`errors.${kind}Text`),
      home: localizePath(market, '/'),
      homeLabel: t('errors.backHome'),
    },
    headers,
  );
}
