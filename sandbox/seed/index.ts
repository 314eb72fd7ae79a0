/**
 * Writes the deterministic demo catalogue (and the demo customer) into an empty database.
 * Products are generated and inserted one by one with prepared statements inside transactions of
 * a few thousand products, which keeps 50 000 products fast and memory flat.
 */
import type {Db} from '../db/open';
import {SHOP} from './copy';
import {
  buildCollections,
  buildMenus,
  COLLECTIONS_UPDATED_AT,
  type ProductSummary,
  type SeedCollection,
  type SeedMenu,
  type SeedMenuItem,
} from './collections';
import {seedContent} from './content';
import {seedCustomers} from './customers';
import {seedDiscounts} from './discounts';
import {seedJournal} from './journal';
import {PAGES, type SeedPage} from './pages';
import {POLICIES, type SeedPolicy} from './policies';
import {generateProducts, metafieldId, type SeedProduct} from './products';
import {seedLocations} from './stores';
import {gid} from '../storefront-api/ids';
import {OPTION_NAME, type Tri} from './words';

const BATCH = 2000;
const SHOP_ID = 68_817_158_400;

export interface SeedResult {
  products: number;
  ms: number;
}

export function seedDatabase(db: Db, productCount: number): SeedResult {
  const started = performance.now();
  const write = writers(db);
  const summaries: ProductSummary[] = [];
  /** Product ids by model: the colours each model comes in. */
  const models = new Map<number, number[]>();
  const insertBatch = db.transaction((batch: SeedProduct[]) => {
    for (const product of batch) {
      summaries.push(write.product(product));
      models.set(product.line.id, [...(models.get(product.line.id) ?? []), product.id]);
    }
  });
  let batch: SeedProduct[] = [];
  for (const product of generateProducts(productCount)) {
    batch.push(product);
    if (batch.length === BATCH) {
      insertBatch(batch);
      batch = [];
    }
  }
  insertBatch(batch);
  db.transaction(() => {
    for (const ids of models.values()) if (ids.length > 1) write.otherColours(ids);
  })();

  const collections = buildCollections(summaries);
  db.transaction(() => {
    write.shop();
    for (const collection of collections) write.collection(collection);
    for (const menu of buildMenus(collections)) write.menu(menu);
    for (const page of PAGES) write.page(page);
    for (const policy of POLICIES) write.policy(policy);
    seedDiscounts(db);
    seedJournal(db);
    seedCustomers(db);
    seedLocations(db);
    seedContent(db);
  })();
  return {products: productCount, ms: Math.round(performance.now() - started)};
}

