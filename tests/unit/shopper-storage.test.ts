/**
 * What the browser keeps for the shopper (docs/product.md#recently-viewed,
 * docs/product.md#wishlist): localStorage that fails safe when blocked, the recently viewed
 * cards, and the browser's wishlist with its account side.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {readStored, writeStored} from '~/lib/browser-storage';
import type {ProductSummary} from '~/lib/commerce/catalogue-types';
import {
  RECENTLY_VIEWED_MAX,
  recentlyViewedKey,
  toRecentlyViewed,
  withViewed,
} from '~/lib/recently-viewed';

const card = (handle: string, title = handle): ProductSummary => ({
  id: `gid://shopify/Product/${handle.length}`,
  handle,
  title,
  vendor: 'Orsetto',
  availableForSale: true,
  image: `https://cdn.test/${handle}.jpg`,
  price: 59.9,
});

/** A localStorage of our own; `blocked` makes every access throw, as a privacy setting does. */
function installStorage({blocked = false, full = false} = {}) {
  const items = new Map<string, string>();
  const listeners: Array<(event: {key: string}) => void> = [];
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      items.set(key, value);
    },
  };
  vi.stubGlobal('window', {
    get localStorage() {
      if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
      return storage;
    },
    addEventListener: (_type: string, listener: (event: {key: string}) => void) =>
      listeners.push(listener),
  });
  return {items, fire: (key: string) => listeners.forEach((listener) => listener({key}))};
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('browser storage', () => {
  it('reads back what it wrote, as JSON', () => {
    const {items} = installStorage();
    writeStored('k', {a: [1]});
    expect(items.get('k')).toBe('{"a":[1]}');
    expect(readStored('k')).toEqual({a: [1]});
    expect(readStored('missing')).toBeNull();
  });

  it('blocked: reads nothing and writes nowhere, without throwing', () => {
    installStorage({blocked: true});
    expect(() => writeStored('k', [1])).not.toThrow();
    expect(readStored('k')).toBeNull();
  });

  it('full, or holding something that is no JSON: still no throw', () => {
    const {items} = installStorage({full: true});
    expect(() => writeStored('k', [1])).not.toThrow();
    items.set('bad', '{not json');
    expect(readStored('bad')).toBeNull();
  });
});

describe('recently viewed', () => {
  it('newest first, each product once, at most 12', () => {
    let list: ProductSummary[] = [];
    for (const handle of ['a', 'b', 'c', 'a']) list = withViewed(list, card(handle));
    expect(list.map((item) => item.handle)).toEqual(['a', 'c', 'b']);
    for (let i = 0; i < 20; i += 1) list = withViewed(list, card(`p${i}`));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]!.handle).toBe('p19');
  });

  it('a product seen again is kept as seen last (a new price replaces the old)', () => {
    const list = withViewed([card('a'), card('b')], {...card('b'), title: 'B nuovo'});
    expect(list.map((item) => item.title)).toEqual(['B nuovo', 'a']);
  });

  it('keeps only cards it can render from what was stored', () => {
    const stored = [
      card('a'),
      {...card('b'), price: '59.9'},
      {...card('c'), handle: null},
      'e',
      null,
      {...card('d'), image: null, compareAt: 80},
      {...card('f'), compareAt: null},
    ];
    expect(toRecentlyViewed(stored).map((item) => item.handle)).toEqual(['a', 'd']);
    expect(toRecentlyViewed({a: 1})).toEqual([]);
  });

  it('reads the cards an older release stored (the platform’s card fragment) as today’s', () => {
    const {image: _image, price: _price, ...product} = card('a');
    const eur = (amount: string) => ({amount, currencyCode: 'EUR'});
    const older = {
      ...product,
      featuredImage: {url: 'https://cdn.test/a.jpg', altText: null},
      priceRange: {minVariantPrice: eur('59.9')},
      compareAtPriceRange: {maxVariantPrice: eur('0.0')},
    };
    const broken = {...older, priceRange: {minVariantPrice: {amount: 5}}};
    const second = {...older, handle: 'b', title: 'b', featuredImage: null};
    expect(toRecentlyViewed([older, broken, second])).toEqual([
      card('a'),
      {...card('b'), image: null},
    ]);
  });

  it('has a list per market', () => {
    expect(recentlyViewedKey('it')).not.toBe(recentlyViewedKey('sl'));
  });
});

