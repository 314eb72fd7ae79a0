/**
 * Which size guide table fits a product (docs/product.md#size-guide), apart from the tables
 * themselves: the product page needs this to offer the guide, the tables only once it opens.
 */

export type SizeGuideKind = 'shoes' | 'apparel';

/** The apparel range XS–XXL as the apparel table's rows name it (a unit test ties the two). */
export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

const APPAREL_SIZE_NAMES = new Set<string>(APPAREL_SIZES);

/** Which table fits a product, judged by its size values. */
export function sizeGuideKind(sizes: string[]): SizeGuideKind | null {
  if (sizes.some((size) => APPAREL_SIZE_NAMES.has(size.toUpperCase()))) return 'apparel';
  if (sizes.some((size) => /^\d{2}(\.5)?$/.test(size))) return 'shoes';
  return null;
}
