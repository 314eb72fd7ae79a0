/**
 * `Metafield` of a product, as Shopify serves one the merchant exposed to the Storefront API:
 * `value` in the requested language, and a list of product references resolved by
 * `references` (null for any other type, as Shopify answers).
 */
import type {MetafieldRecord, ProductRecord} from '../../db/catalog';
import {connection, type ConnectionArgs} from '../connection';
import type {ApiContext} from '../context';
import {gid, parseGid} from '../ids';
import {ProductView} from './product';

class ProductMetafieldView {
  readonly __typename = 'Metafield';
  readonly description = null;
  readonly #m: MetafieldRecord;
  readonly #owner: ProductRecord;

  constructor(metafield: MetafieldRecord, owner: ProductRecord) {
    this.#m = metafield;
    this.#owner = owner;
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
    return this.#owner.createdAt;
  }
  get updatedAt() {
    return this.#owner.updatedAt;
  }
  get parentResource() {
    return new ProductView(this.#owner);
  }
  value(_: unknown, ctx: ApiContext) {
    return this.#m.value[ctx.locale];
  }
  reference(_: unknown, ctx: ApiContext) {
    if (this.#m.type !== 'product_reference') return null;
    const product = productOf(this.#m.value.it, ctx);
    return product ? new ProductView(product) : null;
  }
  references(args: ConnectionArgs, ctx: ApiContext) {
    if (this.#m.type !== 'list.product_reference') return null;
    // A product deleted since the merchant set the list is left out, as Shopify does.
    const products = (JSON.parse(this.#m.value.it) as string[])
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

function productOf(value: string, ctx: ApiContext): ProductRecord | undefined {
  const parsed = parseGid(value);
  return parsed?.type === 'Product' ? ctx.catalog.productById.get(parsed.id) : undefined;
}

export interface MetafieldIdentifier {
  namespace?: string | null;
  key: string;
}

/** A product's metafield by namespace and key, or null (also when it is not exposed). */
export function productMetafield(product: ProductRecord, {namespace, key}: MetafieldIdentifier) {
  const found = product.metafields.find((m) => m.namespace === namespace && m.key === key);
  return found ? new ProductMetafieldView(found, product) : null;
}
