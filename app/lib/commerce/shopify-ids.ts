/**
 * The platform's ids in the forms other services know them by: a global id
 * (`gid://shopify/ProductVariant/45012345678901`) as its numeric id, which the catalogues synced
 * from the platform use (docs/product.md#product-data), and a cart id
 * (`gid://shopify/Cart/{token}?key={key}`) as its token. Pure.
 */

/** The numeric id at the end of a global id, or null when it ends in anything else. */
export function numericShopifyId(gid: string | null | undefined): string | null {
  const id = gid?.split('/').pop();
  return id && /^\d+$/.test(id) ? id : null;
}

/** The cart's token: the last path segment of its id, without the key. */
export function cartToken(cartId: string): string {
  return cartId.split('/').pop()?.split('?')[0] ?? '';
}
