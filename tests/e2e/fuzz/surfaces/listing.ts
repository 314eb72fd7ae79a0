/**
 * Surface 2, listing parameters (app/lib/search/listing-state.ts): `s`, `page`, `sort` and the
 * facets (price, size, brand, color, gender) on search and collection pages, with duplicated
 * keys, array-style keys, huge, negative and NaN numbers, too many values and bad escapes.
 */
import fc from 'fast-check';
import {anyValue, encode, encoding, INJECTIONS} from '../pieces';
import {fuzzCase} from '../request';
import type {World} from '../world';
import {baseHeaders} from './common';

const KEYS = ['s', 'page', 'sort', 'price', 'size', 'brand', 'color', 'gender'];
const ODD_KEYS = ['s[]', 'page[]', 'size[0]', 'S', 'Page', 'sort ', ' s', '_routes', 'index', 'q'];
const SORTS = ['title_asc', 'title_desc', 'price_desc', 'price_asc', 'relevance', 'TITLE_ASC'];
const NUMBERS = [
  '0',
  '1',
  '2',
  '3',
  '-1',
  '99',
  '1000',
  '1e3',
  '1e21',
  '1.5',
  'NaN',
  '9'.repeat(25),
];

const BASES = [
  '/it/search',
  '/sl/search',
  '/hr/search',
  '/it/donna',
  '/sl/uomo',
  '/it/saldi',
  '/it/search.data',
  '/it/donna.data',
  '/search',
  '/it/search/',
];

export function listingCases(world: World) {
  const price = fc.oneof(
    fc
      .tuple(fc.constantFrom(...NUMBERS, ''), fc.constantFrom(...NUMBERS, ''))
      .map(([a, b]) => `${a}:${b}`),
    fc.tuple(fc.double(), fc.double()).map(([a, b]) => `${a}:${b}`),
    fc.constantFrom('20:10', ':', '::', '10-20', '10:20:30', '-5:abc', '1e308:1e309'),
  );
  const facetValue: Record<string, fc.Arbitrary<string>> = {
    s: fc.oneof(fc.constantFrom('scarpe', 'sneakers', 'nero', 'borsa', ...world.vendors), anyValue),
    page: fc.oneof(fc.constantFrom(...NUMBERS), fc.bigInt().map(String), anyValue),
    sort: fc.oneof(fc.constantFrom(...SORTS), anyValue),
    price: fc.oneof(price, anyValue),
    size: fc.oneof(fc.constantFrom(...world.sizes, 'XS', 's', '38.5'), anyValue),
    brand: fc.oneof(fc.constantFrom(...world.vendors), anyValue),
    color: fc.oneof(fc.constantFrom(...world.colors), anyValue),
    gender: fc.oneof(fc.constantFrom('Donna', 'Uomo', 'Bambino', 'donna'), anyValue),
  };
  const pair = fc.oneof(
    {
      arbitrary: fc.constantFrom(...KEYS).chain((key) => facetValue[key].map((v) => [key, v])),
      weight: 8,
    },
    {arbitrary: fc.tuple(fc.constantFrom(...ODD_KEYS, ...INJECTIONS), anyValue), weight: 1},
  );
  // Every parameter is escaped its own way; some lose their `=`.
  const encodedPair = fc
    .tuple(pair, encoding, fc.nat({max: 19}))
    .map(([[key, value], how, odd]) =>
      odd === 0 ? encode(key, how) : `${encode(key, how)}=${encode(value, how)}`,
    );
  // Far more values than the listing keeps (MAX_SELECTED_VALUES = 50).
  const flood = fc
    .tuple(
      fc.constantFrom('size', 'brand', 'color', 'price', 's', 'page'),
      fc.integer({min: 51, max: 400}),
    )
    .map(([key, count]) => Array.from({length: count}, (_, i) => `${key}=${i}`));
  const query = fc.oneof(
    {arbitrary: fc.array(encodedPair, {maxLength: 12}), weight: 10},
    {
      arbitrary: fc
        .tuple(fc.array(encodedPair, {maxLength: 3}), flood)
        .map(([a, b]) => [...a, ...b]),
      weight: 1,
    },
  );
  return fc
    .record({
      base: fc.constantFrom(...BASES),
      query,
      separator: fc.constantFrom('&', '&', '&', ';', '&&', '&amp;'),
      headers: baseHeaders,
      head: fc.nat({max: 15}),
    })
    .map(({base, query, separator, headers, head}) =>
      fuzzCase(base.endsWith('.data') ? 'data' : /search/.test(base) ? 'search' : 'collection', {
        method: head === 0 ? 'HEAD' : 'GET',
        target: `${base}?${query.join(separator)}`,
        headers,
      }),
    );
}
