/**
 * The sandbox's Algolia search against the OFFICIAL clients (algoliasearch v5 lite and full,
 * search-insights), on the default 400-product catalogue: facet counts, hit counts and pages
 * must equal what the seed data says, for a grid of queries × refinements like the storefront's.
 */
import {rmSync} from 'node:fs';
import {join} from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {liteClient} from 'algoliasearch/lite';
import aa from 'search-insights';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type RunningSandbox} from '../../sandbox/main';
import {COLOURS, GENDERS} from '../../sandbox/seed/words';
import {fetchJson, tempDir, type JsonBody} from '../sandbox/helpers';
import {APP_ID, rows, SEARCH_KEY, textMatches, type Row} from '../sandbox/search-helpers';

const INDEX = 'passo_it_products';
const FACETS = ['price_range', 'options.taglia', 'vendor', 'named_tags.COLOR', 'named_tags.GENDER'];
const BASE = 'inventory_available:true AND price > 0';
const BRANDS = ['Aurelio', 'Brenta'];

let sandbox: RunningSandbox;
let dir: string;
let all: Row[];
let lite: ReturnType<typeof liteClient>;
let full: ReturnType<typeof algoliasearch>;
beforeAll(async () => {
  dir = tempDir();
  sandbox = await startSandbox({
    port: 0,
    dbPath: join(dir, 'sandbox.db'),
    products: 400,
    quiet: true,
  });
  const port = new URL(sandbox.url).port;
  const hosts = [
    {url: `127.0.0.1:${port}`, protocol: 'http' as const, accept: 'readWrite' as const},
  ];
  lite = liteClient(APP_ID, SEARCH_KEY, {hosts});
  full = algoliasearch(APP_ID, SEARCH_KEY, {hosts});
  all = rows(sandbox.context.catalog);
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dir, {recursive: true, force: true});
});

/** One storefront refinement: its request parameters, and its test on seed rows and on hits. */
interface Refinement {
  name: string;
  facetFilters: string[][];
  numericFilters: string[];
  row: (r: Row) => boolean;
  hit: (h: JsonBody) => boolean;
}

const REFINEMENTS: Refinement[] = [
  {
    name: 'size',
    facetFilters: [['options.taglia:40']],
    numericFilters: [],
    row: (r) => r.size === '40',
    hit: (h) => h.options.taglia === '40',
  },
  {
    name: 'brand',
    facetFilters: [BRANDS.map((b) => `vendor:${b}`)],
    numericFilters: [],
    row: (r) => BRANDS.includes(r.p.vendor),
    hit: (h) => BRANDS.includes(h.vendor),
  },
  {
    name: 'price',
    facetFilters: [],
    numericFilters: ['price>=50', 'price<=150'],
    row: (r) => r.price >= 50 && r.price <= 150,
    hit: (h) => h.price >= 50 && h.price <= 150,
  },
  {
    name: 'color',
    facetFilters: [['named_tags.COLOR:Nero']],
    numericFilters: [],
    row: (r) => r.color === 'Nero',
    hit: (h) => h.named_tags.COLOR === 'Nero',
  },
  {
    name: 'gender',
    facetFilters: [['named_tags.GENDER:Donna']],
    numericFilters: [],
    row: (r) => r.gender === 'Donna',
    hit: (h) => h.named_tags.GENDER === 'Donna',
  },
];

const params = (refinements: Refinement[]) => ({
  facetFilters: refinements.flatMap((f) => f.facetFilters),
  numericFilters: refinements.flatMap((f) => f.numericFilters),
});

function countBy(list: Row[], key: (r: Row) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of list) counts[key(r)] = (counts[key(r)] ?? 0) + 1;
  return counts;
}

const FACET_OF: Record<string, (r: Row) => string> = {
  price_range: (r) => {
    const bounds = [0, 50, 100, 150, 200, 300, 500];
    const k = bounds.filter((b) => r.price >= b).length - 1;
    return `${bounds[k]}:${bounds[k + 1]}`;
  },
  'options.taglia': (r) => r.size,
  vendor: (r) => r.p.vendor,
  'named_tags.COLOR': (r) => r.color,
  'named_tags.GENDER': (r) => r.gender,
};

