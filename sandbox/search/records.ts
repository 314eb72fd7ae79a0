/**
 * Records in the Shopify connector's format, one per variant, built when they are returned (a
 * few dozen per query) rather than kept: 50 000 products are 400 000 records per market. Stock
 * fields are read from the live catalogue, so they show the stock at query time.
 */
import type {Catalog, ImageRecord, Locale} from '../db/catalog';
import {imageUrl} from '../images/service';
import {stripTags, truncate} from '../text';
import type {Columns} from './columns';
import {euros, namedTags, optionKeys, priceRange, priceRatio, unixSeconds} from './fields';
import {Lru} from '../lru';

export type AlgoliaRecord = Record<string, unknown>;

const BODY_LIMIT = 2000;

export class RecordBuilder {
  // Descriptions live in SQLite; popular products are asked for again and again.
  readonly #bodies = new Lru<string>(2000);

  constructor(
    readonly catalog: Catalog,
    readonly columns: Columns,
  ) {}

  /** Record r in the market's language; `publicUrl` is the origin image URLs start with. */
  build(r: number, locale: Locale, publicUrl: string, withBody: boolean): AlgoliaRecord {
    const v = this.columns.variants[r];
    const p = this.columns.products[this.columns.productOf[r]];
    const keys = optionKeys(p);
    const tags = p.localizedTags[locale];
    const named = namedTags(tags);
    const prices = p.variants.map((variant) => variant.priceCents);
    const image = (img: ImageRecord | undefined) => (img ? imageUrl(publicUrl, img) : null);
    const price = euros(v.priceCents);
    return {
      objectID: String(v.id),
      id: p.id,
      title: p.title[locale],
      variant_title: v.title,
      handle: p.handle,
      vendor: p.vendor,
      product_type: p.productType,
      sku: v.sku,
      barcode: null,
      tags,
      named_tags: named,
      named_tags_names: Object.keys(named),
      ...(withBody ? {body_html_safe: this.#body(p.id, locale)} : {}),
      price,
      compare_at_price: v.compareAtCents ? euros(v.compareAtCents) : null,
      price_ratio: priceRatio(v),
      price_range: priceRange(price),
      options: Object.fromEntries(keys.map((key, k) => [key, v.options[k]])),
      option_names: keys,
      option1: v.options[0] ?? null,
      option2: v.options[1] ?? null,
      option3: v.options[2] ?? null,
      inventory_quantity: v.quantity,
      inventory_available: v.quantity > 0,
      inventory_policy: 'deny',
      inventory_management: 'shopify',
      requires_shipping: true,
      taxable: true,
      grams: v.weightGrams,
      image: image(p.images.find((img) => img.id === v.imageId) ?? p.images[0]),
      product_image: image(p.images[0]),
      collections: p.collectionIds.map((id) => this.columns.collectionHandles.get(id)!),
      collection_ids: p.collectionIds,
      created_at: unixSeconds(p.createdAt),
      updated_at: unixSeconds(p.updatedAt),
      published_at: unixSeconds(p.publishedAt),
      position: v.position,
      recently_ordered_count: p.popularity,
      variants_count: p.variants.length,
      variants_min_price: euros(Math.min(...prices)),
      variants_max_price: euros(Math.max(...prices)),
      variants_inventory_count: p.variants.reduce((sum, variant) => sum + variant.quantity, 0),
    };
  }

  /** The description without HTML, cut to 2 000 characters (the connector's `body_html_safe`). */
  #body(productId: number, locale: Locale): string {
    return this.#bodies.getOrSet(`${locale}:${productId}`, () =>
      truncate(
        stripTags(this.catalog.longText('product', productId, 'description_html', locale)),
        BODY_LIMIT,
      ),
    );
  }
}
