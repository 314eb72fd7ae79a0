/**
 * The stock-derived columns, read from the catalogue's variant objects once per request (the
 * checkout lowers those quantities when an order is placed), so `inventory_available` and the
 * quantities are never stale. Each view is built only if the request uses it.
 */
import {emptyBits, setBit, type Bits} from './bitset';
import type {Columns, NumericColumn} from './columns';

export class StockSnapshot {
  #quantity?: Float64Array;
  #productQuantity?: Float64Array;
  #availableNumbers?: Float64Array;
  #available?: Bits;

  constructor(readonly columns: Columns) {}

  /** Records whose variant has stock. */
  available(): Bits {
    if (!this.#available) {
      const {variants, size} = this.columns;
      const bits = emptyBits(size);
      for (let r = 0; r < size; r++) if (variants[r].quantity > 0) setBit(bits, r);
      this.#available = bits;
    }
    return this.#available;
  }

  /** A numeric column's values, static or computed from the current stock. */
  values(column: NumericColumn): Float64Array {
    switch (column.live) {
      case undefined:
        return column.values!;
      case 'inventory_quantity':
        return (this.#quantity ??= Float64Array.from(this.columns.variants, (v) => v.quantity));
      case 'inventory_available':
        return (this.#availableNumbers ??= Float64Array.from(this.columns.variants, (v) =>
          v.quantity > 0 ? 1 : 0,
        ));
      case 'variants_inventory_count':
        return (this.#productQuantity ??= Float64Array.from(this.columns.products, (p) =>
          p.variants.reduce((sum, v) => sum + v.quantity, 0),
        ));
    }
  }
}
