import {redirectTo} from '~/lib/redirect.server';
import type {Route} from './+types/collections';
import {StorefrontError} from '~/lib/commerce/storefront.server';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {isMarketId, localizePath} from '~/lib/markets';
import {pageCursor} from '~/lib/customer/orders';
import {pageMeta, shellFromMatches, errorPageMeta} from '~/lib/seo';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {Breadcrumbs} from '~/components/Breadcrumbs';
import {CollectionTiles} from '~/components/CollectionTiles';
import {CursorPagination} from '~/components/CursorPagination';
import {ErrorPage} from '~/components/ErrorPage';
import pageStyles from '~/styles/content-pages.css?url';

/** `/{market}/collections`: every collection with its picture, by title, a page at a time. */
export const handle: TrackingHandle = {pageType: 'list-collections'};
export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const cursor = pageCursor(new URL(request.url).searchParams);
  const page = await fromUpstream(() =>
    context.catalogue.collections(cursor).catch((error: unknown) => {
      // A cursor the platform refuses (stale, or made up) means page one.
      if (cursor && error instanceof StorefrontError && error.status !== 0)
        throw redirectTo(localizePath(context.marketConfig.market, '/collections'));
      throw error;
    }),
  );
  const t = getT(context);
  return {
    ...page,
    seo: {title: t('pages.collections.title'), description: t('pages.collections.description')},
    messages: routeMessages(context, 'collections'),
  };
}

export const meta: Route.MetaFunction = ({data, error, matches, location}) => {
  if (!data) return errorPageMeta({error, matches});
  const {origin, shopName} = shellFromMatches(matches);
  return pageMeta({...data.seo, shopName, origin, pathname: location.pathname});
};

export default function Collections({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {market} = useShell();
  const {collections, pageInfo, seo} = loaderData;
  return (
    <div className="page collections-page">
      <Breadcrumbs
        crumbs={[{label: t('shell.home'), to: localizePath(market, '/')}, {label: seo.title}]}
      />
      <h1>{seo.title}</h1>
      <CollectionTiles collections={collections} />
      <CursorPagination pageInfo={pageInfo} label={t('pages.collections.pagination')} />
    </div>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
