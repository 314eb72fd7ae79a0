/**
 * A change to the logged-in customer's wishlist, as the shop's server makes it
 * (docs/product.md#wishlist): the account's list is read, the change applied, and the result
 * saved. Products the change brings are looked up first: an id of no product (a stale guest
 * list) is left out, so the platform never refuses the whole list for one of them.
 */
import type {AppContext} from '../context.server';
import type {Refusable} from '../customer/account-types';
import {applyChange, sameList, type WishlistChange} from './wishlist-list';

export async function changeWishlist(
  {customer, catalogue}: Pick<AppContext, 'customer' | 'catalogue'>,
  change: WishlistChange,
): Promise<Refusable<string[]>> {
  const current = (await customer.wishlist()).map((product) => product.id);
  const brought =
    change.intent === 'remove' ? [] : change.ids.filter((id) => !current.includes(id));
  const found = new Set((await catalogue.products(brought)).map((product) => product.id));
  const ids = change.ids.filter((id) => current.includes(id) || found.has(id));
  const next = applyChange(current, {...change, ids});
  if (sameList(next, current)) return {ok: true, value: current};
  return customer.saveWishlist(next);
}
