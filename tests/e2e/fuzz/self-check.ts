/**
 * Positive controls for the fuzz suite (no server): synthetic answers of every failure class,
 * which the checkers must flag, a clean one they must pass, and a stand-in server that fails on
 * one input, whose report must lead back to it. A checker that cannot fail is a defect.
 */
import fc from 'fast-check';
import type {FuzzResponse} from './http';
import {fuzzCase, type FuzzRequest} from './request';
import {CHECKOUT_ORIGIN, SHOP_ORIGIN} from './stack';

export const GET: FuzzRequest = {method: 'GET', target: '/it', headers: {}};

const html = (
  body: string,
  status = 200,
  headers: Record<string, string[]> = {},
): FuzzResponse => ({
  status,
  headers: {'content-type': ['text/html; charset=utf-8'], ...headers},
  body,
});

/** Escaped markers, a marker inside a script string, links on the shop: nothing to flag. */
export const CLEAN = html(
  `<!DOCTYPE html><html lang="it"><head><link rel="canonical" href="${SHOP_ORIGIN}/it"/>` +
    `<meta property="og:url" content="${SHOP_ORIGIN}/it"/></head>` +
    `<body><h1>Risultati per «&lt;x-fz&gt; &#x27;onx=1»</h1>` +
    `<script>window.x = "\\u003cx-fz \\"onx=1";</script></body></html>`,
);

/** React Router's single-fetch redirect, as the app answers a `.data` action. */
export const dataBody = (to: string) =>
  `[{"_1":2,"_3":4,"_5":6,"_7":6,"_8":6},"redirect",${JSON.stringify(to)},"status",303,"revalidate",false,"reload","replace"]\n`;

/** Each synthetic answer, and the problem the checkers must name for it. */
export const FLAGGED: Array<{
  what: string;
  request?: FuzzRequest;
  response: FuzzResponse;
  problem: RegExp;
}> = [
  {what: 'a 500', response: html('', 500), problem: /status 500/},
  {what: 'a 503', response: html('', 503), problem: /status 503/},
  {
    what: 'a stack trace',
    response: html('<pre>TypeError: x\n    at render (file:///srv/app.js:1:2)</pre>', 404),
    problem: /stack frame/,
  },
  {what: 'a file path', response: html('at /work/wt/app/root.tsx:12'), problem: /server path/},
  {
    what: "React Router's error",
    response: html('Unexpected Server Error', 404),
    problem: /error text/,
  },
  {what: 'a raw marker', response: html('<h1>«<x-fz-marker>»</h1>'), problem: /unescaped markup/},
  {
    what: 'a broken attribute',
    response: html('<input value="a" onx=1">'),
    problem: /attribute injection/,
  },
  {
    what: 'a foreign canonical link',
    response: html('<link rel="canonical" href="http://evil.example/it"/>'),
    problem: /canonical/,
  },
  ...[
    '//evil.example',
    '/\\evil.example',
    ' /\t/evil.example',
    'https://evil.example/',
    `${CHECKOUT_ORIGIN}/sandbox`,
    'javascript:alert(1)',
  ].map((location) => ({
    what: `Location ${JSON.stringify(location)}`,
    response: html('', 302, {location: [location]}),
    problem: /redirect/,
  })),
  {
    what: 'a .data redirect off the shop',
    response: {
      status: 202,
      headers: {'content-type': ['text/x-script']},
      body: dataBody('//evil.example'),
    },
    problem: /single-fetch protocol-relative redirect/,
  },
  {
    what: 'a foreign POST let through',
    request: {method: 'POST', target: '/it/cart', headers: {origin: 'https://evil.example'}},
    response: html('', 400),
    problem: /cross-site POST answered 400/,
  },
  {
    what: 'a CART event accepted from a client the shop gave no contact',
    request: {method: 'POST', target: '/api/salesmanago/cart', headers: {origin: SHOP_ORIGIN}},
    response: {status: 200, headers: {'content-type': ['application/json']}, body: '{}'},
    problem: /CART event accepted/,
  },
  {
    what: 'a foreign Host reflected',
    request: {method: 'GET', target: '/it', headers: {host: 'evil-fzhost1.example'}},
    response: html('<a href="http://evil-fzhost1.example/it">x</a>'),
    problem: /foreign host reflected/,
  },
];

/** Fails (as a stand-in server would answer 500) on any path with a `%zz` segment. */
export const failingOnZz = fc
  .tuple(fc.array(fc.constantFrom('a', 'b', '%zz', 'donna'), {maxLength: 6}), fc.string())
  .map(([segments, body]) =>
    fuzzCase('test', {
      method: 'POST',
      target: `/it/${segments.join('/')}`,
      headers: {'x-test': 'yes'},
      body,
    }),
  );
