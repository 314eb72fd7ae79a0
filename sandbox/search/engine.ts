/**
 * One search query, Algolia-style: text match ∩ filters → facet counts over the kept records (or,
 * with `facetingAfterDistinct`, over those distinct keeps) → the requested page in index order
 * (relevance or replica sort, distinct) → hits with highlighting. It changes nothing but caches
 * and the store's scratch arrays.
 */
import {randomBytes} from 'node:crypto';
import {andInto, emptyBits, listBits, setBit, type Bits} from './bitset';
import {compileFilters} from './filters/compile';
import {countFacets} from './facet-counts';
import {countDistinct, pageRecords} from './hits';
import {hitFormatter} from './hit-format';
import type {TextMatch} from './match';
import type {IndexName} from './names';
import type {SearchParams} from './params';
import type {StockSnapshot} from './stock';
import type {SearchStore} from './store';

/** Algolia's `paginationLimitedTo`: no hit past the 1000th is ever returned. */
const PAGINATION_LIMIT = 1000;

export interface QueryContext {
  store: SearchStore;
  stock: StockSnapshot;
  publicUrl: string;
}

/** The records a query keeps (text and filters), listed ascending in the store's scratch. */
export function keptRecords(
  {store, stock}: QueryContext,
  index: IndexName,
  params: SearchParams,
): {text?: TextMatch; bits: Bits; count: number} {
  // Building a market's vocabulary waits for its first query with words.
  const text = /[\p{L}\p{N}]/u.test(params.query)
    ? store.text(index.locale).match(params.query)
    : undefined;
  const filtered = store.filters(index.locale).evaluate(compileFilters(params), stock);
  let bits = filtered ?? store.all;
  if (text) {
    bits = textBits(store.columns.size, text);
    if (filtered) andInto(bits, filtered);
  }
  return {text, bits, count: listBits(bits, store.scratch.selected)};
}

export function search(context: QueryContext, index: IndexName, params: SearchParams) {
  const started = performance.now();
  const {store, stock} = context;
  const {columns, scratch} = store;
  const {text, bits, count} = keptRecords(context, index, params);
  const {hitsPerPage, page, distinct} = params;
  const nbHits = distinct ? countDistinct(columns, scratch.selected, count, distinct) : count;
  if (text) text.records.forEach((r, k) => (scratch.levelOf[r] = text.levels[k]));
  const order = store.order(index);
  const facetColumns = columns.facets[index.locale];
  const facetAttributes = params.facets.includes('*') ? [...facetColumns.keys()] : params.facets;
  // After distinct, as Algolia: only the records distinct keeps (the best-ranked per product).
  const counted =
    params.facetingAfterDistinct && distinct
      ? Int32Array.from(
          pageRecords(columns, scratch, {order, bits, text, distinct, start: 0, count: nbHits}),
        )
      : scratch.selected.subarray(0, count);
  const facets = facetAttributes.length
    ? countFacets(
        columns,
        facetColumns,
        facetAttributes,
        counted,
        counted.length,
        params.maxValuesPerFacet,
        stock,
      )
    : undefined;

  const start = page * hitsPerPage;
  let records: number[] = [];
  if (hitsPerPage > 0 && start < PAGINATION_LIMIT) {
    records = pageRecords(columns, scratch, {
      order,
      bits,
      text,
      distinct,
      start,
      count: Math.min(hitsPerPage, PAGINATION_LIMIT - start),
    });
  }
  const hits = records.map(hitFormatter(store, index.locale, context.publicUrl, params, text));
  const visible = Math.min(nbHits, PAGINATION_LIMIT);
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(visible / hitsPerPage) : 0,
    hitsPerPage,
    ...(facets ? {facets: facets.facets} : {}),
    ...(facets && Object.keys(facets.stats).length ? {facets_stats: facets.stats} : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: {facetsCount: true, nbHits: true, typo: true},
    query: params.query,
    params: params.echo,
    index: index.name,
    ...(params.clickAnalytics ? {queryID: randomBytes(16).toString('hex')} : {}),
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
}

/** Bits of the text match's records; a fresh set the caller may modify. */
function textBits(size: number, text: TextMatch): Bits {
  const bits = emptyBits(size);
  for (const r of text.records) setBit(bits, r);
  return bits;
}
