/** Search answers: facets and stats, distinct, pagination, replicas, the legacy params string. */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSandbox, type JsonBody, type TestSandbox} from './helpers';
import {IT, multi, query, rows, type Row} from './search-helpers';

let t: TestSandbox;
let all: Row[];
beforeAll(async () => {
  t = await startTestSandbox();
  all = rows(t.sandbox.context.catalog);
});
afterAll(() => t.stop());

function countBy(list: Row[], key: (r: Row) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of list) counts[key(r)] = (counts[key(r)] ?? 0) + 1;
  return counts;
}

const productsIn = (list: Row[]) => new Set(list.map((r) => r.p.id)).size;

describe('facets', () => {
  it('counts every record the query keeps (before distinct), with numeric stats', async () => {
    const kept = all.filter((r) => r.v.quantity > 0);
    const body = await query(t, {
      filters: 'inventory_available:true',
      facets: ['vendor', 'options.taglia', 'named_tags.COLOR', 'named_tags.GENDER', 'price'],
      distinct: true,
      hitsPerPage: 0,
      maxValuesPerFacet: 1000,
    });
    expect(body.nbHits).toBe(productsIn(kept));
    expect(body.facets.vendor).toEqual(countBy(kept, (r) => r.p.vendor));
    expect(body.facets['options.taglia']).toEqual(countBy(kept, (r) => r.size));
    expect(body.facets['named_tags.COLOR']).toEqual(countBy(kept, (r) => r.color));
    expect(body.facets['named_tags.GENDER']).toEqual(countBy(kept, (r) => r.gender));
    expect(body.facets.price).toEqual(countBy(kept, (r) => String(r.price)));
    const prices = kept.map((r) => r.price);
    const sum = prices.reduce((a, b) => a + b, 0);
    expect(body.facets_stats.price).toEqual({
      min: Math.min(...prices),
      max: Math.max(...prices),
      avg: Math.round((sum / prices.length) * 100) / 100,
      sum: Math.round(sum * 100) / 100,
    });
  });

  it('keeps the maxValuesPerFacet most frequent values, ties by value', async () => {
    const counts = countBy(all, (r) => r.p.vendor);
    const expected = Object.entries(counts)
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
      .slice(0, 3);
    const body = await query(t, {facets: 'vendor', maxValuesPerFacet: 3, hitsPerPage: 0});
    expect(body.facets.vendor).toEqual(Object.fromEntries(expected));
  });

  it('answers "*" with every facetable attribute and ignores non-facets', async () => {
    const body = await query(t, {facets: ['*'], hitsPerPage: 0});
    expect(Object.keys(body.facets)).toEqual(
      expect.arrayContaining([
        'vendor',
        'product_type',
        'price_range',
        'options.taglia',
        'named_tags.COLOR',
        'named_tags.GENDER',
        'tags',
        'collections',
        'inventory_available',
        'price',
      ]),
    );
    expect(body.facets.price_range).toEqual(
      countBy(all, (r) => {
        const bounds = [0, 50, 100, 150, 200, 300, 500];
        const k = bounds.filter((b) => r.price >= b).length - 1;
        return `${bounds[k]}:${bounds[k + 1]}`;
      }),
    );
    expect((await query(t, {facets: ['title'], hitsPerPage: 0})).facets).toEqual({});
  });
});

describe('distinct and pagination', () => {
  it('groups variants by product, keeping the best-ranked one', async () => {
    const body = await query(t, {distinct: true, hitsPerPage: 1000});
    expect(body.nbHits).toBe(all.length > 0 ? productsIn(all) : 0);
    const productIds = body.hits.map((h: JsonBody) => h.id);
    expect(new Set(productIds).size).toBe(productIds.length);
    // Without a query, the best-ranked variant is the first one (lowest objectID).
    for (const hit of body.hits)
      expect(hit.objectID).toBe(String(all.find((r) => r.p.id === hit.id)!.v.id));
    const two = await query(t, {distinct: 2, hitsPerPage: 1000});
    expect(two.nbHits).toBe(all.filter((r) => r.p.variants.indexOf(r.v) < 2).length);
  });

  it('pages 0-based with nbPages = ceil(nbHits / hitsPerPage), capped at 1000 hits', async () => {
    const first = await query(t, {hitsPerPage: 7, distinct: true});
    const second = await query(t, {hitsPerPage: 7, distinct: true, page: 1});
    const products = productsIn(all);
    expect(first).toMatchObject({page: 0, hitsPerPage: 7, nbHits: products});
    expect(first.nbPages).toBe(Math.ceil(products / 7));
    expect(second.page).toBe(1);
    const seen = [...first.hits, ...second.hits].map((h: JsonBody) => h.id);
    expect(new Set(seen).size).toBe(14);
    const beyond = await query(t, {hitsPerPage: 7, distinct: true, page: first.nbPages});
    expect(beyond.hits).toEqual([]);
    const records = await query(t, {hitsPerPage: 100});
    expect(records.nbHits).toBe(all.length);
    expect(records.nbPages).toBe(Math.ceil(Math.min(all.length, 1000) / 100));
    expect((await query(t, {})).hitsPerPage).toBe(20);
  });
});

