import {redirect} from 'react-router';
import type {Route} from './+types/home';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {isMarketId, localizePath, DEFAULT_MARKET} from '~/lib/markets';
import {pageMeta, shellFromMatches} from '~/lib/seo';
import {revalidateUnlessCartChange} from '~/lib/revalidation';
import {HOME_SECTIONS} from '~/lib/home-sections';
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
  const home = await fromUpstream(() => context.catalogue.home());
  const t = getT(context);
  return {
    sections: HOME_SECTIONS,
    ...home,
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
