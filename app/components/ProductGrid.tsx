import type {ProductSummary} from '~/lib/commerce/catalogue-types';
import {ProductCard} from './ProductCard';

export function ProductGrid({
  products,
  label,
  onOpen,
}: {
  products: ProductSummary[];
  label?: string;
  /** Told which card (0-based) was opened, e.g. for a click after search. */
  onOpen?: (index: number) => void;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} onOpen={onOpen && (() => onOpen(index))} />
        </li>
      ))}
    </ul>
  );
}
