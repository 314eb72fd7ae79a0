import type {SearchMethodParams} from 'algoliasearch/lite';
import {describe, expect, it} from 'vitest';
import {
  BASE_FILTER,
  HITS_PER_PAGE,
  listingRequests,
  mergeFacetCounts,
  type ListingRequest,
} from '~/lib/search/algolia-params';
import {parseListingState} from '~/lib/search/listing-state';

const INDEX = 'shopify_products';
/** The product's facets, counted by the hits query after distinct. */
const PRODUCT_ATTRIBUTES = ['price_range', 'vendor', 'named_tags.COLOR', 'named_tags.GENDER'];

const requestsFor = (
  search: string,
  options: Partial<Parameters<typeof listingRequests>[1]> = {},
) => listingRequests(parseListingState(search), {indexName: INDEX, ...options});

describe('listingRequests: the hits query', () => {
  it('asks for the first page, 24 hits, an empty query and the product facets by default', () => {
    const requests = requestsFor('', {userToken: 'anonymous-1'});
    expect(requests[0]).toEqual<ListingRequest>({
      indexName: INDEX,
      query: '',
      facets: PRODUCT_ATTRIBUTES,
      facetFilters: [],
      filters: 'inventory_available:true AND price > 0',
      distinct: true,
      facetingAfterDistinct: true,
      hitsPerPage: 24,
      page: 0,
      maxValuesPerFacet: 100,
      clickAnalytics: true,
      userToken: 'anonymous-1',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(HITS_PER_PAGE).toBe(24);
  });

  it('is the body algoliasearch lite search() takes', () => {
    const body: SearchMethodParams = {requests: requestsFor('brand=Nike&s=x')};
    expect(body.requests).toHaveLength(3);
  });

  it('sends the 1-based URL page as a 0-based page, with the chosen page size', () => {
    const [hits] = requestsFor('page=3', {hitsPerPage: 48});
    expect(hits).toMatchObject({page: 2, hitsPerPage: 48});
    expect(requestsFor('page=99999')[0].page).toBe(99998);
  });

  it('uses the sort replica as the index', () => {
    expect(requestsFor('sort=price_desc')[0].indexName).toBe('shopify_products_price_desc');
    expect(requestsFor('sort=bogus')[0].indexName).toBe(INDEX);
  });

  it('carries the query and leaves out an empty user token', () => {
    const [hits] = requestsFor('s=scarpe+rosse', {userToken: ''});
    expect(hits.query).toBe('scarpe rosse');
    expect(hits).not.toHaveProperty('userToken');
  });

  it('ORs the values of one facet and ANDs the facets, in facet order', () => {
    const [hits] = requestsFor('gender=Donna&brand=Nike&brand=Adidas&price=50%3A100');
    expect(hits.facetFilters).toEqual([
      ['price_range:50:100'],
      ['vendor:Nike', 'vendor:Adidas'],
      ['named_tags.GENDER:Donna'],
    ]);
  });

  it("escapes a leading '-' so a value is never read as an exclusion", () => {
    const [hits] = requestsFor(`brand=-Nike&color=${encodeURIComponent('Blu-Nero')}`);
    expect(hits.facetFilters).toEqual([['vendor:\\-Nike'], ['named_tags.COLOR:Blu-Nero']]);
  });

  it('passes colons and quotes inside values through unchanged', () => {
    const search = `brand=${encodeURIComponent('Levi\'s "501"')}&size=${encodeURIComponent('EU:42')}`;
    expect(requestsFor(search)[0].facetFilters).toEqual([
      ['options.taglia:EU:42'],
      ['vendor:Levi\'s "501"'],
    ]);
  });
});

describe('listingRequests: filters (docs/product.md#search-filter)', () => {
  it('filters in-stock products with a price on every request', () => {
    const requests = requestsFor('brand=Nike&size=42&color=Nero&price=0%3A50&gender=Uomo');
    expect(requests).toHaveLength(6);
    expect(requestsFor('brand=Nike')).toHaveLength(3);
    for (const request of requests) expect(request.filters).toBe(BASE_FILTER);
    expect(BASE_FILTER).toBe('inventory_available:true AND price > 0');
  });

  it('adds the collection on a collection page, on every request', () => {
    const requests = requestsFor('brand=Nike', {collectionHandle: 'scarpe-uomo'});
    for (const request of requests) {
      expect(request.filters).toBe(
        'inventory_available:true AND price > 0 AND collections:"scarpe-uomo"',
      );
    }
  });

  it('escapes quotes and backslashes in the collection handle', () => {
    const [hits] = requestsFor('', {collectionHandle: 'a"b\\c'});
    expect(hits.filters).toBe(
      'inventory_available:true AND price > 0 AND collections:"a\\"b\\\\c"',
    );
  });
});

describe('listingRequests: disjunctive facet queries', () => {
  it('adds one count query per refined facet, without that facet own filter, and the sizes', () => {
    const [, ...counts] = requestsFor(
      's=run&brand=Nike&brand=Adidas&size=42&sort=title_asc&page=4',
      {userToken: 'u1', collectionHandle: 'sale'},
    );
    const shared = {
      indexName: 'shopify_products_title_asc',
      query: 'run',
      filters: `${BASE_FILTER} AND collections:"sale"`,
      distinct: true,
      maxValuesPerFacet: 100,
      userToken: 'u1',
      hitsPerPage: 0,
      page: 0,
      analytics: false,
      clickAnalytics: false,
    } satisfies Partial<ListingRequest>;
    expect(counts).toEqual<ListingRequest[]>([
      {
        ...shared,
        facets: ['options.taglia'],
        facetFilters: [['vendor:Nike', 'vendor:Adidas']],
        facetingAfterDistinct: false,
      },
      {
        ...shared,
        facets: ['vendor'],
        facetFilters: [['options.taglia:42']],
        facetingAfterDistinct: true,
      },
    ]);
  });

  it('counts sizes over every variant, in a query of their own even when no size is chosen', () => {
    // A product has one variant per size: those counts are products. After distinct they would
    // count only each product's best-ranked size.
    const [hits, ...counts] = requestsFor('s=x&sort=price_asc&page=2');
    expect(hits.facets).not.toContain('options.taglia');
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatchObject({
      facets: ['options.taglia'],
      facetFilters: [],
      facetingAfterDistinct: false,
      hitsPerPage: 0,
    });
  });
});

describe('mergeFacetCounts', () => {
  it("takes a refined facet's counts from its own query and the others from the hits", () => {
    const state = parseListingState('brand=Nike&color=Nero');
    const hits = {
      facets: {
        price_range: {'0:50': 3},
        'options.taglia': {'42': 2},
        vendor: {Nike: 4},
        'named_tags.COLOR': {Nero: 4},
      },
    };
    const sizeCounts = {facets: {'options.taglia': {'42': 2, '43': 1}}};
    const brandCounts = {facets: {vendor: {Nike: 4, Adidas: 7}}};
    const colorCounts = {facets: {'named_tags.COLOR': {Nero: 4, Blu: 2}}};
    expect(mergeFacetCounts(state, [hits, sizeCounts, brandCounts, colorCounts])).toEqual({
      price: {'0:50': 3},
      size: {'42': 2, '43': 1},
      brand: {Nike: 4, Adidas: 7},
      color: {Nero: 4, Blu: 2},
      gender: {},
    });
  });

  it('gives empty counts for missing results or facets', () => {
    const state = parseListingState('gender=Donna');
    expect(mergeFacetCounts(state, [{}])).toEqual({
      price: {},
      size: {},
      brand: {},
      color: {},
      gender: {},
    });
  });
});
