/**
 * A small LRU cache (a Map keeps insertion order) bounded by total cost: one per entry by
 * default, or e.g. bytes for rendered images.
 */
export class Lru<V> {
  readonly #entries = new Map<string, V>();
  #total = 0;

  constructor(
    readonly maxCost: number,
    private readonly costOf: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): V {
    const old = this.#entries.get(key);
    if (old !== undefined) this.#total -= this.costOf(old);
    this.#entries.delete(key);
    this.#entries.set(key, value);
    this.#total += this.costOf(value);
    for (const [oldest, entry] of this.#entries) {
      if (this.#total <= this.maxCost) break;
      this.#entries.delete(oldest);
      this.#total -= this.costOf(entry);
    }
    return value;
  }

  /** The cached value, or `make()`'s, cached. */
  getOrSet(key: string, make: () => V): V {
    return this.get(key) ?? this.set(key, make());
  }

  get size(): number {
    return this.#entries.size;
  }
}
