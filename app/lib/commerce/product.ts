/** Product page helpers over the Storefront API product (pure, unit-tested). */
import type {ShownProduct} from './catalogue-types';

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
  return values.map((value) => ({
    value,
    available: variants.some(
      (variant) => sizeOf(variant, name) === value && variant.availableForSale,
    ),
  }));
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

/**
 * The chosen variant in the cart's merchandise shape, so the drawer can show the new line
 * before the platform answers (Hydrogen's optimistic `selectedVariant`).
 */
export function optimisticMerchandise(product: ShownProduct, variant: ShownVariant) {
  return {
    ...variant,
    title: variant.selectedOptions.map((option) => option.value).join(' / '),
    image: product.images.nodes[0] ?? null,
    product: {
      id: product.id,
      title: product.title,
      handle: product.handle,
      vendor: product.vendor,
      productType: '',
      tags: [] as string[],
      collections: {nodes: []},
    },
  };
}
