/** A small LRU cache bounded by total byte size (a Map keeps insertion order). */
export class ByteLru<V extends {byteLength: number}> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const old = this.#entries.get(key);
    if (old) this.#bytes -= old.byteLength;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.byteLength;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
