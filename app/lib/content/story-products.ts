/**
 * A story's featured products as the page shows them (docs/product.md#stories): a product card,
 * and what "add to cart" needs, its first variant in stock. Pure, shared by the loader and its
 * tests.
 */
import type {ProductSummary, ShownProduct} from '../commerce/catalogue-types';

type Variant = ShownProduct['variants']['nodes'][number];

export interface StoryProduct {
  card: ProductSummary;
  /** The product without what the story page does not show (its long description). */
  product: ShownProduct;
  /** The variant "add to cart" adds; null when no size is in stock. */
  variant: Variant | null;
}

function cheapest(variants: Variant[]): Variant | undefined {
  return variants.reduce<Variant | undefined>(
    (best, variant) =>
      !best || Number(variant.price.amount) < Number(best.price.amount) ? variant : best,
    undefined,
  );
}

export function storyProduct(product: ShownProduct): StoryProduct {
  const variants = product.variants.nodes;
  const variant = variants.find((item) => item.availableForSale) ?? null;
  const lowest = cheapest(variants);
  const compareAt = variants
    .map((item) => item.compareAtPrice)
    .filter((price): price is NonNullable<typeof price> => Boolean(price))
    .sort((a, b) => Number(b.amount) - Number(a.amount))[0];
  const currencyCode = lowest?.price.currencyCode ?? 'EUR';
  return {
    card: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      vendor: product.vendor,
      availableForSale: product.availableForSale,
      featuredImage: product.images.nodes[0] ?? null,
      priceRange: {minVariantPrice: lowest?.price ?? {amount: '0.0', currencyCode}},
      compareAtPriceRange: {maxVariantPrice: compareAt ?? {amount: '0.0', currencyCode}},
    },
    product: {...product, descriptionHtml: ''},
    variant,
  };
}
