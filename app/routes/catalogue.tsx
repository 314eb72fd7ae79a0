import type {ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/catalogue';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {notFoundUnlessRedirected} from '~/lib/url-redirects.server';
import {isMarketId, parseHandleSegment} from '~/lib/markets';
import {errorPageMeta, pageMeta, shellFromMatches} from '~/lib/seo';
import {isCartChange} from '~/lib/revalidation';
import {CollectionCrumbs} from '~/components/CollectionCrumbs';
import {loadListing} from '~/lib/search/listing.server';
import {ErrorPage} from '~/components/ErrorPage';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {featuringStories} from '~/lib/content/featuring.server';
import {lazyPage, pageStylesLoaded, type PageKindHandle} from '~/lib/page-kinds';
import {pageCode} from '~/lib/page-code.server';

type Kind = {kind?: 'product' | 'collection'} | undefined;

/**
 * Analytics know a product page and a collection page apart; a failed page is a '404'. Each
 * kind brings its own styles and code (docs/decisions/0040, docs/decisions/0041).
 */
export const handle: TrackingHandle & PageKindHandle = {
  pageType: (data) => (data as Kind)?.kind ?? '404',
  pageKind: (data) => {
    const kind = (data as Kind)?.kind;
    if (kind === 'product') return 'product';
    return kind === 'collection' ? 'listing' : undefined;
  },
};

const ProductPage = lazyPage('product', () =>
  import('~/components/ProductPage').then((module) => module.ProductPage),
);
const ListingPage = lazyPage('listing', () =>
  import('~/components/ListingPage').then((module) => module.ListingPage),
);

/** `/{market}/{handle}-p` is a product, any other `/{market}/{handle}` a collection
 * (docs/product.md#urls-and-alternates). */
export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const {catalogue} = context;
  const segment = parseHandleSegment(params.segment);
  const t = getT(context);

  if (segment.kind === 'product') {
    const page = await fromUpstream(() => catalogue.product(segment.handle));
    if (!page) return notFoundUnlessRedirected(request, context);
    return {
      kind: 'product' as const,
      ...page,
      homeLabel: t('shell.home'),
      // Not awaited: the product paints first, its stories stream in after.
      featuringStories: featuringStories(context, segment.handle),
      messages: routeMessages(context, 'product'),
      pageCode: pageCode('product'),
    };
  }

  // The collection's words from the platform, its products from search (same listing as search).
  const [collection, listing] = await Promise.all([
    fromUpstream(() => catalogue.collection(segment.handle)),
    loadListing(request, context, segment.handle),
  ]);
  if (!collection) return notFoundUnlessRedirected(request, context);
  return {
    kind: 'collection' as const,
    collection,
    listing,
    homeLabel: t('shell.home'),
    messages: routeMessages(context, 'collection'),
    pageCode: pageCode('listing'),
  };
}

/**
 * In the browser, a navigation here waits for the page's code and styles with its data, so that
 * the address and the page change together, styled (docs/decisions/0041, docs/decisions/0042).
 * The document's own load uses the server's data, its code already in.
 */
export async function clientLoader({serverLoader, params}: Route.ClientLoaderArgs) {
  const kind = parseHandleSegment(params.segment).kind === 'product' ? 'product' : 'listing';
  const page = kind === 'product' ? ProductPage : ListingPage;
  const [data] = await Promise.all([serverLoader(), page.load(), pageStylesLoaded(kind)]);
  return data;
}

/**
 * Choosing a size on a product page only changes `?size=`: the product needs no reload for it. On
 * a collection, `?size=` is the size filter, and the listing must reload.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  const {currentUrl, nextUrl, defaultShouldRevalidate} = args;
  if (isCartChange(args)) return false;
  const onProduct =
    parseHandleSegment(currentUrl.pathname.split('/').pop() ?? '').kind === 'product';
  if (onProduct && currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete('size');
      return params.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({data, error, matches, location}) => {
  if (!data) return errorPageMeta({error, matches});
  const {origin, shopName} = shellFromMatches(matches);
  if (data.kind === 'product') {
    return pageMeta({
      ...data.seo,
      image: data.product.images.nodes[0]?.url,
      shopName,
      origin,
      pathname: location.pathname,
    });
  }
  const {collection} = data;
  return pageMeta({
    title: collection.seo.title || collection.title,
    description: collection.seo.description || collection.description,
    shopName,
    origin,
    pathname: location.pathname,
  });
};

export default function Catalogue({loaderData}: Route.ComponentProps) {
  if (loaderData.kind === 'product') {
    return (
      <ProductPage
        product={loaderData.product}
        collection={loaderData.collection}
        related={loaderData.related}
        homeLabel={loaderData.homeLabel}
        featuringStories={loaderData.featuringStories}
      />
    );
  }
  const {collection, listing, homeLabel} = loaderData;
  return (
    <ListingPage
      listing={listing}
      heading={
        <>
          <CollectionCrumbs title={collection.title} homeLabel={homeLabel} />
          <h1>{collection.title}</h1>
        </>
      }
      intro={
        collection.description ? (
          <p className="listing-page__intro">{collection.description}</p>
        ) : null
      }
    />
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
