/**
 * `search` and `predictiveSearch` as Hydrogen's skeleton storefront sends them (its search route's
 * regular and predictive documents), answers checked against the 2025-07 schema.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSandbox, type JsonBody, type TestSandbox} from './helpers';
import {ok} from './schema-checked';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

const REGULAR = `query RegularSearch($language: LanguageCode, $first: Int, $endCursor: String,
  $term: String!) @inContext(language: $language) {
  articles: search(query: $term, types: [ARTICLE], first: $first) {
    nodes { ... on Article { __typename handle id title trackingParameters } } }
  pages: search(query: $term, types: [PAGE], first: $first) {
    nodes { ... on Page { __typename handle id title trackingParameters } } }
  products: search(after: $endCursor, first: $first, query: $term, sortKey: RELEVANCE,
    types: [PRODUCT], unavailableProducts: HIDE) {
    totalCount
    nodes { ... on Product { __typename handle id title vendor publishedAt trackingParameters
      variants(first: 1) { nodes { id image { url altText width height } price { amount currencyCode }
        compareAtPrice { amount currencyCode } selectedOptions { name value }
        product { handle title } } } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;

const PREDICTIVE = `query PredictiveSearch($language: LanguageCode, $limit: Int!,
  $limitScope: PredictiveSearchLimitScope!, $term: String!, $types: [PredictiveSearchType!])
  @inContext(language: $language) {
  predictiveSearch(limit: $limit, limitScope: $limitScope, query: $term, types: $types) {
    articles { __typename id title handle blog { handle } image { url altText width height } trackingParameters }
    collections { __typename id title handle image { url altText width height } trackingParameters }
    pages { __typename id title handle trackingParameters }
    products { __typename id title handle trackingParameters
      variants(first: 1) { nodes { id image { url altText width height } price { amount currencyCode } } } }
    queries { __typename text styledText trackingParameters } } }`;

describe('search', () => {
  it('finds available products, pages and articles for a term, paginated by cursor', async () => {
    const product = t.sandbox.context.catalog.products.find((p) =>
      p.variants.some((v) => v.quantity > 0),
    )!;
    const term = product.vendor;
    const first = await ok(t, REGULAR, {term, first: 2, language: 'IT'});
    expect(first.products.nodes.length).toBeGreaterThan(0);
    for (const node of first.products.nodes) expect(node.vendor).toBe(term);
    const total = first.products.totalCount;
    if (total > 2) {
      expect(first.products.pageInfo.hasNextPage).toBe(true);
      const next = await ok(t, REGULAR, {
        term,
        first: 2,
        language: 'IT',
        endCursor: first.products.pageInfo.endCursor,
      });
      expect(next.products.nodes[0].handle).not.toBe(first.products.nodes[0].handle);
      expect(next.products.pageInfo.hasPreviousPage).toBe(true);
    }
    const legal = await ok(t, REGULAR, {term: 'REA', first: 5, language: 'IT'});
    expect(legal.pages.nodes.map((p: JsonBody) => p.handle)).toEqual(['legal-notice']);
    const journal = await ok(t, REGULAR, {term: 'velikost', first: 5, language: 'SL'});
    expect(journal.articles.nodes.map((a: JsonBody) => a.handle)).toEqual(['guida-alle-taglie']);
  });

  it('hides products that cannot be bought with HIDE, and lists them last by default', async () => {
    const soldOut = t.sandbox.context.catalog.products.find((p) =>
      p.variants.every((v) => v.quantity === 0),
    );
    if (!soldOut) return;
    const hidden = await ok(t, REGULAR, {term: `handle:${soldOut.handle}`, first: 5});
    expect(hidden.products.nodes).toEqual([]);
    const shown = await ok(
      t,
      'query S($q: String!) { search(query: $q, first: 5, types: [PRODUCT]) { nodes { ... on Product { handle } } } }',
      {q: `handle:${soldOut.handle}`},
    );
    expect(shown.search.nodes).toEqual([{handle: soldOut.handle}]);
  });
});

describe('predictiveSearch', () => {
  it('suggests collections, products and queries for a prefix, each list within the limit', async () => {
    const data = await ok(t, PREDICTIVE, {
      term: 'donn',
      limit: 3,
      limitScope: 'EACH',
      language: 'IT',
    });
    const result = data.predictiveSearch;
    expect(result.collections.map((c: JsonBody) => c.handle)).toContain('donna');
    for (const key of ['articles', 'collections', 'pages', 'products', 'queries'])
      expect(result[key].length, key).toBeLessThanOrEqual(3);
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.queries[0].styledText).toMatch(/<mark>donn<\/mark>/i);
  });

  it('keeps to the types asked for and, with ALL, to the limit in total', async () => {
    const data = await ok(t, PREDICTIVE, {
      term: 'scarpe',
      limit: 2,
      limitScope: 'ALL',
      types: ['ARTICLE', 'PAGE'],
      language: 'IT',
    });
    const {articles, pages, products, collections, queries} = data.predictiveSearch;
    expect([products, collections, queries]).toEqual([[], [], []]);
    expect(articles.length + pages.length).toBeLessThanOrEqual(2);
    expect(articles[0]).toMatchObject({blog: {handle: 'journal'}});
  });
});
