import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import type {ProductSummary} from '~/lib/commerce/catalogue-types';
import {useShell} from '~/hooks/use-shell';
import {productPath} from '~/lib/markets';
import {ProductImage} from './ProductImage';
import {Price} from './Price';
import {WishlistButton} from './WishlistButton';

/**
 * A product in a grid. A listing renders 24, so its parts are styled from `.product-card` rather
 * than each named by a class (product-card.css): every element and attribute is server render
 * time and document bytes (docs/decisions/0028).
 */
export function ProductCard({
  product,
  priority,
  eager,
  imageWidth = 300,
  onOpen,
}: {
  product: ProductSummary;
  priority?: boolean;
  eager?: boolean;
  /** The picture's widest rendered CSS width (the 2x source doubles it). */
  imageWidth?: number;
  onOpen?: () => void;
}) {
  const t = useT();
  const {market} = useShell();
  return (
    <article className="product-card">
      <Link to={productPath(market, product.handle)} prefetch="intent" onClick={onOpen}>
        {/* The picture's frame (`.media-frame`'s rules, named by its place in base.css). */}
        <div>
          {/* The link says the title already: a picture named the same would say it twice. */}
          <ProductImage
            image={product.image ? {url: product.image} : null}
            width={imageWidth}
            alt=""
            priority={priority}
            eager={eager}
          />
          {!product.availableForSale ? (
            <span className="product-card__flag">{t('product.soldOut')}</span>
          ) : null}
        </div>
        <p>{product.vendor}</p>
        <h3>{product.title}</h3>
      </Link>
      <WishlistButton productId={product.id} title={product.title} />
      <Price price={product.price} compareAt={product.compareAt} />
    </article>
  );
}
