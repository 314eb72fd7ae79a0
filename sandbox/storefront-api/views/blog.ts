/** `Blog` and `Article`: the shop's journal, with URLs on its domain and no comments. */
import type {ArticleRecord, BlogRecord} from '../../db/journal';
import {connection, type ConnectionArgs} from '../connection';
import type {ApiContext} from '../context';
import {gid} from '../ids';
import {ImageView, NO_METAFIELDS, plainText} from './common';

export type ArticleListArgs = ConnectionArgs & {sortKey?: string | null; query?: string | null};

const EMPTY_CONNECTION = (args: ConnectionArgs) =>
  connection(
    [],
    args,
    () => 0,
    () => null,
  );

function authorOf(a: ArticleRecord) {
  const {firstName, lastName} = a.author;
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: 'journal@passo.example',
    bio: null,
  };
}

export class ArticleView {
  readonly __typename = 'Article';
  readonly trackingParameters = null;
  readonly metafield = NO_METAFIELDS.metafield;
  readonly metafields = NO_METAFIELDS.metafields;
  readonly #a: ArticleRecord;

  constructor(article: ArticleRecord) {
    this.#a = article;
  }

  get id() {
    return gid('Article', this.#a.id);
  }
  get handle() {
    return this.#a.handle;
  }
  get publishedAt() {
    return this.#a.publishedAt;
  }
  get tags() {
    return this.#a.tags;
  }
  get image() {
    return this.#a.image ? new ImageView(this.#a.image, this.#a.title) : null;
  }
  get author() {
    return authorOf(this.#a);
  }
  get authorV2() {
    return authorOf(this.#a);
  }
  title(_: unknown, ctx: ApiContext) {
    return this.#a.title[ctx.locale];
  }
  contentHtml(_: unknown, ctx: ApiContext) {
    return this.#a.bodyHtml[ctx.locale];
  }
  content({truncateAt}: {truncateAt?: number | null}, ctx: ApiContext) {
    return plainText(this.#a.bodyHtml[ctx.locale], truncateAt);
  }
  excerptHtml(_: unknown, ctx: ApiContext) {
    return this.#a.excerptHtml[ctx.locale];
  }
  excerpt({truncateAt}: {truncateAt?: number | null}, ctx: ApiContext) {
    return plainText(this.#a.excerptHtml[ctx.locale], truncateAt);
  }
  seo(_: unknown, ctx: ApiContext) {
    return {title: this.title(null, ctx), description: this.excerpt({truncateAt: 155}, ctx)};
  }
  blog(_: unknown, ctx: ApiContext) {
    return new BlogView(ctx.catalog.blogById.get(this.#a.blogId)!);
  }
  comments(args: ConnectionArgs) {
    return EMPTY_CONNECTION(args);
  }
  onlineStoreUrl(_: unknown, ctx: ApiContext) {
    const blog = ctx.catalog.blogById.get(this.#a.blogId)!;
    return `${ctx.publicUrl}/blogs/${blog.handle}/${this.#a.handle}`;
  }
}

export class BlogView {
  readonly __typename = 'Blog';
  readonly metafield = NO_METAFIELDS.metafield;
  readonly metafields = NO_METAFIELDS.metafields;
  readonly #b: BlogRecord;

  constructor(blog: BlogRecord) {
    this.#b = blog;
  }

  get id() {
    return gid('Blog', this.#b.id);
  }
  get handle() {
    return this.#b.handle;
  }
  get authors() {
    const names = new Map(
      this.#b.articles.map((a) => [`${a.author.firstName} ${a.author.lastName}`, a]),
    );
    return [...names.values()].map(authorOf);
  }
  title(_: unknown, ctx: ApiContext) {
    return this.#b.title[ctx.locale];
  }
  seo(_: unknown, ctx: ApiContext) {
    return {title: this.title(null, ctx), description: null};
  }
  onlineStoreUrl(_: unknown, ctx: ApiContext) {
    return `${ctx.publicUrl}/blogs/${this.#b.handle}`;
  }
  articleByHandle({handle}: {handle: string}) {
    const article = this.#b.articles.find((a) => a.handle === handle);
    return article ? new ArticleView(article) : null;
  }
  articles(args: ArticleListArgs, ctx: ApiContext) {
    return articleConnection(this.#b.articles, args, ctx);
  }
}

const ARTICLE_ORDERS: Record<
  string,
  (a: ArticleRecord, b: ArticleRecord, ctx: ApiContext) => number
> = {
  ID: (a, b) => a.id - b.id,
  PUBLISHED_AT: (a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id - b.id,
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id,
  TITLE: (a, b, ctx) => a.title[ctx.locale].localeCompare(b.title[ctx.locale], ctx.locale),
  AUTHOR: (a, b) => a.author.lastName.localeCompare(b.author.lastName) || a.id - b.id,
  BLOG_TITLE: (a, b) => a.blogId - b.blogId || a.id - b.id,
};

/**
 * Articles as a connection: `sortKey` (ID by default, RELEVANCE keeps the list's order),
 * `reverse`, and the simple part of the search syntax: `tag:`, `tag_not:`, `author:`,
 * `blog_title:` and bare words matched against the title.
 */
export function articleConnection(
  list: readonly ArticleRecord[],
  {sortKey, query, ...page}: ArticleListArgs,
  ctx: ApiContext,
) {
  const compare = ARTICLE_ORDERS[sortKey ?? 'ID'];
  let items = query?.trim() ? list.filter(matchesArticle(query, ctx)) : [...list];
  if (compare) items = items.sort((a, b) => compare(a, b, ctx));
  return connection(
    items,
    page,
    (a) => a.id,
    (a) => new ArticleView(a),
  );
}

function matchesArticle(query: string, ctx: ApiContext) {
  const terms = [...query.matchAll(/(\w+:)?("[^"]*"|\S+)/g)].map(([, field, value]) => ({
    field: field?.slice(0, -1).toLowerCase(),
    value: value!.replace(/^"|"$/g, '').toLowerCase(),
  }));
  return (a: ArticleRecord) =>
    terms.every(({field, value}) => {
      const tags = a.tags.map((tag) => tag.toLowerCase());
      switch (field) {
        case 'tag':
          return tags.includes(value);
        case 'tag_not':
          return !tags.includes(value);
        case 'author':
          return `${a.author.firstName} ${a.author.lastName}`.toLowerCase().includes(value);
        case 'blog_title':
          return ctx.catalog.blogById.get(a.blogId)!.title[ctx.locale].toLowerCase() === value;
        default:
          return a.title[ctx.locale].toLowerCase().includes(value);
      }
    });
}
