/**
 * Search hits (the Shopify connector's records, one per variant; with `distinct` one per
 * product) as the product cards of the listing show them.
 */
import type {ProductCardFragment} from 'storefrontapi.generated';

export interface ProductHit {
  objectID: string;
  id: number;
  title: string;
  handle: string;
  vendor: string;
  price: number;
  compare_at_price?: number | null;
  image?: string | null;
  inventory_available?: boolean;
}

const money = (amount: number) => ({amount: amount.toFixed(2), currencyCode: 'EUR' as const});

/** The card's shape, so the listing reuses the catalogue's ProductCard. */
export function hitToCard(hit: ProductHit): ProductCardFragment & {objectID: string} {
  // The price of the variant that matched (the one the price sorts and filters saw).
  return {
    objectID: hit.objectID,
    id: `gid://shopify/Product/${hit.id}`,
    handle: hit.handle,
    title: hit.title,
    vendor: hit.vendor,
    availableForSale: hit.inventory_available !== false,
    featuredImage: hit.image ? {url: hit.image, altText: hit.title} : null,
    priceRange: {minVariantPrice: money(hit.price)},
    compareAtPriceRange: {maxVariantPrice: money(hit.compare_at_price ?? 0)},
  };
}
