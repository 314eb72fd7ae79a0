/**
 * The Admin API operation the shop sends (docs/decisions/0015) and its answer as the shop's
 * types. The document carries no GraphQL tag on purpose: codegen and the Storefront contract
 * test read tagged documents against the Storefront API's schema, which has no `metafieldsSet`.
 */
import type {Refusable} from '../customer/account-types';
import {refusable} from '../customer/customer-mapping';
import {toWishlist, WISHLIST_METAFIELD} from '../wishlist/wishlist-list';

export const METAFIELDS_SET = `
  mutation WishlistSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields {
        namespace
        key
        type
        value
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

interface MetafieldsSetAnswer {
  metafieldsSet?: {
    metafields?: Array<{namespace: string; key: string; type: string; value: string}> | null;
    userErrors?: Array<{field?: string[] | null; message: string; code?: string | null}> | null;
  } | null;
}

/** The customer's wishlist as `metafieldsSet` input: product ids as a JSON list of references. */
export function wishlistVariables(customerId: string, productIds: readonly string[]) {
  return {
    metafields: [{ownerId: customerId, ...WISHLIST_METAFIELD, value: JSON.stringify(productIds)}],
  };
}

function parsed(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The list as saved, or the platform's refusals (`field` is the input's last path segment). */
export function toSavedWishlist(data: MetafieldsSetAnswer | null | undefined): Refusable<string[]> {
  const payload = data?.metafieldsSet;
  const saved = payload?.metafields?.find(
    (metafield) =>
      metafield.namespace === WISHLIST_METAFIELD.namespace &&
      metafield.key === WISHLIST_METAFIELD.key,
  );
  return refusable(saved && toWishlist(parsed(saved.value)), payload?.userErrors);
}
