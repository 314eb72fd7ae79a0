import type {Route} from './+types/article';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {errorPageMeta, pageMeta, shellFromMatches} from '~/lib/seo';
import {requireMarket, requireSlug} from '~/lib/content/content-route.server';
import {ContentArticle} from '~/components/ContentArticle';
import {ErrorPage} from '~/components/ErrorPage';

/** `/{market}/journal/{slug}`: one journal article (docs/product.md#journal). */
export async function loader({params, context}: Route.LoaderArgs) {
  requireMarket(params.market);
  const slug = requireSlug(params.slug);
  const article = await fromUpstream(() => context.content.article(slug));
  if (!article) notFound();
  return {article};
}

export const meta: Route.MetaFunction = ({data, error, matches, location}) => {
  if (!data) return errorPageMeta({error, matches});
  const {origin, shopName} = shellFromMatches(matches);
  return pageMeta({
    title: data.article.title,
    description: data.article.excerpt,
    image: data.article.heroImage?.url,
    shopName,
    origin,
    pathname: location.pathname,
  });
};

export default function ArticleRoute({loaderData}: Route.ComponentProps) {
  return <ContentArticle entry={loaderData.article} author={loaderData.article.author} />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
