/** A small LRU cache bounded by entry count (a Map keeps insertion order). */
export class Lru<V> {
  readonly #entries = new Map<string, V>();

  constructor(readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): V {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxEntries)
      this.#entries.delete(this.#entries.keys().next().value!);
    return value;
  }

  /** The cached value, or `make()`'s, cached. */
  getOrSet(key: string, make: () => V): V {
    return this.get(key) ?? this.set(key, make());
  }
}
