/**
 * `Metafield`, as the Storefront API reads one: a customer's (the wishlist, written by
 * `metafieldsSet`) or one a merchant exposed on a product (its text may be translated). `value`
 * is always a string, in the requested language; a product reference resolves through
 * `reference`, a list of them through `references` in list order, null for any other type, as
 * Shopify answers. A product the catalogue no longer has is left out.
 */
import type {MetafieldRecord as CustomerMetafieldRecord} from '../../db/metafields';
import type {
  Locale,
  MetafieldRecord as ProductMetafieldRecord,
  ProductRecord,
} from '../../db/catalog';
import {connection, type ConnectionArgs} from '../connection';
import type {ApiContext} from '../context';
import {gid, parseGid} from '../ids';
import {ProductView} from './product';

/** What every owner's metafield gives the view. */
export interface MetafieldSource {
  id: number;
  namespace: string;
  key: string;
  type: string;
  createdAt: string;
  updatedAt: string;
  value(locale: Locale): string;
  parentResource?: () => unknown;
}

/** What a metafield needs of either API's context. */
type ReaderContext = Pick<ApiContext, 'catalog'> & {locale?: Locale};

export interface MetafieldIdentifier {
  namespace?: string | null;
  key: string;
}

/** Read by both APIs: the Admin API's view adds what only it shows (admin-api/). */
export class MetafieldView {
  readonly __typename = 'Metafield';
  readonly description = null;
  readonly #m: MetafieldSource;

  constructor(source: MetafieldSource) {
    this.#m = source;
  }

  get id() {
    return gid('Metafield', this.#m.id);
  }
  get namespace() {
    return this.#m.namespace;
  }
  get key() {
    return this.#m.key;
  }
  get type() {
    return this.#m.type;
  }
  get createdAt() {
    return this.#m.createdAt;
  }
  get updatedAt() {
    return this.#m.updatedAt;
  }
  get parentResource() {
    return this.#m.parentResource?.() ?? null;
  }
  /** The Admin API has no language: it reads the shop's own, Italian. */
  value(_: unknown, ctx: ReaderContext) {
    return this.#m.value(ctx.locale ?? 'it');
  }
  reference(_: unknown, ctx: ReaderContext) {
    if (this.#m.type !== 'product_reference') return null;
    const product = productOf(this.value(_, ctx), ctx);
    return product ? new ProductView(product) : null;
  }
  references(args: ConnectionArgs, ctx: ReaderContext) {
    if (this.#m.type !== 'list.product_reference') return null;
    const products = (JSON.parse(this.value(args, ctx)) as string[])
      .map((value) => productOf(value, ctx))
      .filter((product): product is ProductRecord => product !== undefined);
    return connection(
      products,
      args,
      (product) => product.id,
      (product) => new ProductView(product),
    );
  }
}

function productOf(value: string, ctx: ReaderContext): ProductRecord | undefined {
  const parsed = parseGid(value);
  return parsed?.type === 'Product' ? ctx.catalog.productById.get(parsed.id) : undefined;
}

/** A customer's metafield: one value, whatever the language. */
export function customerMetafieldView(record: CustomerMetafieldRecord) {
  return new MetafieldView(customerMetafield(record));
}

export function customerMetafield(record: CustomerMetafieldRecord): MetafieldSource {
  return {...record, value: () => record.value};
}

/** A product's metafield by namespace and key, or null (also when it is not exposed). */
export function productMetafield(product: ProductRecord, {namespace, key}: MetafieldIdentifier) {
  const found = product.metafields.find((m) => m.namespace === namespace && m.key === key);
  return found ? productMetafieldView(found, product) : null;
}

function productMetafieldView(metafield: ProductMetafieldRecord, owner: ProductRecord) {
  return new MetafieldView({
    ...metafield,
    createdAt: owner.createdAt,
    updatedAt: owner.updatedAt,
    value: (locale) => metafield.value[locale],
    parentResource: () => new ProductView(owner),
  });
}
