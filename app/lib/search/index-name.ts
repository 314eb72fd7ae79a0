import type {MarketId} from '../markets';

/** A market's base index (docs/product.md#search-service): `{prefix}{market}_products`. */
export function marketIndexName(indexPrefix: string, market: MarketId): string {
  return `${indexPrefix}${market}_products`;
}
