/**
 * What every answer must satisfy (docs/decisions/0012), as pure functions of the request and the response
 * so the self-check can feed them synthetic answers: no 5xx, no stack trace or server path, no
 * injected markup, every redirect on the shop's own origin (or checkout's, for checkout URLs),
 * no foreign host reflected, and a refused cross-site change.
 */
import {
  UNSAFE_decodeViaTurboStream as decodeTurboStream,
  UNSAFE_SingleFetchRedirectSymbol as REDIRECT,
} from 'react-router';
import type {FuzzResponse} from './http';
import {type FuzzRequest} from './request';
import {CHECKOUT_ORIGIN, SHOP_ALIASES, SHOP_ORIGIN} from './stack';

/** Generators put this in values that may be echoed; an HTML body must never hold it raw. */
const MARKER_TAG = '<x-fz';
/** Generators put this in Host, Origin and forwarding headers only: it must never come back. */
export const FOREIGN_HOST_TOKEN = 'fzhost';

/** Leaks of the server's insides. Each finding is ignored when the request itself holds it. */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\bat [^\n<>"]{0,200}?\((?:file|node):[^)]*\)/],
  ['a stack frame', /\n\s+at [\w$.<>[\] ]{1,100} \([^)]*:\d+:\d+\)/],
  ['a source line reference', /\.(?:m?js|cjs|tsx?):\d+/],
  ['a server path', /\/work\/|file:\/\/\/|node_modules|\/tmp\/passo/],
  ["React Router's error text", /Unexpected Server Error/],
  ['an exception name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|URIError)\b/],
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Private values that must never reach a body (the stack's private token…). */
let secrets: string[] = [];
export function setSecrets(values: string[]) {
  secrets = values.filter((value) => value.length >= 8);
}

const headerValues = (headers: FuzzRequest['headers'], name: string): string[] => {
  const entries = Object.entries(headers).filter(([key]) => key.toLowerCase() === name);
  return entries.flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
};

function requestText(request: FuzzRequest): string {
  let target = request.target;
  try {
    target += ` ${decodeURIComponent(request.target)}`;
  } catch {
    // malformed escapes stay as they are
  }
  const headers = Object.values(request.headers).flat().join('\n');
  return `${target}\n${headers}\n${request.body ?? ''}`.toLowerCase();
}

const snippet = (text: string, index: number) =>
  JSON.stringify(text.slice(Math.max(0, index - 60), index + 80));

/** The server's insides a body shows, unless the request itself held them (`sent`, lower case). */
export function findLeaks(body: string, sent: string): string[] {
  const problems: string[] = [];
  for (const [label, pattern] of LEAKS) {
    const match = pattern.exec(body);
    if (match && !sent.includes(match[0].toLowerCase()))
      problems.push(`body shows ${label}: ${snippet(body, match.index)}`);
  }
  for (const secret of secrets)
    if (body.includes(secret)) problems.push('body holds a private configuration value');
  return problems;
}

/**
 * A Location (header, or a `.data` redirect) must stay on the shop: resolved as a browser would
 * (leading spaces and controls dropped, tabs and newlines removed, `\` as `/`), never
 * protocol-relative, never another origin; the checkout origin only for checkout URLs.
 */
export function checkLocation(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- what browsers drop before resolving
  const cleaned = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  if (/^[/\\]{2}/.test(cleaned)) return `protocol-relative redirect ${JSON.stringify(value)}`;
  let url: URL;
  try {
    url = new URL(cleaned, `${SHOP_ORIGIN}/`);
  } catch {
    return `unresolvable redirect ${JSON.stringify(value)}`;
  }
  if (url.origin === SHOP_ORIGIN) return null;
  if (url.origin === CHECKOUT_ORIGIN && /^\/(?:cart\/c|checkouts)\//.test(url.pathname))
    return null;
  return `redirect off the shop's origin: ${JSON.stringify(value)}`;
}

/** The redirect a React Router single-fetch answer (`.data`, status 202) carries. */
export async function dataRedirect(body: string): Promise<string | null> {
  try {
    const decoded = await decodeTurboStream(new Response(body).body!, globalThis);
    await decoded.done;
    const value = decoded.value as Record<string | symbol, unknown> | null;
    const redirect = (value?.[REDIRECT] ?? value) as {redirect?: unknown} | null;
    if (typeof redirect?.redirect === 'string') return redirect.redirect;
  } catch {
    // fall back to reading the flat array below
  }
  const match = /"redirect","((?:[^"\\]|\\.)*)"/.exec(body);
  return match ? (JSON.parse(`"${match[1]}"`) as string) : null;
}

