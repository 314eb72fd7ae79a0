/**
 * Index orders, computed once per index on first use. The primary index ranks by relevance,
 * then by the custom ranking (`desc(recently_ordered_count)`), then objectID; the replicas sort
 * exhaustively by their key first, ties ranked like the primary. Without a query every record is
 * equally relevant, so these orders ARE the answers; with one, hits.ts re-ranks within them.
 */
import type {Locale} from '../db/catalog';
import type {Columns} from './columns';
import type {Sort} from './names';

export interface Order {
  /** Records, best first. */
  records: Int32Array;
  /** Replicas: runs[k] numbers the run of equal sort keys records[k] is in (ties by relevance). */
  runs?: Int32Array;
}

/** Records by custom ranking; ties keep record order, which is objectID order. */
export function customOrder(columns: Columns): Order {
  return {records: expandProducts(columns, productsByCustomRanking(columns))};
}

function productsByCustomRanking(columns: Columns): Int32Array {
  const popularity = columns.numeric.get('recently_ordered_count')!.values!;
  return Int32Array.from(columns.products, (_, p) => p).sort(
    (a, b) => popularity[b] - popularity[a] || a - b,
  );
}

export function sortedOrder(columns: Columns, custom: Order, sort: Sort, locale: Locale): Order {
  const descending = sort.endsWith('_desc') ? -1 : 1;
  return sort.startsWith('price')
    ? priceOrder(columns, custom, descending)
    : titleOrder(columns, descending, locale);
}

function priceOrder(columns: Columns, custom: Order, direction: number): Order {
  const price = columns.numeric.get('price')!.values!;
  const rank = rankOf(custom.records);
  const records = custom.records
    .slice()
    .sort((a, b) => direction * (price[a] - price[b]) || rank[a] - rank[b]);
  return {records, runs: runsOf(records, (r) => price[r])};
}

/** Titles sort with the market language's collation (č after c in Slovenian and Croatian). */
function titleOrder(columns: Columns, direction: number, locale: Locale): Order {
  const {products, productOf} = columns;
  const collator = new Intl.Collator(locale);
  // Many products share a title: collate the distinct titles, then sort products by number.
  const titles = [...new Set(products.map((p) => p.title[locale]))].sort(collator.compare);
  const titleRank = new Map(titles.map((title, k) => [title, k]));
  const key = Int32Array.from(products, (p) => titleRank.get(p.title[locale])!);
  const productRank = rankOf(productsByCustomRanking(columns));
  const sorted = Int32Array.from(products, (_, p) => p).sort(
    (a, b) => direction * (key[a] - key[b]) || productRank[a] - productRank[b],
  );
  const records = expandProducts(columns, sorted);
  return {records, runs: runsOf(records, (r) => key[productOf[r]])};
}

function expandProducts(columns: Columns, products: Int32Array): Int32Array {
  const records = new Int32Array(columns.size);
  let k = 0;
  for (const p of products)
    for (let r = columns.productStart[p]; r < columns.productStart[p + 1]; r++) records[k++] = r;
  return records;
}

/** Position of each element of a permutation of 0..n-1. */
function rankOf(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  order.forEach((element, k) => (rank[element] = k));
  return rank;
}

function runsOf(records: Int32Array, key: (r: number) => number): Int32Array {
  const runs = new Int32Array(records.length);
  for (let k = 1; k < records.length; k++)
    runs[k] = runs[k - 1] + (key(records[k]) === key(records[k - 1]) ? 0 : 1);
  return runs;
}
