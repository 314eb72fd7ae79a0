import type {Route} from './+types/content-list';
import {fromUpstream} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {errorPageMeta, pageMeta, shellFromMatches} from '~/lib/seo';
import {listPage, requireListPage, requireMarket} from '~/lib/content/content-route.server';
import {ContentListPage} from '~/components/ContentListPage';
import {ErrorPage} from '~/components/ErrorPage';
import pageStyles from '~/styles/listing-pages.css?url';

/** This page's own styles, beside the shell's (docs/decisions/0024). */
export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

/**
 * `/{market}/stories` (product stories, docs/product.md#stories) and `/{market}/journal` (the
 * journal's articles, docs/product.md#journal): one list page each, newest first. The path's
 * second segment says which.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  requireMarket(params.market);
  const page = listPage(request);
  // A client navigation asks for `/{market}/journal.data`.
  const kind: 'stories' | 'journal' = /^\/[^/]+\/journal(?:\.data)?$/.test(
    new URL(request.url).pathname,
  )
    ? 'journal'
    : 'stories';
  const list = await fromUpstream(() =>
    kind === 'journal' ? context.content.articles(page) : context.content.stories(page),
  );
  requireListPage(page, list.pageCount);
  const t = getT(context);
  const intro = kind === 'journal' ? 'content.journalDescription' : 'content.storiesDescription';
  return {
    ...list,
    kind,
    title: t(`content.${kind}`),
    intro: t(intro),
    messages: routeMessages(context, 'content'),
  };
}

export const meta: Route.MetaFunction = ({data, error, matches, location}) => {
  if (!data) return errorPageMeta({error, matches});
  const {origin, shopName} = shellFromMatches(matches);
  return pageMeta({
    title: data.title,
    description: data.intro,
    shopName,
    origin,
    pathname: location.pathname,
  });
};

export default function ContentList({loaderData}: Route.ComponentProps) {
  return <ContentListPage {...loaderData} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
