import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {VariantRecord} from '../../sandbox/db/catalog';
import {
  CART_QUERY,
  cents,
  createCart,
  data,
  MUTATIONS,
  setStock,
  stockInDb,
  variantGid,
  variantPicker,
  CHECKOUT_FORM,
} from './cart-helpers';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from './helpers';

const STOREFRONT = 'http://shop.test';
let t: TestSandbox;
let pick: ReturnType<typeof variantPicker>;
let storefrontBefore: string | undefined;
beforeAll(async () => {
  storefrontBefore = process.env.SANDBOX_STOREFRONT_URL;
  process.env.SANDBOX_STOREFRONT_URL = STOREFRONT;
  t = await startTestSandbox();
  pick = variantPicker(t);
});
afterAll(async () => {
  if (storefrontBefore === undefined) delete process.env.SANDBOX_STOREFRONT_URL;
  else process.env.SANDBOX_STOREFRONT_URL = storefrontBefore;
  await t.stop();
});

async function cartWith(
  lines: Array<[VariantRecord, number]>,
  context: {country?: string; language?: string} = {},
  discountCodes: string[] = [],
): Promise<JsonBody> {
  return createCart(
    t,
    {
      lines: lines.map(([v, quantity]) => ({merchandiseId: variantGid(v), quantity})),
      discountCodes,
    },
    context,
  );
}

