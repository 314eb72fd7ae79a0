import {useLaterEffect} from './use-later-effect';
import {useStore} from './use-store';
import {loadWishlist, wishlistStore, type WishlistState} from '~/lib/wishlist/wishlist-store';

/** The part of the browser's wishlist the selector picks; the stored list is read just after
 * hydration, and by any change before that. */
export function useWishlist<T>(selector: (state: WishlistState) => T): T {
  useLaterEffect(loadWishlist, []);
  return useStore(wishlistStore, selector);
}
