/** `QueryRoot`: the entry points the storefront uses. Every other root field is "not implemented". */
import type {Catalog, ProductRecord} from '../db/catalog';
import {connection, type ConnectionArgs} from './connection';
import type {ApiContext} from './context';
import {parseGid} from './ids';
import {localization} from './markets';
import {matchesQuery, sortProducts} from './product-lists';
import {ArticleView, BlogView} from './views/blog';
import {CollectionView} from './views/collection';
import {MenuView} from './views/menu';
import {orderByGid} from './views/order';
import {PageView} from './views/page';
import {ProductView} from './views/product';
import {shopView} from './views/shop';
import {VariantView} from './views/variant';

type ByHandleOrId = {handle?: string | null; id?: string | null};
type ListArgs = ConnectionArgs & {sortKey?: string | null; query?: string | null};

const RECOMMENDATIONS = 10;

function findProduct({handle, id}: ByHandleOrId, ctx: ApiContext): ProductRecord | undefined {
  if (handle) return ctx.catalog.productByHandle.get(handle);
  const parsed = id ? parseGid(id) : null;
  return parsed?.type === 'Product' ? ctx.catalog.productById.get(parsed.id) : undefined;
}

function findCollection({handle, id}: ByHandleOrId, ctx: ApiContext) {
  if (handle) return ctx.catalog.collectionByHandle.get(handle);
  const parsed = id ? parseGid(id) : null;
  return parsed?.type === 'Collection' ? ctx.catalog.collectionById.get(parsed.id) : undefined;
}

/**
 * `node(id)` / `nodes(ids)`: the types the storefront looks up by id (and orders, which need
 * their key). Unknown ids answer null.
 */
const NODE_VIEWS: Record<string, (id: number, catalog: Catalog) => object | null> = {
  Product: (id, catalog) => viewOf(catalog.productById.get(id), ProductView),
  ProductVariant: (id, catalog) => viewOf(catalog.variantById.get(id), VariantView),
  Collection: (id, catalog) => viewOf(catalog.collectionById.get(id), CollectionView),
  Page: (id, catalog) => viewOf(catalog.pageById.get(id), PageView),
  Blog: (id, catalog) => viewOf(catalog.blogById.get(id), BlogView),
  Article: (id, catalog) => viewOf(catalog.articleById.get(id), ArticleView),
};

function viewOf<R, V>(record: R | undefined, View: new (record: R) => V): V | null {
  return record ? new View(record) : null;
}

function node(id: string, ctx: ApiContext) {
  const parsed = parseGid(id);
  if (parsed?.type === 'Order') return orderByGid(id, ctx);
  return (parsed && NODE_VIEWS[parsed.type]?.(parsed.id, ctx.catalog)) ?? null;
}

/** Best sellers of the same category (RELATED) or of other categories for the same gender (COMPLEMENTARY). */
function recommendations(
  product: ProductRecord,
  intent: string | null | undefined,
  ctx: ApiContext,
) {
  const related = intent !== 'COMPLEMENTARY';
  const out: ProductView[] = [];
  for (const candidate of sortProducts(ctx.catalog.products, 'BEST_SELLING')) {
    if (out.length === RECOMMENDATIONS) break;
    if (candidate === product) continue;
    const fits = related
      ? candidate.category === product.category
      : candidate.category !== product.category && candidate.gender === product.gender;
    if (fits) out.push(new ProductView(candidate));
  }
  return out;
}

export const queryRoot = {
  shop: (_: unknown, ctx: ApiContext) => shopView(ctx),
  localization: (_: unknown, ctx: ApiContext) => localization(ctx),
  menu: ({handle}: {handle: string}, ctx: ApiContext) =>
    viewOf(ctx.catalog.menuByHandle.get(handle), MenuView),
  product: (args: ByHandleOrId, ctx: ApiContext) => viewOf(findProduct(args, ctx), ProductView),
  productByHandle: ({handle}: {handle: string}, ctx: ApiContext) =>
    queryRoot.product({handle}, ctx),
  products: ({sortKey, query, ...page}: ListArgs, ctx: ApiContext) => {
    const sorted = sortProducts(ctx.catalog.products, sortKey);
    const list = query?.trim() ? sorted.filter(matchesQuery(query)) : sorted;
    return connection(
      list,
      page,
      (p) => p.id,
      (p) => new ProductView(p),
    );
  },
  page: ({handle, id}: ByHandleOrId, ctx: ApiContext) => {
    const parsed = id ? parseGid(id) : null;
    const page = handle
      ? ctx.catalog.pageByHandle.get(handle)
      : parsed?.type === 'Page'
        ? ctx.catalog.pageById.get(parsed.id)
        : undefined;
    return viewOf(page, PageView);
  },
  collection: (args: ByHandleOrId, ctx: ApiContext) =>
    viewOf(findCollection(args, ctx), CollectionView),
  collectionByHandle: ({handle}: {handle: string}, ctx: ApiContext) =>
    queryRoot.collection({handle}, ctx),
  collections: ({sortKey, query, ...page}: ListArgs, ctx: ApiContext) => {
    const title = (c: (typeof ctx.catalog.collections)[number]) => c.title[ctx.locale];
    let list = ctx.catalog.collections;
    if (query?.trim())
      list = list.filter((c) => title(c).toLowerCase().includes(query.trim().toLowerCase()));
    if (sortKey === 'TITLE')
      list = [...list].sort((a, b) => title(a).localeCompare(title(b), ctx.locale));
    if (sortKey === 'UPDATED_AT')
      list = [...list].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id);
    return connection(
      list,
      page,
      (c) => c.id,
      (c) => new CollectionView(c),
    );
  },
  node: ({id}: {id: string}, ctx: ApiContext) => node(id, ctx),
  nodes: ({ids}: {ids: string[]}, ctx: ApiContext) => ids.map((id) => node(id, ctx)),
  productRecommendations: (
    args: {productId?: string | null; productHandle?: string | null; intent?: string | null},
    ctx: ApiContext,
  ) => {
    const product = findProduct({handle: args.productHandle, id: args.productId}, ctx);
    return product ? recommendations(product, args.intent, ctx) : null;
  },
};