function writers(db: Db) {
  const stmt = {
    shop: db.prepare('INSERT INTO shop (id, name, description) VALUES (?, ?, ?)'),
    product: db.prepare(
      `INSERT INTO products (id, handle, title, description_html, seo_title, seo_description, vendor, product_type,
        category, gender, color, tags, popularity, created_at, updated_at, published_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    option: db.prepare(
      'INSERT INTO product_options (id, product_id, position, name) VALUES (?, ?, 1, ?)',
    ),
    optionValue: db.prepare(
      'INSERT INTO product_option_values (id, option_id, position, name) VALUES (?, ?, ?, ?)',
    ),
    variant: db.prepare(
      `INSERT INTO variants (id, product_id, position, title, sku, options, price_cents, compare_at_cents, weight_grams, image_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    inventory: db.prepare('INSERT INTO inventory (variant_id, quantity) VALUES (?, ?)'),
    image: db.prepare(
      `INSERT INTO images (id, name, owner, owner_id, position, shape, color, angle, width, height)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1000, 1250)`,
    ),
    collection: db.prepare(
      'INSERT INTO collections (id, handle, title, description_html, image_id, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    member: db.prepare(
      'INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, ?)',
    ),
    menu: db.prepare('INSERT INTO menus (id, handle, title) VALUES (?, ?, ?)'),
    menuItem: db.prepare(
      `INSERT INTO menu_items (id, menu_id, parent_id, position, title, type, path, resource_id, tags)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, '[]')`,
    ),
    page: db.prepare(
      `INSERT INTO pages (id, handle, title, body_html, seo_title, seo_description, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    policy: db.prepare(
      'INSERT INTO shop_policies (id, handle, title, body_html) VALUES (?, ?, ?, ?)',
    ),
    metafield: db.prepare(
      `INSERT INTO product_metafields (id, owner, owner_id, namespace, key, type, value)
       VALUES (?, 'product', ?, 'custom', ?, ?, ?)`,
    ),
    translation: db.prepare(
      'INSERT INTO translations (resource, resource_id, field, locale, value) VALUES (?, ?, ?, ?, ?)',
    ),
  };
  /** Italian goes in the row; Slovenian and Croatian become translations. */
  const translate = (resource: string, id: number, field: string, text: Tri) => {
    stmt.translation.run(resource, id, field, 'sl', text.sl);
    stmt.translation.run(resource, id, field, 'hr', text.hr);
  };

  const writeMenuItems = (menuId: number, parentId: number | null, items: SeedMenuItem[]) => {
    items.forEach((item, index) => {
      stmt.menuItem.run(
        item.id,
        menuId,
        parentId,
        index + 1,
        item.title.it,
        item.type,
        item.path,
        item.resourceId,
      );
      translate('menu_item', item.id, 'title', item.title);
      writeMenuItems(menuId, item.id, item.items);
    });
  };

  return {
    shop() {
      stmt.shop.run(SHOP_ID, SHOP.name, SHOP.description.it);
      translate('shop', SHOP_ID, 'description', SHOP.description);
    },
    product(p: SeedProduct): ProductSummary {
      stmt.product.run(
        p.id,
        p.handle,
        p.title.it,
        p.descriptionHtml.it,
        p.seoTitle.it,
        p.seoDescription.it,
        p.vendor,
        p.productType,
        p.category.handle,
        p.gender,
        p.colour.name.it,
        p.tags.it,
        p.popularity,
        p.createdAt,
        p.updatedAt,
        p.createdAt,
      );
      translate('product', p.id, 'title', p.title);
      translate('product', p.id, 'description_html', p.descriptionHtml);
      translate('product', p.id, 'seo_title', p.seoTitle);
      translate('product', p.id, 'seo_description', p.seoDescription);
      translate('product', p.id, 'tags', p.tags);
      stmt.option.run(p.optionId, p.id, OPTION_NAME.it);
      translate('product_option', p.optionId, 'name', OPTION_NAME);
      p.variants.forEach((v, k) => {
        stmt.optionValue.run(p.optionValueIds[k], p.optionId, v.position, v.size);
        stmt.variant.run(
          v.id,
          p.id,
          v.position,
          v.size,
          v.sku,
          JSON.stringify([v.size]),
          v.priceCents,
          v.compareAtCents,
          v.weightGrams,
          v.imageId,
        );
        stmt.inventory.run(v.id, v.quantity);
      });
      // A colour a shopper can read and one a swatch can show (docs/decisions/0017).
      const colourName = metafieldId(p.id, 0);
      stmt.metafield.run(
        colourName,
        p.id,
        'colour_name',
        'single_line_text_field',
        p.colour.name.it,
      );
      translate('metafield', colourName, 'value', p.colour.name);
      stmt.metafield.run(metafieldId(p.id, 1), p.id, 'colour', 'color', p.colour.hex);
      for (const image of p.images) {
        stmt.image.run(
          image.id,
          image.name,
          'product',
          p.id,
          image.position,
          image.shape,
          image.color,
          image.angle,
        );
      }
      return {
        id: p.id,
        category: p.category.handle,
        gender: p.gender,
        popularity: p.popularity,
        createdAt: p.createdAt,
        onSale: p.variants.some((v) => v.compareAtCents !== null),
        available: p.variants.some((v) => v.quantity > 0),
        hasImages: p.images.length > 0,
      };
    },
    /** Each colour of a model lists every colour of it, itself included, in the same order. */
    otherColours(productIds: number[]) {
      const value = JSON.stringify(productIds.map((id) => gid('Product', id)));
      for (const id of productIds)
        stmt.metafield.run(
          metafieldId(id, 2),
          id,
          'colour_variants',
          'list.product_reference',
          value,
        );
    },
    collection(c: SeedCollection) {
      stmt.image.run(
        c.image.id,
        c.image.name,
        'collection',
        c.id,
        1,
        c.image.shape,
        c.image.color,
        0,
      );
      stmt.collection.run(
        c.id,
        c.handle,
        c.title.it,
        c.descriptionHtml.it,
        c.image.id,
        COLLECTIONS_UPDATED_AT,
      );
      translate('collection', c.id, 'title', c.title);
      translate('collection', c.id, 'description_html', c.descriptionHtml);
      c.productIds.forEach((productId, index) => stmt.member.run(c.id, productId, index + 1));
    },
    menu(menu: SeedMenu) {
      stmt.menu.run(menu.id, menu.handle, menu.title);
      writeMenuItems(menu.id, null, menu.items);
    },
    page(p: SeedPage) {
      stmt.page.run(
        p.id,
        p.handle,
        p.title.it,
        p.bodyHtml.it,
        p.seoTitle.it,
        p.seoDescription.it,
        COLLECTIONS_UPDATED_AT,
        COLLECTIONS_UPDATED_AT,
      );
      translate('page', p.id, 'title', p.title);
      translate('page', p.id, 'body_html', p.bodyHtml);
      translate('page', p.id, 'seo_title', p.seoTitle);
      translate('page', p.id, 'seo_description', p.seoDescription);
    },
    policy(p: SeedPolicy) {
      stmt.policy.run(p.id, p.handle, p.title.it, p.bodyHtml.it);
      translate('shop_policy', p.id, 'title', p.title);
      translate('shop_policy', p.id, 'body_html', p.bodyHtml);
    },
  };
}
