import type {Route} from './+types/search';
import {notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {isMarketId} from '~/lib/markets';
import {revalidateUnlessCartChange} from '~/lib/revalidation';
import {loadListing} from '~/lib/search/listing.server';
import {unindexedPageMeta} from '~/lib/seo';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {ErrorPage} from '~/components/ErrorPage';
import {ListingPage} from '~/components/ListingPage';
import pageStyles from '~/styles/listing-pages.css?url';

/** This page's own styles, beside the shell's (docs/decisions/0024). */
export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

export const handle: TrackingHandle = {pageType: 'search'};

/**
 * `/{market}/search?s=…` (docs/product.md#urls-and-alternates): the catalogue search, rendered on
 * the server.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const listing = await loadListing(request, context);
  const t = getT(context);
  const title = listing.state.query
    ? t('search.resultsFor', {query: listing.state.query})
    : t('search.title');
  return {listing, title, messages: routeMessages(context, 'search')};
}

export const shouldRevalidate = revalidateUnlessCartChange;

export const meta = unindexedPageMeta;

export default function Search({loaderData}: Route.ComponentProps) {
  return <ListingPage listing={loaderData.listing} heading={<h1>{loaderData.title}</h1>} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
