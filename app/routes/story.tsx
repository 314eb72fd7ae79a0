import type {Route} from './+types/story';
import {routeMessages} from '~/lib/i18n.server';
import {isUpstreamError} from '~/lib/errors.server';
import {contentEntryMeta} from '~/lib/seo';
import {publishedOn, requireEntry} from '~/lib/content/content-route.server';
import {storyProduct, type StoryProduct} from '~/lib/content/story-products';
import {ContentArticle} from '~/components/ContentArticle';
import {StoryProducts} from '~/components/StoryProducts';
import {ErrorPage} from '~/components/ErrorPage';
import type {AppContext} from '~/lib/context.server';
import pageStyles from '~/styles/content-pages.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];

/** Products a story page shows at most. */
const MAX_PRODUCTS = 8;

/** The story's products that exist; when the catalogue cannot answer, the story shows none. */
async function featuredProducts(context: AppContext, handles: string[]): Promise<StoryProduct[]> {
  try {
    const pages = await Promise.all(
      handles.slice(0, MAX_PRODUCTS).map((handle) => context.catalogue.product(handle)),
    );
    return pages.flatMap((page) => (page ? [storyProduct(page.product)] : []));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    console.error(`[content] story products hidden: ${error.message}`);
    return [];
  }
}

/** `/{market}/stories/{slug}`: one story and the products it features (docs/product.md#stories). */
export async function loader({params, context}: Route.LoaderArgs) {
  const {products: handles, ...entry} = await requireEntry(params, (slug) =>
    context.content.story(slug),
  );
  return {
    entry,
    publishedOn: publishedOn(entry, context.marketConfig.market),
    products: await featuredProducts(context, handles),
    messages: routeMessages(context, 'content'),
  };
}

export const meta = contentEntryMeta;

export default function StoryRoute({loaderData}: Route.ComponentProps) {
  return (
    <ContentArticle entry={loaderData.entry} publishedOn={loaderData.publishedOn}>
      <StoryProducts products={loaderData.products} />
    </ContentArticle>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
