import type {Route} from './+types/article';
import {routeMessages} from '~/lib/i18n.server';
import {contentEntryMeta} from '~/lib/seo';
import {publishedOn, requireEntry} from '~/lib/content/content-route.server';
import {ContentArticle} from '~/components/ContentArticle';
import {ErrorPage} from '~/components/ErrorPage';
import pageStyles from '~/styles/content-pages.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

/** `/{market}/journal/{slug}`: one journal article (docs/product.md#journal). */
export async function loader({params, context}: Route.LoaderArgs) {
  const entry = await requireEntry(params, (slug) => context.content.article(slug));
  return {
    entry,
    publishedOn: publishedOn(entry, context.marketConfig.market),
    messages: routeMessages(context, 'content'),
  };
}

export const meta = contentEntryMeta;

export default function ArticleRoute({loaderData}: Route.ComponentProps) {
  return (
    <ContentArticle
      entry={loaderData.entry}
      publishedOn={loaderData.publishedOn}
      author={loaderData.entry.author}
    />
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
