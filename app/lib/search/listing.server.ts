/**
 * The listing loader's work (search page and collection pages): URL → search state → Algolia
 * multi-query → hits, counts and facets, rendered on the server (decision 0007).
 */
import {data, redirect} from 'react-router';
import type {SearchResponse} from 'algoliasearch/lite';
import type {AppContext} from '../context.server';
import {readCookie} from '../cookies';
import {fromUpstream} from '../errors.server';
import {listingRequests, mergeFacetCounts} from './algolia-params';
import {listingSearch, parseListingState, withPage} from './listing-state';
import {hitToCard, type ProductHit} from './hits';
import {searchAlgolia} from './search-client.server';
import {marketIndexName} from './sort';

/** search-insights' anonymous user token, when the visitor allowed its cookie. */
const INSIGHTS_COOKIE = '_ALGOLIA';

export async function loadListing(
  request: Request,
  context: Pick<AppContext, 'config' | 'marketConfig' | 'deadline'> & {
    waitUntil?: (promise: Promise<unknown>) => void;
  },
  collectionHandle?: string,
) {
  const {config, marketConfig} = context;
  const search = config.search;
  if (!search) throw data({reason: 'unavailable'}, {status: 503});
  const url = new URL(request.url);
  const state = parseListingState(url.searchParams);
  const indexName = marketIndexName(search.indexPrefix, marketConfig.market.id);
  const userToken = readCookie(request.headers.get('Cookie'), INSIGHTS_COOKIE) ?? undefined;
  const requests = listingRequests(state, {indexName, collectionHandle, userToken});
  const results = (await fromUpstream(() =>
    searchAlgolia(search, requests, {
      waitUntil: context.waitUntil ?? (() => {}),
      deadline: context.deadline,
    }),
  )) as Array<SearchResponse<ProductHit>>;
  const main = results[0]!;
  const nbPages = main.nbPages ?? 0;
  // Past the last page (a stale link, or page=99999): the last page that exists.
  if (state.page > Math.max(1, nbPages)) {
    const last = listingSearch(withPage(state, Math.max(1, nbPages)));
    throw redirect(`${url.pathname}${last ? `?${last}` : ''}`, 302);
  }
  return {
    state,
    hits: main.hits.map(hitToCard),
    nbHits: main.nbHits ?? 0,
    nbPages,
    queryID: main.queryID ?? null,
    index: main.index ?? indexName,
    // Raw counts: labels, order and links are derived while rendering, which keeps the page's
    // serialized loader data small (it is encoded on every request).
    facetCounts: mergeFacetCounts(state, results),
  };
}

export type Listing = Awaited<ReturnType<typeof loadListing>>;
