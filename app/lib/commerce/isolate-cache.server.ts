/**
 * A small in-isolate cache in front of the worker's Cache API. A worker isolate serves many
 * requests; answering a hot catalogue query from memory skips the Cache API round trip and
 * the JSON parse (measured: most of a cached page's data cost). It follows the query's own
 * caching strategy: fresh for `maxAge`, then served stale while one refresh runs in the
 * background, for `staleWhileRevalidate`.
 *
 * Bounded by entries and by size, least recently used out first, because the isolate's memory
 * is capped (128 MB on Oxygen, as on Cloudflare) and shared with every request in flight; an
 * entry past its stale window is dropped too once it reaches that end, so a quiet isolate lets
 * go of what a busy hour filled it with. The worker holds two instances (catalogue queries,
 * search answers) with these defaults each: at most 2 × 12 MB counted as JSON, about 30 MB of
 * heap (`npm run bench`'s memory phase: 9.9 MB of JSON took about 12 MB once parsed).
 */
import type {CachingStrategy} from '@shopify/hydrogen';

/** Entries per cache: enough for a catalogue's hot products and listings. */
const MAX_ENTRIES = 500;
/**
 * Size per cache, in UTF-16 code units of the key plus the value's JSON (≈ bytes for the mostly
 * ASCII catalogue). Measured on the bench catalogue: a listing or search answer with its facets
 * 12 KB (median; up to 54 KB), a product 5 KB plus its 1.8 KB key (which holds the query).
 */
const MAX_BYTES = 12 * 1024 * 1024;
/** A single answer above this is served but not kept: it would push out dozens of others. */
const MAX_ENTRY_BYTES = 1024 * 1024;

interface Entry {
  value: unknown;
  bytes: number;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

interface Bounds {
  maxEntries: number;
  maxBytes: number;
  maxEntryBytes: number;
}

/** The JSON length of a value; one that cannot be serialized counts as too large to keep. */
function approximateSize(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

export class IsolateCache {
  private readonly entries = new Map<string, Entry>();
  private readonly bounds: Bounds;
  private totalBytes = 0;

  constructor(
    bounds: Partial<Bounds> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.bounds = {
      maxEntries: MAX_ENTRIES,
      maxBytes: MAX_BYTES,
      maxEntryBytes: MAX_ENTRY_BYTES,
      ...bounds,
    };
  }

  /**
   * The cached value, refreshed through `load` when stale (in the background, via
   * `waitUntil`) or missing (awaited). Uncacheable strategies always load.
   */
  async get<T>(
    key: string,
    strategy: CachingStrategy,
    load: () => Promise<T>,
    waitUntil: (promise: Promise<unknown>) => void,
  ): Promise<T> {
    const maxAge = strategy.maxAge ?? 0;
    if (strategy.mode === 'no-store' || strategy.mode === 'private' || maxAge <= 0) return load();
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && now < entry.staleUntil) {
      this.touch(key, entry);
      if (now >= entry.freshUntil && !entry.refreshing) {
        entry.refreshing = true;
        waitUntil(
          this.fill(key, strategy, load).catch(() => {
            entry.refreshing = false;
          }),
        );
      }
      return entry.value as T;
    }
    return this.fill(key, strategy, load);
  }

  get size() {
    return this.entries.size;
  }

  /** What the entries count against `maxBytes`. */
  get bytes() {
    return this.totalBytes;
  }

  private async fill<T>(
    key: string,
    strategy: CachingStrategy,
    load: () => Promise<T>,
  ): Promise<T> {
    const value = await load();
    const now = this.now();
    const maxAge = (strategy.maxAge ?? 0) * 1000;
    const swr = (strategy.staleWhileRevalidate ?? 0) * 1000;
    const bytes = key.length + approximateSize(value);
    if (bytes > this.bounds.maxEntryBytes) {
      this.remove(key); // a stale copy must not outlive its refresh
      return value;
    }
    this.touch(key, {
      value,
      bytes,
      freshUntil: now + maxAge,
      staleUntil: now + maxAge + swr,
      refreshing: false,
    });
    this.evict(now);
    return value;
  }

  /** Moves the entry to the most recently used end (Map keeps insertion order). */
  private touch(key: string, entry: Entry) {
    this.remove(key);
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
  }

  private remove(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.totalBytes -= old.bytes;
  }

  /**
   * Least recently used first until within bounds; expired entries at that end go too, so a
   * quiet isolate lets go of what a busy hour filled it with.
   */
  private evict(now: number) {
    for (const [key, entry] of this.entries) {
      const over =
        this.entries.size > this.bounds.maxEntries || this.totalBytes > this.bounds.maxBytes;
      if (!over && now < entry.staleUntil) break;
      this.remove(key);
    }
  }
}
