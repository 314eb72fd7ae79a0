/** Filters: facetFilters, numericFilters and the `filters` grammar, checked record by record. */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSandbox, type TestSandbox} from './helpers';
import {allIds, ids, IT, post, rows, type Row} from './search-helpers';

let t: TestSandbox;
let all: Row[];
let vendors: string[];
beforeAll(async () => {
  t = await startTestSandbox();
  all = rows(t.sandbox.context.catalog);
  // The two most common brands, so every combination below keeps some records.
  const byCount = new Map<string, number>();
  for (const r of all) byCount.set(r.p.vendor, (byCount.get(r.p.vendor) ?? 0) + 1);
  vendors = [...byCount].sort((a, b) => b[1] - a[1]).map(([vendor]) => vendor);
});
afterAll(() => t.stop());

const where = (test: (r: Row) => boolean) => ids(all.filter(test));

describe('facetFilters', () => {
  it('ANDs the outer items and ORs a nested array', async () => {
    const [a, b] = vendors;
    const expected = where((r) => (r.p.vendor === a || r.p.vendor === b) && r.size === '40');
    expect(expected.length).toBeGreaterThan(0);
    expect(
      await allIds(t, {facetFilters: [[`vendor:${a}`, `vendor:${b}`], 'options.taglia:40']}),
    ).toEqual(expected);
  });

  it('takes a single string, JSON text, and values in any case', async () => {
    const [a] = vendors;
    const expected = where((r) => r.p.vendor === a);
    expect(await allIds(t, {facetFilters: `vendor:${a}`})).toEqual(expected);
    expect(await allIds(t, {facetFilters: JSON.stringify([`vendor:${a}`])})).toEqual(expected);
    expect(await allIds(t, {facetFilters: [`vendor:${a.toUpperCase()}`]})).toEqual(expected);
  });

  it('negates "attr:-value"; "\\-" is a literal leading dash', async () => {
    const [a] = vendors;
    expect(await allIds(t, {facetFilters: [`vendor:-${a}`]})).toEqual(
      where((r) => r.p.vendor !== a),
    );
    expect(await allIds(t, {facetFilters: [`vendor:\\-${a}`]})).toEqual([]);
  });

  it('splits at the first colon, so bucket values keep theirs', async () => {
    expect(await allIds(t, {facetFilters: ['price_range:50:100']})).toEqual(
      where((r) => r.price >= 50 && r.price < 100),
    );
  });

  it('matches any element of an array attribute and nested attributes', async () => {
    const handle = t.sandbox.context.catalog.collections[0].handle;
    const collectionId = t.sandbox.context.catalog.collections[0].id;
    expect(await allIds(t, {facetFilters: [`collections:${handle}`]})).toEqual(
      where((r) => r.p.collectionIds.includes(collectionId)),
    );
    expect(await allIds(t, {facetFilters: ['tags:COLOR:Nero']})).toEqual(
      where((r) => r.color === 'Nero'),
    );
    expect(await allIds(t, {facetFilters: [['named_tags.GENDER:Donna']]})).toEqual(
      where((r) => r.gender === 'Donna'),
    );
  });

  it('matches booleans as "true"/"false", and as 1/0 in numeric filters', async () => {
    const inStock = where((r) => r.v.quantity > 0);
    expect(inStock.length).toBeLessThan(all.length);
    expect(await allIds(t, {facetFilters: ['inventory_available:true']})).toEqual(inStock);
    expect(await allIds(t, {facetFilters: ['inventory_available:false']})).toEqual(
      where((r) => r.v.quantity === 0),
    );
    expect(await allIds(t, {numericFilters: ['inventory_available=1']})).toEqual(inStock);
  });

  it('matches nothing on an unknown attribute (and NOT of it keeps everything)', async () => {
    expect(await allIds(t, {facetFilters: ['colour:Nero']})).toEqual([]);
    expect(await allIds(t, {filters: 'NOT colour:Nero'})).toEqual(ids(all));
  });
});

describe('numericFilters', () => {
  it('ANDs a flat list and ORs a nested one, with every operator', async () => {
    expect(await allIds(t, {numericFilters: ['price>=50', 'price<=150']})).toEqual(
      where((r) => r.price >= 50 && r.price <= 150),
    );
    expect(await allIds(t, {numericFilters: [['price<40', 'price > 200']]})).toEqual(
      where((r) => r.price < 40 || r.price > 200),
    );
    const price = all[0].price;
    expect(await allIds(t, {numericFilters: [`price=${price}`]})).toEqual(
      where((r) => r.price === price),
    );
    expect(await allIds(t, {numericFilters: `price != ${price}`})).toEqual(
      where((r) => r.price !== price),
    );
    expect(await allIds(t, {numericFilters: ['price:50 TO 100']})).toEqual(
      where((r) => r.price >= 50 && r.price <= 100),
    );
  });

  it('never matches a record without the attribute', async () => {
    expect(await allIds(t, {numericFilters: ['compare_at_price>0']})).toEqual(
      where((r) => r.v.compareAtCents !== null),
    );
  });
});

