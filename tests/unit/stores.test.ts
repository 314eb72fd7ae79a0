/**
 * The stores' data layer (docs/product.md#stores): the content entry's validation, the Location's
 * mapping, the join, the order, the search, distances, and what the pages show of a store.
 */
import {describe, expect, it, vi} from 'vitest';
import {toStoreDetails} from '~/lib/content/store-mapping';
import {toStoreLocation} from '~/lib/commerce/store-locations';
import {handleFromName, joinStores, sortStores} from '~/lib/stores/store-join';
import {searchable, searchStores} from '~/lib/stores/store-search';
import {byDistance, distanceKm, formatDistance, isGeoPoint} from '~/lib/stores/distance';
import {countryName, storeCard, storePage} from '~/lib/stores/store-view';
import {loadStores} from '~/lib/stores/stores.server';
import {ContentError} from '~/lib/content/content.server';
import {StorefrontError} from '~/lib/commerce/storefront.server';
import {parseMarketPath} from '~/lib/markets';
import type {AppContext} from '~/lib/context.server';
import type {Store, StoreDetails, StoreLocation, WeeklyHours} from '~/lib/stores/store-types';

const OPEN_WEEKDAYS: WeeklyHours = {
  mon: [['09:30', '20:00']],
  tue: [['09:30', '20:00']],
  wed: [['09:30', '20:00']],
  thu: [['09:30', '20:00']],
  fri: [['09:30', '20:00']],
  sat: [['09:30', '20:30']],
  sun: [],
};

function storeEntry(fields: Record<string, unknown>) {
  return {
    sys: {
      type: 'Entry',
      id: 'store-milano-duomo',
      contentType: {sys: {type: 'Link', linkType: 'ContentType', id: 'store'}},
    },
    fields: {
      locationId: 'gid://shopify/Location/74630000001',
      handle: 'milano-duomo',
      name: 'Passo Milano Duomo',
      timeZone: 'Europe/Rome',
      openingHours: {...OPEN_WEEKDAYS, sun: undefined},
      exceptions: [{date: '2026-12-25', hours: [], note: {it: 'Natale', sl: 'Božič', hr: 'Božić'}}],
      services: ['click-and-collect', 'fitting', 'teleportation'],
      phone: '+39 02 8645 2301',
      email: 'milano.duomo@passo.example',
      ...fields,
    },
  };
}

const options = (language: 'it' | 'sl' | 'hr' = 'it') => ({
  imagesOrigin: 'https://images.example',
  skip: vi.fn(),
  language,
});

describe('store entries', () => {
  it('keep the hours (a weekday left out is closed), the note in the market’s language, known services', () => {
    const details = toStoreDetails(storeEntry({}), options('sl'))!;
    expect(details).toMatchObject({
      locationId: 'gid://shopify/Location/74630000001',
      handle: 'milano-duomo',
      timeZone: 'Europe/Rome',
      services: ['click-and-collect', 'fitting'],
      exceptions: [{date: '2026-12-25', hours: [], note: 'Božič'}],
      photo: null,
    });
    expect(details.hours.sun).toEqual([]);
    expect(details.hours.sat).toEqual([['09:30', '20:30']]);
  });

  it.each([
    ['locationId', {locationId: 'gid://shopify/Product/1'}],
    ['handle', {handle: 'Milano Duomo'}],
    ['name', {name: '  '}],
    ['timeZone', {timeZone: 'Europe/Atlantis'}],
    ['openingHours', {openingHours: {mon: [['9:30', '20:00']]}}],
    ['openingHours', {openingHours: {mon: [['09:30']]}}],
    ['openingHours', {openingHours: 'Mon–Sat 9–20'}],
  ])('are left out, reported, without a valid %s', (field, broken) => {
    const opts = options();
    expect(toStoreDetails(storeEntry(broken), opts)).toBeNull();
    expect(opts.skip).toHaveBeenCalledWith('store-milano-duomo', `store without a valid ${field}`);
    // The same entry without the mistake is kept: the check is about that field alone.
    expect(toStoreDetails(storeEntry({}), options())).not.toBeNull();
  });

  it('drop a malformed exception alone, reported', () => {
    const opts = options();
    const details = toStoreDetails(
      storeEntry({
        exceptions: [
          {date: '2026-13-01', hours: []},
          {date: '2026-12-24', hours: [['09:30', '14:00']], note: {it: 'Vigilia'}},
        ],
      }),
      opts,
    );
    expect(details!.exceptions).toEqual([
      {date: '2026-12-24', hours: [['09:30', '14:00']], note: 'Vigilia'},
    ]);
    expect(opts.skip).toHaveBeenCalledOnce();
  });

  it('are only `store` entries', () => {
    const story = {
      ...storeEntry({}),
      sys: {...storeEntry({}).sys, contentType: {sys: {id: 'story'}}},
    };
    expect(toStoreDetails(story, options())).toBeNull();
  });
});

