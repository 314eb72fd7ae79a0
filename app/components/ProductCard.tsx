import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import type {ProductSummary} from '~/lib/commerce/catalogue-types';
import {useShell} from '~/hooks/use-shell';
import {productPath} from '~/lib/markets';
import {ProductImage} from './ProductImage';
import {Price} from './Price';
import {WishlistButton} from './WishlistButton';

export function ProductCard({
  product,
  priority,
  onOpen,
}: {
  product: ProductSummary;
  priority?: boolean;
  onOpen?: () => void;
}) {
  const t = useT();
  const {market} = useShell();
  const compareAt = product.compareAtPriceRange.maxVariantPrice;
  return (
    <article className="product-card">
      <Link
        className="product-card__link"
        to={productPath(market, product.handle)}
        prefetch="intent"
        onClick={onOpen}
      >
        <div className="product-card__media media-frame">
          {/* The link says the title already: a picture named the same would say it twice. */}
          <ProductImage image={product.featuredImage} width={300} alt="" priority={priority} />
          {!product.availableForSale ? (
            <span className="product-card__flag">{t('product.soldOut')}</span>
          ) : null}
        </div>
        <p className="product-card__brand">{product.vendor}</p>
        <h3 className="product-card__title">{product.title}</h3>
      </Link>
      <WishlistButton productId={product.id} title={product.title} className="product-card__wish" />
      <Price
        price={product.priceRange.minVariantPrice}
        compareAtPrice={Number(compareAt.amount) > 0 ? compareAt : null}
      />
    </article>
  );
}
