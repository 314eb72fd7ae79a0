/**
 * Full-text matching with Algolia's defaults: every query word must match (in any searchable
 * attribute), the last word also as a prefix (queryType prefixLast), words of 4+ letters with one
 * typo and of 8+ with two. Each matching record gets a relevance level from Algolia's textual
 * tie-breaking criteria, in order: fewer typos, better (earlier) attribute, more exact words.
 */
import type SearchableMap from 'minisearch/SearchableMap';
import {emptyBits, listBits, setBit, setRange} from './bitset';
import type {Columns} from './columns';
import {Lru} from '../lru';
import {allowedTypos, typoDistance, words as splitWords} from './text';
import {ATTRIBUTE_BITS, type Postings} from './vocabulary';

export type Acceptance = 'exact' | 'prefix' | 'typo';

export interface QueryWord {
  word: string;
  /** Matched as a prefix too (the last word of a query not ending with a space). */
  prefix: boolean;
  /** Vocabulary words this query word matches, and how. */
  accepts: Map<string, Acceptance>;
}

export interface TextMatch {
  words: QueryWord[];
  /** Matching records, ascending. */
  records: Int32Array;
  /** Relevance level of records[k]; lower ranks first (see `level`). */
  levels: Uint16Array;
  /** All records equally relevant: the index order alone ranks them. */
  uniform: boolean;
}

/** Typos (0–15) × 128 + best attribute (0–7) × 16 + (15 − exact words). */
export const levelInfo = (level: number) => ({
  typos: level >>> 7,
  attribute: (level >>> 4) & 7,
  exactWords: 15 - (level & 15),
});
const level = (typos: number, attribute: number, exact: number) =>
  Math.min(typos, 15) * 128 + attribute * 16 + (15 - Math.min(exact, 15));

/** Per word and row: typos × 16 + attribute × 2 + (exact ? 0 : 1); lower is better. */
const wordScore = (typos: number, attribute: number, exact: boolean) =>
  typos * 16 + attribute * 2 + (exact ? 0 : 1);
const NONE = 0x7fffffff;
const ATTRIBUTE_MASK = (1 << ATTRIBUTE_BITS) - 1;
const QUERY_CACHE = 64;

export class TextIndex {
  readonly #cache = new Lru<TextMatch>(QUERY_CACHE);
  // Scratch scores, valid where the stamp is the current one: no clearing between words.
  readonly #productScore: Int32Array;
  readonly #productStamp: Int32Array;
  readonly #recordScore: Int32Array;
  readonly #recordStamp: Int32Array;
  #stamp = 0;

  constructor(
    readonly columns: Columns,
    readonly products: Postings,
    readonly variants: Postings,
  ) {
    this.#productScore = new Int32Array(columns.products.length);
    this.#productStamp = new Int32Array(columns.products.length);
    this.#recordScore = new Int32Array(columns.size);
    this.#recordStamp = new Int32Array(columns.size);
  }

  /** Undefined when the query has no words (every record matches, all equally relevant). */
  match(query: string): TextMatch | undefined {
    const folded = splitWords(query);
    if (folded.length === 0) return undefined;
    // A trailing space means the last word is complete: no prefix match for it.
    const prefixLast = !/\s$/.test(query);
    const key = `${folded.join(' ')}${prefixLast ? '*' : ''}`;
    return this.#cache.getOrSet(key, () => this.#compute(folded, prefixLast));
  }

  #compute(folded: string[], prefixLast: boolean): TextMatch {
    const {productOf, productStart, size} = this.columns;
    const words: QueryWord[] = [];
    let records = new Int32Array(0);
    let typos = new Uint8Array(0);
    let attribute = new Uint8Array(0);
    let exact = new Uint8Array(0);
    folded.forEach((word, j) => {
      const prefix = prefixLast && j === folded.length - 1;
      const accepts = new Map<string, Acceptance>();
      const stamp = ++this.#stamp;
      const touched = this.#score(this.products, word, prefix, accepts, stamp, 'product');
      const touchedRecords = this.#score(this.variants, word, prefix, accepts, stamp, 'record');
      words.push({word, prefix, accepts});
      if (j === 0) {
        const bits = emptyBits(size);
        for (const p of touched) setRange(bits, productStart[p], productStart[p + 1]);
        for (const r of touchedRecords) setBit(bits, r);
        records = new Int32Array(size);
        records = records.slice(0, listBits(bits, records));
        typos = new Uint8Array(records.length);
        attribute = new Uint8Array(records.length).fill(ATTRIBUTE_MASK);
        exact = new Uint8Array(records.length);
      }
      let kept = 0;
      for (let k = 0; k < records.length; k++) {
        const r = records[k];
        const p = productOf[r];
        const fromProduct = this.#productStamp[p] === stamp ? this.#productScore[p] : NONE;
        const fromRecord = this.#recordStamp[r] === stamp ? this.#recordScore[r] : NONE;
        const score = Math.min(fromProduct, fromRecord);
        if (score === NONE) continue;
        records[kept] = r;
        typos[kept] = typos[k] + (score >>> 4);
        attribute[kept] = Math.min(attribute[k], (score >>> 1) & ATTRIBUTE_MASK);
        exact[kept] = exact[k] + (score & 1 ? 0 : 1);
        kept++;
      }
      records = records.subarray(0, kept);
    });
    const levels = Uint16Array.from(records, (_, k) => level(typos[k], attribute[k], exact[k]));
    const uniform = levels.every((l) => l === levels[0]);
    return {words, records: records.slice(), levels, uniform};
  }

  /** Scores the rows containing the word (best expansion per row); returns the rows touched. */
  #score(
    postings: Postings,
    word: string,
    prefix: boolean,
    accepts: Map<string, Acceptance>,
    stamp: number,
    rows: 'product' | 'record',
  ): number[] {
    const scores = rows === 'product' ? this.#productScore : this.#recordScore;
    const stamps = rows === 'product' ? this.#productStamp : this.#recordStamp;
    const touched: number[] = [];
    for (const [term, id, typos, how] of expand(postings.terms, word, prefix)) {
      if (!accepts.has(term) || how === 'exact') accepts.set(term, how);
      for (let e = postings.start[id]; e < postings.start[id + 1]; e++) {
        const entry = postings.entries[e];
        const row = entry >>> ATTRIBUTE_BITS;
        const score = wordScore(typos, entry & ATTRIBUTE_MASK, how === 'exact');
        if (stamps[row] !== stamp) {
          stamps[row] = stamp;
          scores[row] = score;
          touched.push(row);
        } else if (score < scores[row]) scores[row] = score;
      }
    }
    return touched;
  }
}

/** The vocabulary words a query word matches: [word, term id, typos, how]. */
function expand(
  terms: SearchableMap<number>,
  word: string,
  prefix: boolean,
): Array<[string, number, number, Acceptance]> {
  const found = new Map<string, [string, number, number, Acceptance]>();
  const exactId = terms.get(word);
  if (exactId !== undefined) found.set(word, [word, exactId, 0, 'exact']);
  if (prefix)
    for (const [term, id] of terms.atPrefix(word))
      if (!found.has(term)) found.set(term, [term, id, 0, 'prefix']);
  const allowed = allowedTypos(word);
  // One more than allowed, then the real count: a swap is one typo for Algolia, two here.
  if (allowed > 0)
    for (const [term, [id]] of terms.fuzzyGet(word, allowed + 1)) {
      if (found.has(term)) continue;
      const typos = typoDistance(term, word);
      if (typos <= allowed) found.set(term, [term, id, typos, 'typo']);
    }
  return [...found.values()];
}
