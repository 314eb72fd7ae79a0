/**
 * The platform's ids in the forms other services know them by: a global id
 * (`gid://shopify/ProductVariant/45012345678901`) as its numeric id, which the catalogues synced
 * from the platform and the tag manager's events use (docs/product.md#product-data,
 * docs/product.md#back-in-stock, docs/product.md#size-interaction), and a cart id
 * (`gid://shopify/Cart/{token}?key={key}`) as its token. Pure.
 */

/** At most 20 digits: Shopify's ids are 64-bit integers. */
const NUMERIC = /^[1-9]\d{0,19}$/;

/**
 * The numeric id of a global id (of `type`, when given), or of a numeric id as it is; null for
 * anything else (another type, a malformed id, a query string tacked on).
 */
export function numericShopifyId(
  value: string | null | undefined,
  type = '[A-Za-z]+',
): string | null {
  const id = (value ?? '').replace(new RegExp(`^gid://shopify/${type}/`), '');
  return NUMERIC.test(id) ? id : null;
}

/** The cart's token: the last path segment of its id, without the key. */
export function cartToken(cartId: string): string {
  return cartId.split('/').pop()?.split('?')[0] ?? '';
}
