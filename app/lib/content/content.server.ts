/**
 * The editorial content module (docs/product.md#editorial-content): the shop's only door to the
 * headless content service (Contentful, through its official client): pages, stories, articles
 * and the stores' details. Entries are filtered by the configured channel and status, read in the
 * market's locale, their links resolved from `includes`, and validated into the shop's types
 * (content-mapping.ts, store-mapping.ts). Answers are cached like Storefront queries
 * (docs/decisions/0004) except in preview mode, which always asks the Preview API. An unreachable
 * or failing service throws ContentError.
 */
import {createClient, type EntriesQueries, type EntrySkeletonType} from 'contentful';
import {CacheNone, CacheShort, createWithCache, type CachingStrategy} from '@shopify/hydrogen';
import type {Market} from '../markets';
import {IsolateCache} from '../commerce/isolate-cache.server';
import {callTimeout, UPSTREAM_TIMEOUT_MS} from '../upstream-budget.server';
import type {ContentConfig} from './config.server';
import type {
  Article,
  ArticleSummary,
  ContentList,
  ContentPage,
  ContentSection,
  Story,
  StorySummary,
} from './content-types';
import {
  articleSummary,
  storySummary,
  toArticle,
  toContentPage,
  toStory,
  type SkipReporter,
} from './content-mapping';
import {toStoreDetails} from './store-mapping';
import type {StoreDetails} from '../stores/store-types';

export class ContentError extends Error {
  override name = 'ContentError';
}

/** Shared by every request this isolate serves; keys carry the space, locale and query. */
const isolateCache = new IsolateCache();
/** Each broken entry is logged once per isolate, not on every page that shows it. */
const reported = new Set<string>();

