/**
 * Recently viewed products (docs/product.md#recently-viewed): the cards of the products a
 * shopper opened, newest first, each once, at most RECENTLY_VIEWED_MAX, kept in the browser per
 * market (titles and prices differ between markets). A card is kept whole, so the row renders
 * with no call to the server.
 */
import type {ProductCardFragment} from 'storefrontapi.generated';
import {putFirst} from './capped-list';
import type {ProductSummary} from './commerce/catalogue-types';
import {cardFromStorefront} from './commerce/product-cards';
import {stored} from './cookie-names';

export const RECENTLY_VIEWED_MAX = 12;

export const recentlyViewedKey = (market: string) =>
  stored('passo:recently-viewed:{market}').replace('{market}', market);

const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isMoney = (value: unknown) =>
  isText((value as {amount?: unknown} | null)?.amount) &&
  isText((value as {currencyCode?: unknown}).currencyCode);

type Stored = Partial<Record<keyof ProductSummary | keyof ProductCardFragment, unknown>>;

/** What every stored card has had, in this release's shape and the ones before. */
const isProduct = (card: Stored) =>
  [card.id, card.handle, card.title, card.vendor].every(isText) &&
  typeof card.availableForSale === 'boolean';

const isCard = (card: Stored) =>
  (card.image === null || isText(card.image)) &&
  isAmount(card.price) &&
  (card.compareAt === undefined || isAmount(card.compareAt));

/** Before decision 0028 a card was stored as the Storefront API's card fragment answers it. */
const isFragment = (card: Stored) =>
  (card.featuredImage == null || isText((card.featuredImage as {url?: unknown}).url)) &&
  isMoney((card.priceRange as {minVariantPrice?: unknown} | null)?.minVariantPrice) &&
  isMoney((card.compareAtPriceRange as {maxVariantPrice?: unknown} | null)?.maxVariantPrice);

/** A stored card the page can render, as this release's card; anything else (a tampered entry) is not. */
function storedCard(value: unknown): ProductSummary[] {
  const card = (value ?? {}) as Stored;
  if (typeof value !== 'object' || !isProduct(card)) return [];
  if (isCard(card)) return [value as ProductSummary];
  return isFragment(card) ? [cardFromStorefront(value as ProductCardFragment)] : [];
}

export function toRecentlyViewed(value: unknown): ProductSummary[] {
  return Array.isArray(value) ? value.flatMap(storedCard).slice(0, RECENTLY_VIEWED_MAX) : [];
}

export const withViewed = (list: readonly ProductSummary[], card: ProductSummary) =>
  putFirst(list, card, RECENTLY_VIEWED_MAX, (item) => item.handle);
