/** `Blog` and `Article`: the shop's journal, with URLs on its domain and no comments. */
import type {ArticleRecord, BlogRecord} from '../../db/journal';
import {connection, type ConnectionArgs} from '../connection';
import type {ApiContext} from '../context';
import {gid} from '../ids';
import {listConnection, searchTerms, type ListArgs, type ListKind} from '../online-store-lists';
import {ImageView, NO_METAFIELDS, plainText} from './common';

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
  articles(args: ListArgs, ctx: ApiContext) {
    return articleConnection(this.#b.articles, args, ctx);
  }
}

const ARTICLE_ORDERS: ListKind<ArticleRecord, ArticleView>['orders'] = {
  ID: (a, b) => a.id - b.id,
  PUBLISHED_AT: (a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id - b.id,
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id,
  TITLE: (a, b, ctx) => a.title[ctx.locale].localeCompare(b.title[ctx.locale], ctx.locale),
  AUTHOR: (a, b) => a.author.lastName.localeCompare(b.author.lastName) || a.id - b.id,
  BLOG_TITLE: (a, b) => a.blogId - b.blogId || a.id - b.id,
};

/** `tag:`, `tag_not:`, `author:`, `blog_title:` and bare words matched against the title. */
function matchesArticle(query: string, ctx: ApiContext) {
  const terms = searchTerms(query);
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

/** Articles as a connection, sorted and searched as Shopify's `articles` fields are. */
export function articleConnection(list: readonly ArticleRecord[], args: ListArgs, ctx: ApiContext) {
  return listConnection(list, args, ctx, {
    orders: ARTICLE_ORDERS,
    matches: matchesArticle,
    view: (a) => new ArticleView(a),
  });
}