const reportSkip: SkipReporter = (entryId, reason) => {
  const key = `${entryId}\n${reason}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`[content] entry ${entryId} skipped: ${reason}`);
};

/** The page the home renders; it is no landing page of its own. */
const HOME_SLUG = 'home';
/** Stories and articles per list page. */
const LIST_PAGE_SIZE = 12;
/** A story strip without the editors' picks shows the latest ones. */
const LATEST_STORIES = 4;
/** Stories listed under a product. */
const FEATURING_LIMIT = 4;
/** Links two levels deep: page → section → story and its hero image. */
const INCLUDE_DEPTH = 2;
const SUMMARY_FIELDS = [
  'sys',
  'fields.slug',
  'fields.title',
  'fields.excerpt',
  'fields.heroImage',
  'fields.publishedAt',
];
const ARTICLE_FIELDS = [...SUMMARY_FIELDS, 'fields.author', 'fields.tags'];
/** Every store in one answer: Contentful's largest page. */
const STORES_LIMIT = 1000;

type Query = EntriesQueries<EntrySkeletonType, undefined> & Record<string, unknown>;

interface ContentOptions {
  config: ContentConfig | null;
  market: Market;
  /** Preview mode (docs/product.md#content-preview): drafts, never cached. */
  preview: boolean;
  deadline: number;
  cache: Cache;
  waitUntil: (promise: Promise<unknown>) => void;
  request: Request;
}

/** The client's error message is a JSON text with the HTTP status; the log keeps it short. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(message) as {status?: number; statusText?: string; message?: string};
    return `${parsed.status ?? ''} ${parsed.statusText ?? ''} ${parsed.message ?? ''}`.trim();
  } catch {
    return message;
  }
}

export function createContent(options: ContentOptions) {
  const {config, market, preview} = options;
  const withCache = createWithCache({
    cache: options.cache,
    waitUntil: options.waitUntil,
    request: options.request,
  });
  const strategy: CachingStrategy = preview ? CacheNone() : CacheShort();
  const mapOptions = {imagesOrigin: config?.imagesOrigin ?? '', skip: reportSkip};

  async function fetchEntries(
    contentfulConfig: ContentConfig,
    query: Query,
  ): Promise<{items: unknown[]; total: number}> {
    const timeout = callTimeout(options.deadline, UPSTREAM_TIMEOUT_MS.query);
    if (timeout === 0) throw new ContentError('Content service: the request budget is spent');
    const usePreview = preview && contentfulConfig.previewToken;
    const client = createClient({
      space: contentfulConfig.space,
      environment: contentfulConfig.environment,
      accessToken: usePreview ? contentfulConfig.previewToken! : contentfulConfig.deliveryToken,
      host: usePreview ? contentfulConfig.previewHost : contentfulConfig.host,
      insecure: contentfulConfig.insecure,
      // The worker has fetch, not XMLHttpRequest or node:http.
      adapter: 'fetch',
      // The request's budget (docs/decisions/0012) leaves no room for the client's retries.
      retryOnError: false,
      timeout,
      logHandler: () => {},
    });
    try {
      const answer = await client.withoutUnresolvableLinks.getEntries(query);
      return {items: answer.items, total: answer.total};
    } catch (error) {
      throw new ContentError(`Content service: ${describe(error)}`);
    }
  }

  /** Entries of one query, mapped; cached under the query in this market's locale. */
  async function entries<T>(
    contentType: string,
    extra: Record<string, unknown>,
    map: (item: unknown) => T | null,
  ): Promise<{items: T[]; total: number}> {
    if (!config) throw new ContentError('Content service is not configured');
    const query = {
      content_type: contentType,
      'fields.channel': config.channel,
      'fields.status': config.status,
      locale: market.locale,
      include: INCLUDE_DEPTH,
      ...extra,
    } as Query;
    const key = JSON.stringify([config.space, config.environment, preview, query]);
    const load = async () => {
      const answer = await fetchEntries(config, query);
      return {
        items: answer.items
          .map(map)
          .filter((item): item is Awaited<T> & {} => item !== null) as T[],
        total: answer.total,
      };
    };
    return isolateCache.get(
      key,
      strategy,
      () =>
        preview
          ? load()
          : withCache.run(
              {cacheKey: ['content', key], cacheStrategy: strategy, shouldCacheResult: () => true},
              load,
            ),
      options.waitUntil,
    );
  }

  interface ListOptions {
    fields?: string[];
    order?: string;
    /** More filters of the query (`fields.slug[ne]`…). */
    filter?: Record<string, string>;
  }

  async function list<T>(
    contentType: string,
    page: number,
    map: (item: unknown) => T | null,
    {fields = SUMMARY_FIELDS, order = '-fields.publishedAt', filter = {}}: ListOptions = {},
  ): Promise<ContentList<T>> {
    const {items, total} = await entries(
      contentType,
      {
        ...filter,
        order,
        skip: (page - 1) * LIST_PAGE_SIZE,
        limit: LIST_PAGE_SIZE,
        select: fields.join(','),
      },
      map,
    );
    return {items, page, pageCount: Math.ceil(total / LIST_PAGE_SIZE)};
  }

  async function bySlug<T>(contentType: string, slug: string, map: (item: unknown) => T | null) {
    const {items} = await entries(contentType, {'fields.slug': slug, limit: 1}, map);
    return items[0] ?? null;
  }

  const summary = (item: unknown) => storySummary(item, mapOptions);

  /** A page by slug; a stories strip without the editors' picks shows the latest stories. */
  async function landing(slug: string): Promise<ContentPage | null> {
    const page = await bySlug('page', slug, (item) => toContentPage(item, mapOptions));
    const unpicked = (section: ContentSection) =>
      section.type === 'storiesStrip' && !section.stories.length;
    if (!page?.sections.some(unpicked)) return page;
    const latest = (await list('story', 1, summary)).items.slice(0, LATEST_STORIES);
    return {
      ...page,
      sections: page.sections.map((section) =>
        unpicked(section) ? {...section, stories: latest} : section,
      ),
    };
  }

  return {
    /** False without a space: the home keeps the catalogue's sections. */
    configured: config !== null,
    /** True when content comes from the Preview API (drafts included). */
    preview: Boolean(preview && config?.previewToken),

    /** The home page's sections; null when the editors have none for this channel. */
    home(): Promise<ContentPage | null> {
      return landing(HOME_SLUG);
    },

    /** A landing page by slug (never the home's); null when there is none. */
    page(slug: string): Promise<ContentPage | null> {
      return slug === HOME_SLUG ? Promise.resolve(null) : landing(slug);
    },

    /** One page (1-based) of the landing pages, without their sections (for the sitemap). */
    pages(page = 1): Promise<ContentList<ContentPage>> {
      return list('page', page, (item) => toContentPage(item, mapOptions), {
        fields: ['sys', 'fields.slug', 'fields.title', 'fields.seoDescription'],
        order: 'fields.slug',
        filter: {'fields.slug[ne]': HOME_SLUG},
      });
    },

    /** One page (1-based) of the stories, newest first. */
    stories(page = 1): Promise<ContentList<StorySummary>> {
      return list('story', page, summary);
    },

    story(slug: string): Promise<Story | null> {
      return bySlug('story', slug, (item) => toStory(item, mapOptions));
    },

    /** The latest stories that feature a product (by its Shopify handle). */
    async storiesFeaturing(productHandle: string): Promise<StorySummary[]> {
      const {items} = await entries(
        'story',
        {
          'fields.products[in]': productHandle,
          order: '-fields.publishedAt',
          limit: FEATURING_LIMIT,
          select: SUMMARY_FIELDS.join(','),
        },
        summary,
      );
      return items;
    },

    articles(page = 1): Promise<ContentList<ArticleSummary>> {
      return list('article', page, (item) => articleSummary(item, mapOptions), {
        fields: ARTICLE_FIELDS,
      });
    },

    article(slug: string): Promise<Article | null> {
      return bySlug('article', slug, (item) => toArticle(item, mapOptions));
    },

    /** Every store's details (hours, services, photo), by handle (docs/product.md#stores). */
    async stores(): Promise<StoreDetails[]> {
      const map = (item: unknown) => toStoreDetails(item, {...mapOptions, language: market.id});
      const {items} = await entries('store', {order: 'fields.handle', limit: STORES_LIMIT}, map);
      return items;
    },
  };
}

export type Content = ReturnType<typeof createContent>;
