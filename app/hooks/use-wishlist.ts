import {useEffect} from 'react';
import {useStore} from './use-store';
import {loadWishlist, wishlistStore, type WishlistState} from '~/lib/wishlist/wishlist-store';

/** The part of the browser's wishlist the selector picks; the stored list is read once hydrated. */
export function useWishlist<T>(selector: (state: WishlistState) => T): T {
  useEffect(loadWishlist, []);
  return useStore(wishlistStore, selector);
}
