/**
 * Surface 5, Origin and Host headers and methods: a change (any method but GET, HEAD, OPTIONS)
 * whose Origin is foreign, empty, `null` or repeated must be a 403; no Host, X-Forwarded-Host,
 * Forwarded or Origin value may come back in a page, a header or a redirect (canonical links,
 * og:url and hreflang use the configured origin); odd methods and bodies on GET/HEAD are 4xx.
 * Host values the local preview cannot parse (userinfo, spaces, paths) are raw-socket cases.
 */
import fc from 'fast-check';
import {anyValue, foreignHost, headerValue, INJECTIONS} from '../pieces';
import {fuzzCase} from '../request';
import {PORT, SHOP_ALIASES, SHOP_ORIGIN} from '../stack';
import {baseHeaders} from './common';

const TARGETS = [
  '/it',
  '/',
  '/sl/search?s=borsa',
  '/it/donna',
  '/it/cart',
  '/it/cart.data',
  '/it/account/login',
  '/it/account/login.data',
  '/it/account/logout',
  '/it/account/register',
  '/hr/account/recover',
  '/api/it/user/get-customer-info',
  '/bench/bare',
  '/it/nope-p',
  '/favicon.ico',
  '/assets/none.js',
];

// Methods workerd knows (it answers others itself: see ../raw.ts).
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
];

export function headerCases() {
  const foreignOrigin = fc.oneof(
    foreignHost.map((host) => `https://${host}`),
    foreignHost.map((host) => `http://${host}:${PORT}`),
    foreignHost.map((host) => `http://localhost.${host}`),
    foreignHost.map((host) => `${SHOP_ORIGIN}@${host}`),
    fc.constantFrom(
      'null',
      '',
      ' ',
      `https://localhost:${PORT}`,
      `http://localhost:${PORT + 1}`,
      'http://localhost',
      `${SHOP_ORIGIN}/`,
      `${SHOP_ORIGIN}/it`,
      `HTTP://LOCALHOST:${PORT}`,
      `http://localhost:0${PORT}`,
      'file://',
      'chrome-extension://abc',
    ),
    anyValue.map(headerValue),
  );
  const origin = fc.oneof(
    {arbitrary: fc.constant(null), weight: 2},
    {arbitrary: fc.constantFrom(...SHOP_ALIASES), weight: 3},
    {arbitrary: foreignOrigin, weight: 5},
    {
      arbitrary: fc.tuple(fc.constantFrom(...SHOP_ALIASES), foreignOrigin).map((pair) => [...pair]),
      weight: 1,
    },
  );
  const host = fc.oneof(
    {arbitrary: fc.constant(null), weight: 3},
    {arbitrary: foreignHost, weight: 4},
    {arbitrary: foreignHost.map((h) => `${h}:${PORT}`), weight: 1},
    {
      arbitrary: fc.constantFrom(`localhost:${PORT}`, `[::1]:${PORT}`, '127.0.0.1:1', 'LOCALHOST'),
      weight: 1,
    },
  );
  const forwarded = fc.dictionary(
    fc.constantFrom(
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-forwarded-for',
      'forwarded',
      'x-original-url',
      'x-rewrite-url',
      'x-host',
    ),
    fc.oneof(
      foreignHost,
      foreignHost.map((h) => `for=1.2.3.4;host=${h};proto=https`),
      fc.constantFrom('https', 'javascript', '/it/account'),
    ),
    {maxKeys: 3},
  );
  const extra = fc.dictionary(
    fc.constantFrom(
      'user-agent',
      'accept-language',
      'accept',
      'sec-fetch-site',
      'sec-fetch-dest',
      'referer',
      'x-http-method-override',
    ),
    fc.oneof(
      fc.constantFrom(...INJECTIONS),
      fc.constantFrom(
        'cross-site',
        'same-site',
        'same-origin',
        'none',
        'document',
        'text/html',
        '*/*',
        'DELETE',
        'sl-SI,sl;q=0.9',
        'x'.repeat(8000),
      ),
      anyValue.map(headerValue),
    ),
    {maxKeys: 3},
  );
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      target: fc.constantFrom(...TARGETS),
      origin,
      host,
      forwarded,
      extra,
      base: baseHeaders,
      body: fc.option(
        fc.constantFrom('', 'email=a%40b.c&password=x', '{"a":1}', 'x'.repeat(2000)),
        {freq: 2},
      ),
    })
    .map(({method, target, origin, host, forwarded, extra, base, body}) => {
      const headers: Record<string, string | string[]> = {...base, ...forwarded, ...extra};
      if (origin !== null) headers.origin = origin;
      if (host !== null) headers.host = host;
      if (body !== null) headers['content-type'] = 'application/x-www-form-urlencoded';
      const group =
        origin === null
          ? 'no origin'
          : [origin].flat().every((o) => SHOP_ALIASES.includes(o))
            ? 'own origin'
            : 'foreign origin';
      return fuzzCase(group, {method, target, headers, body: body ?? undefined});
    });
}
