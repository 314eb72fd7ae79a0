/**
 * `QueryRoot`'s Online Store fields: pages, blogs and articles, URL redirects, and the `sitemap`
 * that Hydrogen's `getSitemapIndex` / `getSitemap` read.
 */
import type {ArticleRecord, BlogRecord} from '../db/journal';
import type {PageRecord} from '../db/pages';
import {connection, type ConnectionArgs} from './connection';
import type {ApiContext} from './context';
import {gid, parseGid} from './ids';
import {listConnection, searchTerms, type ListArgs, type ListKind} from './online-store-lists';
import {sortProducts} from './product-lists';
import {articleConnection, ArticleView, BlogView} from './views/blog';
import {PageView} from './views/page';

type ByHandleOrId = {handle?: string | null; id?: string | null};

/** Shopify's sitemap pages hold at most this many resources. */
const SITEMAP_PAGE_SIZE = 250;

function findBlog({handle, id}: ByHandleOrId, ctx: ApiContext): BlogRecord | undefined {
  if (handle) return ctx.catalog.blogByHandle.get(handle);
  const parsed = id ? parseGid(id) : null;
  return parsed?.type === 'Blog' ? ctx.catalog.blogById.get(parsed.id) : undefined;
}

const PAGE_ORDERS: ListKind<PageRecord, PageView>['orders'] = {
  ID: (a, b) => a.id - b.id,
  TITLE: (a, b, ctx) => a.title[ctx.locale].localeCompare(b.title[ctx.locale], ctx.locale),
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id,
};

/** `handle:`, `title:` and bare words (in the title) filter the shop's pages. */
function matchesPage(query: string, ctx: ApiContext) {
  const terms = searchTerms(query);
  return (p: PageRecord) =>
    terms.every(({field, value}) =>
      field === 'handle' ? p.handle === value : p.title[ctx.locale].toLowerCase().includes(value),
    );
}

interface SitemapItem {
  handle: string;
  updatedAt: string;
  title: string | null;
  image: {alt: string | null; filepath: string | null; updatedAt: string} | null;
}

/** Every resource of a sitemap type, in a stable order. */
function sitemapItems(type: string, ctx: ApiContext): SitemapItem[] {
  const {catalog, locale} = ctx;
  const item = (
    handle: string,
    updatedAt: string,
    title: string,
    image: {name: string} | null,
  ): SitemapItem => ({
    handle,
    updatedAt,
    title,
    image: image && {alt: title, filepath: `files/${image.name}.jpg`, updatedAt},
  });
  switch (type) {
    case 'PRODUCT':
      return sortProducts(catalog.products, 'ID').map((p) =>
        item(p.handle, p.updatedAt, p.title[locale], p.images[0] ?? null),
      );
    case 'COLLECTION':
      return catalog.collections.map((c) => item(c.handle, c.updatedAt, c.title[locale], c.image));
    case 'PAGE':
      return [...catalog.pageById.values()].map((p) =>
        item(p.handle, p.updatedAt, p.title[locale], null),
      );
    case 'BLOG':
      return catalog.blogs.map((b) =>
        item(b.handle, b.articles[0]?.updatedAt ?? '', b.title[locale], null),
      );
    case 'ARTICLE':
      return catalog.articles.map((a: ArticleRecord) =>
        item(a.handle, a.updatedAt, a.title[locale], a.image),
      );
    default:
      // METAOBJECT: the sandbox has no metaobjects published to the Online Store.
      return [];
  }
}

function sitemap({type}: {type: string}, ctx: ApiContext) {
  const items = () => sitemapItems(type, ctx);
  return {
    __typename: 'Sitemap',
    pagesCount: () => ({
      __typename: 'Count',
      count: Math.ceil(items().length / SITEMAP_PAGE_SIZE),
      precision: 'EXACT',
    }),
    resources: ({page}: {page: number}) => {
      const all = items();
      const start = (Math.max(1, page) - 1) * SITEMAP_PAGE_SIZE;
      return {
        __typename: 'PaginatedSitemapResources',
        items:
          page < 1
            ? []
            : all.slice(start, start + SITEMAP_PAGE_SIZE).map((i) => ({
                __typename: 'SitemapResource',
                ...i,
                image: i.image && {__typename: 'SitemapImage', ...i.image},
              })),
        hasNextPage: page >= 1 && start + SITEMAP_PAGE_SIZE < all.length,
      };
    },
  };
}

export const onlineStoreRoot = {
  pages: (args: ListArgs, ctx: ApiContext) =>
    listConnection([...ctx.catalog.pageById.values()], args, ctx, {
      orders: PAGE_ORDERS,
      matches: matchesPage,
      view: (p) => new PageView(p),
    }),
  blog: (args: ByHandleOrId, ctx: ApiContext) => {
    const blog = findBlog(args, ctx);
    return blog ? new BlogView(blog) : null;
  },
  blogByHandle: ({handle}: {handle: string}, ctx: ApiContext) =>
    onlineStoreRoot.blog({handle}, ctx),
  blogs: ({sortKey, query, ...page}: ListArgs, ctx: ApiContext) => {
    const title = (b: BlogRecord) => b.title[ctx.locale];
    let list = ctx.catalog.blogs;
    if (query?.trim()) {
      const words = searchTerms(query).map((t) => t.value);
      list = list.filter((b) =>
        words.every((w) => title(b).toLowerCase().includes(w) || b.handle === w),
      );
    }
    if (sortKey === 'TITLE' || sortKey === 'HANDLE')
      list = [...list].sort((a, b) =>
        sortKey === 'TITLE' ? title(a).localeCompare(title(b)) : a.handle.localeCompare(b.handle),
      );
    return connection(
      list,
      page,
      (b) => b.id,
      (b) => new BlogView(b),
    );
  },
  article: ({id}: {id: string}, ctx: ApiContext) => {
    const parsed = parseGid(id);
    const article = parsed?.type === 'Article' ? ctx.catalog.articleById.get(parsed.id) : undefined;
    return article ? new ArticleView(article) : null;
  },
  articles: (args: ListArgs, ctx: ApiContext) => articleConnection(ctx.catalog.articles, args, ctx),
  /** `path:` and `target:` match exactly, ignoring case and a trailing slash, as the admin stores them. */
  urlRedirects: ({query, ...page}: ConnectionArgs & {query?: string | null}, ctx: ApiContext) => {
    const bare = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');
    const terms = searchTerms(query);
    const list = ctx.catalog.redirects.filter((r) =>
      terms.every(({field, value}) =>
        field === 'path'
          ? bare(r.path) === bare(value)
          : field === 'target'
            ? bare(r.target) === bare(value)
            : `${r.path} ${r.target}`.toLowerCase().includes(value),
      ),
    );
    return connection(
      list,
      page,
      (r) => r.id,
      (r) => ({__typename: 'UrlRedirect', ...r, id: gid('UrlRedirect', r.id)}),
    );
  },
  sitemap,
};