describe('liteClient multi-queries, as InstantSearch sends them', () => {
  const grid = ['', 'sneaker', 'nero'].flatMap((query) =>
    [[], ...REFINEMENTS.map((f) => [f]), REFINEMENTS].flatMap((refinements) =>
      [true, false].map((base) => ({
        query,
        name: refinements.map((f) => f.name).join('+') || 'none',
        refinements,
        base,
      })),
    ),
  );

  it.each(grid)('query $query × $name × base filter $base', async ({query, refinements, base}) => {
    const matches = (r: Row, with_: Refinement[]) =>
      (!base || (r.v.quantity > 0 && r.price > 0)) &&
      textMatches(r, query) &&
      with_.every((f) => f.row(r));
    const kept = all.filter((r) => matches(r, refinements));
    const others = refinements.filter((f) => f.name !== 'brand');
    const filters = base ? BASE : '';
    const {results} = await lite.search<JsonBody>({
      requests: [
        {
          indexName: INDEX,
          query,
          facets: FACETS,
          filters,
          ...params(refinements),
          distinct: true,
          hitsPerPage: 24,
          maxValuesPerFacet: 1000,
          clickAnalytics: true,
        },
        // InstantSearch's disjunctive query: the brand counts without the brand refinement.
        {
          indexName: INDEX,
          query,
          facets: ['vendor'],
          filters,
          ...params(others),
          hitsPerPage: 0,
          page: 0,
          analytics: false,
          clickAnalytics: false,
          maxValuesPerFacet: 1000,
        },
      ],
    });
    const [hits, disjunctive] = results as JsonBody[];
    for (const facet of FACETS)
      expect(hits.facets[facet] ?? {}, facet).toEqual(countBy(kept, FACET_OF[facet]));
    const products = new Set(kept.map((r) => r.p.id)).size;
    expect(hits.nbHits).toBe(products);
    expect(hits.nbPages).toBe(Math.ceil(products / 24));
    expect(hits.hits).toHaveLength(Math.min(24, products));
    expect(new Set(hits.hits.map((h: JsonBody) => h.id)).size).toBe(hits.hits.length);
    expect(hits.queryID).toMatch(/^[0-9a-f]{32}$/);
    for (const hit of hits.hits) {
      for (const f of refinements) expect(f.hit(hit), `${f.name}: ${hit.objectID}`).toBe(true);
      if (base) expect(hit.inventory_available && hit.price > 0).toBe(true);
    }
    const withoutBrand = all.filter((r) => matches(r, others));
    expect(disjunctive.facets.vendor ?? {}).toEqual(countBy(withoutBrand, FACET_OF.vendor));
    expect(disjunctive.hits).toEqual([]);
  });
});

describe('facetingAfterDistinct: counts a shopper reads as products', () => {
  /** Distinct products per facet value. */
  const productsBy = (list: Row[], key: (r: Row) => string) => {
    const sets: Record<string, Set<number>> = {};
    for (const r of list) (sets[key(r)] ??= new Set()).add(r.p.id);
    return Object.fromEntries(Object.entries(sets).map(([value, ids]) => [value, ids.size]));
  };
  const PRODUCT_FACETS = ['vendor', 'named_tags.COLOR', 'named_tags.GENDER'];
  const kept = () => all.filter((r) => r.v.quantity > 0 && r.price > 0);
  const query = (facetingAfterDistinct: boolean, facets: string[]) =>
    lite
      .search<JsonBody>({
        requests: [
          {
            indexName: INDEX,
            query: '',
            facets,
            filters: BASE,
            distinct: true,
            hitsPerPage: 0,
            facetingAfterDistinct,
            maxValuesPerFacet: 1000,
          },
        ],
      })
      .then(
        ({results}) => (results[0] as JsonBody).facets as Record<string, Record<string, number>>,
      );

  it('after distinct, brand, colour and gender count products', async () => {
    const facets = await query(true, PRODUCT_FACETS);
    for (const facet of PRODUCT_FACETS)
      expect(facets[facet], facet).toEqual(productsBy(kept(), FACET_OF[facet]));
  });

  it('before distinct (the default), the same counts are variants: the flag is what changes them', async () => {
    const facets = await query(false, PRODUCT_FACETS);
    expect(facets.vendor).toEqual(countBy(kept(), FACET_OF.vendor));
    expect(facets.vendor).not.toEqual(productsBy(kept(), FACET_OF.vendor));
  });

  it('a size is a variant: counted before distinct, its counts are products', async () => {
    // One variant per size per product, so every variant of a size is another product.
    expect(countBy(kept(), FACET_OF['options.taglia'])).toEqual(
      productsBy(kept(), FACET_OF['options.taglia']),
    );
    const facets = await query(false, ['options.taglia']);
    expect(facets['options.taglia']).toEqual(productsBy(kept(), FACET_OF['options.taglia']));
  });
});

