/**
 * `search` and `predictiveSearch`, enough for Hydrogen's skeleton search routes: products
 * (Shopify's simple search syntax, product filters, unavailable products hidden, last or shown),
 * the shop's pages and its articles; predictive search adds collections and query suggestions.
 */
import type {ProductRecord} from '../db/catalog';
import type {ArticleRecord} from '../db/journal';
import type {PageRecord} from '../db/pages';
import {stripTags} from '../text';
import {connection, type ConnectionArgs} from './connection';
import type {ApiContext} from './context';
import {matchesFilters, matchesQuery, sortProducts, type ProductFilter} from './product-lists';
import {ArticleView} from './views/blog';
import {CollectionView} from './views/collection';
import {PageView} from './views/page';
import {ProductView} from './views/product';

type SearchArgs = ConnectionArgs & {
  query: string;
  types?: string[] | null;
  sortKey?: string | null;
  productFilters?: ProductFilter[] | null;
  unavailableProducts?: string | null;
};

type PredictiveArgs = {
  query: string;
  limit?: number | null;
  limitScope?: string | null;
  types?: string[] | null;
  unavailableProducts?: string | null;
};

const PREDICTIVE_LIMIT = 10;
const minPrice = (p: ProductRecord) => Math.min(...p.variants.map((v) => v.priceCents));
const available = (p: ProductRecord) => p.variants.some((v) => v.quantity > 0);

const words = (query: string) =>
  query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word && !['and', 'or'].includes(word));

/** Every word of the query is in the text (case-insensitive; the last word may be a prefix). */
const containsAll = (text: string, query: string) =>
  words(query).every((word) => text.toLowerCase().includes(word));

function products(query: string, unavailable: string | null | undefined, sortKey?: string | null) {
  return (list: readonly ProductRecord[]) => {
    let found = sortProducts(list, 'BEST_SELLING').filter(matchesQuery(query));
    if (sortKey === 'PRICE') found = [...found].sort((a, b) => minPrice(a) - minPrice(b));
    // Shopify's default is LAST: what cannot be bought comes after what can.
    if (unavailable === 'HIDE') return found.filter(available);
    if (unavailable === 'SHOW') return found;
    return [...found.filter(available), ...found.filter((p) => !available(p))];
  };
}

const pagesMatching = (query: string, ctx: ApiContext) =>
  [...ctx.catalog.pageById.values()].filter((p: PageRecord) =>
    containsAll(`${p.title[ctx.locale]} ${stripTags(p.bodyHtml[ctx.locale])}`, query),
  );

const articlesMatching = (query: string, ctx: ApiContext) =>
  ctx.catalog.articles.filter((a: ArticleRecord) =>
    containsAll(
      `${a.title[ctx.locale]} ${stripTags(a.bodyHtml[ctx.locale])} ${a.tags.join(' ')}`,
      query,
    ),
  );

type Found = {kind: 'product' | 'page' | 'article'; record: unknown};

function search(args: SearchArgs, ctx: ApiContext) {
  const {query, types, sortKey, productFilters, unavailableProducts, ...page} = args;
  const wanted = new Set(types?.length ? types : ['PRODUCT', 'PAGE', 'ARTICLE']);
  const found: Found[] = [];
  if (wanted.has('PRODUCT')) {
    let list = products(query, unavailableProducts, sortKey)(ctx.catalog.products);
    if (productFilters?.length) list = list.filter(matchesFilters(productFilters));
    found.push(...list.map((record) => ({kind: 'product' as const, record})));
  }
  if (wanted.has('PAGE'))
    found.push(...pagesMatching(query, ctx).map((record) => ({kind: 'page' as const, record})));
  if (wanted.has('ARTICLE'))
    found.push(
      ...articlesMatching(query, ctx).map((record) => ({kind: 'article' as const, record})),
    );
  const positions = new Map(found.map((item, index) => [item, index + 1]));
  return {
    __typename: 'SearchResultItemConnection',
    ...connection(
      found,
      page,
      (item) => positions.get(item)!,
      (item) => viewOf(item),
    ),
    productFilters: [],
    totalCount: found.length,
  };
}

function viewOf({kind, record}: Found) {
  if (kind === 'product') return new ProductView(record as ProductRecord);
  if (kind === 'page') return new PageView(record as PageRecord);
  return new ArticleView(record as ArticleRecord);
}

/** A suggestion with the query's words marked, as Shopify's `styledText` does. */
function suggestion(text: string, query: string) {
  let styled = text;
  for (const word of words(query)) {
    const at = styled.toLowerCase().indexOf(word);
    if (at >= 0)
      styled = `${styled.slice(0, at)}<mark>${styled.slice(at, at + word.length)}</mark>${styled.slice(at + word.length)}`;
  }
  return {__typename: 'SearchQuerySuggestion', text, styledText: styled, trackingParameters: null};
}

function predictiveSearch(args: PredictiveArgs, ctx: ApiContext) {
  const {query, types, unavailableProducts} = args;
  const limit = Math.min(PREDICTIVE_LIMIT, Math.max(1, args.limit ?? PREDICTIVE_LIMIT));
  const wanted = new Set(
    types?.length ? types : ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY'],
  );
  const take = <T>(type: string, list: () => T[]) => (wanted.has(type) ? list() : []);
  const foundProducts = take('PRODUCT', () =>
    products(query, unavailableProducts ?? 'LAST')(ctx.catalog.products).slice(0, limit),
  );
  const collections = take('COLLECTION', () =>
    ctx.catalog.collections.filter((c) => containsAll(c.title[ctx.locale], query)),
  );
  const result = {
    products: foundProducts.map((p) => new ProductView(p)),
    collections: collections.slice(0, limit).map((c) => new CollectionView(c)),
    pages: take('PAGE', () => pagesMatching(query, ctx))
      .slice(0, limit)
      .map((p) => new PageView(p)),
    articles: take('ARTICLE', () => articlesMatching(query, ctx))
      .slice(0, limit)
      .map((a) => new ArticleView(a)),
    queries: take('QUERY', () =>
      [
        ...new Set([
          ...collections.map((c) => c.title[ctx.locale]),
          ...foundProducts.map((p) => p.title[ctx.locale]),
        ]),
      ]
        .slice(0, limit)
        .map((text) => suggestion(text, query)),
    ),
  };
  if (args.limitScope !== 'ALL') return {__typename: 'PredictiveSearchResult', ...result};
  // ALL: `limit` results in total, taken type by type in the order Shopify lists them.
  let left = limit;
  const capped = Object.fromEntries(
    Object.entries(result).map(([key, list]) => {
      const kept = list.slice(0, left);
      left -= kept.length;
      return [key, kept];
    }),
  );
  return {__typename: 'PredictiveSearchResult', ...capped};
}

export const searchRoot = {search, predictiveSearch};
