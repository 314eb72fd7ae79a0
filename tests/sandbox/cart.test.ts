import {join} from 'node:path';
import {rmSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox} from '../../sandbox/main';
import {
  CART_QUERY,
  cents,
  createCart,
  data,
  MUTATIONS,
  variantGid,
  variantPicker,
} from './cart-helpers';
import {fetchJson, PUBLIC_TOKEN, startTestSandbox, tempDir, type TestSandbox} from './helpers';

let t: TestSandbox;
let pick: ReturnType<typeof variantPicker>;
beforeAll(async () => {
  t = await startTestSandbox();
  pick = variantPicker(t);
});
afterAll(() => t.stop());

const NOT_FOUND = {
  code: 'INVALID',
  field: ['cartId'],
  message: 'The specified cart does not exist.',
};

describe('cartCreate and cart(id)', () => {
  it('creates a cart with Shopify-shaped ids, the market of @inContext and every field', async () => {
    const v = pick();
    const cart = await createCart(
      t,
      {lines: [{merchandiseId: variantGid(v), quantity: 1}], note: 'Regalo'},
      {country: 'SI', language: 'SL'},
    );
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9]{26}\?key=[a-f0-9]{32}$/);
    const [, token, key] = /Cart\/(\w+)\?key=(\w+)/.exec(cart.id)!;
    expect(cart.checkoutUrl).toBe(`${t.url}/cart/c/${token}?key=${key}`);
    expect(cart.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(cart.updatedAt).toBe(cart.createdAt);
    expect(cart.buyerIdentity).toEqual({
      countryCode: 'SI',
      email: null,
      phone: null,
      customer: null,
    });
    expect(cart.note).toBe('Regalo');
    expect(cart.totalQuantity).toBe(1);
    expect(cart.deliveryGroups.nodes).toEqual([]);
    expect(cart.appliedGiftCards).toEqual([]);
    const line = cart.lines.nodes[0];
    expect(line.id).toMatch(new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`));
    expect(line.merchandise).toMatchObject({
      id: variantGid(v),
      title: v.title,
      sku: v.sku,
      quantityAvailable: v.quantity,
      price: {amount: expect.any(String), currencyCode: 'EUR'},
      selectedOptions: [{name: 'Velikost', value: v.title}],
    });
    expect(cents(line.cost.amountPerQuantity)).toBe(v.priceCents);
    expect(line.cost.compareAtAmountPerQuantity).toEqual(
      v.compareAtCents === null ? null : {amount: expect.any(String), currencyCode: 'EUR'},
    );
    expect(cart.cost).toMatchObject({
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalTaxAmount: null,
      totalDutyAmount: null,
    });
    expect(cents(cart.cost.totalAmount)).toBe(v.priceCents);

    const again = await data(t, CART_QUERY, {id: cart.id, language: 'SL'});
    expect(again.cart).toEqual(cart);
  });

  it('answers null for an unknown, malformed or wrongly keyed id', async () => {
    const cart = await createCart(t);
    const wrongKey = cart.id.replace(/key=\w+/, `key=${'0'.repeat(32)}`);
    for (const id of [
      wrongKey,
      cart.id.replace(/\?key=.*/, ''),
      'gid://shopify/Cart/nope?key=abc',
      'not a gid',
    ]) {
      expect((await data(t, CART_QUERY, {id})).cart, id).toBeNull();
    }
  });

  it('creates nothing when a line names unknown merchandise', async () => {
    const {cartCreate} = await data(t, MUTATIONS.create, {
      input: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/999'}]},
    });
    expect(cartCreate.cart).toBeNull();
    expect(cartCreate.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['input', 'lines', '0', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/999 does not exist.',
      },
    ]);
  });

  it('survives a restart of the sandbox on the same database', async () => {
    const dir = tempDir();
    const dbPath = join(dir, 'sandbox.db');
    // A fixed public origin keeps absolute URLs (images, checkout) equal across the two ports.
    const options = {port: 0, dbPath, products: 20, quiet: true, publicUrl: 'http://sandbox.test'};
    const first = await startSandbox(options);
    const gql = (url: string, query: string, variables: object) =>
      fetchJson(`${url}/api/2025-07/graphql.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': PUBLIC_TOKEN,
        },
        body: JSON.stringify({query, variables}),
      });
    try {
      const variant = [...first.context.catalog.variantById.values()].find((v) => v.quantity > 1)!;
      const created = await gql(first.url, MUTATIONS.create, {
        input: {
          lines: [{merchandiseId: variantGid(variant), quantity: 2}],
          discountCodes: ['BENVENUTO10'],
        },
      });
      const cart = created.body.data.cartCreate.cart;
      await first.close();
      const second = await startSandbox(options);
      try {
        const {body} = await gql(second.url, CART_QUERY, {id: cart.id});
        expect(body.data.cart).toEqual(cart);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('cart attributes', () => {
  it('updates buyer identity, refusing countries outside the markets', async () => {
    const cart = await createCart(t);
    const {cartBuyerIdentityUpdate: ok} = await data(t, MUTATIONS.buyer, {
      cartId: cart.id,
      buyerIdentity: {
        countryCode: 'HR',
        email: 'ana@example.com',
        phone: '+385 1 234 5678',
      },
    });
    expect(ok.userErrors).toEqual([]);
    expect(ok.cart.buyerIdentity).toEqual({
      countryCode: 'HR',
      email: 'ana@example.com',
      phone: '+385 1 234 5678',
      customer: null,
    });
    const {cartBuyerIdentityUpdate: bad} = await data(t, MUTATIONS.buyer, {
      cartId: cart.id,
      buyerIdentity: {countryCode: 'US', email: 'not-an-email'},
    });
    expect(bad.userErrors.map((e: {field: string[]}) => e.field)).toEqual([
      ['buyerIdentity', 'countryCode'],
      ['buyerIdentity', 'email'],
    ]);
    expect(bad.cart.buyerIdentity.countryCode).toBe('HR');
  });

  it('moves updatedAt strictly forward on every change, even within one millisecond', async () => {
    const cart = await createCart(t);
    const stamps = [cart.updatedAt];
    for (const note of ['a', 'b', 'c', 'd']) {
      const {cartNoteUpdate} = await data(t, MUTATIONS.note, {cartId: cart.id, note});
      expect(cartNoteUpdate.cart.note).toBe(note);
      stamps.push(cartNoteUpdate.cart.updatedAt);
    }
    const times = stamps.map((s) => Date.parse(s));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
    const {cartNoteUpdate} = await data(t, MUTATIONS.note, {cartId: cart.id, note: 'd'});
    expect(cartNoteUpdate.cart.updatedAt).toBe(stamps.at(-1));
    expect(cartNoteUpdate.cart.createdAt).toBe(cart.createdAt);
  });

  it('answers "does not exist" to a mutation on an unknown cart', async () => {
    for (const cartId of ['gid://shopify/Cart/abc?key=def', 'junk']) {
      const {cartNoteUpdate} = await data(t, MUTATIONS.note, {cartId, note: 'x'});
      expect(cartNoteUpdate).toEqual({cart: null, userErrors: [NOT_FOUND], warnings: []});
    }
  });

  it('names input the sandbox does not model instead of dropping it', async () => {
    const {body} = await t.gql(MUTATIONS.create, {input: {giftCardCodes: ['GIFT']}});
    expect(body.errors[0].message).toContain('CartInput.giftCardCodes');
  });
});
