/**
 * In-store availability (docs/product.md#in-store-availability): the API's parameters, the rows
 * the product page lists, the words of a status, the map's pins.
 */
import {describe, expect, it} from 'vitest';
import {translator} from '~/lib/i18n';
import it_ from '~/locales/it/common';
import sl from '~/locales/sl/common';
import {availabilityRows, parseAvailabilityQuery} from '~/lib/stores/store-availability';
import {formatDay, intervalsText, phoneHref, statusText} from '~/lib/stores/store-text';
import {storePins} from '~/lib/stores/store-pins';
import type {Store, StoreLocation, StoreStock} from '~/lib/stores/store-types';
import type {StoreCard} from '~/lib/stores/store-view';

const t = translator('it', it_);
const tSl = translator('sl', sl);
const query = (search: string) => parseAvailabilityQuery(new URLSearchParams(search));

describe('the availability request', () => {
  it('takes a variant as a gid or its number, coordinates rounded to about a kilometre', () => {
    expect(query('variant=46100000000000')).toEqual({
      variantId: 'gid://shopify/ProductVariant/46100000000000',
      near: null,
    });
    expect(query('variant=gid://shopify/ProductVariant/7&lat=45.46421&lng=-9.1899')).toEqual({
      variantId: 'gid://shopify/ProductVariant/7',
      near: {latitude: 45.46, longitude: -9.19},
    });
  });

  it.each([
    '',
    'variant=',
    'variant=abc',
    'variant=gid://shopify/Product/7',
    'variant=7&lat=45',
    'variant=7&lng=9',
    'variant=7&lat=91&lng=9',
    'variant=7&lat=45&lng=180.5',
    'variant=7&lat=1e2&lng=9',
    'variant=7&lat=NaN&lng=9',
    `variant=${'9'.repeat(21)}`,
  ])('refuses %j', (search) => {
    expect(query(search)).toBeNull();
  });
});

const location = (
  id: number,
  city: string,
  latitude: number,
  longitude: number,
): StoreLocation => ({
  id: `gid://shopify/Location/${id}`,
  name: `Passo ${city}`,
  street: [],
  city,
  zip: '',
  countryCode: 'IT',
  coordinates: {latitude, longitude},
  phone: null,
});
const ROMA = location(3, 'Roma', 41.89571, 12.49212);
const DUOMO = location(1, 'Milano', 45.46277, 9.18553);
const TORINO = location(4, 'Torino', 45.07291, 7.68063);
const stock = (loc: StoreLocation, quantity: number): StoreStock => ({
  location: loc,
  available: quantity > 0,
  quantity,
});
const ALWAYS_OPEN = {
  mon: [['00:00', '24:00']],
  tue: [['00:00', '24:00']],
  wed: [['00:00', '24:00']],
  thu: [['00:00', '24:00']],
  fri: [['00:00', '24:00']],
  sat: [['00:00', '24:00']],
  sun: [['00:00', '24:00']],
} as Store['hours'];
const store = (loc: StoreLocation, handle: string, hours: Store['hours']): Store => ({
  ...loc,
  handle,
  email: null,
  timeZone: hours ? 'Europe/Rome' : null,
  hours,
  exceptions: [],
  services: [],
  photo: null,
});

describe('the availability rows', () => {
  const answer = [stock(ROMA, 5), stock(DUOMO, 0), stock(TORINO, 2)];
  const stores = [store(ROMA, 'roma-monti', ALWAYS_OPEN), store(DUOMO, 'milano-duomo', null)];
  const options = {
    now: Date.UTC(2026, 10, 23, 12),
    t,
    locale: 'it-IT',
    hrefOf: (h: string) => `/it/negozi/${h}`,
  };

  it('puts the stores with the size first, in the platform’s order, and words the stock', () => {
    const rows = availabilityRows(answer, stores, {...options, near: null});
    expect(rows).toEqual([
      {
        id: ROMA.id,
        name: 'Passo Roma',
        city: 'Roma',
        href: '/it/negozi/roma-monti',
        stock: 'inStock',
        status: 'Aperto ora',
        distance: null,
      },
      // No content entry: its handle from its name, no status.
      expect.objectContaining({href: '/it/negozi/passo-torino', stock: 'lowStock', status: null}),
      expect.objectContaining({href: '/it/negozi/milano-duomo', stock: 'outOfStock', status: null}),
    ]);
  });

  it('orders by distance, with it, when the shopper shared where they are', () => {
    const near = {latitude: 45.46, longitude: 9.19};
    const rows = availabilityRows(answer, stores, {...options, near});
    expect(rows.map((row) => [row.city, row.distance])).toEqual([
      ['Torino', '126 km'],
      ['Roma', '477 km'],
      ['Milano', '0,5 km'],
    ]);
  });
});

describe('a store’s status and hours in words', () => {
  it('says open with its closing time, or closed with when it opens next', () => {
    expect(statusText({state: 'open', closesAt: '20:00'}, t)).toEqual({
      label: 'Aperto ora',
      detail: 'Chiude alle 20:00',
    });
    expect(statusText({state: 'closing-soon', closesAt: '20:00'}, tSl)).toEqual({
      label: 'Odprto zdaj',
      detail: 'Kmalu zapre, ob 20:00',
    });
    expect(statusText({state: 'closed', opensAt: {day: 'mon', time: '10:00'}}, t)).toEqual({
      label: 'Chiuso',
      detail: 'Apre lunedì alle 10:00',
    });
    expect(statusText({state: 'closed', opensAt: {day: 'sun', time: '10:00'}}, tSl).detail).toBe(
      'Odpre v nedeljo ob 10:00',
    );
    expect(statusText({state: 'closed', opensAt: null}, t)).toEqual({label: 'Chiuso', detail: ''});
  });

  it('writes intervals, a day and a phone link', () => {
    expect(
      intervalsText(
        [
          ['10:00', '13:30'],
          ['16:30', '01:00'],
        ],
        t,
      ),
    ).toBe('10:00–13:30, 16:30–01:00');
    expect(intervalsText([], t)).toBe('Chiuso');
    expect(formatDay('2026-12-25', 'it-IT')).toBe('venerdì 25 dicembre');
    expect(formatDay('2026-12-25', 'hr-HR')).toBe('petak, 25. prosinca');
    expect(phoneHref('+39 02 8645 2301')).toBe('tel:+390286452301');
  });
});

describe('the map’s pins', () => {
  it('are the stores with coordinates, with their page and status', () => {
    const card = (loc: StoreLocation, coordinates: StoreCard['coordinates']): StoreCard => ({
      ...loc,
      handle: loc.city.toLowerCase(),
      coordinates,
      services: [],
      country: 'Italia',
      status: {state: 'closed', opensAt: null},
      today: null,
    });
    const pins = storePins(
      [card(ROMA, ROMA.coordinates), card(DUOMO, null)],
      (handle) => `/it/negozi/${handle}`,
      (item) => (item.status ? statusText(item.status, t).label : null),
    );
    expect(pins).toEqual([
      {
        id: ROMA.id,
        name: 'Passo Roma',
        latitude: 41.89571,
        longitude: 12.49212,
        href: '/it/negozi/roma',
        status: 'Chiuso',
      },
    ]);
  });
});
