/**
 * The listing's sort options (docs/product.md#sort): each sorts by switching to an index whose
 * name is the base index plus a suffix.
 *
 * The chosen sort travels in the URL parameter `sort`. The listing's documented parameters
 * (docs/product.md#query-parameters) have no such parameter, but the listing state must live in the
 * URL so a sorted page can be shared, reloaded and rendered on the server; the default sort is left
 * out of the URL.
 */
import type {MarketId} from '../markets';

export const SORT_PARAM = 'sort';

/** In the documented order; the first, relevance on the base index, is the default. */
export const SORT_OPTIONS = [
  {value: '', indexSuffix: '', labelKey: 'search.sort.relevance'},
  {value: 'title_asc', indexSuffix: '_title_asc', labelKey: 'search.sort.titleAsc'},
  {value: 'title_desc', indexSuffix: '_title_desc', labelKey: 'search.sort.titleDesc'},
  {value: 'price_desc', indexSuffix: '_price_desc', labelKey: 'search.sort.priceDesc'},
  {value: 'price_asc', indexSuffix: '_price_asc', labelKey: 'search.sort.priceAsc'},
] as const;

type SortOption = (typeof SORT_OPTIONS)[number];
export type SortValue = SortOption['value'];

export const DEFAULT_SORT: SortValue = '';

function sortOption(value: string | null | undefined): SortOption {
  return SORT_OPTIONS.find((option) => option.value === value) ?? SORT_OPTIONS[0];
}

/** A sort value from the URL; anything unknown falls back to the default. */
export function parseSort(value: string | null | undefined): SortValue {
  return sortOption(value).value;
}

/**
 * A market's base index (docs/product.md#search-service): `{prefix}{market}_products`, whose
 * records carry the market's language (titles, colour and gender values); or its collections
 * index, `{prefix}{market}_collections`, with the collections' titles in that language.
 */
export function marketIndexName(
  indexPrefix: string,
  market: MarketId,
  kind: 'products' | 'collections' = 'products',
): string {
  return `${indexPrefix}${market}_${kind}`;
}

/** The index that serves a sort: the base index, or its replica for that sort. */
export function indexForSort(baseIndex: string, sort: string): string {
  return `${baseIndex}${sortOption(sort).indexSuffix}`;
}
