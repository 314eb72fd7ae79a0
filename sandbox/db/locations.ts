/**
 * The shop's stores (Shopify Locations that offer local pickup), read from SQLite into the
 * in-memory catalogue, and the stock of a variant in each of them.
 */
import type {Row} from './catalog';

export interface LocationRecord {
  id: number;
  name: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
  countryCode: string;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
}

export function loadLocations(all: (sql: string) => Row[]): LocationRecord[] {
  return all('SELECT * FROM locations ORDER BY id').map((r) => ({
    id: r.id as number,
    name: r.name as string,
    address1: (r.address1 as string | null) ?? null,
    address2: (r.address2 as string | null) ?? null,
    city: (r.city as string | null) ?? null,
    province: (r.province as string | null) ?? null,
    provinceCode: (r.province_code as string | null) ?? null,
    zip: (r.zip as string | null) ?? null,
    countryCode: r.country_code as string,
    phone: (r.phone as string | null) ?? null,
    latitude: (r.latitude as number | null) ?? null,
    longitude: (r.longitude as number | null) ?? null,
  }));
}

/** Of every 100 pairs of a variant and a store, how many the store carries at all. */
const CARRIED_PERCENT = 65;

/**
 * The quantity of a variant in a store, or null when the store does not carry it. Derived from
 * the two ids alone (a hash), so it is the same on every run and costs the seed nothing at 50 000
 * products; it has nothing to do with the online stock, which the restock tool changes.
 */
export function storeQuantity(variantId: number, locationId: number): number | null {
  let h = Math.imul(variantId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(locationId, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = (h ^ (h >>> 15)) >>> 0;
  if (h % 100 >= CARRIED_PERCENT) return null;
  // 0 to 5 pieces: a carried size is sold out in the store about two times in seven.
  return Math.max(0, ((h >>> 8) % 7) - 1);
}
