/**
 * The marketing cart route against the sandbox (docs/product.md#marketing-cart-sync): the shop's
 * route, its cart read from the sandbox's Storefront API by the shop's own cart module, and the
 * CART event it sends to the sandbox's SALESmanago. Whatever the post says of the products,
 * titles, quantities, value or currency, the event stored is the platform's cart; a contact the
 * browser was not given, or another shopper's cart, sends nothing. And the contact upsert
 * changes nothing of an existing contact but what its action asks.
 */
import {readFileSync} from 'node:fs';
import {InMemoryCache} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {createCartApi} from '~/lib/commerce/cart.server';
import {cartToken} from '~/lib/commerce/shopify-ids';
import {createStorefrontApi} from '~/lib/commerce/storefront.server';
import {readConfig} from '~/lib/config.server';
import type {MarketingAutomationConfig} from '~/lib/marketing/config.server';
import {contactBindingCookie} from '~/lib/marketing/contact-binding.server';
import {createMarketingAutomation, signedAuth} from '~/lib/marketing/salesmanago.server';
import {action} from '~/routes/api.salesmanago.cart';
import {parseEnvFile} from '../../scripts/env.mjs';
import {variantPicker} from '../sandbox/cart-helpers';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from '../sandbox/helpers';
import {sandboxAutomation} from './salesmanago-account';

const SHOP_ORIGIN = 'http://localhost:3000';
const config = readConfig(parseEnvFile(readFileSync('.env.example', 'utf8')));
let t: TestSandbox;
let automation: MarketingAutomationConfig;
let contactId: string;
let cartId: string;
let lines: Array<{title: string; sku: string; variant: string; quantity: number; cents: number}>;

/** The shop's cart module for a request, reading the sandbox's Storefront API. */
const cartApi = (request: Request) =>
  createCartApi(
    createStorefrontApi({
      marketConfig: config.markets.it,
      storeOrigin: t.url,
      privateToken: 'shpat_passo_sandbox_private_token',
      cache: new InMemoryCache(),
      waitUntil: () => {},
      request,
      deadline: Date.now() + 10_000,
    }),
    request,
    'IT',
  );

beforeAll(async () => {
  t = await startTestSandbox();
  automation = sandboxAutomation(t.url);
  const sm = createMarketingAutomation({config: automation, deadline: Date.now() + 6000});
  const contact = await sm.upsertContact('carrello-vero@example.com', 'newsletter', true);
  if (!contact.ok) throw new Error(`no contact: ${contact.message}`);
  contactId = contact.contactId;
  // The shopper's cart, made by the shop's own cart module as the product page's form does.
  const pick = variantPicker(t);
  const variants = [pick(40, 200), pick(40, 200)];
  const made = await cartApi(new Request(`${SHOP_ORIGIN}/it/cart`)).mutate({
    action: 'LinesAdd',
    lines: variants.map((v, i) => ({
      merchandiseId: `gid://shopify/ProductVariant/${v.id}`,
      quantity: i + 1,
    })),
  } as never);
  if (!made.cart) throw new Error('no cart');
  cartId = made.cart.id;
  lines = made.cart.lines.nodes.map((line) => ({
    title: line.merchandise.product.title,
    sku: line.merchandise.sku ?? '',
    variant: line.merchandise.title,
    quantity: line.quantity,
    cents: Math.round(Number(line.cost.totalAmount.amount) * 100),
  }));
});
afterAll(() => t.stop());

