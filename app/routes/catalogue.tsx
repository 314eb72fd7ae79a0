import type {ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/catalogue';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {isMarketId, parseHandleSegment} from '~/lib/markets';
import {pageMeta, shellFromMatches} from '~/lib/seo';
import {isCartChange} from '~/lib/revalidation';
import {PRODUCT_CARD_FRAGMENT, PRODUCT_VARIANT_FRAGMENT} from '~/lib/commerce/fragments';
import {ProductPage} from '~/components/ProductPage';
import {ListingPage} from '~/components/ListingPage';
import {CollectionCrumbs} from '~/components/CollectionCrumbs';
import {loadListing} from '~/lib/search/listing.server';
import {ErrorPage} from '~/components/ErrorPage';
import type {TrackingHandle} from '~/lib/tracking/page-view';

/** Analytics know a product page and a collection page apart; a failed page is a '404'. */
export const handle: TrackingHandle = {
  pageType: (data) => (data as {kind?: 'product' | 'collection'} | undefined)?.kind ?? '404',
};

/** One row of related products; the query asks one more in case the product itself is in it. */
const RELATED_COUNT = 4;

/** `/{market}/{handle}-p` is a product, any other `/{market}/{handle}` a collection (spec §2). */
export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const {commerce} = context;
  const segment = parseHandleSegment(params.segment);
  const t = getT(context);

  if (segment.kind === 'product') {
    const {product} = await fromUpstream(() =>
      commerce.query(PRODUCT_QUERY, {variables: {handle: segment.handle}}),
    );
    if (!product) notFound();
    // The page gets what it renders; the rest stays out of the document's data.
    const {collections, description, seo, ...shown} = product;
    const collection = collections.nodes[0] ?? null;
    const related = (collection?.products.nodes ?? [])
      .filter((item) => item.id !== product.id)
      .slice(0, RELATED_COUNT);
    return {
      kind: 'product' as const,
      product: shown,
      seo: {
        title: seo.title || `${product.vendor} ${product.title}`,
        description: seo.description || description.slice(0, 160),
      },
      collection: collection && {handle: collection.handle, title: collection.title},
      related,
      homeLabel: t('shell.home'),
    };
  }

  // The collection's words from the platform, its products from search (same listing as search).
  const [{collection}, listing] = await Promise.all([
    fromUpstream(() =>
      commerce.query(COLLECTION_QUERY, {
        variables: {handle: segment.handle},
        // Titles and descriptions change rarely; the products come from search.
        cache: commerce.CacheLong(),
      }),
    ),
    loadListing(request, context, segment.handle),
  ]);
  if (!collection) notFound();
  return {kind: 'collection' as const, collection, listing, homeLabel: t('shell.home')};
}

/** Choosing a size only changes `?size=`; the product needs no reload for it. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  const {currentUrl, nextUrl, defaultShouldRevalidate} = args;
  if (isCartChange(args)) return false;
  if (currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete('size');
      return params.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({data, matches, location}) => {
  const {origin, shopName} = shellFromMatches(matches);
  if (!data) return [{title: shopName}];
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

const PRODUCT_QUERY = `#graphql
  query Product($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      description
      descriptionHtml
      availableForSale
      seo {
        title
        description
      }
      images(first: 8) {
        nodes {
          ...ImageFields
        }
      }
      options(first: 3) {
        name
        optionValues {
          name
        }
      }
      variants(first: 50) {
        nodes {
          ...ProductVariantFields
        }
      }
      collections(first: 1) {
        nodes {
          id
          handle
          title
          products(first: 5) {
            nodes {
              ...ProductCard
            }
          }
        }
      }
    }
  }
  ${PRODUCT_VARIANT_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
` as const;

const COLLECTION_QUERY = `#graphql
  query Collection($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo {
        title
        description
      }
    }
  }
` as const;
