/**
 * The stores in the Storefront API (`locations`, `ProductVariant.storeAvailability`), answers
 * checked against the 2025-07 schema: sort keys, `near` and great-circle distance, paging, the
 * error for DISTANCE without `near`; stock in stores apart from the online stock; and the
 * stores' Contentful entries, which name the same Locations.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from './helpers';
import {call, ok} from './schema-checked';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

const LOCATION_FIELDS = `id name address { address1 address2 city country countryCode formatted
  latitude longitude phone province provinceCode zip }`;
const LOCATIONS = `query Locations($first: Int, $after: String, $last: Int, $before: String,
  $sortKey: LocationSortKeys, $reverse: Boolean, $near: GeoCoordinateInput) {
  locations(first: $first, after: $after, last: $last, before: $before, sortKey: $sortKey,
    reverse: $reverse, near: $near) {
    nodes { ${LOCATION_FIELDS} }
    edges { cursor node { id } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const AVAILABILITY = `query Availability($id: ID!, $near: GeoCoordinateInput) {
  node(id: $id) {
    ... on ProductVariant {
      quantityAvailable
      storeAvailability(first: 50, near: $near) {
        nodes { available quantityAvailable pickUpTime location { ${LOCATION_FIELDS} } }
      }
    }
  }
}`;

const DUOMO = {latitude: 45.4642, longitude: 9.19}; // Piazza del Duomo, Milan
const LJUBLJANA = {latitude: 46.0569, longitude: 14.5058};

/** The test's own haversine, so the sandbox's sort is checked against an independent sum. */
function km(a: {latitude: number; longitude: number}, b: {latitude: number; longitude: number}) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

const names = (connection: JsonBody): string[] =>
  connection.nodes.map((node: JsonBody) => node.name ?? node.location.name);

describe('locations', () => {
  it('lists the twelve stores by id, with Shopify’s address fields and formatted lines', async () => {
    const {locations} = await ok(t, LOCATIONS, {first: 50});
    expect(locations.nodes).toHaveLength(12);
    const ids = locations.nodes.map((n: JsonBody) => Number(n.id.split('/').pop()));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(locations.nodes[0]).toEqual({
      id: 'gid://shopify/Location/74630000001',
      name: 'Passo Milano Duomo',
      address: {
        address1: 'Via Torino 12',
        address2: null,
        city: 'Milano',
        country: 'Italy',
        countryCode: 'IT',
        formatted: ['Via Torino 12', '20123 Milano MI', 'Italy'],
        latitude: 45.46277,
        longitude: 9.18553,
        phone: '+39 02 8645 2301',
        province: 'Milano',
        provinceCode: 'MI',
        zip: '20123',
      },
    });
    const countries = locations.nodes.map((n: JsonBody) => n.address.countryCode);
    expect(countries.filter((c: string) => c === 'IT')).toHaveLength(8);
    expect(countries.filter((c: string) => c === 'SI')).toHaveLength(2);
    expect(countries.filter((c: string) => c === 'HR')).toHaveLength(2);
  });

  it('sorts by name and by city, and reverses', async () => {
    const byName = names((await ok(t, LOCATIONS, {first: 50, sortKey: 'NAME'})).locations);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
    const reversed = await ok(t, LOCATIONS, {first: 50, sortKey: 'NAME', reverse: true});
    expect(names(reversed.locations)).toEqual([...byName].reverse());
    const {locations} = await ok(t, LOCATIONS, {first: 50, sortKey: 'CITY'});
    const cities = locations.nodes.map((n: JsonBody) => n.address.city);
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names(locations).slice(0, 2)).toEqual(['Passo Bologna', 'Passo Firenze']);
  });

  it('pages forwards and backwards with cursors', async () => {
    const first = (await ok(t, LOCATIONS, {first: 5, sortKey: 'NAME'})).locations;
    expect(first.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const next = (
      await ok(t, LOCATIONS, {first: 5, after: first.pageInfo.endCursor, sortKey: 'NAME'})
    ).locations;
    const all = names((await ok(t, LOCATIONS, {first: 50, sortKey: 'NAME'})).locations);
    expect([...names(first), ...names(next)]).toEqual(all.slice(0, 10));
    const back = (
      await ok(t, LOCATIONS, {last: 2, before: next.pageInfo.startCursor, sortKey: 'NAME'})
    ).locations;
    expect(names(back)).toEqual(all.slice(3, 5));
  });

  it('sorts by great-circle distance from `near`', async () => {
    for (const near of [DUOMO, LJUBLJANA]) {
      const {locations} = await ok(t, LOCATIONS, {first: 50, sortKey: 'DISTANCE', near});
      const distances = locations.nodes.map((n: JsonBody) => km(near, n.address));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    const fromMilan = await ok(t, LOCATIONS, {first: 3, sortKey: 'DISTANCE', near: DUOMO});
    expect(names(fromMilan.locations)).toEqual([
      'Passo Milano Duomo',
      'Passo Milano Isola',
      'Passo Torino Centro',
    ]);
    const fromLjubljana = await ok(t, LOCATIONS, {first: 2, sortKey: 'DISTANCE', near: LJUBLJANA});
    expect(names(fromLjubljana.locations)).toEqual(['Passo Ljubljana Center', 'Passo Maribor']);
  });

  it('refuses DISTANCE without `near`, as the API documents it must be given', async () => {
    const body = await call(t, LOCATIONS, {first: 5, sortKey: 'DISTANCE'});
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('near'),
        path: ['locations'],
        extensions: {code: 'BAD_REQUEST'},
      }),
    ]);
    // The same document with `near` is answered: the refusal is about the argument alone.
    expect((await call(t, LOCATIONS, {first: 5, sortKey: 'DISTANCE', near: DUOMO})).errors).toBe(
      undefined,
    );
  });
});

