/**
 * The wishlist in the browser (docs/product.md#wishlist): product ids in localStorage, read once
 * after hydration (the server and the first render see an empty list), and the account they
 * mirror once a logged-in customer's list was merged (`owner`, the customer's id; null for a
 * guest). Changes of a mirrored list also go to the account (wishlist-account.ts, loaded only
 * then).
 */
import {readStored, writeStored} from '../browser-storage';
import {createStore} from '../store';
import {applyChange, toWishlist, type WishlistChange} from './wishlist-list';
import {stored} from '../cookie-names';

export const WISHLIST_STORAGE_KEY = stored('passo:wishlist');

export interface WishlistState {
  ids: string[];
  owner: string | null;
  /** False until the browser's list has been read: an empty list is not known to be empty. */
  loaded: boolean;
}

export const wishlistStore = createStore<WishlistState>(() => ({
  ids: [],
  owner: null,
  loaded: false,
}));

function fromStorage(value: unknown): WishlistState {
  const saved = (value ?? {}) as {ids?: unknown; owner?: unknown};
  const owner = typeof saved.owner === 'string' ? saved.owner : null;
  return {ids: toWishlist(saved.ids), owner, loaded: true};
}

/** Reads the stored list once, and follows the changes other tabs make to it. */
export function loadWishlist(): void {
  if (wishlistStore.get().loaded) return;
  wishlistStore.set(fromStorage(readStored(WISHLIST_STORAGE_KEY)));
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_STORAGE_KEY) wishlistStore.set(fromStorage(readStored(event.key)));
  });
}

export function keepWishlist(ids: string[], owner: string | null): void {
  wishlistStore.set({ids, owner, loaded: true});
  writeStored(WISHLIST_STORAGE_KEY, {ids, owner});
}

/**
 * The heart: the product joins the front of the list or leaves it, at once; a list that mirrors
 * an account is saved there too, and put back with `failed` shown if that fails.
 */
export function toggleWishlist(id: string, storePath: string, failed: string): void {
  // A heart tapped before hydration is pressed before the list is read (lib/later.ts).
  loadWishlist();
  const {ids, owner} = wishlistStore.get();
  const change: WishlistChange = {intent: ids.includes(id) ? 'remove' : 'add', ids: [id]};
  keepWishlist(applyChange(ids, change), owner);
  if (owner) {
    void import('./wishlist-account').then((account) =>
      account.saveChange(storePath, change, owner, failed),
    );
  }
}
