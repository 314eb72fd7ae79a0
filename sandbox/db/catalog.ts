/**
 * The catalogue held in memory after seeding: lookups by id and handle answer a product query in
 * about a millisecond. Long texts (descriptions, SEO) stay in SQLite and are read on demand, so
 * 50 000 products fit comfortably in memory.
 */
import type Database from 'libsql';
import type {Shape} from '../images/shapes';
import {loadMenus, type MenuRecord} from './menus';
import {loadPages, longTextLocalizer, type PageRecord, type PolicyRecord} from './pages';
import {loadJournal, type ArticleRecord, type BlogRecord, type RedirectRecord} from './journal';
import {loadLocations, type LocationRecord} from './locations';
import {scalar, type Db} from './open';

export type Locale = 'it' | 'sl' | 'hr';
export type Localized = Record<Locale, string>;

export interface ImageRecord {
  id: number;
  name: string;
  owner: 'product' | 'collection' | 'article';
  ownerId: number;
  shape: Shape;
  color: string;
  angle: number;
  width: number;
  height: number;
}

export interface VariantRecord {
  id: number;
  productId: number;
  position: number;
  title: string;
  sku: string;
  options: string[]; // one value per product option, in option order
  priceCents: number;
  compareAtCents: number | null;
  weightGrams: number;
  imageId: number | null;
  quantity: number;
}

export interface OptionRecord {
  id: number;
  name: Localized;
  values: Array<{id: number; name: string}>;
}

/** A product's metafield; a text value may be translated. */
export interface MetafieldRecord {
  id: number;
  namespace: string;
  key: string;
  type: string;
  value: Localized;
}

export interface ProductRecord {
  id: number;
  handle: string;
  title: Localized;
  vendor: string;
  productType: string;
  category: string;
  gender: string;
  /** Shopify's tags: the shop's base language, Italian. */
  tags: string[];
  /** The tags in each language, for the market's search index (`COLOR:Bela` in `sl`). */
  localizedTags: Record<Locale, string[]>;
  popularity: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  options: OptionRecord[];
  variants: VariantRecord[];
  images: ImageRecord[];
  collectionIds: number[];
  metafields: MetafieldRecord[];
}

export interface CollectionRecord {
  id: number;
  handle: string;
  title: Localized;
  image: ImageRecord | null;
  updatedAt: string;
  productIds: number[]; // in the collection's manual order
}

type LongTextField = 'description_html' | 'seo_title' | 'seo_description';

export interface Catalog {
  shop: {id: number; name: string; description: Localized};
  products: ProductRecord[];
  productById: Map<number, ProductRecord>;
  productByHandle: Map<string, ProductRecord>;
  variantById: Map<number, VariantRecord>;
  collections: CollectionRecord[];
  collectionById: Map<number, CollectionRecord>;
  collectionByHandle: Map<string, CollectionRecord>;
  menuByHandle: Map<string, MenuRecord>;
  pageByHandle: Map<string, PageRecord>;
  pageById: Map<number, PageRecord>;
  /** By Shopify's policy handle: `privacy-policy`, `refund-policy`… */
  policyByHandle: Map<string, PolicyRecord>;
  blogs: BlogRecord[];
  blogById: Map<number, BlogRecord>;
  blogByHandle: Map<string, BlogRecord>;
  /** Every blog's articles, newest first. */
  articles: ArticleRecord[];
  articleById: Map<number, ArticleRecord>;
  redirects: RedirectRecord[];
  imageByName: Map<string, ImageRecord>;
  /** The stores, by id (Shopify's default order). */
  locations: LocationRecord[];
  locationById: Map<number, LocationRecord>;
  /** A description or SEO text, read from SQLite; falls back to Italian when untranslated. */
  longText(
    resource: 'product' | 'collection',
    id: number,
    field: LongTextField,
    locale: Locale,
  ): string;
}

export type Row = Record<string, unknown>;

