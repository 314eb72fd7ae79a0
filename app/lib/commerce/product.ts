/** Product page helpers over the Storefront API product (pure, unit-tested). */
import type {ShownProduct} from './catalogue-types';
import type {ProductViewedPayload} from '../tracking/events';

export interface VariantLike {
  id: string;
  availableForSale: boolean;
  quantityAvailable?: number | null;
  selectedOptions: Array<{name: string; value: string}>;
}

export interface OptionLike {
  name: string;
  optionValues: Array<{name: string}>;
}

/** The size option is the product's first option (the catalogue's "Taglia"). */
function sizeOptionName(options: OptionLike[]): string | null {
  return options[0]?.name ?? null;
}

function sizeOf(variant: VariantLike, optionName: string): string | undefined {
  return variant.selectedOptions.find((option) => option.name === optionName)?.value;
}

/** Sizes in the option's own order, each available when a variant of that size can be sold. */
export function sizeOptions(options: OptionLike[], variants: VariantLike[]) {
  const name = sizeOptionName(options);
  if (!name) return [];
  const values = options[0].optionValues.map((value) => value.name);
  return values.map((value) => {
    const ofSize = variants.filter((variant) => sizeOf(variant, name) === value);
    const available = ofSize.some((variant) => variant.availableForSale);
    return {value, available, variantId: ofSize[0]?.id ?? null};
  });
}

export function variantForSize<V extends VariantLike>(
  options: OptionLike[],
  variants: V[],
  size: string | null,
): V | null {
  const name = sizeOptionName(options);
  if (!name || size === null) return null;
  return variants.find((variant) => sizeOf(variant, name) === size) ?? null;
}

/** The size a variant is, by the product's size option (null when it has none). */
export function variantSize(options: OptionLike[], variant: VariantLike): string | null {
  const name = sizeOptionName(options);
  return (name && sizeOf(variant, name)) ?? null;
}

/** A size from the URL counts only when it exists and can be sold. */
export function initialSize(
  options: OptionLike[],
  variants: VariantLike[],
  requested: string | null,
): string | null {
  if (!requested) return null;
  const variant = variantForSize(options, variants, requested);
  return variant?.availableForSale ? requested : null;
}

/** Shown as "only N left" when stock is low but not zero. */
const LOW_STOCK_THRESHOLD = 3;

export function lowStockCount(variant: VariantLike | null): number | null {
  const quantity = variant?.quantityAvailable;
  if (quantity === null || quantity === undefined) return null;
  return quantity > 0 && quantity <= LOW_STOCK_THRESHOLD ? quantity : null;
}

type ShownVariant = ShownProduct['variants']['nodes'][number];

/** A variant's title as the platform makes it: its option values, joined with " / ". */
const variantTitle = (variant: ShownVariant) =>
  variant.selectedOptions.map((option) => option.value).join(' / ');

/** The variant a product page shows: the chosen size, else the first that can be bought. */
export function shownVariant(variants: ShownVariant[], selected: ShownVariant | null) {
  return selected ?? variants.find((variant) => variant.availableForSale) ?? variants[0] ?? null;
}

/**
 * The chosen variant in the cart's merchandise shape, so the drawer can show the new line
 * before the platform answers (Hydrogen's optimistic `selectedVariant`).
 */
export function optimisticMerchandise(product: ShownProduct, variant: ShownVariant) {
  return {
    ...variant,
    title: variantTitle(variant),
    image: product.images.nodes[0] ?? null,
    product: {
      id: product.id,
      title: product.title,
      handle: product.handle,
      vendor: product.vendor,
      productType: product.productType,
      tags: [] as string[],
      collections: {nodes: []},
    },
  };
}

/** The product page's `product_viewed` (docs/product.md#data-layer-pushes), at `url`. */
export function productViewedPayload(
  product: ShownProduct,
  variant: ShownVariant,
  url: string,
): ProductViewedPayload {
  return {
    products: [
      {
        id: product.id,
        title: product.title,
        price: variant.price.amount,
        vendor: product.vendor,
        variantId: variant.id,
        variantTitle: variantTitle(variant),
        quantity: 1,
        sku: variant.sku ?? null,
        productType: product.productType,
        compareAtPrice: variant.compareAtPrice?.amount ?? null,
        imageUrl: product.images.nodes[0]?.url ?? null,
        url,
      },
    ],
  };
}