function post(url: string, form: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

async function orders(): Promise<JsonBody[]> {
  const {status, body} = await fetchJson(`${t.url}/sandbox/api/orders`);
  expect(status).toBe(200);
  return body.orders;
}

describe('checkout page', () => {
  it.each([
    ['IT', 'IT', 'it', 'Paga ora', 'Italia'],
    ['SI', 'SL', 'sl', 'Plačaj zdaj', 'Slovenija'],
    ['HR', 'HR', 'hr', 'Plati sada', 'Hrvatska'],
  ])('speaks the cart language (%s/%s)', async (country, language, lang, button, countryName) => {
    const cart = await cartWith([[pick(), 1]], {country, language});
    const response = await fetch(cart.checkoutUrl);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<button type="submit">${button}</button>`);
    expect(html).toMatch(new RegExp(`<option value="${country}" selected>${countryName}</option>`));
    expect(html).toContain('<legend>');
    expect(html).toMatch(/<label for="email">/);
  });

  it('is a 404 without the right key', async () => {
    const cart = await cartWith([[pick(), 1]]);
    const noKey = cart.checkoutUrl.replace(/\?key=.*/, '');
    const wrongKey = cart.checkoutUrl.replace(/key=\w+/, `key=${'0'.repeat(32)}`);
    for (const url of [noKey, wrongKey]) expect((await fetch(url)).status, url).toBe(404);
    expect((await post(wrongKey, CHECKOUT_FORM)).status).toBe(404);
  });
});

describe('placing an order', () => {
  it('re-renders invalid input with 400, localized messages linked to the fields, input kept', async () => {
    const cart = await cartWith([[pick(), 1]], {country: 'SI', language: 'SL'});
    const response = await post(cart.checkoutUrl, {
      ...CHECKOUT_FORM,
      email: 'ana@',
      zip: '123',
      country: 'SI',
      firstName: 'Ana <b>',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<a href="#email">Vnesite veljaven e-poštni naslov');
    expect(html).toContain('<a href="#zip">Vnesite veljavno poštno številko s 4 števkami</a>');
    expect(html).toMatch(
      /id="email"[^>]*value="ana@"[^>]*aria-invalid="true" aria-describedby="email-error"/,
    );
    expect(html).toContain('value="Ana &#60;b&#62;"');
    expect(html).not.toContain('aria-describedby="city-error"');
    expect(await orders()).toEqual([]);
  });

  it('declines card 2 with a clear message and changes nothing', async () => {
    const v = pick();
    const stock = v.quantity;
    const cart = await cartWith([[v, 1]]);
    const response = await post(cart.checkoutUrl, {...CHECKOUT_FORM, cardNumber: '2'});
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Il pagamento è stato rifiutato');
    expect(stockInDb(t, v)).toBe(stock);
    expect((await data(t, CART_QUERY, {id: cart.id})).cart).not.toBeNull();
  });

  it('places the order: confirmation, order record, stock down, cart gone', async () => {
    const [a, b] = [pick(40), pick(40)];
    setStock(t, a, 5);
    setStock(t, b, 5);
    const cart = await cartWith(
      [
        [a, 2],
        [b, 1],
      ],
      {language: 'IT'},
      ['BENVENUTO10'],
    );
    const response = await post(cart.checkoutUrl, {
      ...CHECKOUT_FORM,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(response.status).toBe(303);
    const [, token, key] = /\/cart\/c\/(\w+)\?key=(\w+)/.exec(cart.checkoutUrl)!;
    expect(response.headers.get('location')).toBe(`/checkouts/c/${token}/thank-you?key=${key}`);

    const confirmation = await fetch(new URL(response.headers.get('location')!, t.url));
    expect(confirmation.status).toBe(200);
    const html = await confirmation.text();
    expect(html).toContain('<h1>Grazie per il tuo ordine</h1>');
    expect(html).toContain('Ordine #1001');
    expect(html).toContain(`<a href="${STOREFRONT}/it">Continua lo shopping</a>`);

    const [order] = await orders();
    const discount = cart.lines.nodes.reduce(
      (sum: number, l: JsonBody) => sum + cents(l.cost.subtotalAmount) - cents(l.cost.totalAmount),
      0,
    );
    expect(discount).toBeGreaterThan(0);
    expect(order).toMatchObject({
      number: 1001,
      name: '#1001',
      email: 'ana@example.com',
      language: 'IT',
      country: 'IT',
      currency: 'EUR',
      customerId: null,
      financialStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      shippingMethod: 'standard',
      shippingCents: 0, // at least 79,00 € of goods
      discounts: [{code: 'BENVENUTO10', amountCents: discount}],
      subtotalCents: cents(cart.cost.totalAmount),
      totalCents: cents(cart.cost.totalAmount),
      shippingAddress: {
        firstName: 'Ana',
        lastName: 'Novak',
        zip: '20121',
        city: 'Milano',
        country: 'IT',
        phone: null,
      },
    });
    const lineDiscounts = order.lines.reduce(
      (sum: number, l: {discountCents: number}) => sum + l.discountCents,
      0,
    );
    expect(order.discounts[0].amountCents).toBe(lineDiscounts);
    expect(
      order.lines.map((l: JsonBody) => [l.variantId, l.quantity, l.variantTitle, l.sku]),
    ).toEqual(
      expect.arrayContaining([
        [a.id, 2, a.title, a.sku],
        [b.id, 1, b.title, b.sku],
      ]),
    );

    expect([stockInDb(t, a), stockInDb(t, b)]).toEqual([3, 4]);
    const product = t.sandbox.context.catalog.productById.get(a.productId)!;
    const {product: live} = await data(
      t,
      'query P($h: String!) { product(handle: $h) { variants(first: 50) { nodes { id quantityAvailable } } } }',
      {h: product.handle},
    );
    expect(live.variants.nodes).toContainEqual({id: variantGid(a), quantityAvailable: 3});

    expect((await data(t, CART_QUERY, {id: cart.id})).cart).toBeNull();
    const {cartLinesAdd} = await data(t, MUTATIONS.add, {
      cartId: cart.id,
      lines: [{merchandiseId: variantGid(a)}],
    });
    expect(cartLinesAdd.userErrors[0].message).toBe('The specified cart does not exist.');

    const again = await fetch(cart.checkoutUrl);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(`/checkouts/c/${token}/thank-you?key=${key}`);
    const twice = await post(cart.checkoutUrl, CHECKOUT_FORM);
    expect(twice.status).toBe(409);
    expect(await orders()).toHaveLength(1);

    const inspector = await fetch(`${t.url}/sandbox?tab=orders`);
    expect(await inspector.text()).toContain('#1001');
  });

  it('charges shipping below 79,00 € and for express, in the cart language', async () => {
    const cheap = pick(19, 60);
    const cart = await cartWith([[cheap, 1]], {country: 'HR', language: 'HR'});
    const response = await post(cart.checkoutUrl, {
      ...CHECKOUT_FORM,
      country: 'HR',
      zip: '10000',
      shippingMethod: 'express',
    });
    expect(response.status).toBe(303);
    const html = await (await fetch(new URL(response.headers.get('location')!, t.url))).text();
    expect(html).toContain('<html lang="hr">');
    expect(html).toContain('<h1>Hvala na narudžbi</h1>');
    expect(html).toContain(`<a href="${STOREFRONT}/hr">`);
    const [order] = await orders();
    expect(order).toMatchObject({shippingMethod: 'express', shippingCents: 990, language: 'HR'});
    expect(order.totalCents).toBe(cheap.priceCents + 990);

    const standard = await cartWith([[pick(19, 60), 1]]);
    expect((await post(standard.checkoutUrl, CHECKOUT_FORM)).status).toBe(303);
    expect((await orders())[0].shippingCents).toBe(490);
  });

  it('sells the last unit once when two buyers race for it', async () => {
    const last = pick();
    setStock(t, last, 1);
    const carts = [await cartWith([[last, 1]]), await cartWith([[last, 1]])];
    const before = (await orders()).length;
    const responses = await Promise.all(carts.map((cart) => post(cart.checkoutUrl, CHECKOUT_FORM)));
    expect(responses.map((r) => r.status).sort()).toEqual([303, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    const product = t.sandbox.context.catalog.productById.get(last.productId)!;
    expect(await loser.text()).toContain(
      `${product.title.it}, taglia ${last.title}, non è più disponibile nella quantità richiesta`,
    );
    expect((await orders()).length).toBe(before + 1);
    expect(stockInDb(t, last)).toBe(0);
    expect(last.quantity).toBe(0);
  });
});