const LOCATION: StoreLocation = toStoreLocation({
  id: 'gid://shopify/Location/74630000001',
  name: 'Passo Milano Duomo',
  address: {
    address1: 'Via Torino 12',
    address2: null,
    city: 'Milano',
    zip: '20123',
    countryCode: 'IT',
    latitude: 45.46277,
    longitude: 9.18553,
    phone: '+39 02 0000 0000',
  },
});

function location(id: number, name: string, city: string, countryCode: string): StoreLocation {
  return {...LOCATION, id: `gid://shopify/Location/${id}`, name, city, countryCode};
}

describe('Locations', () => {
  it('become street lines, coordinates and a phone', () => {
    expect(LOCATION).toEqual({
      id: 'gid://shopify/Location/74630000001',
      name: 'Passo Milano Duomo',
      street: ['Via Torino 12'],
      city: 'Milano',
      zip: '20123',
      countryCode: 'IT',
      coordinates: {latitude: 45.46277, longitude: 9.18553},
      phone: '+39 02 0000 0000',
    });
    const bare = toStoreLocation({
      id: 'gid://shopify/Location/2',
      name: 'Magazzino',
      address: {address1: 'Via Roma 1', address2: 'Scala B', latitude: null, longitude: 9},
    });
    expect(bare).toMatchObject({street: ['Via Roma 1', 'Scala B'], coordinates: null, city: ''});
  });
});

describe('the join', () => {
  const details: StoreDetails = toStoreDetails(storeEntry({}), options())!;

  it('joins a Location and its entry by gid; the entry’s name and phone win', () => {
    const [store] = joinStores([LOCATION], [details]);
    expect(store).toMatchObject({
      id: LOCATION.id,
      handle: 'milano-duomo',
      street: ['Via Torino 12'],
      phone: '+39 02 8645 2301',
      email: 'milano.duomo@passo.example',
      timeZone: 'Europe/Rome',
      services: ['click-and-collect', 'fitting'],
    });
    expect(store!.hours).toEqual(details.hours);
  });

  it('keeps a Location without an entry, without hours, its handle from its name; drops an entry without a Location', () => {
    const other = location(9, 'Passo Ljubljana Center', 'Ljubljana', 'SI');
    const stores = joinStores([other], [details]);
    expect(stores).toEqual([
      {
        ...other,
        handle: 'passo-ljubljana-center',
        email: null,
        timeZone: null,
        hours: null,
        exceptions: [],
        services: [],
        photo: null,
      },
    ]);
    // A content outage: every store so.
    expect(joinStores([LOCATION], null)[0]).toMatchObject({
      hours: null,
      handle: 'passo-milano-duomo',
    });
    expect(handleFromName('Passo Čopova ulica, 14')).toBe('passo-copova-ulica-14');
  });

  it('orders the market’s country first, then by city and name', () => {
    const stores = joinStores(
      [
        location(1, 'Passo Zagreb Ilica', 'Zagreb', 'HR'),
        location(2, 'Passo Milano Isola', 'Milano', 'IT'),
        location(3, 'Passo Split Riva', 'Split', 'HR'),
        location(4, 'Passo Milano Duomo', 'Milano', 'IT'),
        location(5, 'Passo Bologna', 'Bologna', 'IT'),
      ],
      null,
    );
    const names = (countryCode: string) =>
      sortStores(stores, countryCode, 'it-IT').map((store) => store.name);
    expect(names('HR')).toEqual([
      'Passo Split Riva',
      'Passo Zagreb Ilica',
      'Passo Bologna',
      'Passo Milano Duomo',
      'Passo Milano Isola',
    ]);
    expect(names('IT').slice(0, 3)).toEqual([
      'Passo Bologna',
      'Passo Milano Duomo',
      'Passo Milano Isola',
    ]);
  });
});

