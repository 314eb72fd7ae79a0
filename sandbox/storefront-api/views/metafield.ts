/**
 * `Metafield`, as the Storefront API reads one a customer owns: its value always a string, and
 * for a list of product references the products themselves (`references`), in list order, a
 * product the catalogue no longer has left out.
 */
import type {MetafieldRecord} from '../../db/metafields';
import {connection, type ConnectionArgs} from '../connection';
import type {ApiContext} from '../context';
import {gid, parseGid} from '../ids';
import {ProductView} from './product';

export class MetafieldView {
  readonly __typename = 'Metafield';
  readonly #m: MetafieldRecord;
  readonly description = null;
  readonly reference = null;

  constructor(metafield: MetafieldRecord) {
    this.#m = metafield;
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
  get value() {
    return this.#m.value;
  }
  get createdAt() {
    return this.#m.createdAt;
  }
  get updatedAt() {
    return this.#m.updatedAt;
  }
  /** Only product lists are stored by the sandbox; another type has no references (null). */
  references(args: ConnectionArgs, ctx: ApiContext) {
    if (this.#m.type !== 'list.product_reference') return null;
    const ids = (JSON.parse(this.#m.value) as string[]).map((id) => parseGid(id)?.id ?? 0);
    const products = ids.flatMap((id) => ctx.catalog.productById.get(id) ?? []);
    return connection(
      products,
      args,
      (product) => product.id,
      (product) => new ProductView(product),
    );
  }
}
