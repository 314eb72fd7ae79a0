/** Full-text search: typo tolerance, prefix on the last word, folding, ranking and highlighting. */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Locale} from '../../sandbox/db/catalog';
import {highlight} from '../../sandbox/search/highlight';
import {startTestSandbox, type JsonBody, type TestSandbox} from './helpers';
import {
  allIds,
  ids,
  IT,
  multi,
  post,
  query,
  rows,
  splitWords,
  textMatches,
  type Row,
} from './search-helpers';

let t: TestSandbox;
let all: Row[];
beforeAll(async () => {
  t = await startTestSandbox();
  all = rows(t.sandbox.context.catalog);
});
afterAll(() => t.stop());

const matching = (q: string, locale: Locale = 'it') =>
  ids(all.filter((r) => textMatches(r, q, locale)));

/** The products (handles) of a list of records' objectIDs, sorted. */
const productsOf = (objectIDs: string[]) =>
  [...new Set(all.filter((r) => objectIDs.includes(r.objectID)).map((r) => r.p.handle))].sort();

/**
 * Each query, the rule it shows, and the products it finds in the test catalogue (the seed's
 * first TEST_PRODUCTS products, sandbox/seed/products.ts), read from the seed: an empty list is a
 * query that finds nothing.
 */
const TABLE: Array<[query: string, rule: string, products: string[]]> = [
  [
    'firenze',
    'exact word',
    [
      'decollete-firenze-bianco',
      'decollete-firenze-rosa',
      'decollete-firenze-rosso',
      'felpa-firenze-bianco',
      'felpa-firenze-blu',
      'felpa-firenze-nero',
      'felpa-firenze-verde',
    ],
  ],
  [
    'Fironze',
    'one typo in 7 letters',
    [
      'decollete-firenze-bianco',
      'decollete-firenze-rosa',
      'decollete-firenze-rosso',
      'felpa-firenze-bianco',
      'felpa-firenze-blu',
      'felpa-firenze-nero',
      'felpa-firenze-verde',
    ],
  ],
  ['Fxronxe', 'two typos in 7 letters: no match', []],
  ['Taxrmixa', 'two typos in 8 letters', ['mocassino-taormina-beige', 'sandalo-taormina-verde']],
  [
    'Strsea',
    'a swap of neighbours is one typo',
    ['stivaletto-stresa-marrone', 'stivaletto-stresa-nero', 't-shirt-stresa-bianco'],
  ],
  ['blx', 'no typo under 4 letters ("blu" is one away)', []],
  [
    'stiv',
    'prefix of the last word',
    [
      'stivale-navigli-bianco',
      'stivale-navigli-rosa',
      'stivale-panarea-rosso',
      'stivale-panarea-verde',
      'stivaletto-etna-marrone',
      'stivaletto-gubbio-rosa',
      'stivaletto-stresa-marrone',
      'stivaletto-stresa-nero',
    ],
  ],
  ['stiv ', 'no prefix once the word is complete', []],
  ['stiv bianco', 'prefix only on the last word', []],
  ['bianco stiv', 'every word must match', ['stivale-navigli-bianco']],
  [
    'DÉCOLLETÉ',
    'case and accents folded',
    [
      'decollete-brera-blu',
      'decollete-firenze-bianco',
      'decollete-firenze-rosa',
      'decollete-firenze-rosso',
    ],
  ],
  [
    '42',
    'variant title',
    [
      'mocassino-taormina-beige',
      'mocassino-volterra-bianco',
      'sandalo-filicudi-marrone',
      'sandalo-portofino-blu',
      'sneaker-dolomiti-bianco',
      'sneaker-dolomiti-rosa',
      'sneaker-zante-beige',
      'sneaker-zante-blu',
      'stivale-navigli-bianco',
      'stivale-navigli-rosa',
      'stivaletto-stresa-marrone',
      'stivaletto-stresa-nero',
    ],
  ],
  [
    'ps-000003',
    'SKU words; 6 digits allow a typo: PS-000001 … PS-000009, PS-000013, PS-000030, PS-000033 …',
    [
      'borsa-bardolino-blu',
      'camicia-noto-beige',
      'decollete-firenze-rosso',
      'felpa-urbino-grigio',
      'giacca-alghero-rosso',
      'giacca-siena-blu',
      'mocassino-volterra-bianco',
      'sandalo-filicudi-marrone',
      'sandalo-portofino-blu',
      'sneaker-filicudi-beige',
      'sneaker-parma-blu',
      'sneaker-parma-rosa',
      'sneaker-zante-beige',
      'stivaletto-etna-marrone',
      't-shirt-gubbio-bianco',
    ],
  ],
  ['corsaro mocassino', 'words in different attributes', ['mocassino-taormina-beige']],
];

describe('matching', () => {
  it.each(TABLE)('%j (%s) finds the products listed, or none', async (q, _rule, products) => {
    const found = await allIds(t, {query: q});
    // The expected outcome, read from the seeded catalogue …
    expect(productsOf(found)).toEqual(products);
    // … and, record by record, what the rules (the oracle) allow.
    expect(found).toEqual(matching(q));
  });

  it('folds accents in every market: "crna" finds the Slovenian "Črna"', async () => {
    const expected = matching('crna', 'sl');
    expect(expected.length).toBeGreaterThan(0);
    const body = await query(t, {query: 'crna', hitsPerPage: 1000}, 'passo_sl_products');
    expect(body.hits.map((h: JsonBody) => h.objectID).sort()).toEqual(expected);
    expect(body.hits[0]._highlightResult.title.value).toMatch(/<em>Črna<\/em>/);
  });
});

