/**
 * The language-independent part of the search indexes, column by column: one row per variant
 * (an Algolia record), rows of a product contiguous and in variant order. Queries scan typed
 * arrays instead of objects, and the three market indexes share these columns; only titles,
 * descriptions and tags differ by language (see vocabulary.ts, orders.ts and facet-columns.ts).
 *
 * Stock is NOT copied here: orders change it while the sandbox runs, so the stock columns are
 * read from the catalogue's variant objects per request (stock.ts).
 */
import type {Catalog, Locale, ProductRecord, VariantRecord} from '../db/catalog';
import {buildFacetColumns, type FacetColumns} from './facet-columns';
import {euros, priceRatio, unixSeconds} from './fields';

/** Whether a column holds one value per product (shared by its variants) or per variant. */
export type Level = 'product' | 'variant';

/** Stock-derived columns, computed per request from the current quantities. */
type LiveValue = 'inventory_quantity' | 'variants_inventory_count' | 'inventory_available';

export interface NumericColumn {
  attribute: string;
  level: Level;
  /** NaN where a record has no value (e.g. no compare-at price): no numeric filter matches it. */
  values?: Float64Array;
  live?: LiveValue;
}

export interface Columns {
  /** Records (variants). */
  size: number;
  products: readonly ProductRecord[];
  variants: readonly VariantRecord[];
  productOf: Int32Array;
  /** Records of product p are [productStart[p], productStart[p + 1]). */
  productStart: Int32Array;
  numeric: ReadonlyMap<string, NumericColumn>;
  /** Per market: tag facets are in its language, the others shared (facet-columns.ts). */
  facets: Readonly<Record<Locale, FacetColumns>>;
  /** Collection handles by collection id, for the `collections` attribute. */
  collectionHandles: ReadonlyMap<number, string>;
}

export function buildColumns(catalog: Catalog): Columns {
  const products = catalog.products;
  const size = products.reduce((sum, p) => sum + p.variants.length, 0);
  const variants: VariantRecord[] = new Array(size);
  const productOf = new Int32Array(size);
  const productStart = new Int32Array(products.length + 1);
  let r = 0;
  products.forEach((p, index) => {
    productStart[index] = r;
    for (const v of p.variants) {
      variants[r] = v;
      productOf[r++] = index;
    }
  });
  productStart[products.length] = size;

  const perVariant = (attribute: string, value: (v: VariantRecord) => number | null) =>
    column(
      attribute,
      'variant',
      Float64Array.from(variants, (v) => value(v) ?? NaN),
    );
  const perProduct = (attribute: string, value: (p: ProductRecord) => number) =>
    column(attribute, 'product', Float64Array.from(products, value));
  const prices = (p: ProductRecord) => p.variants.map((v) => v.priceCents);
  const numeric = new Map<string, NumericColumn>(
    (
      [
        perVariant('price', (v) => euros(v.priceCents)),
        perVariant('compare_at_price', (v) => (v.compareAtCents ? euros(v.compareAtCents) : null)),
        perVariant('price_ratio', priceRatio),
        perVariant('grams', (v) => v.weightGrams),
        perVariant('position', (v) => v.position),
        perProduct('id', (p) => p.id),
        perProduct('variants_count', (p) => p.variants.length),
        perProduct('variants_min_price', (p) => euros(Math.min(...prices(p)))),
        perProduct('variants_max_price', (p) => euros(Math.max(...prices(p)))),
        perProduct('recently_ordered_count', (p) => p.popularity),
        perProduct('created_at', (p) => unixSeconds(p.createdAt)),
        perProduct('updated_at', (p) => unixSeconds(p.updatedAt)),
        perProduct('published_at', (p) => unixSeconds(p.publishedAt)),
        {attribute: 'inventory_quantity', level: 'variant', live: 'inventory_quantity'},
        {attribute: 'inventory_available', level: 'variant', live: 'inventory_available'},
        {attribute: 'variants_inventory_count', level: 'product', live: 'variants_inventory_count'},
      ] satisfies NumericColumn[]
    ).map((c): [string, NumericColumn] => [c.attribute, c]),
  );
  const collectionHandles = new Map(catalog.collections.map((c) => [c.id, c.handle]));
  const base = {size, products, variants, productOf, productStart, numeric, collectionHandles};
  return {...base, facets: buildFacetColumns(base)};
}

function column(attribute: string, level: Level, values: Float64Array): NumericColumn {
  return {attribute, level, values};
}
