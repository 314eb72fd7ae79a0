/**
 * What the store pages' routes share: a market answers only its own word for the store locator
 * (docs/product.md#localized-paths), so `/sl/negozi` is the localized 404 as `/it/trgovine` is.
 */
import {notFound} from '../errors.server';
import {LOCALIZED_SLUGS} from '../localized-slugs';
import {isMarketId, MARKETS, stripDataSuffix, type Market} from '../markets';

export function requireStoresMarket(params: {market?: string}, request: Request): Market {
  if (!isMarketId(params.market)) notFound();
  const word = stripDataSuffix(new URL(request.url).pathname).split('/')[2];
  if (word !== LOCALIZED_SLUGS.stores[params.market]) notFound();
  return MARKETS[params.market];
}
