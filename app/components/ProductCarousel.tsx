import type {ShownCarousel} from '~/lib/content/content-types';
import {ProductGrid} from './ProductGrid';

/** The editors' product row: a collection's or a search's products as cards. */
export function ProductCarousel({carousel}: {carousel: ShownCarousel}) {
  const titleId = `carousel-${carousel.id}`;
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="section__header">
        <h2 id={titleId} className="section__title">
          {carousel.title}
        </h2>
      </div>
      <ProductGrid products={carousel.products} />
    </section>
  );
}
