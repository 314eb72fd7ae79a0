/**
 * The marketing cart sync's provider calls as the shop makes them, against the sandbox
 * (docs/product.md#marketing-cart-sync, docs/product.md#data-layer-pushes):
 * - SALESmanago: the shop's own module (salesmanago.server.ts), fed by the browser's form as the
 *   route reads it, opens a CART event, updates it, and is refused (success:false on a 200, as
 *   SALESmanago answers) for an event it does not have or a wrong signature;
 * - Klaviyo: `Viewed Product` and `Added to Cart`, built by the shop's code, posted to the
 *   client events API the way the onsite script posts a track call, are accepted (202).
 */
import {afterAll, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {createMarketingAutomation} from '~/lib/marketing/salesmanago.server';
import type {MarketingAutomationConfig} from '~/lib/marketing/config.server';
import {parseCartEventForm} from '~/lib/marketing/cart-event-form.server';
import {cartEventFields} from '~/lib/marketing/bhr-basket-sync';
import type {MarketingCart} from '~/lib/marketing/bhr-basket';
import {productViewedPayload} from '~/lib/commerce/product';
import type {ShownProduct} from '~/lib/commerce/catalogue-types';
import {onsiteEvent} from '~/lib/tracking/klaviyo-events';
import type {CartLinePayload} from '~/lib/tracking/cart-analytics';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from '../sandbox/helpers';
import {sandboxAutomation} from './salesmanago-account';

let t: TestSandbox;
let config: MarketingAutomationConfig;
let contactId: string;

const SHOP = 'localhost:3000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  t = await startTestSandbox();
  config = sandboxAutomation(t.url);
  const contact = await automation().upsertContact('carrello@example.com', 'cart', false);
  if (!contact.ok) throw new Error(`no contact: ${contact.message}`);
  contactId = contact.contactId;
});
afterAll(() => t.stop());
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const automation = (overrides: Partial<MarketingAutomationConfig> = {}) =>
  createMarketingAutomation({config: {...config, ...overrides}, deadline: Date.now() + 6000});

/** The browser's cart state, as the sync stores it, and the form it sends for it. */
const CART: MarketingCart = {
  cartToken: 'hWN1nQ7bV9x2Lk4pR8sT0uYz3a',
  productsId: '800123451,800123452',
  productsTitle: 'Sneaker Aurora,Stivaletto, pelle',
  variantsTitle: '42,38 / Nero',
  sku: 'AUR-42,',
  quantities: '2,1',
  value: 22530,
  currency: 'EUR',
  variantsId: '45012345678901,45012345678902',
  eventId: null,
};

/** What the route gives the module for this cart: the browser's form, read as the route reads it. */
function input(cart: MarketingCart) {
  const form = new FormData();
  for (const [name, value] of Object.entries(
    cartEventFields(cart, contactId, {clientId: config.clientId, shop: SHOP}),
  ))
    form.append(name, value);
  const parsed = parseCartEventForm(form, {clientId: config.clientId, shop: SHOP});
  if (!parsed.ok) throw new Error(`form refused: ${JSON.stringify(parsed.errors)}`);
  return parsed.value;
}

async function storedEvent(eventId: string): Promise<JsonBody> {
  const {events} = (await fetchJson(`${t.url}/sandbox/api/salesmanago?type=CART`)).body;
  return events.find((event: JsonBody) => event.eventId === eventId);
}

const lastSalesmanagoRow = async (): Promise<JsonBody> =>
  (await fetchJson(`${t.url}/sandbox/api/tracking?source=salesmanago`)).body.events.at(-1);