describe('ranking', () => {
  it('ranks exact words before prefixes, fewer typos first', async () => {
    const body = await query(t, {query: 'stivale', hitsPerPage: 1000, getRankingInfo: true});
    const kinds = body.hits.map((h: JsonBody) => h.title.split(' ')[0]);
    expect(kinds).toContain('Stivaletto');
    expect(kinds.lastIndexOf('Stivale')).toBeLessThan(kinds.indexOf('Stivaletto'));
    expect(body.hits[0]._rankingInfo).toMatchObject({nbTypos: 0, nbExactWords: 1, words: 1});
    const typo = await query(t, {query: 'fironze', hitsPerPage: 1000, getRankingInfo: true});
    const counts = typo.hits.map((h: JsonBody) => h._rankingInfo.nbTypos);
    expect(counts[0]).toBe(1);
    expect([...counts].sort()).toEqual(counts);
  });

  it('re-ranks ties of a sorted replica by relevance', async () => {
    const body = await query(t, {query: 'sti', hitsPerPage: 1000}, 'passo_it_products_price_asc');
    const prices = body.hits.map((h: JsonBody) => h.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(body.nbHits).toBe(matching('sti').length);
  });
});

describe('highlighting', () => {
  it('wraps matches in the tags given, the typed prefix only', async () => {
    const [hit] = (
      await query(t, {
        query: 'bianco stiv',
        hitsPerPage: 1,
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
      })
    ).hits;
    expect(hit._highlightResult.title).toEqual({
      value: expect.stringMatching(
        /^__ais-highlight__Stiv__\/ais-highlight__ale(tto)? \w+ __ais-highlight__Bianco__\/ais-highlight__$/,
      ),
      matchLevel: 'full',
      matchedWords: ['bianco', 'stiv'],
      fullyHighlighted: false,
    });
    expect(hit._highlightResult.vendor).toEqual({
      value: hit.vendor,
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('highlights the attributes asked for, "*" for all of them', async () => {
    const only = (
      await query(t, {query: 'bianco', hitsPerPage: 1, attributesToHighlight: ['title']})
    ).hits[0];
    expect(Object.keys(only._highlightResult)).toEqual(['title']);
    const every = (await query(t, {query: 'bianco', hitsPerPage: 1, attributesToHighlight: ['*']}))
      .hits[0];
    expect(every._highlightResult).toHaveProperty('handle');
    expect(every._highlightResult).toHaveProperty('body_html_safe');
    expect(every._highlightResult).not.toHaveProperty('price');
  });

  it('escapes HTML outside the tags', () => {
    const words = [{word: 'rock', prefix: true, accepts: new Map()}];
    expect(highlight('Rock & <Roll> "n" it\'s', words, {pre: '<em>', post: '</em>'})).toEqual({
      value: '<em>Rock</em> &amp; &lt;Roll&gt; &quot;n&quot; it&#39;s',
      matchLevel: 'full',
      matchedWords: ['rock'],
      fullyHighlighted: false,
    });
  });

  it('snippets the description around the first match', async () => {
    const [hit] = (
      await query(t, {
        query: 'firenze',
        hitsPerPage: 1,
        attributesToSnippet: ['body_html_safe:6'],
        snippetEllipsisText: '…',
      })
    ).hits;
    const snip = hit._snippetResult.body_html_safe;
    expect(snip.matchLevel).toBe('full');
    expect(snip.value).toMatch(/<em>Firenze<\/em>/);
    expect(snip.value.replace(/<\/?em>/g, '').match(/[\p{L}\p{N}]+/gu)!.length).toBe(6);
  });
});

describe('search for facet values', () => {
  const vendorsStartingWith = (prefix: string, rowsIn: Row[]) => {
    const counts = new Map<string, number>();
    for (const r of rowsIn)
      if (splitWords(r.p.vendor).some((w) => w.startsWith(prefix)))
        counts.set(r.p.vendor, (counts.get(r.p.vendor) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  };

  it('answers on both endpoints, counted over the filtered records', async () => {
    const donna = all.filter((r) => r.gender === 'Donna');
    const expected = vendorsStartingWith('f', donna).map(([value, count]) => ({value, count}));
    expect(expected.length).toBeGreaterThan(1);
    const direct = await post(t, `/1/indexes/${IT}/facets/vendor/query`, {
      params: 'facetQuery=f&filters=named_tags.GENDER%3ADonna',
    });
    expect(direct.status).toBe(200);
    expect(direct.body).toMatchObject({exhaustiveFacetsCount: true});
    expect(direct.body.facetHits.map(({value, count}: JsonBody) => ({value, count}))).toEqual(
      expected,
    );
    expect(direct.body.facetHits[0].highlighted).toMatch(/<em>F<\/em>/);
    const [viaMulti] = await multi(t, [
      {
        indexName: IT,
        type: 'facet',
        facet: 'vendor',
        facetQuery: 'f',
        filters: 'named_tags.GENDER:Donna',
        maxFacetHits: 1,
        highlightPreTag: '[',
        highlightPostTag: ']',
      },
    ]);
    expect(viaMulti.facetHits).toEqual([
      {
        value: expected[0].value,
        count: expected[0].count,
        highlighted: expect.stringMatching(/^\[F\]/),
      },
    ]);
  });

  it('refuses facets that are not searchable', async () => {
    const {status, body} = await post(t, `/1/indexes/${IT}/facets/price/query`, {facetQuery: '1'});
    expect(status).toBe(400);
    expect(body.message).toMatch(/searchable\(price\)/);
  });
});
