/**
 * The searchable words and where they occur. MiniSearch's radix tree (SearchableMap) holds the
 * vocabulary and answers the per-word expansions Algolia's rules need: the exact word, every
 * word it is a prefix of (last query word only) and the words within the typo allowance, with
 * their edit distance. Postings are flat typed arrays: entry = row * 8 + attribute index.
 *
 * Product-level attributes (title and tags in the market's language, vendor, product_type) are
 * indexed per product and language; variant-level ones (variant_title, sku) once per variant,
 * shared by the three markets.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type {Locale} from '../db/catalog';
import type {Columns} from './columns';
import {words} from './text';

/** Algolia's `searchableAttributes`, in ranking order (the index is the attribute criterion). */
export const SEARCHABLE_ATTRIBUTES = [
  'title',
  'vendor',
  'product_type',
  'tags',
  'variant_title',
  'sku',
] as const;
export const ATTRIBUTE_BITS = 3;

export interface Postings {
  /** Word → term id. */
  terms: SearchableMap<number>;
  /** Entries of term t: entries[start[t] .. start[t + 1]). */
  start: Int32Array;
  entries: Int32Array;
}

/** Title, vendor, product type and tags, one row per product. */
export function productPostings(columns: Columns, locale: Locale): Postings {
  return buildPostings(columns.products.length, (k) => {
    const p = columns.products[k];
    return [[p.title[locale]], [p.vendor], [p.productType], p.localizedTags[locale]];
  });
}

/** Variant title and SKU, one row per record; attribute indexes continue after the product's. */
export function variantPostings(columns: Columns): Postings {
  return buildPostings(columns.size, (r) => {
    const v = columns.variants[r];
    return [[], [], [], [], [v.title], [v.sku]];
  });
}

function buildPostings(rows: number, texts: (row: number) => string[][]): Postings {
  const termIds = new Map<string, number>();
  const lists: number[][] = [];
  for (let row = 0; row < rows; row++) {
    // A word counts once per row, in its best (first) attribute.
    const best = new Map<string, number>();
    texts(row).forEach((values, attribute) => {
      for (const value of values)
        for (const word of words(value)) if (!best.has(word)) best.set(word, attribute);
    });
    for (const [word, attribute] of best) {
      let id = termIds.get(word);
      if (id === undefined) {
        id = lists.push([]) - 1;
        termIds.set(word, id);
      }
      lists[id].push(row * (1 << ATTRIBUTE_BITS) + attribute);
    }
  }
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, id) => (start[id + 1] = start[id] + list.length));
  const entries = new Int32Array(start[lists.length]);
  lists.forEach((list, id) => entries.set(list, start[id]));
  return {terms: SearchableMap.from<number>(termIds) as SearchableMap<number>, start, entries};
}