const A = 'gid://shopify/Product/1';
const B = 'gid://shopify/Product/2';

describe('the browser’s wishlist', () => {
  async function store() {
    return import('~/lib/wishlist/wishlist-store');
  }

  it('is read once from storage, and follows other tabs', async () => {
    const {items, fire} = installStorage();
    items.set('passo:wishlist', JSON.stringify({ids: [A, 'junk', A], owner: null}));
    const {loadWishlist, wishlistStore} = await store();
    expect(wishlistStore.get()).toEqual({ids: [], owner: null, loaded: false});
    loadWishlist();
    expect(wishlistStore.get()).toEqual({ids: [A], owner: null, loaded: true});
    items.set('passo:wishlist', JSON.stringify({ids: [B, A], owner: null}));
    fire('passo:wishlist');
    expect(wishlistStore.get().ids).toEqual([B, A]);
  });

  it('a guest’s heart changes the list and the storage, and asks no server', async () => {
    const {items} = installStorage();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const {loadWishlist, toggleWishlist, wishlistStore} = await store();
    loadWishlist();
    toggleWishlist(A, 'it', 'failed');
    toggleWishlist(B, 'it', 'failed');
    expect(wishlistStore.get().ids).toEqual([B, A]);
    expect(JSON.parse(items.get('passo:wishlist')!)).toEqual({ids: [B, A], owner: null});
    toggleWishlist(B, 'it', 'failed');
    expect(wishlistStore.get().ids).toEqual([A]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a heart pressed before the list is read adds to the stored list, not over it', async () => {
    const {items} = installStorage();
    items.set('passo:wishlist', JSON.stringify({ids: [A], owner: null}));
    const {toggleWishlist, wishlistStore} = await store();
    toggleWishlist(B, 'it', 'failed');
    expect(wishlistStore.get()).toEqual({ids: [B, A], owner: null, loaded: true});
    expect(JSON.parse(items.get('passo:wishlist')!)).toEqual({ids: [B, A], owner: null});
  });

  it('with storage blocked the heart still works for the visit', async () => {
    installStorage({blocked: true});
    const {loadWishlist, toggleWishlist, wishlistStore} = await store();
    loadWishlist();
    toggleWishlist(A, 'it', 'failed');
    expect(wishlistStore.get()).toEqual({ids: [A], owner: null, loaded: true});
  });
});

describe('the account side of the browser’s wishlist', () => {
  const OWNER = 'gid://shopify/Customer/9';

  function answering(status: number, body: unknown) {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, {status}));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  /** The modules, with OWNER logged in. */
  async function modules() {
    const store = await import('~/lib/wishlist/wishlist-store');
    const account = await import('~/lib/wishlist/wishlist-account');
    // The same module instances the account side shows its messages with.
    const {getUiState} = await import('~/lib/ui-state');
    const {customerStore} = await import('~/lib/customer/customer-store');
    const customer = {id: OWNER, firstName: 'Ada', displayName: 'Ada', email: 'ada@example.com'};
    customerStore.set({loggedIn: true, customerData: customer});
    return {...store, ...account, getUiState, customerStore};
  }

  it('posts the change to the market’s endpoint and mirrors the account’s answer', async () => {
    installStorage();
    const fetch = answering(200, {ids: [A, B]});
    const {keepWishlist, saveChange, wishlistStore} = await modules();
    keepWishlist([A], OWNER);
    await saveChange('sl', {intent: 'add', ids: [A]}, OWNER, 'failed');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/sl/wishlist/items');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect([body.get('intent'), body.getAll('id')]).toEqual(['add', [A]]);
    expect(wishlistStore.get()).toEqual({ids: [A, B], owner: OWNER, loaded: true});
  });

  it('a refused save is undone here and the server’s message shown', async () => {
    installStorage();
    answering(503, {error: 'unavailable', message: 'Riprova tra poco.'});
    const {keepWishlist, saveChange, wishlistStore, getUiState} = await modules();
    keepWishlist([A, B], OWNER);
    await saveChange('it', {intent: 'add', ids: [A]}, OWNER, 'failed');
    expect(wishlistStore.get().ids).toEqual([B]);
    expect(getUiState().eventMessages).toEqual([
      expect.objectContaining({kind: 'error', text: 'Riprova tra poco.'}),
    ]);
  });

  it('no answer at all: undone, with the page’s own message', async () => {
    installStorage();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const {keepWishlist, saveChange, wishlistStore, getUiState} = await modules();
    keepWishlist([B], OWNER);
    await saveChange('it', {intent: 'remove', ids: [A]}, OWNER, 'Non salvato');
    expect(wishlistStore.get().ids).toEqual([A, B]);
    expect(getUiState().eventMessages.at(-1)?.text).toBe('Non salvato');
  });

  it('logged out meanwhile: the answer is not applied to the guest’s list', async () => {
    installStorage();
    answering(200, {ids: [A, B]});
    const {keepWishlist, saveChange, wishlistStore} = await modules();
    keepWishlist([A], OWNER);
    const saving = saveChange('it', {intent: 'add', ids: [A]}, OWNER, 'failed');
    keepWishlist([], null);
    await saving;
    expect(wishlistStore.get()).toEqual({ids: [], owner: null, loaded: true});
  });

  it('at login the guest’s list is merged, then mirrors the account', async () => {
    const {items} = installStorage();
    const fetch = answering(200, {ids: [B, A]});
    const {keepWishlist, mergeAtLogin, wishlistStore} = await modules();
    keepWishlist([B], null);
    await mergeAtLogin('it', OWNER);
    const body = fetch.mock.calls[0]![1].body as FormData;
    expect([body.get('intent'), body.getAll('id')]).toEqual(['merge', [B]]);
    expect(wishlistStore.get()).toEqual({ids: [B, A], owner: OWNER, loaded: true});
    expect(JSON.parse(items.get('passo:wishlist')!)).toEqual({ids: [B, A], owner: OWNER});
  });

  it('a heart pressed while the merge is on its way is merged too, not undone by the answer', async () => {
    installStorage();
    const {keepWishlist, mergeAtLogin, wishlistStore} = await modules();
    keepWishlist([], null);
    const fetch = vi.fn(async (_url: string, init: {body: FormData}) => {
      const sent = init.body.getAll('id');
      // The first answer comes after the shopper pressed a heart on the guest's list.
      if (fetch.mock.calls.length === 1) keepWishlist([B], null);
      return new Response(JSON.stringify({ids: sent.length ? [B, A] : [A]}), {status: 200});
    });
    vi.stubGlobal('fetch', fetch);
    await mergeAtLogin('it', OWNER);
    expect(fetch.mock.calls.map(([, init]) => init.body.getAll('id'))).toEqual([[], [B]]);
    expect(wishlistStore.get()).toEqual({ids: [B, A], owner: OWNER, loaded: true});
  });

  it('logged out while the merge is on its way: the account’s list stays off this browser', async () => {
    installStorage();
    const {keepWishlist, mergeAtLogin, wishlistStore, customerStore} = await modules();
    keepWishlist([B], null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // "Esci" pressed, and the browser's list emptied, before the answer comes.
        customerStore.set({loggedIn: false, customerData: null});
        keepWishlist([], null);
        return new Response(JSON.stringify({ids: [B, A]}), {status: 200});
      }),
    );
    await mergeAtLogin('it', OWNER);
    expect(wishlistStore.get()).toEqual({ids: [], owner: null, loaded: true});
  });

  it('another account’s mirror is not merged into this one; a failed merge keeps the guest’s list', async () => {
    installStorage();
    const fetch = answering(200, {ids: [A]});
    const {keepWishlist, mergeAtLogin, wishlistStore} = await modules();
    keepWishlist([B], 'gid://shopify/Customer/1');
    await mergeAtLogin('it', OWNER);
    expect((fetch.mock.calls[0]![1].body as FormData).getAll('id')).toEqual([]);
    expect(wishlistStore.get()).toEqual({ids: [A], owner: OWNER, loaded: true});

    answering(503, {message: 'x'});
    keepWishlist([B], null);
    await mergeAtLogin('it', OWNER);
    expect(wishlistStore.get()).toEqual({ids: [B], owner: null, loaded: true});
  });
});
