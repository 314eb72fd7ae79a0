/**
 * The listing loader's work (search page and collection pages): URL → search state → Algolia
 * multi-query (the search module) → hits, counts and facets, rendered on the server
 * (decision 0007).
 */
import {redirectTo} from '../redirect.server';
import type {AppContext} from '../context.server';
import {readCookie} from '../cookies';
import {fromUpstream} from '../errors.server';
import {listingSearch, parseListingState, withPage} from './listing-state';
import {stored} from '../cookie-names';

/** search-insights' anonymous user token, when the visitor allowed its cookie. */
const INSIGHTS_COOKIE = stored('_ALGOLIA');

/** The listing of the request's URL, from the search module; a page past the last one redirects. */
export async function loadListing(
  request: Request,
  context: Pick<AppContext, 'search'>,
  collectionHandle?: string,
) {
  const url = new URL(request.url);
  const state = parseListingState(url.searchParams);
  const userToken = readCookie(request.headers.get('Cookie'), INSIGHTS_COOKIE) ?? undefined;
  const page = await fromUpstream(() =>
    context.search.listing(state, {collectionHandle, userToken}),
  );
  // Past the last page (a stale link, or page=99999): the last page that exists.
  if (state.page > Math.max(1, page.nbPages)) {
    const last = listingSearch(withPage(state, Math.max(1, page.nbPages)));
    throw redirectTo(`${url.pathname}${last ? `?${last}` : ''}`, 302);
  }
  return {state, ...page};
}

export type Listing = Awaited<ReturnType<typeof loadListing>>;
