/**
 * The stores in both services that know them: each store's Shopify Location (name, address,
 * coordinates) in SQLite, and its Contentful `store` entry (hours, holidays, services, photo,
 * contacts) beside the other content, linked by the Location's gid.
 */
import type {Db} from '../db/open';
import {link} from '../content/wire';
import {gid} from '../storefront-api/ids';
import {asset, entry, loc, one, publishing, type SeedEntity} from './content-entities';
import {STORES, t, type Interval, type SeedStore} from './stores-copy';
import type {Tri} from './words';

export function seedLocations(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO locations (id, name, address1, address2, city, province, province_code, zip,
       country_code, phone, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const s of STORES)
    insert.run(
      s.id,
      s.name,
      s.address1,
      s.address2,
      s.city,
      s.province,
      s.provinceCode,
      s.zip,
      s.countryCode,
      s.phone,
      s.latitude,
      s.longitude,
    );
}

/** The days every store closes or closes early, each year the seed covers. */
const SHARED_EXCEPTIONS: ReadonlyArray<{day: string; hours: Interval[]; note: Tri}> = [
  {day: '01-01', hours: [], note: t('Capodanno', 'Novo leto', 'Nova godina')},
  {
    day: '12-24',
    hours: [['09:30', '14:00']],
    note: t('Vigilia di Natale', 'Božični večer', 'Badnjak'),
  },
  {day: '12-25', hours: [], note: t('Natale', 'Božič', 'Božić')},
  {day: '12-26', hours: [], note: t('Santo Stefano', 'Štefanovo', 'Sveti Stjepan')},
  {
    day: '12-31',
    hours: [['09:30', '16:00']],
    note: t('San Silvestro', 'Silvestrovo', 'Stara godina'),
  },
];

/** The years whose holidays are seeded (the seed is fixed, not dated by the clock). */
const EXCEPTION_YEARS = [2026, 2027] as const;

/** Christmas, New Year and the store's own holiday in each seeded year, by date. */
function exceptions(store: SeedStore) {
  const days = [...SHARED_EXCEPTIONS, {...store.holiday, hours: []}];
  return EXCEPTION_YEARS.flatMap((year) =>
    days.map(({day, hours, note}) => ({date: `${year}-${day}`, hours, note})),
  ).sort((a, b) => a.date.localeCompare(b.date));
}

const photoWords = (name: string) => ({
  title: {it: name, sl: name, hr: name},
  description: {
    it: `L’ingresso di ${name}`,
    sl: `Vhod v trgovino ${name}`,
    hr: `Ulaz u trgovinu ${name}`,
  },
});

export function storeEntities(): SeedEntity[] {
  return STORES.flatMap((store) => {
    const photoId = `asset-store-${store.handle}`;
    const words = photoWords(store.name);
    return [
      asset(photoId, words.title, words.description, 1200, 800),
      entry(`store-${store.handle}`, 'store', {
        locationId: one(gid('Location', store.id)),
        handle: one(store.handle),
        name: loc({it: store.name, sl: store.name, hr: store.name}),
        timeZone: one(store.timeZone),
        openingHours: one(store.hours),
        exceptions: one(exceptions(store)),
        services: one(store.services),
        photo: one(link('Asset', photoId)),
        phone: one(store.phone),
        email: one(store.email),
        ...publishing,
      }),
    ];
  });
}
