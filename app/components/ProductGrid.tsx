import type {ProductSummary} from '~/lib/commerce/catalogue-types';
import {ProductCard} from './ProductCard';

export function ProductGrid({
  products,
  label,
  onOpen,
  leading = 0,
  firstScreen = leading,
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
  /** Told which card (0-based) was opened, e.g. for a click after search. */
  onOpen?: (index: number) => void;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            priority={index < leading}
            eager={index < firstScreen}
            onOpen={onOpen && (() => onOpen(index))}
          />
        </li>
      ))}
    </ul>
  );
}
