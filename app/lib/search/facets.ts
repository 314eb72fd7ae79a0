/**
 * The listing facets (docs/product.md#facets, docs/product.md#facet-values): URL parameter, index
 * attribute and label message key, in the order the listing shows them; and how a facet's values
 * are labelled and ordered. Shared by the listing loader and the listing UI.
 */

/** In the documented facet order: price, size, brand, color, gender. */
export const FACETS = [
  {param: 'price', attribute: 'price_range', labelKey: 'search.facets.price'},
  {param: 'size', attribute: 'options.taglia', labelKey: 'search.facets.size'},
  {param: 'brand', attribute: 'vendor', labelKey: 'search.facets.brand'},
  {param: 'color', attribute: 'named_tags.COLOR', labelKey: 'search.facets.color'},
  {param: 'gender', attribute: 'named_tags.GENDER', labelKey: 'search.facets.gender'},
] as const;

/**
 * Facets whose values are words of the market's language (each market's index has its own): a
 * `color=Bianco` means nothing in /sl, so switching market drops them.
 */
export const LANGUAGE_BOUND_FACETS: readonly string[] = ['color', 'gender'] satisfies FacetParam[];

export type Facet = (typeof FACETS)[number];
export type FacetParam = Facet['param'];

export interface FacetValueCount {
  value: string;
  count: number;
}

export interface FacetValueOption extends FacetValueCount {
  label: string;
  selected: boolean;
}

/** Price values are index buckets 'min:max', shown as 'min - max €'; sizes in upper case. */
export function facetValueLabel(param: FacetParam, value: string): string {
  if (param === 'price') return `${value.replace(':', ' - ')} €`;
  if (param === 'size') return value.toUpperCase();
  return value;
}

/** Lower case without accents ("Črna" as "crna"), cut into words and runs of digits. */
function sortKey(value: string): string[] {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/(\d+)/);
}

/**
 * Alphabetical ignoring case and accents, digits read as numbers (9 before 10), as a shopper
 * reads a list; the same on the server and in every browser. Not `Intl.Collator`: a page's first
 * collator costs a phone about 100 ms of ICU data before hydration (docs/decisions/0043).
 */
function alphabetical(a: string, b: string): number {
  const x = sortKey(a);
  const y = sortKey(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    // Odd places hold the runs of digits.
    const byNumber = i % 2 ? Number(x[i]) - Number(y[i]) : 0;
    return byNumber || (x[i] < y[i] ? -1 : 1);
  }
  return x.length - y.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** A bound that is not a number sorts after every price. */
function priceBounds(value: string): [number, number] {
  const [min = '', max = ''] = value.split(':');
  const bound = (text: string) => {
    const number = Number.parseFloat(text);
    return Number.isNaN(number) ? Infinity : number;
  };
  return [bound(min), bound(max)];
}

type Order = (a: FacetValueOption, b: FacetValueOption) => number;

const selectedThenAlphabetical: Order = (a, b) =>
  Number(b.selected) - Number(a.selected) || alphabetical(a.value, b.value);

const byCount: Order = (a, b) => b.count - a.count || alphabetical(a.value, b.value);

const byLowerBound: Order = (a, b) => {
  const [aMin, aMax] = priceBounds(a.value);
  const [bMin, bMax] = priceBounds(b.value);
  return aMin - bMin || aMax - bMax || alphabetical(a.value, b.value);
};

const ORDERS: Record<FacetParam, Order> = {
  price: byLowerBound,
  size: selectedThenAlphabetical,
  brand: selectedThenAlphabetical,
  color: byCount,
  gender: byCount,
};

/**
 * The values a facet lists, labelled and ordered. A selected value that the results no longer
 * count is still listed, with count 0, so the shopper can remove it.
 */
export function orderFacetValues(
  param: FacetParam,
  values: readonly FacetValueCount[],
  selected: readonly string[],
): FacetValueOption[] {
  const counts = new Map(values.map(({value, count}) => [value, count]));
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
  const chosen = new Set(selected);
  return Array.from(counts, ([value, count]) => ({
    value,
    label: facetValueLabel(param, value),
    count,
    selected: chosen.has(value),
  })).sort(ORDERS[param]);
}

/** Each facet, in order, with its values labelled and ordered: what a listing's filters show. */
export function facetGroups(
  counts: Record<FacetParam, Record<string, number>>,
  refinements: Record<FacetParam, readonly string[]>,
) {
  return FACETS.map(({param, labelKey}) => ({
    param,
    labelKey,
    values: orderFacetValues(
      param,
      Object.entries(counts[param]).map(([value, count]) => ({value, count})),
      refinements[param],
    ),
  }));
}
