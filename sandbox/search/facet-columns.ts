/**
 * The facetable attributes (Algolia's `attributesForFaceting`) as dictionary-encoded columns:
 * each distinct value gets an id, each row holds its value ids. Facet counts are then array
 * increments, and filters look values up case-insensitively in the dictionary.
 */
import type {Locale, ProductRecord} from '../db/catalog';
import type {Columns, Level, NumericColumn} from './columns';
import {namedTags, optionKeys, priceRange} from './fields';

export interface FacetColumn {
  attribute: string;
  level: Level;
  /** Display value by id. */
  values: string[];
  /** Lower-cased value → id (facet values match case-insensitively). */
  idByKey: Map<string, number>;
  /** One id per row (product or variant), -1 where the row has none. */
  ids?: Int32Array;
  /** Several ids per row: row k holds list[offsets[k] .. offsets[k + 1]). */
  offsets?: Int32Array;
  list?: Int32Array;
  /** `inventory_available`: ids (0 = "false", 1 = "true") come from the current stock. */
  live?: true;
  /** Numeric facets also answer `facets_stats`. */
  numeric?: NumericColumn;
}

export type FacetColumns = ReadonlyMap<string, FacetColumn>;

type Base = Omit<Columns, 'facets'>;
type Value = string | readonly string[] | null | undefined;
type RowValues = (row: number) => Value;

/** Numeric attributes that are also facets (counts by value, plus min/max/avg/sum). */
const NUMERIC_FACETS = ['price', 'compare_at_price', 'variants_min_price', 'variants_max_price'];

/**
 * Each market's facet columns. Tags (`tags`, `named_tags.*`) are in the market's language, so
 * `named_tags.COLOR` is "Bianco" in `passo_it_products` and "Bela" in `passo_sl_products`; every
 * other column is built once and shared by the three.
 */
export function buildFacetColumns(base: Base): Record<Locale, FacetColumns> {
  const {products, variants, productOf} = base;
  const productFacet = (attribute: string, values: (p: ProductRecord) => Value) =>
    dictionaryColumn(attribute, 'product', products.length, (k) => values(products[k]));
  const keysOf = products.map(optionKeys);
  const optionNames = [...new Set(keysOf.flat())].sort();
  const optionValue = (name: string) => (r: number) => {
    const index = keysOf[productOf[r]].indexOf(name);
    return index < 0 ? null : variants[r].options[index];
  };
  const price = base.numeric.get('price')!.values!;

  const shared: FacetColumn[] = [
    productFacet('vendor', (p) => p.vendor),
    productFacet('product_type', (p) => p.productType),
    productFacet('collections', (p) =>
      p.collectionIds.map((id) => base.collectionHandles.get(id)!),
    ),
    dictionaryColumn('price_range', 'variant', base.size, (r) => priceRange(price[r])),
    ...optionNames.map((name) =>
      dictionaryColumn(`options.${name}`, 'variant', base.size, optionValue(name)),
    ),
    dictionaryColumn('option1', 'variant', base.size, (r) => variants[r].options[0]),
    {
      attribute: 'inventory_available',
      level: 'variant',
      values: ['false', 'true'],
      idByKey: new Map([
        ['false', 0],
        ['true', 1],
      ]),
      live: true,
    },
    ...NUMERIC_FACETS.map((attribute) => numericFacet(base.numeric.get(attribute)!)),
  ];
  const forLocale = (locale: Locale): FacetColumns =>
    new Map([...shared, ...tagFacets(products, locale)].map((c) => [c.attribute, c]));
  return {it: forLocale('it'), sl: forLocale('sl'), hr: forLocale('hr')};
}

/** `tags`, `named_tags_names` and `named_tags.{key}` in one language. */
function tagFacets(products: readonly ProductRecord[], locale: Locale): FacetColumn[] {
  const tags = products.map((p) => p.localizedTags[locale]);
  const named = tags.map(namedTags);
  const namedKeys = [...new Set(named.flatMap((values) => Object.keys(values)))].sort();
  return [
    dictionaryColumn('tags', 'product', products.length, (k) => tags[k]),
    dictionaryColumn('named_tags_names', 'product', products.length, (k) => Object.keys(named[k])),
    ...namedKeys.map((key) =>
      dictionaryColumn(`named_tags.${key}`, 'product', products.length, (k) => named[k][key]),
    ),
  ];
}

function dictionaryColumn(
  attribute: string,
  level: Level,
  rows: number,
  valuesOf: RowValues,
): FacetColumn {
  const values: string[] = [];
  const idByKey = new Map<string, number>();
  const idOf = (value: string) => {
    const key = value.toLowerCase();
    let id = idByKey.get(key);
    if (id === undefined) {
      id = values.push(value) - 1;
      idByKey.set(key, id);
    }
    return id;
  };
  const perRow = Array.from({length: rows}, (_, k) => {
    const value = valuesOf(k);
    return value === null || value === undefined ? [] : typeof value === 'string' ? [value] : value;
  });
  if (perRow.every((row) => row.length <= 1)) {
    const ids = Int32Array.from(perRow, (row) => (row.length ? idOf(row[0]) : -1));
    return {attribute, level, values, idByKey, ids};
  }
  const offsets = new Int32Array(rows + 1);
  const list: number[] = [];
  perRow.forEach((row, k) => {
    offsets[k] = list.length;
    for (const value of new Set(row)) list.push(idOf(value));
  });
  offsets[rows] = list.length;
  return {attribute, level, values, idByKey, offsets, list: Int32Array.from(list)};
}

/** Values are the numbers as JavaScript prints them ("59.9"), as Algolia's facet keys are. */
function numericFacet(numeric: NumericColumn): FacetColumn {
  const source = numeric.values!;
  const column = dictionaryColumn(numeric.attribute, numeric.level, source.length, (k) =>
    Number.isNaN(source[k]) ? null : String(source[k]),
  );
  return {...column, numeric};
}
