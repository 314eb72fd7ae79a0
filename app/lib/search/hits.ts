/**
 * Search hits (the Shopify connector's records, one per variant; with `distinct` one per
 * product) as the product cards of the listing show them.
 */
import type {ProductSummary} from '../commerce/catalogue-types';

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

/** A hit as the catalogue's own product summary, so the listing shows the same cards. */
export function hitToCard(hit: ProductHit): ProductSummary & {objectID: string} {
  // The price of the variant that matched (the one the price sorts and filters saw).
  return {
    objectID: hit.objectID,
    id: `gid://shopify/Product/${hit.id}`,
    handle: hit.handle,
    title: hit.title,
    vendor: hit.vendor,
    availableForSale: hit.inventory_available !== false,
    // No alt text: a card's picture is unnamed, its link says the title.
    featuredImage: hit.image ? {url: hit.image} : null,
    priceRange: {minVariantPrice: money(hit.price)},
    compareAtPriceRange: {maxVariantPrice: money(hit.compare_at_price ?? 0)},
  };
}
