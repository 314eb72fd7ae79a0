/**
 * Shopify's numeric ids. The Storefront API names things by global id
 * (`gid://shopify/ProductVariant/45012345678901`); the e-mail marketing provider's synced
 * catalogue and the tag manager's events use the number at its end, so they join the catalogue
 * (docs/product.md#back-in-stock, docs/product.md#size-interaction).
 */

/** At most 20 digits: Shopify's ids are 64-bit integers. */
const NUMERIC = /^[1-9]\d{0,19}$/;

/**
 * The numeric id of a global id (of `type`, when given), or of a numeric id as it is; null for
 * anything else (another type, a malformed id, a query string tacked on).
 */
export function numericShopifyId(value: string, type = '[A-Za-z]+'): string | null {
  const id = value.replace(new RegExp(`^gid://shopify/${type}/`), '');
  return NUMERIC.test(id) ? id : null;
}
