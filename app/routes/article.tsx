import type {Route} from './+types/article';
import {routeMessages} from '~/lib/i18n.server';
import {contentEntryMeta} from '~/lib/seo';
import {requireEntry} from '~/lib/content/content-route.server';
import {ContentArticle} from '~/components/ContentArticle';
import {ErrorPage} from '~/components/ErrorPage';
import pageStyles from '~/styles/content-pages.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

/** `/{market}/journal/{slug}`: one journal article (docs/product.md#journal). */
export async function loader({params, context}: Route.LoaderArgs) {
  return {
    entry: await requireEntry(params, (slug) => context.content.article(slug)),
    messages: routeMessages(context, 'content'),
  };
}

export const meta = contentEntryMeta;

export default function ArticleRoute({loaderData}: Route.ComponentProps) {
  return <ContentArticle entry={loaderData.entry} author={loaderData.entry.author} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
