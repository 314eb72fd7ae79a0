import type {ProductSummary} from '~/lib/commerce/catalogue-types';
import {ProductCard} from './ProductCard';
import {HydrateLater} from './HydrateLater';

export function ProductGrid({
  products,
  label,
  onOpen,
  leading = 0,
  firstScreen = leading,
  imageWidth,
}: {
  products: ProductSummary[];
  label?: string;
  /**
   * How many cards open the page above the fold (a listing's first row on a phone): their
   * pictures load at once, ahead of the lazy rest, since one of them is the page's largest paint.
   */
  leading?: number;
  /** How many may show in the first screen (two rows on a phone): not lazy, usual priority. */
  firstScreen?: number;
  /** The cards' widest picture, where the grid is narrower than a full-width one's 300 px. */
  imageWidth?: number;
  /** Told which card (0-based) was opened, e.g. for a click after search. */
  onOpen?: (index: number) => void;
}) {
  const card = (product: ProductSummary, index: number) => (
    <li key={product.id}>
      <ProductCard
        product={product}
        priority={index < leading}
        eager={index < firstScreen}
        imageWidth={imageWidth}
        onOpen={onOpen && (() => onOpen(index))}
      />
    </li>
  );
  // The cards past the first screen hydrate after the page (decision 0031).
  return (
    <ul className="product-grid" aria-label={label}>
      {products.slice(0, firstScreen).map(card)}
      <HydrateLater>
        {products.slice(firstScreen).map((product, index) => card(product, firstScreen + index))}
      </HydrateLater>
    </ul>
  );
}
