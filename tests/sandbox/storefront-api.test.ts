import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PRIVATE_TOKEN, startTestSandbox, type TestSandbox} from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

const UNAUTHORIZED = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

/** A product with some sizes in stock and some not, from the seeded catalogue. */
function mixedStockProduct() {
  const product = t.sandbox.context.catalog.products.find(
    (p) =>
      p.variants.length > 2 &&
      p.variants.some((v) => v.quantity === 0) &&
      p.variants.some((v) => v.quantity > 0),
  );
  if (!product) throw new Error('the seed should contain a product with partial stock');
  return product;
}

describe('authentication', () => {
  it('answers 401 like Shopify without a token or with a wrong one', async () => {
    expect(await t.gql('{ shop { name } }', {}, {})).toEqual({status: 401, body: UNAUTHORIZED});
    expect(
      await t.gql('{ shop { name } }', {}, {'x-shopify-storefront-access-token': 'wrong'}),
    ).toEqual({status: 401, body: UNAUTHORIZED});
  });

  it('accepts the private token header', async () => {
    const {status, body} = await t.gql(
      '{ shop { name } }',
      {},
      {'shopify-storefront-private-token': PRIVATE_TOKEN},
    );
    expect(status).toBe(200);
    expect(body.data.shop.name).toBe('Passo');
  });
});

describe('errors', () => {
  it('a validation error names the unknown field', async () => {
    const {status, body} = await t.gql('query Q { shop { name nope } }');
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toContain("'nope'");
    expect(body.errors[0]).toMatchObject({
      path: ['query Q', 'shop', 'nope'],
      extensions: {code: 'undefinedField'},
    });
  });

  it('a schema field the sandbox does not resolve is an error naming it, not a null', async () => {
    const handle = t.sandbox.context.catalog.products[0]!.handle;
    const {body} = await t.gql(
      `{ product(handle: "${handle}") { title media(first: 1) { nodes { id } } } }`,
    );
    expect(body.errors[0].message).toContain('Product.media');
    expect(body.errors[0].path).toEqual(['product', 'media']);
  });

  it('refuses pages above 250 items', async () => {
    const {body} = await t.gql('{ products(first: 251) { nodes { id } } }');
    expect(body.errors[0].message).toMatch(/250/);
  });
});

describe('product', () => {
  it('answers a product by handle with its sizes and their availability', async () => {
    const product = mixedStockProduct();
    const {body} = await t.gql(
      `query P($handle: String!) { product(handle: $handle) {
        id handle title availableForSale totalInventory encodedVariantAvailability
        options { name optionValues { name } }
        variants(first: 50) { nodes { title availableForSale quantityAvailable selectedOptions { name value } price { amount currencyCode } } }
      } }`,
      {handle: product.handle},
    );
    const p = body.data.product;
    expect(p.id).toBe(`gid://shopify/Product/${product.id}`);
    expect(p.title).toBe(product.title.it);
    expect(p.options[0].name).toBe('Taglia');
    expect(p.options[0].optionValues.map((v: {name: string}) => v.name)).toEqual(
      product.variants.map((v) => v.title),
    );
    for (const [i, variant] of product.variants.entries()) {
      expect(p.variants.nodes[i]).toMatchObject({
        title: variant.title,
        availableForSale: variant.quantity > 0,
        quantityAvailable: variant.quantity,
        selectedOptions: [{name: 'Taglia', value: variant.title}],
        price: {currencyCode: 'EUR', amount: expect.stringMatching(/^\d+\.\d{1,2}$/)},
      });
    }
    expect(p.availableForSale).toBe(true);
    expect(p.totalInventory).toBe(product.variants.reduce((sum, v) => sum + v.quantity, 0));
  });

  it('finds a variant by selected options, in any shop language and case', async () => {
    const product = mixedStockProduct();
    const size = product.variants[1]!;
    const query = `query V($handle: String!, $options: [SelectedOptionInput!]!) { product(handle: $handle) {
      variantBySelectedOptions(selectedOptions: $options, caseInsensitiveMatch: true) { id title } } }`;
    const found = await t.gql(query, {
      handle: product.handle,
      options: [{name: 'velikost', value: size.title}],
    });
    expect(found.body.data.product.variantBySelectedOptions).toEqual({
      id: `gid://shopify/ProductVariant/${size.id}`,
      title: size.title,
    });
    const missing = await t.gql(query, {
      handle: product.handle,
      options: [{name: 'Taglia', value: '99'}],
    });
    expect(missing.body.data.product.variantBySelectedOptions).toBeNull();
  });

  it('returns the Slovenian title with @inContext(language: SL)', async () => {
    const product = t.sandbox.context.catalog.products[0]!;
    const {body} = await t.gql(
      `query P($handle: String!, $language: LanguageCode) @inContext(language: $language) {
        product(handle: $handle) { title options { name } } }`,
      {handle: product.handle, language: 'SL'},
    );
    expect(body.data.product.title).toBe(product.title.sl);
    expect(body.data.product.title).not.toBe(product.title.it);
    expect(body.data.product.options[0].name).toBe('Velikost');
  });

  it('answers null for an unknown handle', async () => {
    const {body} = await t.gql('{ product(handle: "nope") { id } }');
    expect(body).toEqual({data: {product: null}});
  });
});

