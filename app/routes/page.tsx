import type {Route} from './+types/page';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {isMarketId} from '~/lib/markets';
import {notFoundUnlessRedirected} from '~/lib/url-redirects.server';
import {textPageMeta} from '~/lib/seo';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {TextPage} from '~/components/TextPage';
import {ErrorPage} from '~/components/ErrorPage';

/** A page of the shop at Shopify's path, `/{market}/pages/{handle}` (contact, payment methods…). */
export const handle: TrackingHandle = {pageType: 'page'};

export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const page = await fromUpstream(() => context.catalogue.page(params.handle));
  if (!page) return notFoundUnlessRedirected(request, context);
  return {page};
}

export const meta = textPageMeta;

export default function Page({loaderData}: Route.ComponentProps) {
  return <TextPage page={loaderData.page} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