describe('filters', () => {
  it('combines AND, OR groups, NOT, comparisons, ranges and quoted values', async () => {
    const [a, b] = vendors;
    const cases: Array<[string, (r: Row) => boolean]> = [
      [`vendor:"${a}" AND options.taglia:40`, (r) => r.p.vendor === a && r.size === '40'],
      [
        `inventory_available:true AND (vendor:"${a}" OR vendor:"${b}")`,
        (r) => r.v.quantity > 0 && (r.p.vendor === a || r.p.vendor === b),
      ],
      [`vendor:"${a}" OR vendor:'${b}'`, (r) => r.p.vendor === a || r.p.vendor === b],
      [`NOT vendor:"${a}" AND price > 100`, (r) => r.p.vendor !== a && r.price > 100],
      [
        'price:50 TO 100 AND NOT price = 99.9',
        (r) => r.price >= 50 && r.price <= 100 && r.price !== 99.9,
      ],
      ['price_range:100:150', (r) => r.price >= 100 && r.price < 150],
      [
        '(named_tags.COLOR:Nero OR named_tags.COLOR:Blu) AND named_tags.GENDER:Uomo',
        (r) => (r.color === 'Nero' || r.color === 'Blu') && r.gender === 'Uomo',
      ],
      // OR binds tighter than AND: Algolia's filters are always an AND of OR groups.
      [
        'named_tags.GENDER:Uomo AND named_tags.COLOR:Nero OR named_tags.COLOR:Blu',
        (r) => r.gender === 'Uomo' && (r.color === 'Nero' || r.color === 'Blu'),
      ],
      ['Sneakers', (r) => r.p.tags.includes('Sneakers')],
      ['NOT _tags:Sneakers', (r) => !r.p.tags.includes('Sneakers')],
      ['inventory_available:false', (r) => r.v.quantity === 0],
      ['grams:850', (r) => r.v.weightGrams === 850],
    ];
    for (const [filters, test] of cases)
      expect(await allIds(t, {filters}), filters).toEqual(where(test));
  });

  it('ANDs filters, facetFilters and numericFilters together', async () => {
    const [a] = vendors;
    expect(
      await allIds(t, {
        filters: 'inventory_available:true',
        facetFilters: [`vendor:${a}`],
        numericFilters: ['price>0'],
      }),
    ).toEqual(where((r) => r.v.quantity > 0 && r.p.vendor === a && r.price > 0));
  });

  it.each([
    ['vendor:Aurelio AND', /^filters: Unexpected token end of filter expected/],
    ['(vendor:Aurelio OR vendor:Brenta', /^filters: Unexpected token end of filter expected '\)'/],
    ['price > cheap', /^filters: Unexpected token 'cheap' expected number/],
    ['vendor:Aurelio vendor:Brenta', /^filters: Unexpected token 'vendor:Brenta'/],
    ['vendor:"Aurelio', /^filters: Unterminated string/],
    ['NOT (vendor:Aurelio OR vendor:Brenta)', /^filters: Unexpected token '\('/],
    ['vendor:A OR (vendor:B AND price > 5)', /^filters: Filter combination not supported/],
  ])('answers 400 for %j', async (filters, message) => {
    const {status, body} = await post(t, `/1/indexes/${IT}/query`, {filters});
    expect(status).toBe(400);
    expect(body).toEqual({message: expect.stringMatching(message), status: 400});
  });

  it.each([
    [{facetFilters: ['vendor']}, /^facetFilters: "vendor" is not an attribute:value filter/],
    [{facetFilters: [5]}, /^facetFilters: each item must be/],
    [{facetFilters: '[oops'}, /^facetFilters: invalid JSON/],
    [{numericFilters: ['price>>5']}, /^numericFilters: "price>>5" is not a numeric filter/],
    [{numericFilters: {price: 5}}, /^numericFilters must be a string or an array/],
  ])('answers 400 for bad filter arrays %j', async (params, message) => {
    const {status, body} = await post(t, `/1/indexes/${IT}/query`, params);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});
