import {useEffect, useId, useState} from 'react';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {readStored, writeStored} from '~/lib/browser-storage';
import type {ProductSummary, ShownProduct} from '~/lib/commerce/catalogue-types';
import {cardFromProduct} from '~/lib/commerce/product-cards';
import {recentlyViewedKey, toRecentlyViewed, withViewed} from '~/lib/recently-viewed';
import {ProductGrid} from './ProductGrid';

/** One row of cards. */
const SHOWN = 4;

/**
 * "Visti di recente" (docs/product.md#recently-viewed): the products this browser opened last in
 * this market, from its own storage, so the row appears only once the page runs in the browser
 * (never in the server's HTML, below the fold anyway). On a product page, that product is left
 * out of the row; the page itself makes it the newest entry (`useViewRecorded`).
 */
export function RecentlyViewed({current, onOpen}: {current?: ShownProduct; onOpen?: () => void}) {
  const t = useT();
  const {market} = useShell();
  const titleId = useId();
  const [cards, setCards] = useState<ProductSummary[]>([]);
  useEffect(() => {
    const viewed = toRecentlyViewed(readStored(recentlyViewedKey(market.id)));
    setCards(viewed.filter((card) => card.handle !== current?.handle).slice(0, SHOWN));
  }, [current, market.id]);
  if (!cards.length) return null;
  return (
    <section className="section recently-viewed" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        {t('recentlyViewed.title')}
      </h2>
      <ProductGrid products={cards} onOpen={onOpen} />
    </section>
  );
}

/**
 * Makes the product page's product the newest viewed one. Called by the page, not by its row,
 * which hydrates after the page (decision 0031): a visit left at once still counts.
 */
export function useViewRecorded(product: ShownProduct) {
  const {market} = useShell();
  // Not queued for later: a page left before its turn came would not be recorded.
  useEffect(() => {
    const key = recentlyViewedKey(market.id);
    writeStored(key, withViewed(toRecentlyViewed(readStored(key)), cardFromProduct(product)));
  }, [product, market.id]);
}
