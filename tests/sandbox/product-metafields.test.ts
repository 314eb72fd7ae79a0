/**
 * The colours of a model as the shop's merchant would set them up (docs/decisions/0014): each
 * product's `custom.colour_name` and `custom.colour`, and `custom.colour_variants`, a list of
 * product references resolved through `references`.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSandbox, type TestSandbox} from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

const COLOURS_QUERY = `query Colours($handle: String!, $language: LanguageCode)
  @inContext(language: $language) {
  product(handle: $handle) {
    handle
    colourName: metafield(namespace: "custom", key: "colour_name") { type value }
    colour: metafield(namespace: "custom", key: "colour") { type value }
    colourVariants: metafield(namespace: "custom", key: "colour_variants") {
      type
      value
      reference { __typename }
      references(first: 10) {
        nodes {
          __typename
          ... on Product {
            handle
            title
            colourName: metafield(namespace: "custom", key: "colour_name") { value }
          }
        }
      }
    }
  }
}`;

/** A model the seed lists in several colours: products sharing a `custom.colour_variants`. */
function multiColourProduct() {
  const product = t.sandbox.context.catalog.products.find((p) =>
    p.metafields.some((m) => m.key === 'colour_variants'),
  );
  if (!product) throw new Error('the seed should list some model in several colours');
  return product;
}

describe('product metafields', () => {
  it('lists every colour of a model, each with its own colour name, in the shop language', async () => {
    const product = multiColourProduct();
    const {body} = await t.gql(COLOURS_QUERY, {handle: product.handle, language: 'SL'});
    const {colourName, colour, colourVariants} = body.data.product;
    expect(colourName.type).toBe('single_line_text_field');
    expect(colour).toEqual({type: 'color', value: expect.stringMatching(/^#[0-9a-f]{6}$/)});
    expect(colourVariants.type).toBe('list.product_reference');
    expect(colourVariants.reference).toBeNull();

    const siblings = colourVariants.references.nodes;
    expect(siblings.length).toBeGreaterThan(1);
    expect(siblings.map((s: {handle: string}) => s.handle)).toContain(product.handle);
    expect(JSON.parse(colourVariants.value)).toHaveLength(siblings.length);
    for (const sibling of siblings) {
      expect(sibling.__typename).toBe('Product');
      // Slovenian: the colour ends the Slovenian title ("Superge Parma Roza").
      expect(sibling.title.endsWith(` ${sibling.colourName.value}`)).toBe(true);
    }
    const names = siblings.map((s: {colourName: {value: string}}) => s.colourName.value);
    expect(new Set(names).size).toBe(names.length);

    // Each colour lists the same colours in the same order.
    const other = siblings.find((s: {handle: string}) => s.handle !== product.handle);
    const fromOther = await t.gql(COLOURS_QUERY, {handle: other.handle, language: 'SL'});
    expect(fromOther.body.data.product.colourVariants.references.nodes).toEqual(siblings);
  });

  it('answers null for a metafield a product does not have, and in `metafields`', async () => {
    const single = t.sandbox.context.catalog.products.find(
      (p) => !p.metafields.some((m) => m.key === 'colour_variants'),
    )!;
    const {body} = await t.gql(
      `{ product(handle: "${single.handle}") {
          colourVariants: metafield(namespace: "custom", key: "colour_variants") { value }
          wrongNamespace: metafield(namespace: "other", key: "colour") { value }
          metafields(identifiers: [{namespace: "custom", key: "colour"}, {namespace: "custom", key: "nope"}]) {
            key value
          }
        } }`,
    );
    expect(body.data.product.colourVariants).toBeNull();
    expect(body.data.product.wrongNamespace).toBeNull();
    expect(body.data.product.metafields).toEqual([
      {key: 'colour', value: expect.stringMatching(/^#/)},
      null,
    ]);
  });

  it('gives a model the same price and sizes in each colour', () => {
    const product = multiColourProduct();
    const {catalog} = t.sandbox.context;
    const ids = JSON.parse(
      product.metafields.find((m) => m.key === 'colour_variants')!.value.it,
    ) as string[];
    const siblings = ids.map((id) => catalog.productById.get(Number(id.split('/').pop()))!);
    const shape = (p: (typeof siblings)[number]) => ({
      vendor: p.vendor,
      productType: p.productType,
      category: p.category,
      gender: p.gender,
      sizes: p.variants.map((v) => v.options[0]),
      prices: p.variants.map((v) => [v.priceCents, v.compareAtCents]),
    });
    for (const sibling of siblings) expect(shape(sibling)).toEqual(shape(product));
  });
});
