/**
 * Turns a CNF into the set of records it keeps. Each literal becomes a bit set (a facet value's
 * records, a numeric comparison's records), clauses OR them and the filter ANDs the clauses.
 * Sets that do not depend on stock are cached, so a repeated filter costs a few word-wide ANDs;
 * stock-dependent ones (inventory_available…) are rebuilt from the request's stock snapshot.
 */
import {andInto, complement, emptyBits, orInto, setBit, setRange, type Bits} from '../bitset';
import type {Columns, NumericColumn} from '../columns';
import type {FacetColumn, FacetColumns} from '../facet-columns';
import type {Locale} from '../../db/catalog';
import {Lru} from '../../lru';
import type {StockSnapshot} from '../stock';
import {literalKey, parseNumber, type Cnf, type Comparison, type Literal} from './types';

const CACHED_SETS = 512;

const TESTS: Record<Comparison, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

export class FilterEvaluator {
  readonly #cache = new Lru<Bits>(CACHED_SETS);
  readonly #facets: FacetColumns;

  /** One per market: its tag facets are in its language. */
  constructor(
    readonly columns: Columns,
    locale: Locale,
  ) {
    this.#facets = columns.facets[locale];
  }

  /** The records the filter keeps; undefined when it keeps all of them (no filter). */
  evaluate(cnf: Cnf, stock: StockSnapshot): Bits | undefined {
    let result: Bits | undefined;
    for (const clause of cnf) {
      const bits = this.#clause(clause, stock);
      if (result) andInto(result, bits);
      else result = bits.slice();
    }
    return result;
  }

  #clause(clause: Literal[], stock: StockSnapshot): Bits {
    if (clause.length === 1) return this.#literal(clause[0], stock);
    const key = clause.map(literalKey).join(' OR ');
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const bits = emptyBits(this.columns.size);
    for (const literal of clause) orInto(bits, this.#literal(literal, stock));
    return clause.some((l) => this.#isLive(l)) ? bits : this.#cache.set(key, bits);
  }

  #literal(literal: Literal, stock: StockSnapshot): Bits {
    const key = literalKey(literal);
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const positive = this.#positive(literal, stock);
    const bits = literal.negated ? complement(positive, this.columns.size) : positive;
    return this.#isLive(literal) ? bits : this.#cache.set(key, bits);
  }

  #isLive(literal: Literal): boolean {
    const attribute = literal.kind === 'tag' ? 'tags' : literal.attribute;
    return Boolean(this.#facets.get(attribute)?.live ?? this.columns.numeric.get(attribute)?.live);
  }

  /** The literal without its NOT. Unknown attributes match nothing, as in Algolia. */
  #positive(literal: Literal, stock: StockSnapshot): Bits {
    const facets = this.#facets;
    const {numeric} = this.columns;
    switch (literal.kind) {
      case 'tag':
        return this.#facetValue(facets.get('tags')!, literal.value, stock);
      case 'facet': {
        // `_tags` is Algolia's tag attribute; the connector's records keep tags in `tags`.
        const facet = facets.get(literal.attribute === '_tags' ? 'tags' : literal.attribute);
        if (facet) return this.#facetValue(facet, literal.value, stock);
        // A numeric attribute that is not a facet: `grams:850` compares numbers.
        const column = numeric.get(literal.attribute);
        const value = booleanOrNumber(literal.value);
        return column && value !== undefined
          ? this.#compare(column, stock, (v) => v === value)
          : emptyBits(this.columns.size);
      }
      case 'numeric': {
        const column = numeric.get(literal.attribute);
        const {op, value} = literal;
        return column
          ? this.#compare(column, stock, (v) => TESTS[op](v, value))
          : emptyBits(this.columns.size);
      }
      case 'range': {
        const column = numeric.get(literal.attribute);
        const {low, high} = literal;
        return column
          ? this.#compare(column, stock, (v) => v >= low && v <= high)
          : emptyBits(this.columns.size);
      }
    }
  }

  /** Records holding the value (case-insensitive; an array attribute matches any element). */
  #facetValue(facet: FacetColumn, value: string, stock: StockSnapshot): Bits {
    const key = facet.numeric ? String(parseNumber(value)) : value.toLowerCase();
    const id = facet.idByKey.get(key);
    const {size, productStart} = this.columns;
    if (facet.live) {
      if (id === undefined) return emptyBits(size);
      return id === 1 ? stock.available() : complement(stock.available(), size);
    }
    const bits = emptyBits(size);
    if (id === undefined) return bits;
    const rows = facet.ids?.length ?? facet.offsets!.length - 1;
    for (let row = 0; row < rows; row++) {
      if (!holds(facet, row, id)) continue;
      if (facet.level === 'product') setRange(bits, productStart[row], productStart[row + 1]);
      else setBit(bits, row);
    }
    return bits;
  }

  /** Records whose value passes the test; records without a value (NaN) never do. */
  #compare(column: NumericColumn, stock: StockSnapshot, test: (v: number) => boolean): Bits {
    const values = stock.values(column);
    const {size, productStart} = this.columns;
    const bits = emptyBits(size);
    for (let row = 0; row < values.length; row++) {
      if (Number.isNaN(values[row]) || !test(values[row])) continue;
      if (column.level === 'product') setRange(bits, productStart[row], productStart[row + 1]);
      else setBit(bits, row);
    }
    return bits;
  }
}

function holds(facet: FacetColumn, row: number, id: number): boolean {
  if (facet.ids) return facet.ids[row] === id;
  for (let k = facet.offsets![row]; k < facet.offsets![row + 1]; k++)
    if (facet.list![k] === id) return true;
  return false;
}

/** Booleans filter as numbers too: `inventory_available:true` ≡ `inventory_available=1`. */
function booleanOrNumber(value: string): number | undefined {
  const lower = value.toLowerCase();
  return lower === 'true' ? 1 : lower === 'false' ? 0 : parseNumber(value);
}
