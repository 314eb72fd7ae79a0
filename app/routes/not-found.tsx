import type {Route} from './+types/not-found';
import {notFoundUnlessRedirected} from '~/lib/url-redirects.server';
import {ErrorPage} from '~/components/ErrorPage';
import {errorPageMeta} from '~/lib/seo';
import type {TrackingHandle} from '~/lib/tracking/page-view';

/**
 * Any path no other route takes: a 301 where the merchant redirected it, else the localized 404
 * page, inside the shop's header and footer.
 */

export const handle: TrackingHandle = {pageType: '404'};

export const meta: Route.MetaFunction = errorPageMeta;

export async function loader({request, context}: Route.LoaderArgs): Promise<never> {
  return notFoundUnlessRedirected(request, context);
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