describe('answer shape', () => {
  it('echoes the query, params and index; queryID only with clickAnalytics', async () => {
    const body = await query(t, {query: '', hitsPerPage: 1, clickAnalytics: true});
    expect(body).toMatchObject({
      query: '',
      params: 'query=&hitsPerPage=1&clickAnalytics=true',
      index: IT,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: {nbHits: true, facetsCount: true},
    });
    expect(body.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(body.processingTimeMS).toEqual(expect.any(Number));
    expect(body).not.toHaveProperty('_automaticInsights');
    expect(await query(t, {hitsPerPage: 1})).not.toHaveProperty('queryID');
  });

  it('returns connector records and honours attributesToRetrieve', async () => {
    const [hit] = (await query(t, {hitsPerPage: 1})).hits;
    const r = all.find((row) => row.objectID === hit.objectID)!;
    expect(hit).toMatchObject({
      id: r.p.id,
      title: r.p.title.it,
      handle: r.p.handle,
      vendor: r.p.vendor,
      sku: r.v.sku,
      price: r.price,
      options: {taglia: r.size},
      option_names: ['taglia'],
      named_tags: {COLOR: r.color, GENDER: r.gender},
      inventory_available: r.v.quantity > 0,
      inventory_quantity: r.v.quantity,
      body_html_safe: expect.not.stringContaining('<'),
    });
    expect(hit.image).toMatch(new RegExp(`^${t.url}/cdn/shop/files/.+\\.jpg\\?v=1$`));
    const [slim] = (await query(t, {hitsPerPage: 1, attributesToRetrieve: ['title', 'price']}))
      .hits;
    expect(Object.keys(slim).sort()).toEqual(['_highlightResult', 'objectID', 'price', 'title']);
    const [most] = (
      await query(t, {hitsPerPage: 1, attributesToRetrieve: ['*', '-body_html_safe']})
    ).hits;
    expect(most).not.toHaveProperty('body_html_safe');
    expect(most).toHaveProperty('vendor');
  });

  it('reads the legacy URL-encoded params string, arrays JSON-encoded', async () => {
    const params = new URLSearchParams({
      query: '',
      hitsPerPage: '5',
      facets: JSON.stringify(['vendor']),
      facetFilters: JSON.stringify([['named_tags.GENDER:Donna']]),
      distinct: 'true',
    }).toString();
    const [legacy, objectForm] = await multi(t, [
      {indexName: IT, params},
      {
        indexName: IT,
        hitsPerPage: 5,
        facets: ['vendor'],
        facetFilters: [['named_tags.GENDER:Donna']],
        distinct: true,
      },
    ]);
    expect(legacy.params).toBe(params);
    expect(legacy.nbHits).toBe(productsIn(all.filter((r) => r.gender === 'Donna')));
    expect({...legacy, params: '', processingTimeMS: 0}).toEqual({
      ...objectForm,
      params: '',
      processingTimeMS: 0,
    });
  });
});

describe('replicas', () => {
  const collator = new Intl.Collator('sl');
  it.each([
    ['price_asc', (a: JsonBody, b: JsonBody) => a.price - b.price],
    ['price_desc', (a: JsonBody, b: JsonBody) => b.price - a.price],
    ['title_asc', (a: JsonBody, b: JsonBody) => collator.compare(a.title, b.title)],
    ['title_desc', (a: JsonBody, b: JsonBody) => collator.compare(b.title, a.title)],
  ])('passo_sl_products_%s sorts every record by its key', async (suffix, compare) => {
    const index = `passo_sl_products_${suffix}`;
    const body = await query(t, {hitsPerPage: 1000}, index);
    expect(body.index).toBe(index);
    expect(body.nbHits).toBe(all.length);
    // Ties: the custom ranking (most ordered first), then objectID.
    const ranked = (a: JsonBody, b: JsonBody) =>
      compare(a, b) ||
      b.recently_ordered_count - a.recently_ordered_count ||
      (a.objectID < b.objectID ? -1 : 1);
    for (let k = 1; k < body.hits.length; k++)
      expect(ranked(body.hits[k - 1], body.hits[k])).toBeLessThan(0);
  });
});
