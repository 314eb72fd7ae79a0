import {describe, expect, it} from 'vitest';
import {CacheLong, CacheNone, CacheShort} from '@shopify/hydrogen';
import {IsolateCache} from '~/lib/commerce/isolate-cache.server';

function setup(bounds: ConstructorParameters<typeof IsolateCache>[0] = {maxEntries: 10}) {
  let now = 0;
  const background: Array<Promise<unknown>> = [];
  const cache = new IsolateCache(bounds, () => now);
  let calls = 0;
  const load = (value: string) => async () => {
    calls += 1;
    return value;
  };
  return {
    cache,
    load,
    calls: () => calls,
    advance: (ms: number) => (now += ms),
    waitUntil: (promise: Promise<unknown>) => background.push(promise),
    settle: () => Promise.all(background),
  };
}

describe('IsolateCache', () => {
  it('answers from memory while fresh (CacheShort: 1 s)', async () => {
    const t = setup();
    expect(await t.cache.get('k', CacheShort(), t.load('a'), t.waitUntil)).toBe('a');
    t.advance(900);
    expect(await t.cache.get('k', CacheShort(), t.load('b'), t.waitUntil)).toBe('a');
    expect(t.calls()).toBe(1);
  });

  it('serves stale once expired and refreshes in the background, once', async () => {
    const t = setup();
    await t.cache.get('k', CacheShort(), t.load('a'), t.waitUntil);
    t.advance(2_000);
    let release: (value: string) => void = () => {};
    let refreshes = 0;
    const slow = () => {
      refreshes += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    expect(await t.cache.get('k', CacheShort(), slow, t.waitUntil)).toBe('a');
    expect(await t.cache.get('k', CacheShort(), slow, t.waitUntil)).toBe('a');
    expect(refreshes).toBe(1);
    release('b');
    await t.settle();
    expect(await t.cache.get('k', CacheShort(), t.load('c'), t.waitUntil)).toBe('b');
  });

  it('loads again after the stale window (1 s + 9 s)', async () => {
    const t = setup();
    await t.cache.get('k', CacheShort(), t.load('a'), t.waitUntil);
    t.advance(10_001);
    expect(await t.cache.get('k', CacheShort(), t.load('b'), t.waitUntil)).toBe('b');
  });

  it('never keeps no-store answers', async () => {
    const t = setup();
    await t.cache.get('k', CacheNone(), t.load('a'), t.waitUntil);
    expect(await t.cache.get('k', CacheNone(), t.load('b'), t.waitUntil)).toBe('b');
    expect(t.cache.size).toBe(0);
  });

  it('keeps failures out and retries them', async () => {
    const t = setup();
    const failing = async () => {
      throw new Error('503');
    };
    await expect(t.cache.get('k', CacheLong(), failing, t.waitUntil)).rejects.toThrow('503');
    expect(await t.cache.get('k', CacheLong(), t.load('a'), t.waitUntil)).toBe('a');
  });

  it('drops the least recently used entry beyond its bound', async () => {
    const t = setup({maxEntries: 2});
    await t.cache.get('a', CacheLong(), t.load('a'), t.waitUntil);
    await t.cache.get('b', CacheLong(), t.load('b'), t.waitUntil);
    await t.cache.get('a', CacheLong(), t.load('x'), t.waitUntil);
    await t.cache.get('c', CacheLong(), t.load('c'), t.waitUntil);
    expect(t.cache.size).toBe(2);
    expect(await t.cache.get('b', CacheLong(), t.load('b2'), t.waitUntil)).toBe('b2');
    expect(await t.cache.get('c', CacheLong(), t.load('c2'), t.waitUntil)).toBe('c');
  });

  it('counts each entry as its key plus its JSON, and drops the least recent beyond maxBytes', async () => {
    // Each entry below is 1 + 12 = 13 (key 'a', JSON '"aaaaaaaaaa"').
    const t = setup({maxBytes: 30});
    const ten = (c: string) => t.load(c.repeat(10));
    await t.cache.get('a', CacheLong(), ten('a'), t.waitUntil);
    await t.cache.get('b', CacheLong(), ten('b'), t.waitUntil);
    expect(t.cache.bytes).toBe(26);
    await t.cache.get('a', CacheLong(), ten('x'), t.waitUntil); // a is now the most recent
    await t.cache.get('c', CacheLong(), ten('c'), t.waitUntil);
    expect(t.cache.size).toBe(2);
    expect(t.cache.bytes).toBe(26);
    expect(await t.cache.get('b', CacheLong(), ten('y'), t.waitUntil)).toBe('y'.repeat(10));
    expect(await t.cache.get('c', CacheLong(), ten('z'), t.waitUntil)).toBe('c'.repeat(10));
  });

  it('serves an answer larger than maxEntryBytes without keeping it, nor its stale copy', async () => {
    const t = setup({maxEntryBytes: 20});
    await t.cache.get('k', CacheShort(), t.load('small'), t.waitUntil);
    t.advance(2_000);
    expect(await t.cache.get('k', CacheShort(), t.load('x'.repeat(30)), t.waitUntil)).toBe('small');
    await t.settle(); // the refresh came back too large: the stale copy goes with it
    expect(t.cache.size).toBe(0);
    expect(t.cache.bytes).toBe(0);
    expect(await t.cache.get('k', CacheShort(), t.load('again'), t.waitUntil)).toBe('again');
  });

  it('lets go of expired entries at the least recent end when it fills', async () => {
    const t = setup();
    await t.cache.get('old', CacheShort(), t.load('a'), t.waitUntil);
    await t.cache.get('long', CacheLong(), t.load('b'), t.waitUntil);
    t.advance(10_001); // 'old' is past its stale window, 'long' is not
    await t.cache.get('new', CacheShort(), t.load('c'), t.waitUntil);
    expect(t.cache.size).toBe(2);
    expect(await t.cache.get('long', CacheLong(), t.load('x'), t.waitUntil)).toBe('b');
  });
});