describe('storeAvailability', () => {
  const variants = () =>
    t.sandbox.context.catalog.products.flatMap((product) => product.variants).slice(0, 120);
  const availability = async (id: number, near?: object) =>
    (await ok(t, AVAILABILITY, {id: `gid://shopify/ProductVariant/${id}`, near})).node;

  it('lists only the stores that carry the size, by city then name, each with its quantity', async () => {
    const counts = new Set<number>();
    for (const variant of variants().slice(0, 12)) {
      const {storeAvailability} = await availability(variant.id);
      const nodes = storeAvailability.nodes;
      counts.add(nodes.length);
      const keys = nodes.map((n: JsonBody) => `${n.location.address.city} ${n.location.name}`);
      expect(keys).toEqual([...keys].sort((a: string, b: string) => a.localeCompare(b, 'en')));
      for (const node of nodes) {
        expect(node.available).toBe(node.quantityAvailable > 0);
        expect(node.pickUpTime).toBe('Usually ready in 24 hours');
      }
    }
    // Not every store carries every size: the lists differ in length.
    expect(counts.size).toBeGreaterThan(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
  });

  it('puts the nearest store first with `near`', async () => {
    const variant = variants()[0]!;
    const {storeAvailability} = await availability(variant.id, LJUBLJANA);
    const distances = storeAvailability.nodes.map((n: JsonBody) =>
      km(LJUBLJANA, n.location.address),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('keeps stock in stores apart from the online stock: a size sold out online can be in a store', async () => {
    const soldOut = variants().filter((variant) => variant.quantity === 0);
    expect(soldOut.length).toBeGreaterThan(0);
    const inStores = await Promise.all(soldOut.map((variant) => availability(variant.id)));
    expect(inStores.every((node) => node.quantityAvailable === 0)).toBe(true);
    expect(
      inStores.some((node) => node.storeAvailability.nodes.some((n: JsonBody) => n.available)),
    ).toBe(true);
    // And the other way round: a size carried but sold out in a store.
    const all = await Promise.all(
      variants()
        .slice(0, 20)
        .map((v) => availability(v.id)),
    );
    expect(
      all.some((node) => node.storeAvailability.nodes.some((n: JsonBody) => !n.available)),
    ).toBe(true);
  });

  it('is unchanged by an online restock', async () => {
    const variant = variants().find((v) => v.quantity === 0)!;
    const before = await availability(variant.id);
    const restocked = await fetchJson(`${t.url}/sandbox/api/restock`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({variantId: variant.id, quantity: 7}),
    });
    expect(restocked.status).toBe(200);
    const after = await availability(variant.id);
    expect(after.quantityAvailable).toBe(7);
    expect(after.storeAvailability).toEqual(before.storeAvailability);
  });
});

describe('the stores’ content entries', () => {
  it('name every Location once, with hours, holidays, services and a photo in three languages', async () => {
    const {locations} = await ok(t, LOCATIONS, {first: 50});
    const {body} = await fetchJson(
      `${t.url}/spaces/passosbx0001/environments/preview/entries?content_type=store&locale=*&access_token=cda_passo_sandbox_token`,
    );
    expect(body.total).toBe(12);
    const fields = body.items.map((item: JsonBody) => item.fields);
    expect(fields.map((f: JsonBody) => f.locationId['it-IT']).sort()).toEqual(
      locations.nodes.map((n: JsonBody) => n.id).sort(),
    );
    expect(new Set(fields.map((f: JsonBody) => f.handle['it-IT'])).size).toBe(12);
    const duomo = fields.find((f: JsonBody) => f.handle['it-IT'] === 'milano-duomo');
    expect(duomo.timeZone['it-IT']).toBe('Europe/Rome');
    expect(duomo.openingHours['it-IT'].mon).toEqual([['09:30', '20:00']]);
    expect(duomo.exceptions['it-IT']).toContainEqual({
      date: '2026-12-25',
      hours: [],
      note: {it: 'Natale', sl: 'Božič', hr: 'Božić'},
    });
    expect(duomo.exceptions['it-IT']).toContainEqual(
      expect.objectContaining({date: '2026-12-07', hours: []}),
    );
    expect(Object.keys(duomo.name).sort()).toEqual(['hr-HR', 'it-IT', 'sl-SI']);
    expect(duomo.photo['it-IT'].sys).toMatchObject({type: 'Link', linkType: 'Asset'});
    const napoli = fields.find((f: JsonBody) => f.handle['it-IT'] === 'napoli-chiaia');
    expect(napoli.openingHours['it-IT'].sat).toContainEqual(['16:30', '01:00']);
  });
});

describe('the inspector’s Stores tab', () => {
  it('lists the stores and a product’s stock in each, beside its online stock', async () => {
    const product = t.sandbox.context.catalog.products[0]!;
    const response = await fetch(`${t.url}/sandbox?tab=stores&product=${product.handle}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Passo Split Riva');
    expect(html).toContain('gid://shopify/Location/74630000012');
    // One row for online and one per store, each with a cell per size.
    const stock = html.slice(html.indexOf('A product’s stock'));
    const rows = stock.split('<tr>').filter((row) => row.includes('<td class="num'));
    expect(rows).toHaveLength(13);
    const unknown = await (await fetch(`${t.url}/sandbox?tab=stores&product=nope-nope`)).text();
    expect(unknown).toContain('No product with the handle');
  });
});
