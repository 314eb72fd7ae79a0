/** The shop's blogs, their articles and its URL redirects, read from SQLite into memory. */
import type {ImageRecord, Localized, Row} from './catalog';

export interface ArticleRecord {
  id: number;
  blogId: number;
  handle: string;
  title: Localized;
  excerptHtml: Localized;
  bodyHtml: Localized;
  author: {firstName: string; lastName: string};
  tags: string[];
  image: ImageRecord | null;
  publishedAt: string;
  updatedAt: string;
}

export interface BlogRecord {
  id: number;
  handle: string;
  title: Localized;
  /** Newest first, as Shopify lists a blog's articles. */
  articles: ArticleRecord[];
}

export interface RedirectRecord {
  id: number;
  path: string;
  target: string;
}

export function loadJournal(
  all: (sql: string) => Row[],
  localize: (resource: string, id: number, field: string, base: string) => Localized,
  long: (resource: string, r: Row, field: string) => Localized,
  imageById: Map<number, ImageRecord>,
) {
  const blogs = all('SELECT * FROM blogs ORDER BY id').map((r): BlogRecord => ({
    id: r.id as number,
    handle: r.handle as string,
    title: localize('blog', r.id as number, 'title', r.title as string),
    articles: [],
  }));
  const blogById = new Map(blogs.map((b) => [b.id, b]));
  const articles = all('SELECT * FROM articles ORDER BY published_at DESC, id').map(
    (r): ArticleRecord => ({
      id: r.id as number,
      blogId: r.blog_id as number,
      handle: r.handle as string,
      title: localize('article', r.id as number, 'title', r.title as string),
      excerptHtml: long('article', r, 'excerpt_html'),
      bodyHtml: long('article', r, 'body_html'),
      author: {
        firstName: r.author_first_name as string,
        lastName: r.author_last_name as string,
      },
      tags: JSON.parse(r.tags as string) as string[],
      image: imageById.get(r.image_id as number) ?? null,
      publishedAt: r.published_at as string,
      updatedAt: r.updated_at as string,
    }),
  );
  for (const article of articles) blogById.get(article.blogId)?.articles.push(article);
  const redirects = all('SELECT * FROM url_redirects ORDER BY id').map((r): RedirectRecord => ({
    id: r.id as number,
    path: r.path as string,
    target: r.target as string,
  }));
  return {
    blogs,
    blogById,
    blogByHandle: new Map(blogs.map((b) => [b.handle, b])),
    articles,
    articleById: new Map(articles.map((a) => [a.id, a])),
    redirects,
  };
}
