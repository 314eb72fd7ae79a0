/**
 * The lists the shop keeps for a shopper (docs/product.md#wishlist,
 * docs/product.md#recently-viewed): newest first, each item once, capped; the wishlist's changes
 * and merge at login; what a stored or posted list may hold.
 */
import {describe, expect, it} from 'vitest';
import {putFirst, union} from '~/lib/capped-list';
import {
  applyChange,
  idsFromQuery,
  parseWishlistForm,
  toWishlist,
  WISHLIST_MAX,
  wishlistQuery,
} from '~/lib/wishlist/wishlist-list';

const id = (n: number) => `gid://shopify/Product/${n}`;
const ids = (...ns: number[]) => ns.map(id);
const many = (count: number, from = 1) => Array.from({length: count}, (_, i) => id(from + i));

const form = (intent: string | null, values: string[]) => {
  const data = new FormData();
  if (intent !== null) data.set('intent', intent);
  for (const value of values) data.append('id', value);
  return data;
};

describe('capped lists', () => {
  it('put an item first, once, and cut to the cap', () => {
    expect(putFirst(['b', 'a', 'c'], 'a', 5)).toEqual(['a', 'b', 'c']);
    expect(putFirst(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
    const byHandle = putFirst(
      [
        {handle: 'x', v: 1},
        {handle: 'y', v: 1},
      ],
      {handle: 'y', v: 2},
      5,
      (item) => item.handle,
    );
    expect(byHandle).toEqual([
      {handle: 'y', v: 2},
      {handle: 'x', v: 1},
    ]);
  });

  it('join two lists in their own orders, each item once, capped', () => {
    expect(union(['c', 'a'], ['a', 'b', 'c', 'd'], 10)).toEqual(['c', 'a', 'b', 'd']);
    expect(union(['a', 'a', 'b'], [], 10)).toEqual(['a', 'b']);
    expect(union(['a', 'b'], ['c', 'd'], 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('wishlist changes', () => {
  it('a heart adds the product at the front, once', () => {
    expect(applyChange(ids(1, 2), {intent: 'add', ids: ids(3)})).toEqual(ids(3, 1, 2));
    expect(applyChange(ids(1, 2, 3), {intent: 'add', ids: ids(2)})).toEqual(ids(2, 1, 3));
  });

  it('a full list drops its oldest to take a new product', () => {
    const full = many(WISHLIST_MAX);
    const next = applyChange(full, {intent: 'add', ids: ids(999)});
    expect(next).toHaveLength(WISHLIST_MAX);
    expect(next[0]).toBe(id(999));
    expect(next).not.toContain(full.at(-1));
  });

  it('a heart pressed again takes it out; an absent one changes nothing', () => {
    expect(applyChange(ids(1, 2, 3), {intent: 'remove', ids: ids(2)})).toEqual(ids(1, 3));
    expect(applyChange(ids(1, 2), {intent: 'remove', ids: ids(9)})).toEqual(ids(1, 2));
  });

  it('merging at login puts the guest’s list first, then the account’s, each once', () => {
    expect(applyChange(ids(1, 2, 3), {intent: 'merge', ids: ids(4, 2)})).toEqual(ids(4, 2, 1, 3));
    expect(applyChange(ids(1, 2), {intent: 'merge', ids: []})).toEqual(ids(1, 2));
  });

  it('a merge is capped: the account’s oldest go first', () => {
    const account = many(WISHLIST_MAX, 1);
    const guest = many(5, 1000);
    const merged = applyChange(account, {intent: 'merge', ids: guest});
    expect(merged).toHaveLength(WISHLIST_MAX);
    expect(merged.slice(0, 5)).toEqual(guest);
    expect(merged.at(-1)).toBe(account[WISHLIST_MAX - 6]);
  });
});

describe('a stored wishlist', () => {
  it('keeps product ids only, each once, at most the cap', () => {
    expect(toWishlist([id(1), 'gid://shopify/Collection/2', 7, null, id(1), id(3)])).toEqual(
      ids(1, 3),
    );
    expect(toWishlist(many(WISHLIST_MAX + 10))).toHaveLength(WISHLIST_MAX);
    expect(toWishlist({ids: [id(1)]})).toEqual([]);
    expect(toWishlist(null)).toEqual([]);
  });
});

describe('a posted change', () => {
  it('is an intent and product ids', () => {
    expect(parseWishlistForm(form('add', [id(1)]))).toEqual({
      ok: true,
      value: {intent: 'add', ids: ids(1)},
    });
    expect(parseWishlistForm(form('merge', [id(1), id(2), id(1)]))).toEqual({
      ok: true,
      value: {intent: 'merge', ids: ids(1, 2)},
    });
    expect(parseWishlistForm(form('merge', [])).ok).toBe(true);
  });

  it.each([
    ['no intent', form(null, [id(1)])],
    ['an unknown intent', form('clear', [id(1)])],
    ['a heart without a product', form('add', [])],
    ['an id that is no product id', form('remove', ['gid://shopify/Customer/1'])],
    ['an id with more after it', form('add', [`${id(1)}?x=1`])],
    ['more ids than a list holds', form('merge', many(WISHLIST_MAX + 1))],
  ])('refuses %s, whole', (_case, data) => {
    expect(parseWishlistForm(data)).toEqual({ok: false, errors: {form: 'invalid'}, values: {}});
  });
});

describe('the wishlist page’s query', () => {
  it('asks for products by their numeric ids, and reads them back', () => {
    const query = wishlistQuery(ids(12, 345));
    expect(query).toBe('id=12&id=345');
    expect(idsFromQuery(new URLSearchParams(query))).toEqual(ids(12, 345));
  });

  it('asks for nothing without ids, or with a bad one', () => {
    expect(idsFromQuery(new URLSearchParams(''))).toBeNull();
    expect(idsFromQuery(new URLSearchParams('id=12&id=abc'))).toBeNull();
    expect(
      idsFromQuery(
        new URLSearchParams(
          many(WISHLIST_MAX + 1)
            .map((_, i) => `id=${i + 1}`)
            .join('&'),
        ),
      ),
    ).toBeNull();
  });
});
