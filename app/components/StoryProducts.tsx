import {useT} from '~/hooks/use-t';
import type {StoryProduct} from '~/lib/content/story-products';
import {ProductCard} from './ProductCard';
import {AddToCart} from './AddToCart';

/** The products a story features: each a card and its "add to cart" (first size in stock). */
export function StoryProducts({products}: {products: StoryProduct[]}) {
  const t = useT();
  if (!products.length) return null;
  return (
    <section className="story-products" aria-labelledby="story-products-title">
      <h2 id="story-products-title" className="section__title">
        {t('content.storyProducts')}
      </h2>
      <ul className="product-grid">
        {products.map(({card, product, variant}) => (
          <li key={card.id} className="story-product">
            <ProductCard product={card} />
            <AddToCart product={product} variant={variant} />
          </li>
        ))}
      </ul>
    </section>
  );
}
