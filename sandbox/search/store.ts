/**
 * The search indexes of one sandbox, each part built on first use: the shared columns when the
 * first query arrives, a market's vocabulary on its first text query, a replica's order on its
 * first query. Nothing is built at start-up, so the sandbox starts as fast as before.
 */
import type {Catalog, Locale} from '../db/catalog';
import {fullBits, type Bits} from './bitset';
import {buildColumns, type Columns} from './columns';
import {FilterEvaluator} from './filters/evaluate';
import {Scratch} from './hits';
import {TextIndex} from './match';
import type {IndexName} from './names';
import {customOrder, sortedOrder, type Order} from './orders';
import {RecordBuilder} from './records';
import {productPostings, variantPostings, type Postings} from './vocabulary';

export class SearchStore {
  #columns?: Columns;
  readonly #filters = new Map<Locale, FilterEvaluator>();
  #scratch?: Scratch;
  #records?: RecordBuilder;
  #variantPostings?: Postings;
  #all?: Bits;
  readonly #text = new Map<Locale, TextIndex>();
  readonly #orders = new Map<string, Order>();

  constructor(readonly catalog: Catalog) {}

  get columns(): Columns {
    return (this.#columns ??= buildColumns(this.catalog));
  }

  filters(locale: Locale): FilterEvaluator {
    let filters = this.#filters.get(locale);
    if (!filters) this.#filters.set(locale, (filters = new FilterEvaluator(this.columns, locale)));
    return filters;
  }

  get scratch(): Scratch {
    return (this.#scratch ??= new Scratch(this.columns));
  }

  get records(): RecordBuilder {
    return (this.#records ??= new RecordBuilder(this.catalog, this.columns));
  }

  /** Every record (the answer to "no filter"). Never modified by its users. */
  get all(): Bits {
    return (this.#all ??= fullBits(this.columns.size));
  }

  text(locale: Locale): TextIndex {
    let index = this.#text.get(locale);
    if (!index) {
      this.#variantPostings ??= variantPostings(this.columns);
      index = new TextIndex(
        this.columns,
        productPostings(this.columns, locale),
        this.#variantPostings,
      );
      this.#text.set(locale, index);
    }
    return index;
  }

  /** Price orders are the same in every market; title orders follow the market's collation. */
  order({sort, locale}: IndexName): Order {
    const key = !sort ? 'custom' : sort.startsWith('title') ? `${sort}:${locale}` : sort;
    let order = this.#orders.get(key);
    if (!order) {
      order = sort
        ? sortedOrder(this.columns, this.order({name: '', locale, kind: 'products'}), sort, locale)
        : customOrder(this.columns);
      this.#orders.set(key, order);
    }
    return order;
  }
}
