/**
 * The search module: a market's catalogue listing from the hosted search service, the worker's
 * only door to it (the browser's predictive search and insights events have their own,
 * `predictive.ts` and `tracking/insights-sender.ts`). Answers come back as the shop's listing:
 * product cards, counts and facet counts. An unreachable or unconfigured service throws
 * SearchError.
 */
import type {SearchResponse} from 'algoliasearch/lite';
import type {MarketId} from '../markets';
import {listingRequests, mergeFacetCounts} from './algolia-params';
import {cardFromHit} from '../commerce/product-cards';
import type {ProductHit} from './hits';
import type {ListingState} from './listing-state';
import {SearchError, searchAlgolia, type SearchConfig} from './search-client.server';
import {marketIndexName} from './sort';

export function createSearch({
  config,
  market,
  deadline,
  waitUntil,
}: {
  config: SearchConfig | null;
  market: MarketId;
  deadline: number;
  waitUntil: (promise: Promise<unknown>) => void;
}) {
  return {
    /**
     * One page of the catalogue, or of a collection (`collectionHandle`), for a listing state.
     * `userToken` is search-insights' anonymous token, when the visitor allowed its cookie.
     */
    async listing(
      state: ListingState,
      {collectionHandle, userToken}: {collectionHandle?: string; userToken?: string} = {},
    ) {
      if (!config) throw new SearchError('Search is not configured');
      const indexName = marketIndexName(config.indexPrefix, market);
      const requests = listingRequests(state, {indexName, collectionHandle, userToken});
      const results = (await searchAlgolia(config, requests, {waitUntil, deadline})) as Array<
        SearchResponse<ProductHit>
      >;
      const main = results[0]!;
      return {
        hits: main.hits.map(cardFromHit),
        // The records the cards came from, in their order: what a click after search names.
        objectIDs: main.hits.map((hit) => hit.objectID),
        nbHits: main.nbHits ?? 0,
        nbPages: main.nbPages ?? 0,
        queryID: main.queryID ?? null,
        index: main.index ?? indexName,
        // Raw counts: labels, order and links are derived while rendering, which keeps the
        // page's serialized loader data small (it is encoded on every request).
        facetCounts: mergeFacetCounts(state, results),
      };
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
