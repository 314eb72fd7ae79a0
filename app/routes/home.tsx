import {redirectTo} from '~/lib/redirect.server';
import type {Route} from './+types/home';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {isMarketId, localizePath, DEFAULT_MARKET} from '~/lib/markets';
import {pageMeta, shellFromMatches} from '~/lib/seo';
import {revalidateUnlessCartChange} from '~/lib/revalidation';
import {HOME_SECTIONS} from '~/lib/home-sections';
import {homeFromContent} from '~/lib/content/home.server';
import {HomeSections} from '~/components/HomeSections';
import {ContentSections} from '~/components/ContentSections';
import {ErrorPage} from '~/components/ErrorPage';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import pageStyles from '~/styles/content-pages.css?url';

/**
 * The market's home (docs/product.md#home-from-content): the editors' sections from the content
 * service; when it has none or is down, the catalogue's own sections (hero, collections, rails).
 */

export const handle: TrackingHandle = {pageType: 'index'};
export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

export async function loader({params, context}: Route.LoaderArgs) {
  // `/sneakers` has no market prefix: it is an Italian page, whose canonical URL has one.
  if (params.market !== undefined && !isMarketId(params.market)) {
    if (context.marketMatch.unknownPrefix) notFound();
    throw redirectTo(localizePath(DEFAULT_MARKET, `/${encodeURIComponent(params.market)}`), 301);
  }
  const t = getT(context);
  const title = t('home.title');
  const content = await homeFromContent(context);
  if (content)
    return {
      source: 'content' as const,
      blocks: content.blocks,
      title,
      description: content.page.seoDescription ?? t('home.description'),
      messages: routeMessages(context, 'home'),
    };
  const home = await fromUpstream(() => context.catalogue.home());
  return {
    source: 'catalogue' as const,
    sections: HOME_SECTIONS,
    ...home,
    title,
    description: t('home.description'),
    messages: routeMessages(context, 'home'),
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
  if (loaderData.source === 'content')
    return <ContentSections kind="home" title={loaderData.title} blocks={loaderData.blocks} />;
  return <HomeSections {...loaderData} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
