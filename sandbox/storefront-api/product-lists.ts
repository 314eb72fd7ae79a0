/**
 * Ordering and filtering of product lists: `products(sortKey, query)` and
 * `collection.products(sortKey, filters)`. Sorted orders of the catalogue's lists are memoised,
 * so sorting 50 000 products happens once per sort key, not once per request.
 */
import type {ProductRecord} from '../db/catalog';

type Compare = (a: ProductRecord, b: ProductRecord) => number;

const collator = new Intl.Collator('it', {sensitivity: 'base'});
const byId: Compare = (a, b) => a.id - b.id;
const then =
  (first: Compare): Compare =>
  (a, b) =>
    first(a, b) || byId(a, b);

const minPrice = (p: ProductRecord) => Math.min(...p.variants.map((v) => v.priceCents));

/** Comparators per sort key; keys missing here (RELEVANCE, MANUAL, COLLECTION_DEFAULT) keep the list's own order. */
const COMPARATORS: Record<string, Compare> = {
  ID: byId,
  TITLE: then((a, b) => collator.compare(a.title.it, b.title.it)),
  PRICE: then((a, b) => minPrice(a) - minPrice(b)),
  CREATED_AT: then((a, b) => a.createdAt.localeCompare(b.createdAt)),
  CREATED: then((a, b) => a.createdAt.localeCompare(b.createdAt)),
  UPDATED_AT: then((a, b) => a.updatedAt.localeCompare(b.updatedAt)),
  VENDOR: then((a, b) => collator.compare(a.vendor, b.vendor)),
  PRODUCT_TYPE: then((a, b) => collator.compare(a.productType, b.productType)),
  BEST_SELLING: then((a, b) => b.popularity - a.popularity),
};

const sortedLists = new WeakMap<readonly ProductRecord[], Map<string, readonly ProductRecord[]>>();

export function sortProducts(
  list: readonly ProductRecord[],
  sortKey: string | null | undefined,
): readonly ProductRecord[] {
  const compare = sortKey ? COMPARATORS[sortKey] : undefined;
  if (!compare) return list;
  let byKey = sortedLists.get(list);
  if (!byKey) sortedLists.set(list, (byKey = new Map()));
  let sorted = byKey.get(sortKey!);
  if (!sorted) byKey.set(sortKey!, (sorted = [...list].sort(compare)));
  return sorted;
}

/**
 * Shopify search syntax, the simple part: `vendor:`, `tag:`, `product_type:`, `title:`,
 * `handle:`, `available_for_sale:true`, and bare words (all must match title, vendor, type or tags).
 */
export function matchesQuery(query: string): (p: ProductRecord) => boolean {
  const terms = [...query.matchAll(/(\w+:)?("[^"]*"|\S+)/g)]
    .map(([, field, value]) => ({
      field: field?.slice(0, -1).toLowerCase(),
      value: value!.replace(/^"|"$|\*$/g, '').toLowerCase(),
    }))
    .filter((term) => term.value !== '' && !['and', 'or'].includes(term.value));
  return (p) => terms.every(({field, value}) => fieldMatches(p, field, value));
}

function fieldMatches(p: ProductRecord, field: string | undefined, value: string): boolean {
  const lower = (text: string) => text.toLowerCase();
  switch (field) {
    case 'vendor':
      return lower(p.vendor) === value;
    case 'tag':
      return p.tags.some((tag) => lower(tag) === value);
    case 'product_type':
      return lower(p.productType) === value;
    case 'handle':
      return p.handle === value;
    case 'title':
      return Object.values(p.title).some((title) => lower(title).includes(value));
    case 'available_for_sale':
      return p.variants.some((v) => v.quantity > 0) === (value === 'true');
    default:
      return [...Object.values(p.title), p.vendor, p.productType, ...p.tags].some((text) =>
        lower(text).includes(value),
      );
  }
}

/** The `ProductFilter` inputs a collection page sends (price, availability, vendor, type, tag, option). */
export interface ProductFilter {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
}

export function matchesFilters(filters: readonly ProductFilter[]): (p: ProductRecord) => boolean {
  return (p) =>
    filters.every((f) => {
      if (f.available != null && p.variants.some((v) => v.quantity > 0) !== f.available)
        return false;
      if (
        f.price &&
        (minPrice(p) < (f.price.min ?? 0) * 100 || minPrice(p) > (f.price.max ?? Infinity) * 100)
      )
        return false;
      if (f.productType != null && p.productType !== f.productType) return false;
      if (f.productVendor != null && p.vendor !== f.productVendor) return false;
      if (f.tag != null && !p.tags.includes(f.tag)) return false;
      if (f.variantOption) {
        const {name, value} = f.variantOption;
        const index = p.options.findIndex((o) => Object.values(o.name).includes(name));
        if (index < 0 || !p.variants.some((v) => v.options[index] === value)) return false;
      }
      return true;
    });
}