/** What a tampering browser posts: its own contact id and cart token, the rest made up. */
function tampered(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = {
    type: 'CART',
    token: cartToken(cartId),
    products: '1,2,3',
    variantsId: '4,5,6',
    detail1: 'Compra qui: evil.example,x,y',
    detail2: 'a,b,c',
    detail3: 'd,e,f',
    detail4: '99,99,99',
    detail5: 'USD',
    value: '0.01',
    clientId: automation.clientId,
    shop: 'localhost:3000',
    contactId,
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

async function post(form: FormData, cookies: {cart?: string; contact?: string} = {}) {
  const cart = cookies.cart ?? cartId.replace('gid://shopify/Cart/', '');
  const binding = await contactBindingCookie(
    automation.apiSecret,
    cookies.contact ?? contactId,
    1,
    SHOP_ORIGIN,
  );
  const request = new Request(`${SHOP_ORIGIN}/api/salesmanago/cart`, {
    method: 'POST',
    body: form,
    headers: {Cookie: `cartId=${encodeURIComponent(cart)}; ${binding.split(';')[0]}`},
  });
  const context = {
    config: {shopOrigin: SHOP_ORIGIN, marketingAutomation: automation},
    marketingAutomation: createMarketingAutomation({
      config: automation,
      deadline: Date.now() + 6000,
    }),
    rateLimit: () => ({ok: true}),
    cart: cartApi(request),
  };
  const response = (await action({request, params: {}, context} as never)) as Response;
  return {status: response.status, body: (await response.json()) as JsonBody};
}

const cartEvents = async (): Promise<JsonBody[]> =>
  (await fetchJson(`${t.url}/sandbox/api/salesmanago?type=CART`)).body.events;

describe('the CART event the route sends', () => {
  it('is the sandbox’s cart, whatever the post says of products, titles, quantities and value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await post(tampered());
    expect(answer).toMatchObject({status: 200, body: {success: true}});
    const event = (await cartEvents()).find((e) => e.eventId === answer.body.eventId);
    expect(event).toMatchObject({
      contactId,
      email: 'carrello-vero@example.com',
      contactEvent: {
        contactExtEventType: 'CART',
        externalId: cartToken(cartId),
        detail1: lines.map((line) => line.title).join(','),
        detail2: lines.map((line) => line.variant).join(','),
        detail3: lines.map((line) => line.sku).join(','),
        detail4: lines.map((line) => line.quantity).join(','),
        detail5: 'EUR',
        value: lines.reduce((sum, line) => sum + line.cents, 0) / 100,
      },
    });
    expect(event.contactEvent.products).not.toContain('1,2,3');
    expect(JSON.stringify(event)).not.toContain('evil.example');
  });

  it('is not sent for a contact this browser was not given, nor for another shopper’s cart', async () => {
    const before = (await cartEvents()).length;
    const stranger = await createMarketingAutomation({
      config: automation,
      deadline: Date.now() + 6000,
    }).upsertContact('estraneo@example.com', 'newsletter', true);
    if (!stranger.ok) throw new Error('no stranger');
    // The stranger's id, in a browser bound to the shopper's own contact.
    expect((await post(tampered({contactId: stranger.contactId}))).status).toBe(403);
    // The shopper's contact, but a cart token that is not this browser's cart.
    expect((await post(tampered(), {cart: 'AnotherShoppersCart1?key=k'})).status).toBe(403);
    expect((await cartEvents()).length).toBe(before);
    // Positive control: a browser bound to the stranger sends the stranger's event.
    const own = await post(tampered({contactId: stranger.contactId}), {
      contact: stranger.contactId,
    });
    expect(own.status).toBe(200);
    expect((await cartEvents()).length).toBe(before + 1);
  });
});

describe('the contact the route upserts', () => {
  it('changes nothing of an existing contact but what the action asks', async () => {
    const email = 'gia-cliente@example.com';
    // A contact SALESmanago already has: a name, a tag of its own, opted out.
    const upsert = async (body: Record<string, unknown>) =>
      fetch(`${t.url}/api/contact/upsert`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({...(await signedAuth(automation, Date.now())), ...body}),
      });
    expect(
      (await upsert({contact: {email, name: 'Giulia Rossi'}, tags: ['VIP'], forceOptOut: true}))
        .status,
    ).toBe(200);
    const sm = createMarketingAutomation({config: automation, deadline: Date.now() + 6000});
    expect(await sm.upsertContact(email, 'backInStock', false)).toMatchObject({ok: true});
    const stored = async () =>
      (
        (await fetchJson(`${t.url}/sandbox/api/salesmanago?limit=500`)).body.contacts as JsonBody[]
      ).find((contact) => contact.email === email);
    expect(await stored()).toMatchObject({
      contact: {email, name: 'Giulia Rossi'},
      optIn: false,
      tags: ['VIP', 'BACKINSTOCK'],
    });
    // Positive control: the newsletter action does ask for the opt-in, and gets it.
    await sm.upsertContact(email, 'newsletter', true);
    expect(await stored()).toMatchObject({optIn: true, tags: ['VIP', 'BACKINSTOCK', 'NEWSLETTER']});
  });
});
