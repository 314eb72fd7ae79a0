import {useLaterEffect} from '~/hooks/use-later-effect';
import {useShell} from '~/hooks/use-shell';
import {useStore} from '~/hooks/use-store';
import {customerStore} from '~/lib/customer/customer-store';
import {keepWishlist, loadWishlist, wishlistStore} from '~/lib/wishlist/wishlist-store';

/**
 * The browser's wishlist follows the login (docs/product.md#wishlist): once a customer is known
 * and their account's list is not mirrored yet, the guest's list is merged into it; once logged
 * out, the account's list leaves this browser, as the cart does.
 */
export function WishlistSync() {
  const {market} = useShell();
  const loggedIn = useStore(customerStore, (state) => state.loggedIn);
  const customerId = useStore(customerStore, (state) => state.customerData?.id ?? null);
  useLaterEffect(() => {
    loadWishlist();
    const {owner} = wishlistStore.get();
    if (loggedIn === false && owner) keepWishlist([], null);
    if (loggedIn && customerId && owner !== customerId) {
      void import('~/lib/wishlist/wishlist-account').then((account) =>
        account.mergeAtLogin(market.storePath, customerId),
      );
    }
  }, [loggedIn, customerId, market.storePath]);
  return null;
}
