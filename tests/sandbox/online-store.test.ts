/**
 * The Storefront API's Online Store fields as a Hydrogen storefront calls them: the legal pages,
 * the journal (blog and articles), URL redirects and the sitemap of Hydrogen's sitemap helpers,
 * each answer checked against the 2025-07 schema and given in the language of `@inContext`.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSandbox, type JsonBody, type TestSandbox} from './helpers';
import {ok} from './schema-checked';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

const LANGUAGES = ['IT', 'SL', 'HR'] as const;
const inLanguage = (selection: string, variables = '') =>
  `query Q($language: LanguageCode${variables}) @inContext(language: $language) { ${selection} }`;

describe('the legal pages', () => {
  const TITLES = {
    IT: ['Note legali', 'Cookie policy'],
    SL: ['Pravno obvestilo', 'Politika piškotkov'],
    HR: ['Pravna napomena', 'Politika kolačića'],
  };

  it.each(LANGUAGES)('are pages with the company data, in %s', async (language) => {
    const data = await ok(
      t,
      inLanguage(
        'notice: page(handle: "legal-notice") { title body } cookies: page(handle: "cookie-policy") { title body }',
      ),
      {language},
    );
    expect([data.notice.title, data.cookies.title]).toEqual(TITLES[language]);
    for (const fact of ['IT09876540963', 'MI-2123456', '50.000,00 €', 'passo@pec.passo.example'])
      expect(data.notice.body).toContain(fact);
  });

  it('lists the pages as a connection, filtered by handle and sorted by title', async () => {
    const all = await ok(t, '{ pages(first: 10) { nodes { handle } pageInfo { hasNextPage } } }');
    expect(all.pages.nodes.map((p: JsonBody) => p.handle)).toEqual([
      'contact',
      'payment-methods',
      'legal-notice',
      'cookie-policy',
    ]);
    const one = await ok(
      t,
      '{ pages(first: 5, query: "handle:legal-notice") { nodes { title } } }',
    );
    expect(one.pages.nodes).toEqual([{title: 'Note legali'}]);
    const sorted = await ok(t, '{ pages(first: 2, sortKey: TITLE) { nodes { title } } }');
    expect(sorted.pages.nodes).toEqual([{title: 'Contatti'}, {title: 'Cookie policy'}]);
  });

  it('terms of sale state the right of withdrawal', async () => {
    const data = await ok(t, inLanguage('shop { termsOfService { body } }'), {language: 'HR'});
    expect(data.shop.termsOfService.body).toContain('14 dana');
  });
});

describe('the journal', () => {
  const ARTICLE = `id handle title contentHtml content(truncateAt: 40) excerpt excerptHtml publishedAt tags
    author: authorV2 { name } image { url width height altText } blog { handle }
    seo { title description } onlineStoreUrl`;

  it.each(LANGUAGES)('answers the blog and its articles newest first, in %s', async (language) => {
    const data = await ok(
      t,
      inLanguage(
        `blog(handle: "journal") { id title handle onlineStoreUrl authors { name }
          articles(first: 5, sortKey: PUBLISHED_AT, reverse: true) { nodes { ${ARTICLE} } } }`,
      ),
      {language},
    );
    const {blog} = data;
    expect(blog).toMatchObject({
      handle: 'journal',
      onlineStoreUrl: `${t.url}/blogs/journal`,
      authors: [{name: 'Giulia Ferri'}],
    });
    const articles = blog.articles.nodes;
    expect(articles).toHaveLength(3);
    expect(articles[0]).toMatchObject({
      handle: 'cura-delle-scarpe-in-pelle',
      title: {
        IT: 'Come curare le scarpe in pelle',
        SL: 'Kako negovati usnjene čevlje',
        HR: 'Kako njegovati kožne cipele',
      }[language],
      blog: {handle: 'journal'},
      image: {url: expect.stringContaining('/cdn/shop/files/journal-'), width: 1000, height: 1250},
      onlineStoreUrl: `${t.url}/blogs/journal/cura-delle-scarpe-in-pelle`,
    });
    expect(articles[0].content.length).toBeLessThanOrEqual(40);
    expect(articles[0].contentHtml).toContain('<h2>');
    const dates = articles.map((a: JsonBody) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds an article by handle through its blog, and by id', async () => {
    const data = await ok(
      t,
      inLanguage(
        'blog(handle: "journal") { articleByHandle(handle: "guida-alle-taglie") { id title } }',
      ),
      {language: 'SL'},
    );
    const {id, title} = data.blog.articleByHandle;
    expect(title).toBe('Kako na spletu najti pravo velikost');
    const byId = await ok(t, `{ article(id: "${id}") { handle } node(id: "${id}") { id } }`);
    expect(byId).toEqual({article: {handle: 'guida-alle-taglie'}, node: {id}});
    const none = await ok(
      t,
      '{ blog(handle: "journal") { articleByHandle(handle: "nope") { id } } }',
    );
    expect(none.blog.articleByHandle).toBeNull();
  });

  it('lists articles across blogs by tag, title order and cursor', async () => {
    const tagged = await ok(t, '{ articles(first: 5, query: "tag:sneaker") { nodes { handle } } }');
    expect(tagged.articles.nodes).toEqual([{handle: 'sneaker-bianche-come-abbinarle'}]);
    const first = await ok(
      t,
      '{ articles(first: 1, sortKey: TITLE) { nodes { title } pageInfo { hasNextPage endCursor } } }',
    );
    expect(first.articles.nodes).toEqual([{title: 'Come curare le scarpe in pelle'}]);
    const next = await ok(
      t,
      'query N($after: String) { articles(first: 5, sortKey: TITLE, after: $after) { nodes { title } pageInfo { hasNextPage } } }',
      {after: first.articles.pageInfo.endCursor},
    );
    expect(next.articles.nodes.map((a: JsonBody) => a.title)).toEqual([
      'Sneaker bianche: come abbinarle',
      'Trovare la taglia giusta online',
    ]);
    expect(next.articles.pageInfo.hasNextPage).toBe(false);
    const blogs = await ok(t, '{ blogs(first: 5) { nodes { handle } } }');
    expect(blogs.blogs.nodes).toEqual([{handle: 'journal'}]);
  });
});

describe('URL redirects', () => {
  // Hydrogen's storefrontRedirect asks this way.
  const REDIRECTS = `query redirects($query: String) {
    urlRedirects(first: 1, query: $query) { edges { node { id path target } } } }`;

  it('finds a redirect by its path, ignoring case and a trailing slash', async () => {
    for (const path of ['/it/vecchia-collezione', '/IT/Vecchia-Collezione/']) {
      const data = await ok(t, REDIRECTS, {query: `path:${path}`});
      expect(data.urlRedirects.edges).toEqual([
        {
          node: {
            id: expect.stringMatching(/^gid:\/\/shopify\/UrlRedirect\/\d+$/),
            path: '/it/vecchia-collezione',
            target: '/it/donna',
          },
        },
      ]);
    }
  });

  it('answers no edge for a path with no redirect, and lists them all without a query', async () => {
    const none = await ok(t, REDIRECTS, {query: 'path:/it/vecchia'});
    expect(none.urlRedirects.edges).toEqual([]);
    const all = await ok(t, '{ urlRedirects(first: 10) { nodes { path } } }');
    expect(all.urlRedirects.nodes.length).toBeGreaterThanOrEqual(4);
  });
});

describe('the sitemap', () => {
  // The documents of Hydrogen's getSitemapIndex and getSitemap (2025.7).
  const INDEX = `query SitemapIndex {
    products: sitemap(type: PRODUCT) { pagesCount { count } }
    collections: sitemap(type: COLLECTION) { pagesCount { count } }
    articles: sitemap(type: ARTICLE) { pagesCount { count } }
    pages: sitemap(type: PAGE) { pagesCount { count } }
    blogs: sitemap(type: BLOG) { pagesCount { count } }
    metaObjects: sitemap(type: METAOBJECT) { pagesCount { count } } }`;
  const PAGE = (type: string) => `query Sitemap($page: Int!, $language: LanguageCode)
    @inContext(language: $language) {
    sitemap(type: ${type}) { resources(page: $page) { hasNextPage items { handle updatedAt
      ... on SitemapResource { title image { filepath alt } } } } } }`;

  it('counts the pages of each type', async () => {
    const data = await ok(t, INDEX);
    expect(data).toEqual({
      products: {pagesCount: {count: 1}},
      collections: {pagesCount: {count: 1}},
      articles: {pagesCount: {count: 1}},
      pages: {pagesCount: {count: 1}},
      blogs: {pagesCount: {count: 1}},
      metaObjects: {pagesCount: {count: 0}},
    });
  });

  it('lists every product, collection, page and article on page 1, titled in the language', async () => {
    const catalog = t.sandbox.context.catalog;
    const handles = async (type: string, language = 'IT') =>
      (await ok(t, PAGE(type), {page: 1, language})).sitemap.resources;
    const products = await handles('PRODUCT');
    expect(products.items).toHaveLength(catalog.products.length);
    expect(products.hasNextPage).toBe(false);
    expect(products.items[0]).toMatchObject({
      handle: expect.any(String),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await handles('COLLECTION')).items.map((i: JsonBody) => i.handle)).toContain('donna');
    const pages = await handles('PAGE', 'HR');
    expect(pages.items.map((i: JsonBody) => [i.handle, i.title])).toContainEqual([
      'legal-notice',
      'Pravna napomena',
    ]);
    expect((await handles('ARTICLE')).items).toHaveLength(3);
    const second = (await ok(t, PAGE('PRODUCT'), {page: 2})).sitemap.resources;
    expect(second).toEqual({hasNextPage: false, items: []});
  });
});
