/**
 * Facet counts and stats over the records a query keeps (before distinct, Algolia's default; the
 * engine passes the records distinct keeps for `facetingAfterDistinct`),
 * one tight loop per facet over the list of kept records.
 */
import {hasBit} from './bitset';
import type {Columns} from './columns';
import type {FacetColumn, FacetColumns} from './facet-columns';
import type {StockSnapshot} from './stock';

interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetCounts {
  facets: Record<string, Record<string, number>>;
  stats: Record<string, FacetStats>;
}

/** Counts per value id of one facet over records[0 .. count). */
export function countValues(
  columns: Columns,
  facet: FacetColumn,
  records: Int32Array,
  count: number,
  stock: StockSnapshot,
): Int32Array {
  const counts = new Int32Array(facet.values.length);
  const {productOf} = columns;
  if (facet.live) {
    const available = stock.available();
    for (let k = 0; k < count; k++) if (hasBit(available, records[k])) counts[1]++;
    counts[0] = count - counts[1];
  } else if (facet.ids) {
    const ids = facet.ids;
    if (facet.level === 'product') {
      for (let k = 0; k < count; k++) {
        const id = ids[productOf[records[k]]];
        if (id >= 0) counts[id]++;
      }
    } else {
      for (let k = 0; k < count; k++) {
        const id = ids[records[k]];
        if (id >= 0) counts[id]++;
      }
    }
  } else {
    const {offsets, list} = facet as Required<FacetColumn>;
    for (let k = 0; k < count; k++) {
      const row = facet.level === 'product' ? productOf[records[k]] : records[k];
      for (let j = offsets[row]; j < offsets[row + 1]; j++) counts[list[j]]++;
    }
  }
  return counts;
}

/** Value ids with a count, most frequent first, ties by value; at most `limit`. */
export function topValues(facet: FacetColumn, counts: Int32Array, limit: number): number[] {
  const ids: number[] = [];
  for (let id = 0; id < counts.length; id++) if (counts[id] > 0) ids.push(id);
  const byValue = (a: number, b: number) =>
    facet.values[a] < facet.values[b] ? -1 : facet.values[a] > facet.values[b] ? 1 : 0;
  return ids.sort((a, b) => counts[b] - counts[a] || byValue(a, b)).slice(0, limit);
}

export function countFacets(
  columns: Columns,
  facets: FacetColumns,
  attributes: readonly string[],
  records: Int32Array,
  count: number,
  maxValues: number,
  stock: StockSnapshot,
): FacetCounts {
  const result: FacetCounts = {facets: {}, stats: {}};
  for (const attribute of attributes) {
    const facet = facets.get(attribute);
    if (!facet) continue; // Algolia ignores attributes that are not facets
    const counts = countValues(columns, facet, records, count, stock);
    result.facets[attribute] = Object.fromEntries(
      topValues(facet, counts, maxValues).map((id) => [facet.values[id], counts[id]]),
    );
    if (facet.numeric) {
      const stats = numericStats(columns, facet, records, count, stock);
      if (stats) result.stats[attribute] = stats;
    }
  }
  return result;
}

function numericStats(
  columns: Columns,
  facet: FacetColumn,
  records: Int32Array,
  count: number,
  stock: StockSnapshot,
): FacetStats | undefined {
  const values = stock.values(facet.numeric!);
  const product = facet.level === 'product';
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  for (let k = 0; k < count; k++) {
    const value = values[product ? columns.productOf[records[k]] : records[k]];
    if (Number.isNaN(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value;
    n++;
  }
  if (n === 0) return undefined;
  // Sums of prices in cents drift in binary floating point; round to the cent like money.
  const round = (x: number) => Math.round(x * 100) / 100;
  return {min, max, avg: round(sum / n), sum: round(sum)};
}
