/**
 * What fills the sitemap: one source per type of page, each telling how many child-sitemap pages
 * it fills and the entries of one, in a market. The catalogue's products, collections, and pages
 * with policies, the content service's stories and journal articles (a slug is the same in every
 * locale, so one list serves every market), and the stores.
 */
import type {AppContext} from './context.server';
import {collectionPath, localizePath, productPath, type Market} from './markets';
import type {SitemapEntry} from './sitemap';
import {isUpstreamError} from './errors.server';
import {ContentError} from './content/content.server';
import type {ContentList} from './content/content-types';
import {sectionPath} from './localized-slugs';
import {loadStores} from './stores/stores.server';

export interface SitemapSource {
  /** The type segment of its child sitemaps' paths: `products`, `stories`… */
  type: string;
  /** How many child-sitemap pages it fills (0 leaves it out of the index). */
  pageCount(context: AppContext): Promise<number>;
  /** One page of entries, their paths in `market`. */
  entries(context: AppContext, market: Market, page: number): Promise<SitemapEntry[]>;
}

const products: SitemapSource = {
  type: 'products',
  pageCount: async ({catalogue}) => (await catalogue.sitemapPageCounts()).products,
  entries: async ({catalogue}, market, page) =>
    (await catalogue.sitemapPage('PRODUCT', page)).map((item) => ({
      path: productPath(market, item.handle),
      lastmod: item.updatedAt,
    })),
};

const collections: SitemapSource = {
  type: 'collections',
  pageCount: async ({catalogue}) => (await catalogue.sitemapPageCounts()).collections,
  entries: async ({catalogue}, market, page) =>
    (await catalogue.sitemapPage('COLLECTION', page)).map((item) => ({
      path: collectionPath(market, item.handle),
      lastmod: item.updatedAt,
    })),
};

/** The shop's pages; the policies the merchant has written lead the first page. */
const pages: SitemapSource = {
  type: 'pages',
  pageCount: async ({catalogue}) => Math.max(1, (await catalogue.sitemapPageCounts()).pages),
  entries: async ({catalogue}, market, page) => {
    const [policies, shopPages] = await Promise.all([
      page === 1 ? catalogue.policyHandles() : [],
      catalogue.sitemapPage('PAGE', page),
    ]);
    return [
      ...policies.map((handle) => ({path: localizePath(market, `/policies/${handle}`)})),
      ...shopPages.map((item) => ({
        path: localizePath(market, `/pages/${item.handle}`),
        lastmod: item.updatedAt,
      })),
    ];
  },
};

/**
 * A list of the content service, a content list page a child page: stories (`/stories/{slug}`),
 * articles (`/journal/{slug}`) or landing pages (`/pages/{slug}`). The index leaves a list out
 * while the service is down rather than failing whole (logged); its child pages answer 503.
 */
function contentSource(
  type: string,
  prefix: string,
  list: (
    context: AppContext,
    page: number,
  ) => Promise<ContentList<{slug: string; publishedAt?: string | null}>>,
): SitemapSource {
  return {
    type,
    pageCount: async (context) => {
      try {
        return (await list(context, 1)).pageCount;
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
        console.error(`[sitemap] ${type} left out of the index: ${error.message}`);
        return 0;
      }
    },
    entries: async (context, market, page) =>
      (await list(context, page)).items.map((item) => ({
        path: localizePath(market, `${prefix}/${item.slug}`),
        ...(item.publishedAt ? {lastmod: item.publishedAt} : {}),
      })),
  };
}

/**
 * The store locator and every store's page, in one child page (docs/product.md#store-page). The
 * Locations' list needs the platform; while the content service is down the handles are the
 * Locations' own, so the page is left to answer 503 rather than list pages that may not exist.
 */
const stores: SitemapSource = {
  type: 'stores',
  pageCount: async () => 1,
  entries: async (context, market) => {
    const list = await loadStores(context);
    if (list.detailsMissing) throw new ContentError('Content service: stores without details');
    const locator = sectionPath(market.id, 'stores');
    return [{path: locator}, ...list.stores.map((store) => ({path: `${locator}/${store.handle}`}))];
  },
};

export function sitemapSources(): SitemapSource[] {
  return [
    products,
    collections,
    pages,
    contentSource('landing', '/pages', ({content}, page) => content.pages(page)),
    contentSource('stories', '/stories', ({content}, page) => content.stories(page)),
    contentSource('journal', '/journal', ({content}, page) => content.articles(page)),
    stores,
  ];
}
