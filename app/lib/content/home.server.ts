/**
 * The home page from editorial content (docs/product.md#home-from-content): the editors' sections
 * in their order, each product carousel filled from the catalogue (a collection) or the search
 * service (a query), the Instagram section from the feed. A section whose products or posts
 * cannot be had is left out; an outage of the content service leaves the home to the
 * catalogue's fallback sections (null here), logged. Landing pages are built the same way.
 */
import type {AppContext} from '../context.server';
import type {ProductSummary} from '../commerce/catalogue-types';
import {isUpstreamError} from '../errors.server';
import {parseListingState} from '../search/listing-state';
import type {
  ContentPage,
  ContentSection,
  ProductCarouselSection,
  ShownCarousel,
} from './content-types';
import type {InstagramPost} from './instagram';

export type HomeBlock =
  | Exclude<ContentSection, {type: 'productCarousel' | 'instagramFeed'}>
  | ShownCarousel
  | {type: 'instagramFeed'; id: string; title: string; posts: InstagramPost[]};

type HomeContext = Pick<AppContext, 'content' | 'catalogue' | 'search' | 'instagram'>;

async function carouselProducts(
  context: HomeContext,
  section: ProductCarouselSection,
): Promise<ProductSummary[]> {
  const {source, limit} = section;
  try {
    if ('collectionHandle' in source)
      return await context.catalogue.collectionProducts(source.collectionHandle, limit);
    const state = parseListingState(new URLSearchParams({s: source.searchQuery}));
    return (await context.search.listing(state)).hits.slice(0, limit);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    console.error(`[content] carousel ${section.id} hidden: ${error.message}`);
    return [];
  }
}

async function block(context: HomeContext, section: ContentSection): Promise<HomeBlock | null> {
  switch (section.type) {
    case 'productCarousel': {
      const products = await carouselProducts(context, section);
      const {source: _source, limit: _limit, ...shown} = section;
      return products.length ? {...shown, products} : null;
    }
    case 'instagramFeed': {
      const posts = await context.instagram.latest(section.limit);
      return posts.length
        ? {type: section.type, id: section.id, title: section.title, posts}
        : null;
    }
    case 'storiesStrip':
      return section.stories.length ? section : null;
    default:
      return section;
  }
}

/** A page's blocks: its sections with their products and posts, the empty ones left out. */
async function pageBlocks(context: HomeContext, page: ContentPage): Promise<HomeBlock[]> {
  const blocks = await Promise.all(page.sections.map((section) => block(context, section)));
  return blocks.filter((item): item is HomeBlock => item !== null);
}

/** The home's page and its blocks; null when the content service has none or is down. */
export async function homeFromContent(
  context: HomeContext,
): Promise<{page: ContentPage; blocks: HomeBlock[]} | null> {
  if (!context.content.configured) return null;
  let page: ContentPage | null;
  try {
    page = await context.content.home();
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    console.error(`[content] home from the catalogue: ${error.message}`);
    return null;
  }
  if (!page || !page.sections.length) return null;
  return {page, blocks: await pageBlocks(context, page)};
}

/**
 * A landing page (docs/product.md#landing-pages) and its blocks; null when there is none. An
 * outage throws: the page may exist, so the route answers 503 rather than 404.
 */
export async function landingFromContent(
  context: HomeContext,
  slug: string,
): Promise<{page: ContentPage; blocks: HomeBlock[]} | null> {
  if (!context.content.configured) return null;
  const page = await context.content.page(slug);
  return page ? {page, blocks: await pageBlocks(context, page)} : null;
}
