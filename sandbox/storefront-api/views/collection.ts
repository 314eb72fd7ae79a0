/** `Collection` and its product list (sorted, filtered, paginated). */
import type {CollectionRecord} from '../../db/catalog';
import {connection, type ConnectionArgs} from '../connection';
import type {ApiContext} from '../context';
import {gid} from '../ids';
import {matchesFilters, sortProducts, type ProductFilter} from '../product-lists';
import {ImageView, NO_METAFIELDS, plainText} from './common';
import {ProductView} from './product';

type ProductsArgs = ConnectionArgs & {sortKey?: string | null; filters?: ProductFilter[] | null};

export class CollectionView {
  readonly __typename = 'Collection';
  readonly #c: CollectionRecord;
  readonly onlineStoreUrl = null;
  readonly trackingParameters = null;
  readonly metafield = NO_METAFIELDS.metafield;
  readonly metafields = NO_METAFIELDS.metafields;

  constructor(collection: CollectionRecord) {
    this.#c = collection;
  }

  get id() {
    return gid('Collection', this.#c.id);
  }
  get handle() {
    return this.#c.handle;
  }
  get updatedAt() {
    return this.#c.updatedAt;
  }
  get image() {
    return this.#c.image ? new ImageView(this.#c.image, this.#c.title) : null;
  }

  title(_: unknown, ctx: ApiContext) {
    return this.#c.title[ctx.locale];
  }
  descriptionHtml(_: unknown, ctx: ApiContext) {
    return ctx.catalog.longText('collection', this.#c.id, 'description_html', ctx.locale);
  }
  description({truncateAt}: {truncateAt?: number | null}, ctx: ApiContext) {
    return plainText(this.descriptionHtml(null, ctx), truncateAt);
  }
  /** The seed has no SEO overrides for collections: the title and a short description stand in. */
  seo(_: unknown, ctx: ApiContext) {
    return {title: this.title(null, ctx), description: this.description({truncateAt: 155}, ctx)};
  }
  products({sortKey, filters, ...page}: ProductsArgs, ctx: ApiContext) {
    const members = productsOf(this.#c, ctx);
    const sorted = sortProducts(members, sortKey);
    const list = filters?.length ? sorted.filter(matchesFilters(filters)) : sorted;
    return connection(
      list,
      page,
      (p) => p.id,
      (p) => new ProductView(p),
    );
  }
}

/** The collection's products in manual order, resolved once per collection. */
const members = new WeakMap<CollectionRecord, ReturnType<typeof resolve>>();
const resolve = (c: CollectionRecord, ctx: ApiContext) =>
  c.productIds.map((id) => ctx.catalog.productById.get(id)!);

function productsOf(c: CollectionRecord, ctx: ApiContext) {
  let list = members.get(c);
  if (!list) members.set(c, (list = resolve(c, ctx)));
  return list;
}