describe('search', () => {
  const stores = [
    {
      name: 'Passo Milano Duomo',
      street: ['Via Torino 12'],
      city: 'Milano',
      zip: '20123',
      country: 'Italia',
    },
    {
      name: 'Passo Milano Isola',
      street: ['Via Borsieri 24'],
      city: 'Milano',
      zip: '20159',
      country: 'Italia',
    },
    {
      name: 'Passo Ljubljana Center',
      street: ['Čopova ulica 14'],
      city: 'Ljubljana',
      zip: '1000',
      country: 'Slovenia',
    },
    {
      name: 'Passo Torino Centro',
      street: ['Via Garibaldi 30'],
      city: 'Torino',
      zip: '10122',
      country: 'Italia',
    },
  ];
  const found = (query: string) => searchStores(stores, query).map((store) => store.name);

  it('finds by city, any case, from the start of a word', () => {
    expect(found('milano')).toEqual(['Passo Milano Duomo', 'Passo Milano Isola']);
    expect(found('MIL')).toEqual(['Passo Milano Duomo', 'Passo Milano Isola']);
    expect(found('lano')).toEqual([]);
  });

  it('finds without accents, and by street, name, country and postcode', () => {
    expect(found('copova')).toEqual(['Passo Ljubljana Center']);
    expect(found('čOPOVA')).toEqual(['Passo Ljubljana Center']);
    expect(found('isola')).toEqual(['Passo Milano Isola']);
    expect(found('slovenia')).toEqual(['Passo Ljubljana Center']);
    expect(found('20159')).toEqual(['Passo Milano Isola']);
    expect(found('201')).toEqual(['Passo Milano Duomo', 'Passo Milano Isola']);
  });

  it('needs every word; an empty query is every store', () => {
    expect(found('milano duomo')).toEqual(['Passo Milano Duomo']);
    // "Torino" is a street in Milan and a city: both are found, "torino centro" only the city.
    expect(found('torino')).toEqual(['Passo Milano Duomo', 'Passo Torino Centro']);
    expect(found('torino centro')).toEqual(['Passo Torino Centro']);
    expect(found('   ')).toHaveLength(4);
    expect(found('roma')).toEqual([]);
    expect(searchable('  Via dell’Indipendenza, 40 ')).toBe('via dell indipendenza 40');
  });
});

describe('distance', () => {
  const duomo = {latitude: 45.4642, longitude: 9.19};
  it('is the great-circle distance in km', () => {
    expect(distanceKm(duomo, duomo)).toBe(0);
    // Milan to Rome, about 477 km as the crow flies.
    expect(distanceKm(duomo, {latitude: 41.9028, longitude: 12.4964})).toBeCloseTo(477, -1);
    // Ljubljana to Zagreb, about 117 km.
    expect(
      distanceKm({latitude: 46.0569, longitude: 14.5058}, {latitude: 45.815, longitude: 15.9819}),
    ).toBeCloseTo(117, -1);
  });

  it('sorts nearest first, a store without coordinates last', () => {
    const items = [
      {name: 'Roma', coordinates: {latitude: 41.89571, longitude: 12.49212}},
      {name: 'Nowhere', coordinates: null},
      {name: 'Isola', coordinates: {latitude: 45.48766, longitude: 9.18893}},
      {name: 'Torino', coordinates: {latitude: 45.07291, longitude: 7.68063}},
    ];
    const sorted = byDistance(items, duomo);
    expect(sorted.map((item) => item.name)).toEqual(['Isola', 'Torino', 'Roma', 'Nowhere']);
    expect(sorted[0]!.distanceKm).toBeCloseTo(2.6, 1);
    expect(sorted[3]!.distanceKm).toBeNull();
  });

  it('is written as the market writes it', () => {
    expect(formatDistance(2.43, 'it-IT')).toBe('2,4 km');
    expect(formatDistance(0.35, 'sl-SI')).toBe('0,4 km');
    expect(formatDistance(37.2, 'hr-HR')).toBe('37 km');
  });

  it('accepts only coordinates on Earth', () => {
    expect(isGeoPoint(duomo)).toBe(true);
    for (const bad of [null, {}, {latitude: 91, longitude: 0}, {latitude: NaN, longitude: 0}])
      expect(isGeoPoint(bad)).toBe(false);
  });
});

