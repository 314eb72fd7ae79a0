/**
 * A story's featured products as the page shows them (docs/product.md#stories): a product card
 * (the one recently viewed products keep), and what "add to cart" needs, its first variant in
 * stock. Pure, shared by the loader and its tests.
 */
import type {ProductSummary, ShownProduct} from '../commerce/catalogue-types';
import {cardFromProduct} from '../commerce/product-cards';

type Variant = ShownProduct['variants']['nodes'][number];

export interface StoryProduct {
  card: ProductSummary;
  /** The product without what the story page does not show (its long description). */
  product: ShownProduct;
  /** The variant "add to cart" adds; null when no size is in stock. */
  variant: Variant | null;
}

export function storyProduct(product: ShownProduct): StoryProduct {
  const variant = product.variants.nodes.find((item) => item.availableForSale) ?? null;
  return {
    card: cardFromProduct(product),
    product: {...product, descriptionHtml: ''},
    variant,
  };
}
