/**
 * The listing's search requests (docs/product.md#search-service), in the shape algoliasearch v5
 * lite's `search({requests})` takes for Algolia's multi-query endpoint, as InstantSearch would
 * send them (one hits query, then per refined facet one with `hitsPerPage: 0`, `page: 0` and no
 * analytics), and the facet counts read back from the results.
 *
 * Facets are disjunctive: values of one facet are ORed, facets are ANDed. So that a facet still
 * offers its other values once one is selected, each refined facet gets its own query without
 * its own filter, and its counts come from that query.
 */
import {FACETS, type Facet, type FacetParam} from './facets';
import type {ListingState} from './listing-state';
import {indexForSort} from './sort';

/** Only products in stock and with a price are ever listed (docs/product.md#search-filter). */
export const BASE_FILTER = 'inventory_available:true AND price > 0';

/** Results come 24 per page (docs/product.md#pagination). */
export const HITS_PER_PAGE = 24;

/** Algolia's default, asked for explicitly: a facet lists at most this many values. */
const MAX_VALUES_PER_FACET = 100;

const HIGHLIGHT_PRE_TAG = '<mark>';
const HIGHLIGHT_POST_TAG = '</mark>';

export interface ListingRequestOptions {
  /** The base index; the sort picks its replica. */
  indexName: string;
  /** On a collection page, only that collection's products. */
  collectionHandle?: string;
  userToken?: string;
  hitsPerPage?: number;
}

export interface ListingRequest {
  indexName: string;
  query: string;
  facets: string[];
  /** Outer items are ANDed, each inner group is ORed. */
  facetFilters: string[][];
  filters: string;
  distinct: boolean;
  /** Facet counts over one record per product (the one distinct keeps), not every variant. */
  facetingAfterDistinct: boolean;
  hitsPerPage: number;
  /** 0-based, unlike the URL's page. */
  page: number;
  maxValuesPerFacet: number;
  clickAnalytics: boolean;
  analytics?: false;
  userToken?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

/** The part of a search result this module reads. */
export interface FacetCountsResult {
  facets?: Record<string, Record<string, number>>;
}

export type FacetCounts = Record<FacetParam, Record<string, number>>;

/** A leading '-' would make the filter an exclusion; the rest of a value, colons included, is literal. */
function escapeFacetValue(value: string): string {
  return value.replace(/^-/, '\\-');
}

/** Inside a quoted filter value only the quote and the backslash are special. */
function quoteFilterValue(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

function refinedFacets(state: ListingState): Facet[] {
  return FACETS.filter(({param}) => state.refinements[param].length > 0);
}

/**
 * A shopper reads a facet's counts as products (docs/product.md#facet-values). The index holds a
 * record per variant. Brand, colour, gender and price are the product's, so they are counted after
 * distinct, one record per product. A size is the variant's own, and a product has one variant per
 * size, so sizes are counted over every variant: after distinct they would count only each
 * product's best-ranked size.
 */
const VARIANT_FACETS: ReadonlySet<FacetParam> = new Set(['size']);

/** Facets counted by a query of their own: refined ones (disjunctive) and the variant's. */
function ownQueryFacets(state: ListingState): Facet[] {
  const refined = refinedFacets(state);
  return FACETS.filter((facet) => refined.includes(facet) || VARIANT_FACETS.has(facet.param));
}

function facetFilters(state: ListingState, without?: Facet): string[][] {
  return refinedFacets(state)
    .filter((facet) => facet !== without)
    .map(({param, attribute}) =>
      state.refinements[param].map((value) => `${attribute}:${escapeFacetValue(value)}`),
    );
}

/**
 * The `requests` of one listing search: the hits query first (with the product facets' counts),
 * then one query per refined or per-variant facet (in facet order) for that facet's counts.
 */
export function listingRequests(
  state: ListingState,
  {indexName, collectionHandle, userToken, hitsPerPage = HITS_PER_PAGE}: ListingRequestOptions,
): ListingRequest[] {
  const shared = {
    indexName: indexForSort(indexName, state.sort),
    query: state.query,
    filters: collectionHandle
      ? `${BASE_FILTER} AND collections:${quoteFilterValue(collectionHandle)}`
      : BASE_FILTER,
    // The index holds one record per variant; a product is listed once.
    distinct: true,
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    ...(userToken ? {userToken} : {}),
  };
  const hits: ListingRequest = {
    ...shared,
    facets: FACETS.filter(({param}) => !VARIANT_FACETS.has(param)).map(({attribute}) => attribute),
    facetFilters: facetFilters(state),
    facetingAfterDistinct: true,
    hitsPerPage,
    page: state.page - 1,
    // The results then carry the queryID that search-insights events refer to.
    clickAnalytics: true,
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
  };
  const counts = ownQueryFacets(state).map((facet): ListingRequest => ({
    ...shared,
    facets: [facet.attribute],
    facetFilters: facetFilters(state, facet),
    facetingAfterDistinct: !VARIANT_FACETS.has(facet.param),
    hitsPerPage: 0,
    page: 0,
    // Count-only queries are not searches the shopper made.
    analytics: false,
    clickAnalytics: false,
  }));
  return [hits, ...counts];
}

/**
 * Each facet's value counts: a refined or per-variant facet's from its own query, the others from the hits
 * query. `results` are in the order of `listingRequests(state, …)`.
 */
export function mergeFacetCounts(
  state: ListingState,
  results: readonly FacetCountsResult[],
): FacetCounts {
  const own = ownQueryFacets(state);
  const counts = {} as FacetCounts;
  for (const facet of FACETS) {
    const ownIndex = own.indexOf(facet);
    const result = ownIndex === -1 ? results[0] : results[ownIndex + 1];
    counts[facet.param] = result?.facets?.[facet.attribute] ?? {};
  }
  return counts;
}
