/**
 * Surface 1, paths: a market prefix (it/sl/hr, none, an unknown two letters, anything), then
 * segments from a grammar of tricky pieces mixed with real handles and route words, then maybe
 * React Router's `.data` suffix or a query. Every path gets a 4xx or a page, never a 5xx.
 */
import fc from 'fast-check';
import {encode, encoding, INJECTIONS, PATH_PIECES, anyString} from '../pieces';
import {fuzzCase} from '../request';
import type {World} from '../world';
import {baseHeaders} from './common';

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

const ROUTE_WORDS = [
  'cart',
  'search',
  'account',
  'login',
  'register',
  'recover',
  'reset',
  'logout',
  'orders',
  'addresses',
  'profile',
  'api',
  'user',
  'get-customer-info',
  'bench',
  'bare',
  'assets',
  '.well-known',
  'graphql.json',
  '2025-07',
  'unstable',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
];

export function pathCases(world: World) {
  // [group, prefix]: the group counts the cases in the summary.
  const prefix = fc.oneof(
    {arbitrary: fc.constantFrom('/it', '/sl', '/hr').map((p) => ['market', p]), weight: 6},
    {arbitrary: fc.constant(['none', '']), weight: 2},
    {
      arbitrary: fc
        .constantFrom('/IT', '/Sl', '/en', '/xx', '/zz', '/it-IT', '/i', '/ita')
        .map((p) => ['unknown', p]),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...LETTERS), fc.constantFrom(...LETTERS))
        .map(([a, b]) => ['unknown', `/${a}${b}`]),
      weight: 2,
    },
    {arbitrary: fc.constantFrom(...PATH_PIECES).map((piece) => ['odd', `/${piece}`]), weight: 1},
  );
  const word = fc.oneof(
    fc.constantFrom(...world.products).map((handle) => `${handle}-p`),
    fc.constantFrom(...world.collections),
    fc.constantFrom(...ROUTE_WORDS),
  );
  const piece = fc.oneof(
    {arbitrary: fc.constantFrom(...PATH_PIECES), weight: 5},
    {arbitrary: word, weight: 5},
    {arbitrary: fc.constantFrom(...INJECTIONS).map((value) => encode(value, 'percent')), weight: 2},
    {
      arbitrary: fc.tuple(anyString(20), encoding).map(([text, how]) => encode(text, how)),
      weight: 2,
    },
  );
  // A segment is one to three pieces run together (`donna%2e%2e`, `sneakers-p.data`…) or a long run.
  const segment = fc.oneof(
    {
      arbitrary: fc.array(piece, {minLength: 1, maxLength: 3}).map((parts) => parts.join('')),
      weight: 12,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('a', '%2e', '.', '/', '-p', 'é', '%'),
          fc.integer({min: 100, max: 3000}),
        )
        .map(([unit, count]) => unit.repeat(count)),
      weight: 1,
    },
  );
  const suffix = fc.constantFrom(
    '',
    '',
    '',
    '.data',
    '/',
    '?s=x',
    '.data?_routes=root',
    '?index',
    '#x',
  );
  return fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'GET', 'GET', 'HEAD'),
      prefix,
      segments: fc.array(segment, {maxLength: 5}),
      suffix,
      headers: baseHeaders,
    })
    .map(({method, prefix: [group, prefix], segments, suffix, headers}) => {
      const path = `${prefix}${segments.map((s) => `/${s}`).join('')}${suffix}`;
      const target = path.startsWith('/') ? path : `/${path}`;
      return fuzzCase(group, {method, target, headers});
    });
}
