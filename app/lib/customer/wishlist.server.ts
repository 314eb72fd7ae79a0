/**
 * The logged-in customer's wishlist verbs, part of the customer module (customer.server.ts):
 * read through the Storefront API as a customer metafield of product references, written by the
 * shop's server through the Admin API (docs/decisions/0015).
 */
import type {AdminApi} from '../commerce/admin.server';
import {AdminError} from '../commerce/admin.server';
import type {ProductSummary} from '../commerce/catalogue-types';
import {productCards} from '../commerce/product-cards';
import type {StorefrontApi} from '../commerce/storefront.server';
import {WISHLIST_MAX, WISHLIST_METAFIELD} from '../wishlist/wishlist-list';
import type {Refusable} from './account-types';
import {CUSTOMER_WISHLIST} from './wishlist-documents';

interface WishlistDeps {
  commerce: StorefrontApi;
  /** The customer's token, or SignedOut thrown. */
  token: () => string;
  /** The customer as found, or SignedOut thrown. */
  known: <T>(customer: T | null | undefined) => T;
  admin: AdminApi | null;
}

export function wishlistVerbs({commerce, token, known, admin}: WishlistDeps) {
  // The owner of the metafield, once read: a save after a read asks the platform no more.
  let customerId: string | null = null;

  async function wishlist(): Promise<ProductSummary[]> {
    const {namespace, key} = WISHLIST_METAFIELD;
    const data = await commerce.query(CUSTOMER_WISHLIST, {
      variables: {customerAccessToken: token(), namespace, key, first: WISHLIST_MAX},
      cache: commerce.CacheNone(),
    });
    const customer = known(data.customer);
    customerId = customer.id;
    // Another type under the same key (set by hand in the admin) is no wishlist.
    if (customer.wishlist?.type !== WISHLIST_METAFIELD.type) return [];
    return productCards(customer.wishlist.references?.nodes ?? []);
  }

  return {
    /** The saved products, newest first; one no longer sold is left out (and so dropped at the next save). */
    wishlist,

    /** Replaces the list with these product ids: the ids saved, or why the platform refused. */
    async saveWishlist(productIds: readonly string[]): Promise<Refusable<string[]>> {
      if (!admin) throw new AdminError('The Admin API is not configured', 0);
      if (!customerId) await wishlist();
      return admin.saveWishlist(customerId!, productIds);
    },
  };
}
