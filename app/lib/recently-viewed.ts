/**
 * Recently viewed products (docs/product.md#recently-viewed): the cards of the products a
 * shopper opened, newest first, each once, at most RECENTLY_VIEWED_MAX, kept in the browser per
 * market (titles and prices differ between markets). A card is kept whole, so the row renders
 * with no call to the server.
 */
import {putFirst} from './capped-list';
import type {ProductSummary, ShownProduct} from './commerce/catalogue-types';
import {stored} from './cookie-names';

export const RECENTLY_VIEWED_MAX = 12;

export const recentlyViewedKey = (market: string) =>
  stored('passo:recently-viewed:{market}').replace('{market}', market);

type Money = ProductSummary['priceRange']['minVariantPrice'];

const isText = (value: unknown): value is string => typeof value === 'string';
const isMoney = (value: unknown): value is Money =>
  isText((value as Money | null)?.amount) && isText((value as Money).currencyCode);

/** A stored card the page can render; anything else (an older shape, a tampered entry) is not. */
function isCard(value: unknown): value is ProductSummary {
  const card = value as ProductSummary | null;
  return (
    !!card &&
    [card.id, card.handle, card.title, card.vendor].every(isText) &&
    typeof card.availableForSale === 'boolean' &&
    (card.featuredImage == null || isText(card.featuredImage.url)) &&
    isMoney(card.priceRange?.minVariantPrice) &&
    isMoney(card.compareAtPriceRange?.maxVariantPrice)
  );
}

export function toRecentlyViewed(value: unknown): ProductSummary[] {
  return Array.isArray(value) ? value.filter(isCard).slice(0, RECENTLY_VIEWED_MAX) : [];
}

const byAmount = (a: Money, b: Money) => Number(a.amount) - Number(b.amount);

/** The product page's product as a card: its lowest price, its highest compare-at price. */
export function cardOf(product: ShownProduct): ProductSummary {
  const prices = product.variants.nodes.map((variant) => variant.price).sort(byAmount);
  const compareAt = product.variants.nodes
    .flatMap((variant) => (variant.compareAtPrice ? [variant.compareAtPrice] : []))
    .sort(byAmount);
  const price = prices[0] ?? {amount: '0.0', currencyCode: 'EUR'};
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    availableForSale: product.availableForSale,
    featuredImage: product.images.nodes[0] ?? null,
    priceRange: {minVariantPrice: price},
    compareAtPriceRange: {
      maxVariantPrice: compareAt.at(-1) ?? {amount: '0.0', currencyCode: price.currencyCode},
    },
  };
}

export const withViewed = (list: readonly ProductSummary[], card: ProductSummary) =>
  putFirst(list, card, RECENTLY_VIEWED_MAX, (item) => item.handle);
