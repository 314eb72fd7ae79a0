import type {Route} from './+types/store';
import {fromUpstream, notFound, unavailable} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {errorPageMeta, pageMeta, shellFromMatches} from '~/lib/seo';
import {isSlug} from '~/lib/content/content-route.server';
import {loadStores} from '~/lib/stores/stores.server';
import {requireStoresMarket} from '~/lib/stores/store-route.server';
import {storePage} from '~/lib/stores/store-view';
import {StorePage} from '~/components/StorePage';
import {ErrorPage} from '~/components/ErrorPage';
import pageStyles from '~/styles/store-pages.css?url';

/** This page's own styles, beside the shell's (docs/decisions/0024). */
export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

/**
 * `/{market}/negozi/{handle}`: one store (docs/product.md#store-page). An unknown handle is the
 * localized 404, unless the content service, which gives stores their handles, is down: the page
 * may exist, so 503.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  const market = requireStoresMarket(params, request);
  if (!isSlug(params.handle)) notFound();
  const {stores, detailsMissing} = await fromUpstream(() => loadStores(context));
  const store = stores.find((item) => item.handle === params.handle);
  if (!store) return detailsMissing ? unavailable() : notFound();
  const page = storePage(store, Date.now(), market.locale);
  return {
    store: page,
    description: getT(context)('stores.metaDescription', {store: page.name}),
    messages: routeMessages(context, 'stores'),
  };
}

export const meta: Route.MetaFunction = ({data, error, matches, location}) => {
  if (!data) return errorPageMeta({error, matches});
  const {origin, shopName} = shellFromMatches(matches);
  return pageMeta({
    title: data.store.name,
    description: data.description,
    image: data.store.photo?.url,
    shopName,
    origin,
    pathname: location.pathname,
  });
};

export default function Store({loaderData}: Route.ComponentProps) {
  return <StorePage store={loaderData.store} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
