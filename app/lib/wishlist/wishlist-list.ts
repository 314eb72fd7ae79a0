/**
 * The wishlist as a list of product ids (docs/product.md#wishlist), the same in the browser and
 * on the account: what a change does to it, and what a stored or posted list may hold.
 */
import {putFirst, union} from '../capped-list';
import type {Parsed} from '../customer/account-forms';

/** Well under the platform's 128 items of a list metafield (docs/decisions/0015). */
export const WISHLIST_MAX = 50;

/** Where the account keeps it: a customer metafield of product references. */
export const WISHLIST_METAFIELD = {
  namespace: 'custom',
  key: 'wishlist',
  type: 'list.product_reference',
} as const;

const PRODUCT_ID = /^gid:\/\/shopify\/Product\/[1-9]\d{0,19}$/;

const isProductId = (value: unknown): value is string =>
  typeof value === 'string' && PRODUCT_ID.test(value);

/** Product ids only, each once, at most WISHLIST_MAX: anything else a store holds is dropped. */
export function toWishlist(value: unknown): string[] {
  return Array.isArray(value) ? union(value.filter(isProductId), [], WISHLIST_MAX) : [];
}

/**
 * `add` and `remove` are a heart pressed; `merge` is the guest's list joining the account's at
 * login: the guest's first (saved last, on this device), then the account's, capped.
 */
export interface WishlistChange {
  intent: 'add' | 'remove' | 'merge';
  ids: string[];
}

export function applyChange(current: readonly string[], {intent, ids}: WishlistChange): string[] {
  if (intent === 'remove') return current.filter((id) => !ids.includes(id));
  if (intent === 'merge') return union(ids, current, WISHLIST_MAX);
  return ids.reduceRight((list, id) => putFirst(list, id, WISHLIST_MAX), [...current]);
}

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * A posted change (routes/wishlist.items.ts): an intent and product ids, each once, at most
 * WISHLIST_MAX; a heart changes one product at least, a merge may bring none. Anything else
 * is refused whole.
 */
export function parseWishlistForm(form: FormData): Parsed<WishlistChange, never> {
  const intent = form.get('intent');
  const ids = form.getAll('id');
  const valid =
    (intent === 'add' || intent === 'remove' || intent === 'merge') &&
    ids.length <= WISHLIST_MAX &&
    ids.every(isProductId) &&
    (intent === 'merge' || ids.length > 0);
  return valid
    ? {ok: true, value: {intent, ids: union(ids, [], WISHLIST_MAX)}}
    : {ok: false, errors: {form: 'invalid'}, values: {}};
}

/** The wishlist page asks for the cards of the browser's list as `?id=123&id=456`. */
export const wishlistQuery = (ids: readonly string[]) =>
  ids.map((id) => `id=${id.slice(id.lastIndexOf('/') + 1)}`).join('&');

/** The ids a wishlist page URL asks for, or null when it asks for none (or not properly). */
export function idsFromQuery(params: URLSearchParams): string[] | null {
  const ids = params.getAll('id').map((id) => `gid://shopify/Product/${id}`);
  return ids.length && ids.length <= WISHLIST_MAX && ids.every(isProductId) ? ids : null;
}
