import {useEffect, useMemo} from 'react';
import {useT} from '~/hooks/use-t';
import {productViewed} from '~/lib/tracking/search-query-context';
import type {ProductSummary, ShownProduct} from '~/lib/commerce/catalogue-types';
import {useShell} from '~/hooks/use-shell';
import {collectionPath, localizePath, productPath} from '~/lib/markets';
import {Breadcrumbs} from './Breadcrumbs';
import {ProductGallery} from './ProductGallery';
import {ProductDetails} from './ProductDetails';
import {ProductGrid} from './ProductGrid';
import {HydrateLater} from './HydrateLater';
import {RecentlyViewed, useViewRecorded} from './RecentlyViewed';
import {FeaturingStories} from './FeaturingStories';
import type {StorySummary} from '~/lib/content/content-types';

interface ProductPageProps {
  product: ShownProduct;
  collection: {handle: string; title: string} | null;
  related: ProductSummary[];
  homeLabel: string;
  /** The stories that feature the product, streamed after the first paint. */
  featuringStories: Promise<StorySummary[]>;
}

export function ProductPage({
  product,
  collection,
  related,
  homeLabel,
  featuringStories,
}: ProductPageProps) {
  const t = useT();
  const {market, search} = useShell();
  const firstVariant = product.variants.nodes[0]?.id;
  useViewRecorded(product);
  useEffect(() => {
    if (firstVariant && search) productViewed({variantId: firstVariant, index: search.index});
    // One view per product shown, whatever else re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstVariant]);
  const crumbs = [
    {label: homeLabel, to: localizePath(market, '/')},
    ...(collection
      ? [{label: collection.title, to: collectionPath(market, collection.handle)}]
      : []),
    {label: product.title, to: productPath(market, product.handle)},
  ];
  // Choosing a size changes the URL, which renders every route again; these parts do not depend
  // on it, so the same elements are kept and React skips them (decision 0025).
  const gallery = useMemo(
    () => <ProductGallery images={product.images.nodes} title={product.title} />,
    [product],
  );
  // Below the first screen: hydrated after the size picker and the gallery (decision 0031).
  const below = useMemo(
    () => (
      <HydrateLater>
        {related.length ? (
          <section className="section" aria-labelledby="related-title">
            <h2 id="related-title" className="section__title">
              {t('product.related')}
            </h2>
            <ProductGrid products={related} />
          </section>
        ) : null}
        <FeaturingStories stories={featuringStories} />
        <RecentlyViewed current={product} />
      </HydrateLater>
    ),
    [t, related, featuringStories, product],
  );
  return (
    <div className="page product-page">
      <Breadcrumbs crumbs={crumbs} />
      <div className="product-page__layout">
        {gallery}
        <ProductDetails key={product.id} product={product} />
      </div>
      {below}
    </div>
  );
}
