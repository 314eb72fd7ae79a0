/**
 * Hydrogen's own Storefront client pointed at a running sandbox, as the shop creates it in a
 * market (the sandbox's demo tokens, API 2025-07).
 */
import {createStorefrontClient, InMemoryCache} from '@shopify/hydrogen';
import {MARKETS, type MarketId} from '~/lib/markets';

const PUBLIC_TOKEN = '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c';
const PRIVATE_TOKEN = 'shpat_passo_sandbox_private_token';

export function storefrontClient(sandboxUrl: string, market: MarketId) {
  return createStorefrontClient({
    storeDomain: sandboxUrl,
    publicStorefrontToken: PUBLIC_TOKEN,
    privateStorefrontToken: PRIVATE_TOKEN,
    cache: new InMemoryCache(),
    storefrontApiVersion: '2025-07',
    i18n: {language: MARKETS[market].language, country: MARKETS[market].country},
    logErrors: false,
  }).storefront;
}