describe("each market's index speaks its language (colour, gender, collections)", () => {
  const inIndex = (indexName: string, facetFilters: string[][] = []) =>
    lite
      .search<JsonBody>({
        requests: [
          {
            indexName,
            query: '',
            facets: ['named_tags.COLOR', 'named_tags.GENDER'],
            filters: BASE,
            facetFilters,
            distinct: true,
            facetingAfterDistinct: true,
            hitsPerPage: 1000,
            maxValuesPerFacet: 1000,
          },
        ],
      })
      .then(({results}) => results[0] as JsonBody);
  /** An Italian value's translation, from the seed's own vocabulary. */
  const translate = (value: string, locale: 'sl' | 'hr') =>
    COLOURS.find((c) => c.name.it === value)?.name[locale] ??
    GENDERS[value as keyof typeof GENDERS].title[locale];
  const translated = (counts: Record<string, number>, locale: 'sl' | 'hr') =>
    Object.fromEntries(Object.entries(counts).map(([value, n]) => [translate(value, locale), n]));

  it.each(['sl', 'hr'] as const)(
    'passo_%s_products counts colours and genders in its language, as many as in Italian',
    async (locale) => {
      const [it, local] = await Promise.all([inIndex(INDEX), inIndex(`passo_${locale}_products`)]);
      expect(it.facets['named_tags.COLOR']).toHaveProperty('Bianco');
      for (const facet of ['named_tags.COLOR', 'named_tags.GENDER'])
        expect(local.facets[facet], facet).toEqual(translated(it.facets[facet], locale));
    },
  );

  it('a Slovenian value filters the Slovenian index as the Italian one filters the Italian', async () => {
    const ids = (answer: JsonBody) => answer.hits.map((h: JsonBody) => h.id).sort();
    const [it, sl] = await Promise.all([
      inIndex(INDEX, [['named_tags.COLOR:Bianco'], ['named_tags.GENDER:Donna']]),
      inIndex('passo_sl_products', [['named_tags.COLOR:Bela'], ['named_tags.GENDER:Ženske']]),
    ]);
    expect(it.nbHits).toBeGreaterThan(0);
    expect(ids(sl)).toEqual(ids(it));
    for (const hit of sl.hits) expect(hit.named_tags).toEqual({COLOR: 'Bela', GENDER: 'Ženske'});
    // The Italian value names nothing in the Slovenian index.
    expect((await inIndex('passo_sl_products', [['named_tags.COLOR:Bianco']])).nbHits).toBe(0);
  });

  it.each([
    ['it', 'sneakers', 'Sneakers'],
    ['sl', 'mocassini', 'Mokasini'],
    ['hr', 'donna-sneakers', 'Ženske tenisice'],
  ] as const)(
    'passo_%s_collections finds %s by its title in that language',
    async (locale, handle, title) => {
      const {results} = await lite.searchForHits<JsonBody>({
        requests: [{indexName: `passo_${locale}_collections`, query: title, hitsPerPage: 4}],
      });
      const [{hits}] = results;
      expect(hits[0]).toMatchObject({handle, title});
      const wanted = sandbox.context.catalog.collectionByHandle.get(handle)!;
      expect(hits[0]!.objectID).toBe(String(wanted.id));
    },
  );

  it('the full client searches a collections index too, its prefix as the shopper types', async () => {
    const answer = await full.searchSingleIndex<JsonBody>({
      indexName: 'passo_sl_collections',
      searchParams: {query: 'superg', hitsPerPage: 20},
    });
    const titles = answer.hits.map((h) => h.title as string);
    expect(titles).toEqual(expect.arrayContaining(['Superge', 'Ženske superge', 'Moške superge']));
    for (const title of titles) expect(title.toLowerCase()).toContain('superge');
    expect(answer.hits[0]!._highlightResult).toHaveProperty('title');
  });
});

