/**
 * Building blocks the surfaces share: tricky strings, injection markers, redirect targets, client
 * IPs, and encoders that put any string into a URL, a header or a body exactly as intended
 * (percent-encoded, form-encoded, or as raw bytes).
 */
import fc from 'fast-check';
import {FOREIGN_HOST_TOKEN} from './checks';
import {SHOP_ORIGIN} from './stack';

/** Values that would show up raw in a page if anything echoed them unescaped. */
export const INJECTIONS = [
  '<x-fz-marker>',
  '"><x-fz a=1>',
  "'onx=1 ",
  '" onx="1',
  '</script><x-fz>',
  '</title><x-fz>',
  '<x-fz/onload=1>',
  '<!--<x-fz>-->',
  '%3Cx-fz%3E',
  '&lt;x-fz&gt;',
  '<X-FZ>',
  '\u2028<x-fz>\u2029',
  'javascript:alert(1)//<x-fz>',
  '${7*7}{{7*7}}<x-fz>',
];

/** Pieces that have broken URL handling somewhere: dots, escapes, separators, odd bytes. */
export const PATH_PIECES = [
  '..',
  '.',
  '%2e',
  '%2e%2e',
  '.%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%00',
  '%0a',
  '%0d%0a',
  '%09',
  '%20',
  '%zz',
  '%E0%A4%A',
  '%',
  '%%',
  '%25',
  '%C0%AE',
  '%FF',
  '%ED%A0%80',
  '%EF%BF%BF',
  '%F0%9F%99%82',
  'é',
  '%C3%A9',
  '\u{1D518}',
  '中文',
  '\u202e',
  '-p',
  '.data',
  '',
  ';',
  ';jsessionid=1',
  '@',
  ':',
  '~',
  '\\',
  '!$&()*+,=',
  "'",
  '"',
  '<',
  '>',
  '`',
  '|',
  '^',
  '{}',
  '[]',
  '#',
  '?',
  '?_routes=root',
  '?index',
  '&',
  '+',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(30),
];

/** Values for query parameters and form fields. */
const VALUE_PIECES = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2',
  '01',
  '1.5',
  '1e3',
  '1e308',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '9007199254740993',
  '9'.repeat(400),
  'true',
  'false',
  'on',
  'off',
  'null',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%',
  '\u0000',
  '\n',
  '\r\n',
  '\t',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '\u{1F642}',
  'ğüşıöç',
  'Š',
  '\ud800',
  'a'.repeat(101),
  'a'.repeat(255),
  'a'.repeat(256),
  'x'.repeat(5000),
];

/** `returnTo`/`redirectTo` values that have escaped to another site in some app. */
export const REDIRECTS = [
  '/',
  '/it/cart',
  '/it/account',
  '/sl/search?s=x#y',
  '//evil-fz.example',
  '///evil-fz.example',
  '/\\evil-fz.example',
  '\\\\evil-fz.example',
  '/\t/evil-fz.example',
  '/%09/evil-fz.example',
  '/%2f/evil-fz.example',
  '/%5c/evil-fz.example',
  '/.//evil-fz.example',
  '/x/..//evil-fz.example',
  '/%2e//evil-fz.example',
  '/%2e%2e//evil-fz.example',
  ' //evil-fz.example',
  '\u0000//evil-fz.example',
  // Control characters and DEL in a path of the shop: the localized 400, never a 5xx.
  '/\u0000',
  '/\u0001',
  '/it/\u007f',
  '/it/cart\u0085',
  '/sl\u009f/x',
  '/it/\r\nSet-Cookie: fz=1',
  'https://evil-fz.example',
  'http:evil-fz.example',
  'http:/evil-fz.example',
  'https:\\\\evil-fz.example',
  'javascript:alert(1)',
  'data:text/html,<x-fz>',
  'evil-fz.example',
  `${SHOP_ORIGIN}/it`,
  `${SHOP_ORIGIN}@evil-fz.example`,
  'http://localhost@evil-fz.example',
  '/it/<x-fz>',
  '/it/"><x-fz>',
  '/it?x=<x-fz>',
];

/** Host names that are not the shop's; each carries the token nothing may reflect. */
export const foreignHost = fc
  .tuple(fc.constantFrom('evil', 'attacker', 'a.b'), fc.nat({max: 999}))
  .map(([name, n]) => `${name}-${FOREIGN_HOST_TOKEN}${n}.example`);

/**
 * A client of its own per case (the test stack trusts a client's `oxygen-buyer-ip`), so the
 * per-client rate limits leave the actions' logic reachable. From 100.64.0.0/10, apart from
 * the 10.x addresses the browser tests' fixtures give themselves on the same stack.
 */
export const clientIp = fc
  .tuple(fc.nat({max: 63}), fc.nat({max: 255}), fc.integer({min: 1, max: 254}))
  .map(([a, b, c]) => `100.${64 + a}.${b}.${c}`);

/** A random string of any kind: ASCII, full Unicode (lone surrogates too), graphemes. */
export const anyString = (maxLength = 40) =>
  fc.oneof(
    fc.string({maxLength}),
    fc.string({unit: 'binary', maxLength}),
    fc.string({unit: 'grapheme', maxLength}),
  );

/** A value for a field or parameter: pieces, markers, random text, long runs, combinations. */
export const anyValue = fc.oneof(
  {arbitrary: fc.constantFrom(...VALUE_PIECES), weight: 4},
  {arbitrary: fc.constantFrom(...INJECTIONS), weight: 3},
  {arbitrary: anyString(), weight: 3},
  {arbitrary: fc.integer().map(String), weight: 1},
  {arbitrary: fc.double().map(String), weight: 1},
  {
    arbitrary: fc
      .array(fc.constantFrom(...VALUE_PIECES, ...INJECTIONS, ...PATH_PIECES), {maxLength: 4})
      .map((parts) => parts.join('')),
    weight: 2,
  },
);

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** How a string goes into a URL or a form body. */
export type Encoding = 'percent' | 'form' | 'raw';
export const encoding = fc.constantFrom<Encoding>('percent', 'percent', 'form', 'raw');

const escapeBytes = (char: string) =>
  [...Buffer.from(char, 'utf8')]
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');

/**
 * The string escaped for a URL or form body: `percent` escapes all but unreserved characters
 * (as UTF-8; a lone surrogate as U+FFFD, as a browser sends it), `form` too with `+` for spaces,
 * `raw` only what a request line cannot carry (controls and spaces): the rest goes as it is.
 */
export function encode(value: string, how: Encoding): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (how === 'form' && char === ' ') out += '+';
    else if (how === 'raw' ? code > 0x20 && code !== 0x7f : UNRESERVED.test(char)) out += char;
    else out += escapeBytes(char);
  }
  return out;
}

/** A header value node:http will send: controls (but tab) dropped. */
export function headerValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- a header line cannot carry these
  return value.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

/**
 * Valid values most of the time, odd ones now and then: a case with one odd field gets past
 * the others' validation to the logic behind it, where the bugs that matter live.
 */
export const mostly = <T>(valid: fc.Arbitrary<T>, odd: fc.Arbitrary<T>, oddOneIn = 5) =>
  fc.oneof({arbitrary: valid, weight: oddOneIn - 1}, {arbitrary: odd, weight: 1});

/** The value one time in `oneIn`, else null (`fc.option` is the other way round: null 1 in n). */
export const rarely = <T>(value: fc.Arbitrary<T>, oneIn: number) =>
  fc.oneof(
    {arbitrary: fc.constant(null), weight: oneIn - 1},
    {arbitrary: value as fc.Arbitrary<T | null>, weight: 1},
  );