export function loadCatalog(db: Db): Catalog {
  const translated = loadShortTranslations(db);
  const localize = (resource: string, id: number, field: string, base: string): Localized => ({
    it: base,
    sl: translated.get(`${resource}:${id}:${field}:sl`) ?? base,
    hr: translated.get(`${resource}:${id}:${field}:hr`) ?? base,
  });
  const all = (sql: string) => db.prepare(sql).all() as Row[];

  const images = all('SELECT * FROM images ORDER BY owner, owner_id, position').map(toImage);
  const imageById = new Map(images.map((image) => [image.id, image]));
  const products = all(
    'SELECT id, handle, title, vendor, product_type, category, gender, tags, popularity, created_at, updated_at, published_at FROM products ORDER BY id',
  ).map((r): ProductRecord => ({
    id: r.id as number,
    handle: r.handle as string,
    title: localize('product', r.id as number, 'title', r.title as string),
    vendor: r.vendor as string,
    productType: r.product_type as string,
    category: r.category as string,
    gender: r.gender as string,
    tags: JSON.parse(r.tags as string) as string[],
    localizedTags: mapLocalized(
      localize('product', r.id as number, 'tags', r.tags as string),
      (json) => JSON.parse(json) as string[],
    ),
    popularity: r.popularity as number,
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
    publishedAt: r.published_at as string,
    options: [],
    variants: [],
    images: [],
    collectionIds: [],
    metafields: [],
  }));
  const productById = new Map(products.map((p) => [p.id, p]));

  const optionById = new Map<number, OptionRecord>();
  for (const r of all('SELECT * FROM product_options ORDER BY product_id, position')) {
    const option: OptionRecord = {
      id: r.id as number,
      name: localize('product_option', r.id as number, 'name', r.name as string),
      values: [],
    };
    optionById.set(option.id, option);
    productById.get(r.product_id as number)?.options.push(option);
  }
  for (const r of all('SELECT * FROM product_option_values ORDER BY option_id, position')) {
    optionById
      .get(r.option_id as number)
      ?.values.push({id: r.id as number, name: r.name as string});
  }
  const variantById = new Map<number, VariantRecord>();
  for (const r of all(
    'SELECT v.*, i.quantity FROM variants v JOIN inventory i ON i.variant_id = v.id ORDER BY v.product_id, v.position',
  )) {
    const variant = toVariant(r);
    variantById.set(variant.id, variant);
    productById.get(variant.productId)?.variants.push(variant);
  }
  for (const image of images)
    if (image.owner === 'product') productById.get(image.ownerId)?.images.push(image);
  for (const r of all(
    "SELECT * FROM product_metafields WHERE owner = 'product' ORDER BY owner_id, id",
  )) {
    productById.get(r.owner_id as number)?.metafields.push({
      id: r.id as number,
      namespace: r.namespace as string,
      key: r.key as string,
      type: r.type as string,
      value: localize('metafield', r.id as number, 'value', r.value as string),
    });
  }

  const collections = all(
    'SELECT id, handle, title, image_id, updated_at FROM collections ORDER BY id',
  ).map((r): CollectionRecord => ({
    id: r.id as number,
    handle: r.handle as string,
    title: localize('collection', r.id as number, 'title', r.title as string),
    image: imageById.get(r.image_id as number) ?? null,
    updatedAt: r.updated_at as string,
    productIds: [],
  }));
  const collectionById = new Map(collections.map((c) => [c.id, c]));
  for (const r of all(
    'SELECT collection_id, product_id FROM collection_products ORDER BY collection_id, position',
  )) {
    collectionById.get(r.collection_id as number)?.productIds.push(r.product_id as number);
    productById.get(r.product_id as number)?.collectionIds.push(r.collection_id as number);
  }

  const locations = loadLocations(all);
  const shopRow = all('SELECT * FROM shop')[0]!;
  return {
    shop: {
      id: shopRow.id as number,
      name: shopRow.name as string,
      description: localize(
        'shop',
        shopRow.id as number,
        'description',
        shopRow.description as string,
      ),
    },
    products,
    productById,
    productByHandle: new Map(products.map((p) => [p.handle, p])),
    variantById,
    collections,
    collectionById,
    collectionByHandle: new Map(collections.map((c) => [c.handle, c])),
    menuByHandle: loadMenus(all, localize),
    ...loadPages(all),
    ...loadJournal(all, localize, longTextLocalizer(all, ['article']), imageById),
    imageByName: new Map(images.map((image) => [image.name, image])),
    locations,
    locationById: new Map(locations.map((location) => [location.id, location])),
    longText: longTextReader(db),
  };
}

function mapLocalized<T>(texts: Localized, map: (text: string) => T): Record<Locale, T> {
  return {it: map(texts.it), sl: map(texts.sl), hr: map(texts.hr)};
}

/** Titles, names and tags of every translated resource, keyed "resource:id:field:locale". */
function loadShortTranslations(db: Db): Map<string, string> {
  const rows = db
    .prepare(
      "SELECT resource, resource_id, field, locale, value FROM translations WHERE field IN ('title', 'name', 'description', 'tags', 'value')",
    )
    .raw(true)
    .all() as Array<[string, number, string, string, string]>;
  return new Map(
    rows.map(([resource, id, field, locale, value]) => [
      `${resource}:${id}:${field}:${locale}`,
      value,
    ]),
  );
}

function longTextReader(db: Db): Catalog['longText'] {
  const translation = db.prepare(
    'SELECT value FROM translations WHERE resource = ? AND resource_id = ? AND field = ? AND locale = ?',
  );
  const base = new Map<string, Database.Statement>();
  return (resource, id, field, locale) => {
    if (locale !== 'it') {
      const value = scalar<string>(translation, resource, id, field, locale);
      if (value !== undefined) return value;
    }
    const key = `${resource}:${field}`;
    // Table and column names come from the closed unions above, never from a request.
    if (!base.has(key))
      base.set(
        key,
        db.prepare(
          `SELECT ${field} FROM ${resource === 'product' ? 'products' : 'collections'} WHERE id = ?`,
        ),
      );
    return scalar<string>(base.get(key)!, id) ?? '';
  };
}

function toImage(r: Row): ImageRecord {
  return {
    id: r.id as number,
    name: r.name as string,
    owner: r.owner as ImageRecord['owner'],
    ownerId: r.owner_id as number,
    shape: r.shape as Shape,
    color: r.color as string,
    angle: r.angle as number,
    width: r.width as number,
    height: r.height as number,
  };
}

function toVariant(r: Row): VariantRecord {
  return {
    id: r.id as number,
    productId: r.product_id as number,
    position: r.position as number,
    title: r.title as string,
    sku: r.sku as string,
    options: JSON.parse(r.options as string) as string[],
    priceCents: r.price_cents as number,
    compareAtCents: (r.compare_at_cents as number | null) ?? null,
    weightGrams: r.weight_grams as number,
    imageId: (r.image_id as number | null) ?? null,
    quantity: r.quantity as number,
  };
}
