import type {Route} from './+types/stores';
import {fromUpstream} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {errorPageMeta, pageMeta, shellFromMatches} from '~/lib/seo';
import {loadStores} from '~/lib/stores/stores.server';
import {requireStoresMarket} from '~/lib/stores/store-route.server';
import {MAX_QUERY_LENGTH, searchStores} from '~/lib/stores/store-search';
import {storeCard} from '~/lib/stores/store-view';
import {StoreLocator} from '~/components/StoreLocator';
import {ErrorPage} from '~/components/ErrorPage';
import pageStyles from '~/styles/store-pages.css?url';

/** This page's own styles, beside the shell's (docs/decisions/0024). */
export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

/**
 * `/{market}/negozi` (`trgovine` in sl and hr): every store, or those `?q=` finds, with today's
 * hours and whether it is open now (docs/product.md#store-locator).
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  const market = requireStoresMarket(params, request);
  const query = (new URL(request.url).searchParams.get('q') ?? '')
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
  const {stores} = await fromUpstream(() => loadStores(context));
  const now = Date.now();
  const cards = stores.map((store) => storeCard(store, now, market.locale));
  const t = getT(context);
  return {
    title: t('stores.title'),
    intro: t('stores.intro'),
    query,
    stores: query ? searchStores(cards, query) : cards,
    messages: routeMessages(context, 'stores'),
  };
}

export const meta: Route.MetaFunction = ({data, error, matches, location}) => {
  if (!data) return errorPageMeta({error, matches});
  const {origin, shopName} = shellFromMatches(matches);
  return pageMeta({
    title: data.query ? `${data.title}: ${data.query}` : data.title,
    description: data.intro,
    shopName,
    origin,
    pathname: location.pathname,
    // A search is no page of its own for a search engine.
    noindex: Boolean(data.query),
  });
};

export default function Stores({loaderData}: Route.ComponentProps) {
  return <StoreLocator {...loaderData} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
