import {rmSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {startSandbox, type RunningSandbox} from '../../sandbox/main';
import {fetchJson, tempDir} from './helpers';

let sandbox: RunningSandbox;
let dir: string;
beforeAll(async () => {
  dir = tempDir();
  sandbox = await startSandbox({
    port: 0,
    dbPath: join(dir, 'sandbox.db'),
    products: 20,
    quiet: true,
  });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dir, {recursive: true, force: true});
});
beforeEach(async () => {
  expect((await fetch(`${sandbox.url}/sandbox/api/tracking`, {method: 'DELETE'})).status).toBe(200);
});

const MONORAIL = '/.well-known/shopify/monorail/unstable/produce_batch';

/** Posts like Hydrogen's sendShopifyAnalytics: text/plain, no preflight. */
function postBatch(body: unknown, path = MONORAIL) {
  return fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {'content-type': 'text/plain'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function postDataLayer(body: unknown, contentType: string) {
  return fetch(`${sandbox.url}/sandbox/api/datalayer`, {
    method: 'POST',
    headers: {'content-type': contentType},
    body: JSON.stringify(body),
  });
}

const tracked = async (query = '') =>
  (await fetchJson(`${sandbox.url}/sandbox/api/tracking${query}`)).body.events;

const pageView = {
  schema_id: 'trekkie_storefront_page_view/1.4',
  payload: {pageType: 'product', path: '/it/products/sneaker-aurora', visitToken: 'v-page'},
  metadata: {event_created_at_ms: 1},
};
const addToCart = {
  schema_id: 'custom_storefront_customer_tracking/1.2',
  payload: {
    event_name: 'product_added_to_cart',
    deprecated_visit_token: 'v-shop',
    unique_token: 'u-1',
    event_source_url: 'http://localhost:3000/it/products/sneaker-aurora?variant=2',
    analytics_allowed: true,
    marketing_allowed: false,
    sale_of_data_allowed: false,
  },
  metadata: {event_created_at_ms: 2},
};

describe('Shopify analytics (monorail)', () => {
  it('stores each event with its visit, name, page and consent, one result per event', async () => {
    const response = await postBatch({
      events: [addToCart, pageView],
      metadata: {event_sent_at_ms: 3},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      result: [
        {status: 200, message: 'ok'},
        {status: 200, message: 'ok'},
      ],
    });
    const [cart, page] = await tracked();
    expect(cart).toMatchObject({
      source: 'monorail',
      visit: 'v-shop',
      name: 'product_added_to_cart',
      schemaId: 'custom_storefront_customer_tracking/1.2',
      page: '/it/products/sneaker-aurora?variant=2',
      consent: {analytics: true, marketing: false, sale_of_data: false},
      payload: addToCart.payload,
    });
    expect(cart.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(page).toMatchObject({
      visit: 'v-page',
      name: 'trekkie_storefront_page_view/1.4',
      page: '/it/products/sneaker-aurora',
      pageType: 'product',
      consent: null,
    });
  });

  it('accepts the default monorail host path and answers OPTIONS', async () => {
    const noVisit = {schema_id: 'x/1.0', payload: {}};
    expect((await postBatch({events: [noVisit]}, '/unstable/produce_batch')).status).toBe(200);
    expect((await tracked())[0]).toMatchObject({visit: 'unknown', name: 'x/1.0'});
    const preflight = await fetch(`${sandbox.url}${MONORAIL}`, {method: 'OPTIONS'});
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    ['malformed JSON', '{"events":[', /Malformed JSON/],
    ['no events', {metadata: {}}, /"events"/],
    ['an empty batch', {events: []}, /"events"/],
    ['an event without schema_id', {events: [{payload: {}}]}, /events\[0\]\.schema_id/],
    ['an event without payload', {events: [pageView, {schema_id: 'x/1'}]}, /events\[1\]\.payload/],
  ])('answers 400 with a message for %s, storing nothing', async (_, body, message) => {
    const response = await postBatch(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as {error: string}).error).toMatch(message);
    expect(await tracked()).toEqual([]);
  });
});

describe('data-layer mirror', () => {
  const batch = (visit: string, entries: unknown[], consent: unknown = null) => ({
    visit,
    consent,
    page: '/it',
    entries,
    sentAt: 1,
  });

  it('accepts sendBeacon text/plain and fetch JSON, keeping push order per visit', async () => {
    const consent = {analytics: true, marketing: false, preferences: true, sale_of_data: false};
    const first = await postDataLayer(
      batch('visit-a', [
        {event: 'page_view', page_path: '/it', page_type: 'index'},
        {ecommerce: null},
      ]),
      'text/plain;charset=UTF-8',
    );
    expect(first.status).toBe(204);
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    await postDataLayer(batch('visit-b', [{event: 'page_view'}]), 'application/json');
    await postDataLayer(batch('visit-a', [{event: 'add_to_cart'}], consent), 'application/json');

    const events = await tracked('?visit=visit-a');
    expect(events.map((e: {name: string}) => e.name)).toEqual([
      'page_view',
      '(push without event)',
      'add_to_cart',
    ]);
    expect(events[0]).toMatchObject({
      source: 'datalayer',
      page: '/it',
      pageType: 'index',
      consent: null,
    });
    expect(events[0].payload).toEqual({event: 'page_view', page_path: '/it', page_type: 'index'});
    expect(events[2]).toMatchObject({page: '/it', consent});
  });

  it('answers preflights and rejects a body without visit or entries', async () => {
    const preflight = await fetch(`${sandbox.url}/sandbox/api/datalayer`, {method: 'OPTIONS'});
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    for (const [body, message] of [
      [{entries: []}, /"visit"/],
      [{visit: 'v', entries: {event: 'x'}}, /"entries"/],
    ] as const) {
      const response = await postDataLayer(body, 'application/json');
      expect(response.status).toBe(400);
      expect(((await response.json()) as {error: string}).error).toMatch(message);
    }
    expect(await tracked()).toEqual([]);
  });
});

describe('tracking API and inspector', () => {
  beforeEach(async () => {
    await postDataLayer({visit: 'shared', entries: [{event: 'page_view'}]}, 'application/json');
    await postBatch({
      events: [{...pageView, payload: {...pageView.payload, visitToken: 'shared'}}],
    });
    await postDataLayer({visit: 'other', entries: [{event: 'page_view'}]}, 'application/json');
  });

  it('filters by visit, source and since', async () => {
    expect(await tracked('?visit=shared')).toHaveLength(2);
    const monorail = await tracked('?visit=shared&source=monorail');
    expect(monorail.map((e: {source: string}) => e.source)).toEqual(['monorail']);
    const all = await tracked();
    expect(await tracked(`?since=${all[1].id}`)).toEqual([all[2]]);
    expect((await fetchJson(`${sandbox.url}/sandbox/api/tracking?source=gtm`)).status).toBe(400);
  });

  it("files Shopify batches under the storefront's visit, whichever arrives first", async () => {
    const batch = (token: string) => ({
      events: [{...pageView, payload: {...pageView.payload, visitToken: token}}],
    });
    await postBatch(batch('shopify-session-1'));
    await postDataLayer(
      {
        visit: 'visit-1',
        shopifyVisitToken: 'shopify-session-1',
        entries: [{event: 'consent_given'}],
      },
      'text/plain;charset=UTF-8',
    );
    await postBatch(batch('shopify-session-1'));
    const events = await tracked('?visit=visit-1');
    expect(events.map((e: {source: string}) => e.source).sort()).toEqual([
      'datalayer',
      'monorail',
      'monorail',
    ]);
  });

  it('lists visits newest first with counts, and DELETE clears', async () => {
    const {visits} = (await fetchJson(`${sandbox.url}/sandbox/api/tracking/visits`)).body;
    expect(visits).toMatchObject([
      {visit: 'other', events: 1, datalayer: 1, monorail: 0},
      {visit: 'shared', events: 2, datalayer: 1, monorail: 1},
    ]);
    expect(visits[1].firstAt <= visits[1].lastAt).toBe(true);
    await fetch(`${sandbox.url}/sandbox/api/tracking`, {method: 'DELETE'});
    expect(await tracked()).toEqual([]);
  });

  it('shows each visit with its events and consent in the Tracking tab', async () => {
    await postBatch({events: [addToCart]});
    const html = await (await fetch(`${sandbox.url}/sandbox?tab=tracking`)).text();
    expect(html).toContain('aria-current="page">Tracking</a>');
    for (const visit of ['shared', 'other', 'v-shop'])
      expect(html).toContain(`<code>${visit}</code>`);
    expect(html).toContain('product_added_to_cart');
    expect(html).toContain('analytics ✓');
    expect(html).toContain('marketing ✗');
    expect(html).toContain('no consent state');
    expect(html.indexOf('v-shop')).toBeLessThan(html.indexOf('<code>shared</code>'));
  });
});
