import type {Route} from './+types/wishlist';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {isMarketId} from '~/lib/markets';
import {SignedOut} from '~/lib/customer/customer.server';
import {revalidateUnlessCartChange} from '~/lib/revalidation';
import {unindexedPageMeta} from '~/lib/seo';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {idsFromQuery} from '~/lib/wishlist/wishlist-list';
import {ErrorPage} from '~/components/ErrorPage';
import {WishlistPage} from '~/components/WishlistPage';
import pageStyles from '~/styles/wishlist-page.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];
export const handle: TrackingHandle = {pageType: 'page'};

/**
 * `/{market}/wishlist` (docs/product.md#wishlist), never indexed. A logged-in customer's page
 * comes with their account's list; a guest's list is in the browser, whose page then asks for
 * its products' cards here (`?id=…`, the catalogue's public data).
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const title = getT(context)('wishlist.title');
  const messages = routeMessages(context, 'wishlist');
  const asked = idsFromQuery(new URL(request.url).searchParams);
  if (asked) {
    return {
      title,
      products: await fromUpstream(() => context.catalogue.products(asked)),
      account: false,
      messages,
    };
  }
  if (!context.customerSession.accessToken) return {title, products: [], account: false, messages};
  try {
    return {
      title,
      products: await fromUpstream(() => context.customer.wishlist()),
      account: true,
      messages,
    };
  } catch (error) {
    if (!(error instanceof SignedOut)) throw error;
    // The platform no longer knows this customer: a guest's page, and the login ends.
    context.customerSession.logout();
    return {title, products: [], account: false, messages};
  }
}

export const shouldRevalidate = revalidateUnlessCartChange;

export const meta = unindexedPageMeta;

export default function Wishlist({loaderData}: Route.ComponentProps) {
  return <WishlistPage products={loaderData.products} account={loaderData.account} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
