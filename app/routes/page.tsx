import type {Route} from './+types/page';
import {routeMessages} from '~/lib/i18n.server';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {isMarketId} from '~/lib/markets';
import {notFoundUnlessRedirected} from '~/lib/url-redirects.server';
import {landingFromContent} from '~/lib/content/home.server';
import {isSlug} from '~/lib/content/content-route.server';
import {textPageMeta} from '~/lib/seo';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {TextPage} from '~/components/TextPage';
import {ContentSections} from '~/components/ContentSections';
import {ErrorPage} from '~/components/ErrorPage';
import textStyles from '~/styles/text-page.css?url';
import contentStyles from '~/styles/content-pages.css?url';

/**
 * `/{market}/pages/{handle}`: a page of the shop at Shopify's path (contact, payment methods…),
 * else the editors' landing page of that slug (docs/product.md#landing-pages). The shop's own
 * page wins, so no campaign can hide a legal page (docs/decisions/0021).
 */
export const handle: TrackingHandle = {pageType: 'page'};
// A shop's page or an editors' landing page: which, only its data says; both sheets are small.
export const links: Route.LinksFunction = () => [
  {rel: 'stylesheet', href: textStyles},
  {rel: 'stylesheet', href: contentStyles},
];

export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const page = await fromUpstream(() => context.catalogue.page(params.handle));
  const messages = routeMessages(context, 'content');
  if (page) return {kind: 'shop' as const, page, messages};
  const {handle: slug} = params;
  // A handle no entry could have goes straight on to the URL redirects.
  const landing = isSlug(slug) ? await fromUpstream(() => landingFromContent(context, slug)) : null;
  if (!landing) return notFoundUnlessRedirected(request, context);
  return {
    kind: 'landing' as const,
    title: landing.page.title,
    seo: {title: landing.page.title, description: landing.page.seoDescription},
    blocks: landing.blocks,
    messages,
  };
}

export const meta = textPageMeta;

export default function Page({loaderData}: Route.ComponentProps) {
  if (loaderData.kind === 'shop') return <TextPage page={loaderData.page} />;
  return <ContentSections kind="landing" title={loaderData.title} blocks={loaderData.blocks} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
