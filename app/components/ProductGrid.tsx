import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from './ProductCard';

export function ProductGrid({products, label}: {products: ProductCardFragment[]; label?: string}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