describe('lists', () => {
  const PAGE = `query Page($after: String) { products(first: 25, after: $after, sortKey: TITLE) {
    nodes { id } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;

  it('paginates with first/after: no overlap, correct hasNextPage', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    const pages: Array<{hasNextPage: boolean; hasPreviousPage: boolean}> = [];
    do {
      const {body} = await t.gql(PAGE, {after});
      const {nodes, pageInfo} = body.data.products;
      seen.push(...nodes.map((n: {id: string}) => n.id));
      pages.push(pageInfo);
      after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
    } while (after);
    expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, false]);
    expect(pages.map((p) => p.hasPreviousPage)).toEqual([false, true, true]);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

  it('paginates backwards with last/before', async () => {
    const first = await t.gql('{ products(first: 10) { nodes { id } pageInfo { endCursor } } }');
    const back = await t.gql(
      'query B($before: String) { products(last: 3, before: $before) { nodes { id } pageInfo { hasPreviousPage hasNextPage } } }',
      {
        before: first.body.data.products.pageInfo.endCursor,
      },
    );
    expect(back.body.data.products.nodes).toEqual(first.body.data.products.nodes.slice(6, 9));
    expect(back.body.data.products.pageInfo).toEqual({hasPreviousPage: true, hasNextPage: true});
  });

  it('serves a collection with its products, and menus with absolute URLs', async () => {
    const {body} = await t.gql(`{
      collection(handle: "in-evidenza") { title image { url width height } products(first: 50) { nodes { handle } } }
      menu(handle: "main-menu") { items { title url type resourceId items { title url } } }
      missing: menu(handle: "nope") { id }
    }`);
    expect(body.data.collection.products.nodes).toHaveLength(12);
    expect(body.data.collection.image).toMatchObject({
      url: `${t.url}/cdn/shop/files/collection-in-evidenza.jpg?v=1`,
      width: 1000,
      height: 1250,
    });
    const [donna] = body.data.menu.items;
    expect(donna).toMatchObject({
      title: 'Donna',
      url: `${t.url}/collections/donna`,
      type: 'COLLECTION',
    });
    expect(donna.resourceId).toMatch(/^gid:\/\/shopify\/Collection\/\d+$/);
    expect(donna.items[0]).toEqual({
      title: 'Sneakers Donna',
      url: `${t.url}/collections/donna-sneakers`,
    });
    expect(body.data.missing).toBeNull();
  });

  it('resolves nodes by id, with null for unknown ids', async () => {
    const product = t.sandbox.context.catalog.products[0]!;
    const {body} = await t.gql(
      `query N($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Product { handle } } }`,
      {
        ids: [`gid://shopify/Product/${product.id}`, 'gid://shopify/Product/1'],
      },
    );
    expect(body.data.nodes).toEqual([{__typename: 'Product', handle: product.handle}, null]);
  });
});
