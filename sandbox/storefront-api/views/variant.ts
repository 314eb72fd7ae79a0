/** `ProductVariant`. Stock policy is "deny", so a variant with no stock is not for sale. */
import type {VariantRecord} from '../../db/catalog';
import type {ApiContext} from '../context';
import {gid} from '../ids';
import type {ConnectionArgs} from '../connection';
import {storeAvailability} from '../locations-root';
import {money} from '../money';
import {NO_METAFIELDS, ImageView} from './common';
import {ProductView} from './product';

export class VariantView {
  readonly __typename = 'ProductVariant';
  readonly #v: VariantRecord;
  readonly currentlyNotInStock = false;
  readonly requiresShipping = true;
  readonly requiresComponents = false;
  readonly taxable = true;
  readonly barcode = null;
  readonly unitPrice = null;
  readonly unitPriceMeasurement = null;
  readonly weightUnit = 'KILOGRAMS';
  readonly quantityRule = {minimum: 1, maximum: null, increment: 1};
  readonly metafield = NO_METAFIELDS.metafield;
  readonly metafields = NO_METAFIELDS.metafields;

  constructor(variant: VariantRecord) {
    this.#v = variant;
  }

  get id() {
    return gid('ProductVariant', this.#v.id);
  }
  get title() {
    return this.#v.title;
  }
  get sku() {
    return this.#v.sku;
  }
  get availableForSale() {
    return this.#v.quantity > 0;
  }
  get quantityAvailable() {
    return this.#v.quantity;
  }
  get weight() {
    return this.#v.weightGrams / 1000;
  }
  get price() {
    return money(this.#v.priceCents);
  }
  get priceV2() {
    return this.price;
  }
  get compareAtPrice() {
    return this.#v.compareAtCents === null ? null : money(this.#v.compareAtCents);
  }
  get compareAtPriceV2() {
    return this.compareAtPrice;
  }

  selectedOptions(_: unknown, ctx: ApiContext) {
    const product = ctx.catalog.productById.get(this.#v.productId)!;
    return product.options.map((option, i) => ({
      name: option.name[ctx.locale],
      value: this.#v.options[i],
    }));
  }
  image(_: unknown, ctx: ApiContext) {
    const product = ctx.catalog.productById.get(this.#v.productId)!;
    const image = product.images.find((i) => i.id === this.#v.imageId);
    return image ? new ImageView(image, product.title) : null;
  }
  product(_: unknown, ctx: ApiContext) {
    return new ProductView(ctx.catalog.productById.get(this.#v.productId)!);
  }
  /** The stores that carry it; their stock has nothing to do with `quantityAvailable` online. */
  storeAvailability(
    args: ConnectionArgs & {near?: {latitude: number; longitude: number} | null},
    ctx: ApiContext,
  ) {
    return storeAvailability(this.#v, args, ctx);
  }
}