describe('SALESmanago CART events, as the shop sends them', () => {
  it('a cart without an event opens one: accepted, with an event id, every field stored', async () => {
    const opened = await automation().cartEvent(input(CART));
    expect(opened).toEqual({ok: true, eventId: expect.stringMatching(UUID)});
    if (!opened.ok) return;
    expect(await storedEvent(opened.eventId)).toMatchObject({
      contactId,
      email: 'carrello@example.com',
      type: 'CART',
      contactEvent: {
        contactExtEventType: 'CART',
        products: '800123451,800123452',
        value: 225.3,
        location: SHOP,
        shopDomain: SHOP,
        externalId: CART.cartToken,
        detail1: 'Sneaker Aurora,Stivaletto, pelle',
        detail2: '42,38 / Nero',
        detail3: 'AUR-42,',
        detail4: '2,1',
        detail5: 'EUR',
        detail6: '45012345678901,45012345678902',
        date: expect.any(Number),
      },
    });
  });

  it('a changed cart with its event id updates that event', async () => {
    const opened = await automation().cartEvent(input(CART));
    if (!opened.ok) throw new Error('not opened');
    const changed = {...CART, quantities: '3,1', value: 31520, eventId: opened.eventId};
    expect(await automation().cartEvent(input(changed))).toEqual({
      ok: true,
      eventId: opened.eventId,
    });
    const event = await storedEvent(opened.eventId);
    expect(event.contactEvent).toMatchObject({value: 315.2, detail4: '3,1'});
  });

  it('an event id SALESmanago does not have is refused: success:false on a 200', async () => {
    const unknown = {...CART, eventId: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0'};
    expect(await automation().cartEvent(input(unknown))).toEqual({
      ok: false,
      reason: 'refused',
      message: expect.stringContaining('Event not found'),
    });
    expect(await lastSalesmanagoRow()).toMatchObject({
      name: 'updateContactExtEvent refused',
      payload: {answer: {success: false, message: [expect.stringContaining('Event not found')]}},
    });
  });

  it('a body signed with another secret is refused, and the same body signed right accepted', async () => {
    const wrong = await automation({apiSecret: 'not-the-secret'}).cartEvent(input(CART));
    expect(wrong).toMatchObject({ok: false, reason: 'refused'});
    expect(await automation().cartEvent(input(CART))).toMatchObject({ok: true});
  });

  it('a contact SALESmanago does not have is refused', async () => {
    const stranger = {...input(CART), contactId: '5b0e3c1a-7f2d-4e8b-9a61-2c4d8e0f1a3b'};
    expect(await automation().cartEvent(stranger)).toMatchObject({
      ok: false,
      reason: 'refused',
      message: expect.stringContaining('Contact not found'),
    });
  });
});

describe('Klaviyo onsite events, as the shop builds them', () => {
  const product: ShownProduct = {
    id: 'gid://shopify/Product/800123451',
    handle: 'sneaker-aurora',
    title: 'Sneaker Aurora',
    vendor: 'Passo',
    productType: 'Sneakers',
    descriptionHtml: '',
    availableForSale: true,
    colours: [],
    images: {nodes: [{url: 'https://cdn.shopify.com/aurora.jpg'}]},
    options: [{name: 'Taglia', optionValues: [{name: '42'}]}],
    variants: {
      nodes: [
        {
          id: 'gid://shopify/ProductVariant/45012345678901',
          sku: 'AUR-42',
          availableForSale: true,
          selectedOptions: [{name: 'Taglia', value: '42'}],
          price: {amount: '89.9', currencyCode: 'EUR'},
          compareAtPrice: null,
        },
      ],
    },
  };
  const url = (handle: string) => `http://localhost:3000/it/${handle}-p`;
  const line = {
    id: 'gid://shopify/CartLine/l1',
    quantity: 2,
    merchandise: {
      id: 'gid://shopify/ProductVariant/45012345678901',
      title: '42',
      sku: 'AUR-42',
      price: {amount: '89.9'},
      image: 'https://cdn.shopify.com/aurora.jpg',
      product: {
        id: 'gid://shopify/Product/800123451',
        title: 'Sneaker Aurora',
        vendor: 'Passo',
        productType: 'Sneakers',
        handle: 'sneaker-aurora',
      },
    },
  };
  const added: CartLinePayload = {
    cart: {id: 'gid://shopify/Cart/c1?key=k', updatedAt: 'now', checkoutUrl: 'x', lines: [line]},
    line,
    quantity: 1,
  };

  /** A track call as the onsite script posts it to the client events API. */
  const track = (metric: string, properties: unknown, extra: Record<string, unknown> = {}) =>
    fetch(`${t.url}/client/events/?company_id=PsSbx1`, {
      method: 'POST',
      headers: {revision: '2024-05-15', 'content-type': 'application/json'},
      body: JSON.stringify({
        data: {
          type: 'event',
          attributes: {
            properties,
            metric: {data: {type: 'metric', attributes: {name: metric}}},
            profile: {data: {type: 'profile', attributes: {anonymous_id: 'kx-contract'}}},
            ...extra,
          },
        },
      }),
    });

  it.each([
    [
      'Viewed Product',
      {
        name: 'product_viewed',
        payload: productViewedPayload(product, product.variants.nodes[0], url('sneaker-aurora')),
      },
    ],
    ['Added to Cart', {name: 'product_added_to_cart', payload: added}],
  ])('%s is accepted and logged with its properties', async (metric, event) => {
    const tracked = onsiteEvent(event, url);
    expect(tracked?.metric).toBe(metric);
    expect((await track(metric, tracked!.properties)).status).toBe(202);
    const {events} = (
      await fetchJson(`${t.url}/sandbox/api/tracking?source=klaviyo&visit=kx-contract`)
    ).body;
    expect(events.at(-1)).toMatchObject({
      name: metric,
      payload: {attributes: {properties: tracked!.properties}},
    });
    // The sandbox does check what it is sent: an attribute Klaviyo does not know is refused.
    expect((await track(metric, tracked!.properties, {$value: 1})).status).toBe(400);
  });
});
