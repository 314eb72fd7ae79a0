import {redirect} from 'react-router';
import type {Route} from './+types/home';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {isMarketId, localizePath, DEFAULT_MARKET} from '~/lib/markets';
import {pageMeta, shellFromMatches} from '~/lib/seo';
import {revalidateUnlessCartChange} from '~/lib/revalidation';
import {HOME_SECTIONS} from '~/lib/home-sections';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/commerce/fragments';
import {HomeSections} from '~/components/HomeSections';
import {ErrorPage} from '~/components/ErrorPage';
import type {TrackingHandle} from '~/lib/tracking/page-view';

/**
 * The market's home: a list of sections (hero, collections, product rails). Editorial content
 * will supply the list later; the catalogue fills it today.
 */

export const handle: TrackingHandle = {pageType: 'index'};

export async function loader({params, context}: Route.LoaderArgs) {
  // `/sneakers` has no market prefix: it is an Italian page, whose canonical URL has one.
  if (params.market !== undefined && !isMarketId(params.market)) {
    if (context.marketMatch.unknownPrefix) notFound();
    throw redirect(localizePath(DEFAULT_MARKET, `/${encodeURIComponent(params.market)}`), 301);
  }
  const {commerce} = context;
  const result = await fromUpstream(() =>
    commerce.query(HOME_QUERY, {
      cache: commerce.CacheShort(),
    }),
  );
  const t = getT(context);
  return {
    sections: HOME_SECTIONS,
    collections: [result.donna, result.uomo, result.bambino, result.saldi].filter(
      (item): item is NonNullable<typeof item> => Boolean(item),
    ),
    featured: result.featured?.products.nodes ?? [],
    newArrivals: result.newArrivals?.products.nodes ?? [],
    title: t('home.title'),
    description: t('home.description'),
  };
}

export const shouldRevalidate = revalidateUnlessCartChange;

export const meta: Route.MetaFunction = ({data, matches, location}) => {
  const {origin, shopName} = shellFromMatches(matches);
  return pageMeta({
    title: data?.title ?? shopName,
    description: data?.description,
    shopName,
    origin,
    pathname: location.pathname,
  });
};

export default function Home({loaderData}: Route.ComponentProps) {
  return <HomeSections {...loaderData} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

const HOME_QUERY = `#graphql
  query Home($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    donna: collection(handle: "donna") {
      ...CollectionTile
    }
    uomo: collection(handle: "uomo") {
      ...CollectionTile
    }
    bambino: collection(handle: "bambino") {
      ...CollectionTile
    }
    saldi: collection(handle: "saldi") {
      ...CollectionTile
    }
    featured: collection(handle: "in-evidenza") {
      id
      products(first: 8) {
        nodes {
          ...ProductCard
        }
      }
    }
    newArrivals: collection(handle: "novita") {
      id
      products(first: 4) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  fragment CollectionTile on Collection {
    id
    handle
    title
    image {
      ...ImageFields
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