describe('replicas', () => {
  const collator = new Intl.Collator('it');
  it.each([
    ['price_asc', (a: JsonBody, b: JsonBody) => a.price - b.price],
    ['price_desc', (a: JsonBody, b: JsonBody) => b.price - a.price],
    ['title_asc', (a: JsonBody, b: JsonBody) => collator.compare(a.title, b.title)],
    ['title_desc', (a: JsonBody, b: JsonBody) => collator.compare(b.title, a.title)],
  ])('%s sorts the whole result set', async (suffix, compare) => {
    const response = await lite.searchForHits<JsonBody>({
      requests: [
        {indexName: `${INDEX}_${suffix}`, filters: BASE, distinct: true, hitsPerPage: 1000},
      ],
    });
    const [{hits, nbHits}] = response.results;
    expect(nbHits).toBe(new Set(all.filter((r) => r.v.quantity > 0).map((r) => r.p.id)).size);
    expect(hits).toHaveLength(nbHits ?? -1);
    for (let k = 1; k < hits.length; k++)
      expect(compare(hits[k - 1], hits[k])).toBeLessThanOrEqual(0);
  });
});

describe('the full client', () => {
  it('searchSingleIndex agrees with the seed', async () => {
    const answer = await full.searchSingleIndex<JsonBody>({
      indexName: INDEX,
      searchParams: {query: 'sneaker', facets: ['vendor'], filters: BASE, hitsPerPage: 5},
    });
    const kept = all.filter((r) => r.v.quantity > 0 && textMatches(r, 'sneaker'));
    expect(answer.nbHits).toBe(kept.length);
    expect(answer.facets!.vendor).toEqual(countBy(kept, FACET_OF.vendor));
    expect(answer.hits[0]._highlightResult).toHaveProperty('title');
  });

  it('searchForFacetValues counts the matching brands', async () => {
    const answer = await full.searchForFacetValues({
      indexName: INDEX,
      facetName: 'vendor',
      searchForFacetValuesRequest: {facetQuery: 'a', maxFacetHits: 100},
    });
    const counts = countBy(all, FACET_OF.vendor);
    const expected = Object.entries(counts)
      .filter(([vendor]) => vendor.split(' ').some((w) => w.toLowerCase().startsWith('a')))
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
      .map(([value, count]) => ({value, count}));
    expect(answer.facetHits.map(({value, count}) => ({value, count}))).toEqual(expected);
  });
});

describe('search-insights', () => {
  it('sends click, conversion and view events that the sandbox records', async () => {
    aa('init', {appId: APP_ID, apiKey: SEARCH_KEY, host: sandbox.url, userToken: 'contract-user'});
    const [first] = all;
    aa('clickedObjectIDsAfterSearch', {
      index: INDEX,
      eventName: 'Hit Clicked',
      queryID: 'a'.repeat(32),
      objectIDs: [first.objectID],
      positions: [1],
    });
    aa('convertedObjectIDs', {
      index: INDEX,
      eventName: 'Added To Cart',
      objectIDs: [first.objectID],
    });
    aa('viewedObjectIDs', {index: INDEX, eventName: 'Hits Viewed', objectIDs: [first.objectID]});
    const url = `${sandbox.url}/sandbox/api/tracking?source=insights&visit=contract-user`;
    let events: JsonBody[] = [];
    for (let tries = 0; tries < 50 && events.length < 3; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      events = (await fetchJson(url)).body.events;
    }
    expect(events.map((e) => e.name).sort()).toEqual([
      'Added To Cart',
      'Hit Clicked',
      'Hits Viewed',
    ]);
    expect(events.find((e) => e.name === 'Hit Clicked').payload).toMatchObject({
      eventType: 'click',
      index: INDEX,
      userToken: 'contract-user',
      queryID: 'a'.repeat(32),
      objectIDs: [first.objectID],
      positions: [1],
    });
  });
});
