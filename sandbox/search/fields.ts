/**
 * Connector fields derived from Shopify data, shared by the columns (filters, facets) and the
 * records returned as hits, so both always agree.
 */
import type {ProductRecord, VariantRecord} from '../db/catalog';

export const euros = (cents: number) => Math.round(cents) / 100;

/** Dates are Unix timestamps in seconds, so they sort and filter as numbers. */
export const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The connector's `price_ratio`: price / compare-at price, 1 when not on sale. */
export function priceRatio(v: VariantRecord): number {
  return v.compareAtCents ? Math.round((v.priceCents / v.compareAtCents) * 100) / 100 : 1;
}

/** `price_range` buckets, in euros: a record's bucket holds min ≤ price < max. */
const PRICE_BUCKETS = [0, 50, 100, 150, 200, 300, 500, 1000];

export function priceRange(price: number): string {
  for (let k = 1; k < PRICE_BUCKETS.length; k++)
    if (price < PRICE_BUCKETS[k]) return `${PRICE_BUCKETS[k - 1]}:${PRICE_BUCKETS[k]}`;
  return `${PRICE_BUCKETS.at(-1)}:${PRICE_BUCKETS.at(-1)! * 10}`;
}

/**
 * `named_tags` from `KEY:value` tags (split at the first colon): a key that occurs once holds a
 * string, a repeated key an array, as the connector writes them.
 */
export function namedTags(tags: readonly string[]): Record<string, string | string[]> {
  const named: Record<string, string | string[]> = {};
  for (const tag of tags) {
    const colon = tag.indexOf(':');
    if (colon <= 0) continue;
    const key = tag.slice(0, colon);
    const value = tag.slice(colon + 1);
    const old = named[key];
    named[key] = old === undefined ? value : [...(Array.isArray(old) ? old : [old]), value];
  }
  return named;
}

/**
 * Option names as `options.{name}` keys: the shop's base-language (Italian) names, lower-cased,
 * in every market's index, so `options.taglia` is the size facet everywhere, as with the
 * connector, which indexes the shop's default-language option names.
 */
export function optionKeys(product: ProductRecord): string[] {
  return product.options.map((option) => option.name.it.toLowerCase());
}
