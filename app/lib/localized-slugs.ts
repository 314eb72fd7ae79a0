import type {MarketId} from './markets';

/** The first path segment of a shop section in each market's language (docs/product.md#localized-paths). */
export const LOCALIZED_SLUGS = {
  stores: {it: 'negozi', sl: 'trgovine', hr: 'trgovine'},
  care: {it: 'assistenza', sl: 'pomoc', hr: 'podrska'},
} as const satisfies Record<string, Record<MarketId, string>>;

export type LocalizedSection = keyof typeof LOCALIZED_SLUGS;

/** The section's path in a market: `/it/negozi`. */
export function sectionPath(market: MarketId, section: LocalizedSection): string {
  return `/${market}/${LOCALIZED_SLUGS[section][market]}`;
}
