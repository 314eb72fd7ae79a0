import type {Route} from './+types/policy';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {isMarketId} from '~/lib/markets';
import {notFoundUnlessRedirected} from '~/lib/url-redirects.server';
import {textPageMeta} from '~/lib/seo';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {TextPage} from '~/components/TextPage';
import {ErrorPage} from '~/components/ErrorPage';
import pageStyles from '~/styles/text-page.css?url';

/** A shop policy at Shopify's path, `/{market}/policies/{handle}` (refund, shipping, privacy…). */
export const handle: TrackingHandle = {pageType: 'policy'};
export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const page = await fromUpstream(() => context.catalogue.policy(params.handle));
  if (!page) return notFoundUnlessRedirected(request, context);
  return {page};
}

export const meta = textPageMeta;

export default function Policy({loaderData}: Route.ComponentProps) {
  return <TextPage page={loaderData.page} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
