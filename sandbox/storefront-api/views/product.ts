/**
 * `Product` and `ProductOption(Value)`. Each GraphQL field is a property or a method
 * `(args, ctx)`; a field missing here answers "not implemented" (see ../execute.ts).
 */
import type {OptionRecord, ProductRecord} from '../../db/catalog';
import {connection, type ConnectionArgs} from '../connection';
import type {ApiContext} from '../context';
import {encodeVariants} from '../encoded-variants';
import {gid} from '../ids';
import {money} from '../money';
import {
  adjacentVariants,
  isAvailable,
  optionTuples,
  selectedOrFirstAvailableVariant,
  variantBySelectedOptions,
  type MatchOptions,
  type SelectedOption,
} from '../variant-selection';
import {CollectionView} from './collection';
import {ImageView, plainText} from './common';
import {productMetafield, type MetafieldIdentifier} from './metafield';
import {VariantView} from './variant';

type SelectionArgs = MatchOptions & {selectedOptions?: SelectedOption[] | null};

export class ProductView {
  readonly __typename = 'Product';
  readonly #p: ProductRecord;
  readonly isGiftCard = false;
  readonly requiresSellingPlan = false;
  readonly onlineStoreUrl = null;
  readonly trackingParameters = null;
  readonly category = null;

  constructor(product: ProductRecord) {
    this.#p = product;
  }

  get id() {
    return gid('Product', this.#p.id);
  }
  get handle() {
    return this.#p.handle;
  }
  get vendor() {
    return this.#p.vendor;
  }
  get productType() {
    return this.#p.productType;
  }
  get tags() {
    return this.#p.tags;
  }
  get createdAt() {
    return this.#p.createdAt;
  }
  get updatedAt() {
    return this.#p.updatedAt;
  }
  get publishedAt() {
    return this.#p.publishedAt;
  }
  get availableForSale() {
    return this.#p.variants.some(isAvailable);
  }
  get totalInventory() {
    return this.#p.variants.reduce((sum, v) => sum + v.quantity, 0);
  }
  get variantsCount() {
    return {count: this.#p.variants.length, precision: 'EXACT'};
  }
  get encodedVariantExistence() {
    return encodeVariants(optionTuples(this.#p, this.#p.variants));
  }
  get encodedVariantAvailability() {
    return encodeVariants(optionTuples(this.#p, this.#p.variants.filter(isAvailable)));
  }
  get priceRange() {
    const prices = this.#p.variants.map((v) => v.priceCents);
    return {
      minVariantPrice: money(Math.min(...prices)),
      maxVariantPrice: money(Math.max(...prices)),
    };
  }
  /** Shopify answers "0.0" for products that are not on sale. */
  get compareAtPriceRange() {
    const prices = this.#p.variants.map((v) => v.compareAtCents ?? 0);
    return {
      minVariantPrice: money(Math.min(...prices)),
      maxVariantPrice: money(Math.max(...prices)),
    };
  }

  title(_: unknown, ctx: ApiContext) {
    return this.#p.title[ctx.locale];
  }
  descriptionHtml(_: unknown, ctx: ApiContext) {
    return ctx.catalog.longText('product', this.#p.id, 'description_html', ctx.locale);
  }
  description({truncateAt}: {truncateAt?: number | null}, ctx: ApiContext) {
    return plainText(this.descriptionHtml(null, ctx), truncateAt);
  }
  seo(_: unknown, ctx: ApiContext) {
    return {
      title: ctx.catalog.longText('product', this.#p.id, 'seo_title', ctx.locale),
      description: ctx.catalog.longText('product', this.#p.id, 'seo_description', ctx.locale),
    };
  }
  featuredImage() {
    const first = this.#p.images[0];
    return first ? new ImageView(first, this.#p.title) : null;
  }
  images(args: ConnectionArgs) {
    return connection(
      this.#p.images,
      args,
      (image) => image.id,
      (image) => new ImageView(image, this.#p.title),
    );
  }
  options({first}: {first?: number | null}) {
    const options = typeof first === 'number' ? this.#p.options.slice(0, first) : this.#p.options;
    return options.map((option) => new OptionView(this.#p, option));
  }
  variants(args: ConnectionArgs) {
    return connection(
      this.#p.variants,
      args,
      (v) => v.id,
      (v) => new VariantView(v),
    );
  }
  selectedOrFirstAvailableVariant({selectedOptions, ...options}: SelectionArgs) {
    const variant = selectedOrFirstAvailableVariant(this.#p, selectedOptions, options);
    return variant ? new VariantView(variant) : null;
  }
  variantBySelectedOptions({selectedOptions, ...options}: SelectionArgs) {
    const variant = variantBySelectedOptions(this.#p, selectedOptions ?? [], options);
    return variant ? new VariantView(variant) : null;
  }
  adjacentVariants({selectedOptions, ...options}: SelectionArgs) {
    return adjacentVariants(this.#p, selectedOptions, options).map((v) => new VariantView(v));
  }
  metafield(identifier: MetafieldIdentifier) {
    return productMetafield(this.#p, identifier);
  }
  metafields({identifiers}: {identifiers: MetafieldIdentifier[]}) {
    return identifiers.map((identifier) => productMetafield(this.#p, identifier));
  }
  collections(args: ConnectionArgs, ctx: ApiContext) {
    const collections = this.#p.collectionIds.map((id) => ctx.catalog.collectionById.get(id)!);
    return connection(
      collections,
      args,
      (c) => c.id,
      (c) => new CollectionView(c),
    );
  }
}

class OptionView {
  readonly __typename = 'ProductOption';
  readonly #product: ProductRecord;
  readonly #option: OptionRecord;

  constructor(product: ProductRecord, option: OptionRecord) {
    this.#product = product;
    this.#option = option;
  }

  get id() {
    return gid('ProductOption', this.#option.id);
  }
  get values() {
    return this.#option.values.map((value) => value.name);
  }
  get optionValues() {
    const index = this.#product.options.indexOf(this.#option);
    return this.#option.values.map((value) => {
      const withValue = this.#product.variants.filter((v) => v.options[index] === value.name);
      const selectable = withValue.find(isAvailable) ?? withValue[0];
      return {
        __typename: 'ProductOptionValue',
        id: gid('ProductOptionValue', value.id),
        name: value.name,
        swatch: null,
        firstSelectableVariant: selectable ? new VariantView(selectable) : null,
      };
    });
  }
  name(_: unknown, ctx: ApiContext) {
    return this.#option.name[ctx.locale];
  }
}
