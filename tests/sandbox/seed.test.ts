import {createHash} from 'node:crypto';
import {rmSync} from 'node:fs';
import {join} from 'node:path';
import {decodeEncodedVariant} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {loadCatalog} from '../../sandbox/db/catalog';
import {openDb, type Db} from '../../sandbox/db/open';
import {seedDatabase} from '../../sandbox/seed/index';
import {encodeVariants} from '../../sandbox/storefront-api/encoded-variants';
import {tempDir, TEST_PRODUCTS} from './helpers';

function seededDb(products: number): {db: Db; dir: string} {
  const dir = tempDir();
  const db = openDb(join(dir, 'seed.db'));
  seedDatabase(db, products);
  return {db, dir};
}

function tableHash(db: Db, sql: string): string {
  return createHash('sha256')
    .update(JSON.stringify(db.prepare(sql).all()))
    .digest('hex');
}

const TABLES = [
  'SELECT * FROM products ORDER BY id',
  'SELECT * FROM variants ORDER BY id',
  'SELECT * FROM inventory ORDER BY variant_id',
  'SELECT * FROM metafields ORDER BY id',
  'SELECT * FROM translations ORDER BY resource, resource_id, field, locale',
  'SELECT * FROM collection_products ORDER BY collection_id, position',
  'SELECT * FROM menu_items ORDER BY id',
];

describe('seed', () => {
  it('is deterministic: two seeds of the same size give identical rows', () => {
    const a = seededDb(TEST_PRODUCTS);
    const b = seededDb(TEST_PRODUCTS);
    try {
      for (const sql of TABLES) expect(tableHash(a.db, sql), sql).toBe(tableHash(b.db, sql));
    } finally {
      for (const {db, dir} of [a, b]) {
        db.close();
        rmSync(dir, {recursive: true, force: true});
      }
    }
  });

  it('builds a believable catalogue', () => {
    const {db, dir} = seededDb(400);
    try {
      const catalog = loadCatalog(db);
      const products = catalog.products;
      expect(products).toHaveLength(400);
      expect(new Set(products.map((p) => p.handle)).size).toBe(400);
      for (const p of products) {
        expect(p.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(p.handle.endsWith('-p')).toBe(false);
        expect(p.tags).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^COLOR:/),
            expect.stringMatching(/^GENDER:(Donna|Uomo|Bambino)$/),
          ]),
        );
        expect(p.title.sl).not.toBe(p.title.it);
        for (const v of p.variants) expect(v.priceCents).toBeGreaterThanOrEqual(990);
      }
      const onSale =
        products.filter((p) => p.variants.some((v) => v.compareAtCents !== null)).length /
        products.length;
      expect(onSale).toBeGreaterThan(0.15);
      expect(onSale).toBeLessThan(0.35);
      expect(products.some((p) => p.images.length === 0)).toBe(true);
      expect(products.some((p) => p.variants.every((v) => v.quantity === 0))).toBe(true);
      expect(
        products.some(
          (p) => p.variants.some((v) => v.quantity === 0) && p.variants.some((v) => v.quantity > 0),
        ),
      ).toBe(true);
      const sneakers = products.find((p) => p.category === 'sneakers')!;
      expect(sneakers.title.sl.startsWith('Superge')).toBe(true);
      expect(sneakers.title.hr.startsWith('Tenisice')).toBe(true);
      expect(sneakers.options[0]!.name).toEqual({it: 'Taglia', sl: 'Velikost', hr: 'Veličina'});
      // Shopify's tags stay Italian; each market's search index gets them in its language.
      const white = products.find((p) => p.tags.includes('COLOR:Bianco') && p.gender === 'Donna')!;
      expect(white.localizedTags.it).toEqual(white.tags);
      expect(white.localizedTags.sl).toEqual(
        expect.arrayContaining(['COLOR:Bela', 'GENDER:Ženske']),
      );
      expect(white.localizedTags.hr).toEqual(
        expect.arrayContaining(['COLOR:Bijela', 'GENDER:Žene']),
      );
      expect(catalog.collectionByHandle.get('in-evidenza')!.productIds).toHaveLength(12);
      for (const handle of ['donna', 'uomo', 'bambino', 'donna-sneakers', 'novita', 'saldi'])
        expect(catalog.collectionByHandle.has(handle)).toBe(true);
    } finally {
      db.close();
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('encodedVariantExistence', () => {
  it.each([
    [[[0], [1], [2], [4], [5]], 'v1_0-2 4-5'],
    [
      [
        [0, 0],
        [0, 1],
        [1, 0],
      ],
      'v1_0:0-1,1:0,',
    ],
    [
      [
        [0, 0, 0],
        [0, 2, 1],
        [1, 1, 1],
      ],
      undefined,
    ],
  ])('round-trips %j through Hydrogen’s decoder', (tuples, expected) => {
    const encoded = encodeVariants(tuples);
    if (expected) expect(encoded).toBe(expected);
    expect(decodeEncodedVariant(encoded)).toEqual(tuples);
  });
});