describe('what a page shows of a store', () => {
  const store: Store = joinStores([LOCATION], [toStoreDetails(storeEntry({}), options())!])[0]!;
  // Thursday 24 December 2026, 10:00 in Milan; Christmas is a holiday.
  const now = Date.parse('2026-12-24T10:00:00+01:00');

  it('a card: status and today’s hours in the store’s zone, the country in the market’s language', () => {
    expect(storeCard(store, now, 'sl-SI')).toMatchObject({
      handle: 'milano-duomo',
      country: 'Italija',
      status: {state: 'open', closesAt: '20:00'},
      today: {intervals: [['09:30', '20:00']], note: null},
    });
    expect(countryName('SI', 'it-IT')).toBe('Slovenia');
  });

  it('its page: this week from Monday with today and the holiday, the exceptions ahead', () => {
    const page = storePage(store, now, 'it-IT');
    expect(page.week!.map((day) => [day.date, day.intervals.length, day.today])).toEqual([
      ['2026-12-21', 1, false],
      ['2026-12-22', 1, false],
      ['2026-12-23', 1, false],
      ['2026-12-24', 1, true],
      ['2026-12-25', 0, false],
      ['2026-12-26', 1, false],
      ['2026-12-27', 0, false],
    ]);
    expect(page.week![4]!.note).toBe('Natale');
    expect(page.exceptions.map((item) => item.date)).toEqual(['2026-12-25']);
    expect(page.email).toBe('milano.duomo@passo.example');
  });

  it('without details: no status, no hours, no week', () => {
    const bare = joinStores([LOCATION], null)[0]!;
    expect(storePage(bare, now, 'it-IT')).toMatchObject({
      status: null,
      today: null,
      week: null,
      exceptions: [],
    });
  });
});

describe('loading the stores', () => {
  const details = toStoreDetails(storeEntry({}), options())!;
  const context = (stores: () => Promise<StoreDetails[]>, locations = async () => [LOCATION]) =>
    ({
      catalogue: {stores: locations},
      content: {configured: true, stores},
      marketMatch: parseMarketPath('/it/negozi'),
    }) as unknown as Pick<AppContext, 'catalogue' | 'content' | 'marketMatch'>;

  it('joins both services’ answers', async () => {
    const list = await loadStores(context(async () => [details]));
    expect(list.detailsMissing).toBe(false);
    expect(list.stores[0]).toMatchObject({handle: 'milano-duomo', timeZone: 'Europe/Rome'});
  });

  it('degrades when the content service fails: the Locations without hours, logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = await loadStores(
      context(async () => {
        throw new ContentError('Content service: 503');
      }),
    );
    expect(list).toMatchObject({detailsMissing: true, stores: [{id: LOCATION.id, hours: null}]});
    expect(log).toHaveBeenCalledWith(expect.stringContaining('stores without their details'));
    log.mockRestore();
  });

  it('fails when the platform fails, and on a bug whatever the service', async () => {
    const down = async (): Promise<StoreLocation[]> => {
      throw new StorefrontError('Storefront API unreachable', 0);
    };
    await expect(loadStores(context(async () => [details], down))).rejects.toBeInstanceOf(
      StorefrontError,
    );
    const bug = context(async () => {
      throw new TypeError('undefined is not a function');
    });
    await expect(loadStores(bug)).rejects.toBeInstanceOf(TypeError);
  });
});
