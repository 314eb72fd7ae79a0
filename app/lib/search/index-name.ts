import type {MarketId} from '../markets';

/** A market's base index (spec §7.3 "Index {index}"): `{prefix}{market}_products`. */
export function marketIndexName(indexPrefix: string, market: MarketId): string {
  return `${indexPrefix}${market}_products`;
}