/** canonical, og:url and hreflang alternates of an HTML page. */
export function pageUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*\brel="(?:canonical|alternate)"[^>]*>/gi)) {
    const href = /\bhref="([^"]*)"/i.exec(tag);
    if (href) urls.push(href[1]);
  }
  for (const [tag] of html.matchAll(/<meta\b[^>]*\bproperty="og:url"[^>]*>/gi)) {
    const content = /\bcontent="([^"]*)"/i.exec(tag);
    if (content) urls.push(content[1]);
  }
  return urls.map((url) => url.replace(/&amp;/g, '&'));
}

const isTextual = (type: string) => !type || /text\/|json|x-script|xml/i.test(type);

/** Every way the answer to `request` breaks the quality bars; empty when it keeps them. */
export async function checkResponse(
  request: FuzzRequest,
  response: FuzzResponse,
): Promise<string[]> {
  const problems: string[] = [];
  const {status, body} = response;
  const header = (name: string) => response.headers[name] ?? [];
  const type = header('content-type').join(', ');
  if (status >= 500) problems.push(`status ${status}`);

  if (isTextual(type)) problems.push(...findLeaks(body, requestText(request)));

  if (/text\/html/i.test(type)) {
    const at = body.toLowerCase().indexOf(MARKER_TAG);
    if (at >= 0) problems.push(`unescaped markup in the page: ${snippet(body, at)}`);
    // Outside scripts (whose JSON may hold a quote), a quote before `onx=` broke an attribute.
    const markup = body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
    const quote = /["']\s*onx=/i.exec(markup);
    if (quote) problems.push(`attribute injection: ${snippet(markup, quote.index)}`);
    for (const url of pageUrls(body)) {
      if (url !== SHOP_ORIGIN && !url.startsWith(`${SHOP_ORIGIN}/`))
        problems.push(`canonical/og:url/hreflang not on the shop's origin: ${url}`);
    }
  }

  for (const location of [...header('location'), ...header('x-remix-redirect')]) {
    const problem = checkLocation(location);
    if (problem) problems.push(problem);
  }
  // A HEAD answer has no body to read the redirect from.
  if (status === 202 && /x-script/.test(type) && request.method.toUpperCase() !== 'HEAD') {
    const location = await dataRedirect(body);
    if (location === null) problems.push('a 202 single-fetch answer without a readable redirect');
    else {
      const problem = checkLocation(location);
      if (problem) problems.push(`single-fetch ${problem}`);
    }
  }

  // The app must never reflect a foreign Host (or Origin, or forwarded host) anywhere.
  const sentForeign = Object.entries(request.headers).some(([, value]) =>
    [value].flat().some((one) => one.toLowerCase().includes(FOREIGN_HOST_TOKEN)),
  );
  if (sentForeign) {
    const answer = `${Object.values(response.headers).flat().join('\n')}\n${body}`.toLowerCase();
    const at = answer.indexOf(FOREIGN_HOST_TOKEN);
    if (at >= 0) problems.push(`foreign host reflected: ${snippet(answer, at)}`);
  }

  // No case holds the contact binding the shop gives a browser (surfaces/marketing.ts): a CART
  // event for a contact id or cart token the post chose must never be taken.
  if (/^\/api\/salesmanago\/cart(?:[?#]|$)/.test(request.target) && status === 200)
    problems.push('a CART event accepted for a contact this client was not given');

  // A change from another site is refused (docs/decisions/0012): 403. (node:http sends the
  // method upper-cased.)
  const method = request.method.toUpperCase();
  if (!SAFE_METHODS.has(method)) {
    const origins = headerValues(request.headers, 'origin');
    const site = headerValues(request.headers, 'sec-fetch-site');
    const foreign =
      origins.length > 0
        ? origins.length > 1 || !SHOP_ALIASES.includes(origins[0])
        : site.some((value) => !['same-origin', 'none'].includes(value));
    if (foreign && status !== 403) problems.push(`cross-site ${method} answered ${status}`);
  }
  return problems;
}
