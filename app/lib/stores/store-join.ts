/**
 * A store is its Shopify Location joined with its content entry by the Location's gid
 * (docs/product.md#stores). The Location says which stores exist: an entry naming no Location is
 * left out, and a Location without an entry (or while the content service is down) is a store
 * without hours, services or photo, its handle made from its name.
 */
import {searchable} from './store-search';
import type {Store, StoreDetails, StoreLocation} from './store-types';

/** "Passo Milano Duomo" → "passo-milano-duomo". */
export function handleFromName(name: string): string {
  return searchable(name).replaceAll(' ', '-');
}

export function joinStores(
  locations: readonly StoreLocation[],
  details: readonly StoreDetails[] | null,
): Store[] {
  const byLocation = new Map(details?.map((item) => [item.locationId, item]));
  return locations.map((location) => {
    const entry = byLocation.get(location.id);
    return {
      ...location,
      handle: entry?.handle ?? handleFromName(location.name),
      name: entry?.name ?? location.name,
      phone: entry?.phone ?? location.phone,
      email: entry?.email ?? null,
      timeZone: entry?.timeZone ?? null,
      hours: entry?.hours ?? null,
      exceptions: entry?.exceptions ?? [],
      services: entry?.services ?? [],
      photo: entry?.photo ?? null,
    };
  });
}

/** The market's own country first, then by city and name in the market's collation. */
export function sortStores(stores: readonly Store[], countryCode: string, locale: string): Store[] {
  const collator = new Intl.Collator(locale);
  return [...stores].sort(
    (a, b) =>
      Number(b.countryCode === countryCode) - Number(a.countryCode === countryCode) ||
      collator.compare(a.city, b.city) ||
      collator.compare(a.name, b.name),
  );
}
