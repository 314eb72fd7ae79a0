/** The index follows the catalogue: an order that sells the last unit takes the variant out. */
import {afterAll, beforeAll, expect, it} from 'vitest';
import {CHECKOUT_FORM, createCart, setStock, variantGid, variantPicker} from './cart-helpers';
import {startTestSandbox, type TestSandbox} from './helpers';
import {query} from './search-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

it('flips inventory_available when the checkout sells the last unit', async () => {
  const variant = variantPicker(t)();
  setStock(t, variant, 1);
  // Exactly this variant: its product (numeric `id`) and its size.
  const only = (extra: {numericFilters?: string[]; facetFilters?: string[]} = {}) =>
    query(t, {
      numericFilters: [`id=${variant.productId}`, ...(extra.numericFilters ?? [])],
      facetFilters: [`options.taglia:${variant.options[0]}`, ...(extra.facetFilters ?? [])],
      facets: ['inventory_available'],
    });
  const before = await only();
  expect(before.hits).toHaveLength(1);
  expect(before.hits[0]).toMatchObject({
    objectID: String(variant.id),
    inventory_quantity: 1,
    inventory_available: true,
  });
  expect((await only({facetFilters: ['inventory_available:true']})).nbHits).toBe(1);

  const cart = await createCart(t, {lines: [{merchandiseId: variantGid(variant), quantity: 1}]});
  const placed = await fetch(cart.checkoutUrl, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(CHECKOUT_FORM).toString(),
    redirect: 'manual',
  });
  expect(placed.status).toBe(303);

  const after = await only();
  expect(after.hits[0]).toMatchObject({inventory_quantity: 0, inventory_available: false});
  expect(after.hits[0].variants_inventory_count).toBe(before.hits[0].variants_inventory_count - 1);
  expect(after.facets.inventory_available).toEqual({false: 1});
  expect((await only({facetFilters: ['inventory_available:true']})).nbHits).toBe(0);
  expect((await only({numericFilters: ['inventory_quantity>0']})).nbHits).toBe(0);
});
