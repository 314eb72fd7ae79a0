/**
 * The catalogue and search listing's state (docs/product.md#query-parameters) and its URL. The URL
 * is the only place the state lives: the loader parses it, the UI links to changed copies of it.
 * Parsing never throws, whatever the URL holds, and `listingSearch` writes one canonical form, so
 * parsing what it writes gives the same state back.
 */
import {FACETS, type FacetParam} from './facets';
import {DEFAULT_SORT, SORT_PARAM, parseSort, type SortValue} from './sort';
import {cutToLength} from './text';

const QUERY_PARAM = 's';
const PAGE_PARAM = 'page';

// Limits on what a URL may ask for, so a crafted URL cannot make the search request huge.
export const MAX_QUERY_LENGTH = 200;
export const MAX_SELECTED_VALUES = 50;
export const MAX_VALUE_LENGTH = 100;

export interface ListingState {
  query: string;
  refinements: Record<FacetParam, string[]>;
  /** 1-based, as in the URL. */
  page: number;
  sort: SortValue;
}

export interface ActiveRefinement {
  param: FacetParam;
  value: string;
}

function emptyRefinements(): Record<FacetParam, string[]> {
  return {price: [], size: [], brand: [], color: [], gender: []};
}

/** Trimmed again after the cut, so the cut text is already what the next parse gives. */
function normalizeQuery(query: string): string {
  return cutToLength(query.trim(), MAX_QUERY_LENGTH).trim();
}

/**
 * Trimmed, without empty values or repeats, at most MAX_SELECTED_VALUES. A value longer than
 * MAX_VALUE_LENGTH is dropped rather than cut: no facet value is that long, and a cut value
 * would be a different value that filters everything out.
 */
function normalizeValues(values: readonly string[]): string[] {
  const kept = new Set<string>();
  for (const raw of values) {
    const value = raw.trim();
    if (value && cutToLength(value, MAX_VALUE_LENGTH) === value) kept.add(value);
    if (kept.size === MAX_SELECTED_VALUES) break;
  }
  return [...kept];
}

/**
 * Pages past the last one are kept (the loader clamps them against the result's page count);
 * only the number type's own limit applies, so the page always prints back as digits.
 */
function normalizePage(page: number): number {
  const capped = Math.min(page, Number.MAX_SAFE_INTEGER);
  return Number.isInteger(capped) && capped >= 1 ? capped : 1;
}

function parsePage(raw: string | null): number {
  return raw !== null && /^\d+$/.test(raw) ? normalizePage(Number(raw)) : 1;
}

/**
 * Reads the listing state from a URL's query. Facet parameters may repeat, one value each;
 * URLSearchParams decodes the values and keeps malformed percent-encoding as text instead of
 * throwing. Unknown parameters are ignored.
 */
export function parseListingState(search: URLSearchParams | string): ListingState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const refinements = emptyRefinements();
  for (const {param} of FACETS) refinements[param] = normalizeValues(params.getAll(param));
  return {
    query: normalizeQuery(params.get(QUERY_PARAM) ?? ''),
    refinements,
    page: parsePage(params.get(PAGE_PARAM)),
    sort: parseSort(params.get(SORT_PARAM)),
  };
}

/**
 * The canonical query string (without '?'): `s`, then the facets in facet order with their
 * values in the state's order as repeated keys, then `sort` and `page` only when not the
 * defaults. An empty string is the default listing.
 */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.query) params.append(QUERY_PARAM, state.query);
  for (const {param} of FACETS) {
    for (const value of state.refinements[param]) params.append(param, value);
  }
  if (state.sort !== DEFAULT_SORT) params.append(SORT_PARAM, state.sort);
  if (state.page > 1) params.append(PAGE_PARAM, String(state.page));
  return params.toString();
}

// Every change of what is listed starts again from the first page.
function withRefinements(
  state: ListingState,
  param: FacetParam,
  values: readonly string[],
): ListingState {
  return {...state, refinements: {...state.refinements, [param]: [...values]}, page: 1};
}

/** Selects the value, or deselects it when it is selected. */
export function toggleRefinement(
  state: ListingState,
  param: FacetParam,
  value: string,
): ListingState {
  // Compared in the form the URL keeps, so a value read from the results matches its chip.
  const [normalized] = normalizeValues([value]);
  if (normalized === undefined) return state;
  const values = state.refinements[param];
  return withRefinements(
    state,
    param,
    values.includes(normalized)
      ? values.filter((selected) => selected !== normalized)
      : normalizeValues([...values, normalized]),
  );
}

export function removeRefinement(
  state: ListingState,
  param: FacetParam,
  value: string,
): ListingState {
  return withRefinements(
    state,
    param,
    state.refinements[param].filter((selected) => selected !== value),
  );
}

/** Removes every selected value; the query and the sort stay. */
export function clearRefinements(state: ListingState): ListingState {
  return {...state, refinements: emptyRefinements(), page: 1};
}

export function withSort(state: ListingState, sort: string): ListingState {
  return {...state, sort: parseSort(sort), page: 1};
}

export function withPage(state: ListingState, page: number): ListingState {
  return {...state, page: normalizePage(page)};
}

export function withQuery(state: ListingState, query: string): ListingState {
  return {...state, query: normalizeQuery(query), page: 1};
}

/** The selected values as removable chips, in facet order. */
export function activeRefinements(state: ListingState): ActiveRefinement[] {
  return FACETS.flatMap(({param}) => state.refinements[param].map((value) => ({param, value})));
}
