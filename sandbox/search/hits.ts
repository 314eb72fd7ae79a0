/**
 * Which records fill the requested page: the index order (orders.ts) walked over the records
 * the query keeps, re-ranked by text relevance when there is a query, grouped by product when
 * `distinct` is on (the best-ranked variants of each product stand for it). The walk stops as
 * soon as the page is full.
 */
import {hasBit, type Bits} from './bitset';
import type {Columns} from './columns';
import type {TextMatch} from './match';
import type {Order} from './orders';

/** Per-index scratch arrays, reused by every query (queries run one at a time). */
export class Scratch {
  readonly selected: Int32Array;
  /** Relevance level per record, valid for the records of the current text match. */
  readonly levelOf: Uint16Array;
  readonly #seen: Int32Array;
  readonly #seenCount: Int32Array;
  #stamp = 0;

  constructor(columns: Columns) {
    this.selected = new Int32Array(columns.size);
    this.levelOf = new Uint16Array(columns.size);
    this.#seen = new Int32Array(columns.products.length);
    this.#seenCount = new Int32Array(columns.products.length);
  }

  /** A fresh "records kept per product" counter, without clearing the arrays. */
  perProductCounter(): (product: number) => number {
    const stamp = ++this.#stamp;
    return (product) => {
      if (this.#seen[product] !== stamp) {
        this.#seen[product] = stamp;
        this.#seenCount[product] = 0;
      }
      return ++this.#seenCount[product];
    };
  }
}

export interface PageQuery {
  order: Order;
  /** Records the query keeps. */
  bits: Bits;
  /** The query's text match; its levels must be in scratch.levelOf. */
  text?: TextMatch;
  /** 0 = off; N = at most N records per product. */
  distinct: number;
  /** Records (after distinct) to skip, and how many to return. */
  start: number;
  count: number;
}

export function pageRecords(columns: Columns, scratch: Scratch, query: PageQuery): number[] {
  const {order, bits, text, distinct, start, count} = query;
  const out: number[] = [];
  if (count <= 0) return out;
  const kept = scratch.perProductCounter();
  let skipped = 0;
  /** True once the page is full. */
  const take = (r: number): boolean => {
    if (distinct && kept(columns.productOf[r]) > distinct) return false;
    if (skipped < start) skipped++;
    else out.push(r);
    return out.length >= count;
  };
  const {records, runs} = order;
  const levelOf = scratch.levelOf;

  if (!text || text.uniform) {
    for (const r of records) if (hasBit(bits, r) && take(r)) break;
  } else if (!runs) {
    // Primary index: by relevance level, then the index order within a level.
    const buckets = new Map<number, number[]>();
    for (const r of records) {
      if (!hasBit(bits, r)) continue;
      const bucket = buckets.get(levelOf[r]);
      if (bucket) bucket.push(r);
      else buckets.set(levelOf[r], [r]);
    }
    const levels = [...buckets.keys()].sort((a, b) => a - b);
    outer: for (const level of levels)
      for (const r of buckets.get(level)!) if (take(r)) break outer;
  } else {
    // Replica: the sort key first; records with equal keys by relevance (a stable sort).
    let run: number[] = [];
    const flush = () => {
      run.sort((a, b) => levelOf[a] - levelOf[b]);
      const full = run.some(take);
      run = [];
      return full;
    };
    for (let k = 0; k < records.length; k++) {
      if (k > 0 && runs[k] !== runs[k - 1] && run.length && flush()) return out;
      if (hasBit(bits, records[k])) run.push(records[k]);
    }
    flush();
  }
  return out;
}

/** nbHits under distinct: records of selected[0 .. n) counting at most N per product. */
export function countDistinct(
  columns: Columns,
  selected: Int32Array,
  n: number,
  distinct: number,
): number {
  let hits = 0;
  let product = -1;
  let inProduct = 0;
  for (let k = 0; k < n; k++) {
    const p = columns.productOf[selected[k]];
    if (p !== product) {
      product = p;
      inProduct = 0;
    }
    if (++inProduct <= distinct) hits++;
  }
  return hits;
}
