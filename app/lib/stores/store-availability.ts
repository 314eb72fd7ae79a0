/**
 * In-store availability of a size (docs/product.md#in-store-availability): the request's
 * parameters, checked, and the rows the product page lists, stores with the size first, nearest
 * first when the shopper shared where they are.
 */
import type {Translate} from '../i18n';
import {distanceKm, formatDistance, isGeoPoint} from './distance';
import {storeStatus} from './opening-hours';
import {handleFromName} from './store-join';
import {statusText} from './store-text';
import {hoursOf} from './store-view';
import type {GeoPoint, Store, StoreStock} from './store-types';

/** At most this many pieces left is "Ultimi pezzi". */
const LOW_STOCK = 2;
const VARIANT = /^(?:gid:\/\/shopify\/ProductVariant\/)?(\d{1,20})$/;
const COORDINATE = /^-?\d{1,3}(?:\.\d{1,10})?$/;
/** Two decimals, about a kilometre: enough to order stores, and a cache key many share. */
const round = (value: number) => Math.round(value * 100) / 100;

export interface AvailabilityQuery {
  variantId: string;
  near: GeoPoint | null;
}

/** `variant` (a gid or its number) and optionally both `lat` and `lng`; null when malformed. */
export function parseAvailabilityQuery(params: URLSearchParams): AvailabilityQuery | null {
  const variant = VARIANT.exec(params.get('variant') ?? '')?.[1];
  const lat = params.get('lat');
  const lng = params.get('lng');
  if (!variant || (lat === null) !== (lng === null)) return null;
  const variantId = `gid://shopify/ProductVariant/${variant}`;
  if (lat === null || lng === null) return {variantId, near: null};
  if (!COORDINATE.test(lat) || !COORDINATE.test(lng)) return null;
  const near = {latitude: round(Number(lat)), longitude: round(Number(lng))};
  return isGeoPoint(near) ? {variantId, near} : null;
}

export interface AvailabilityRow {
  id: string;
  name: string;
  city: string;
  /** The store's page. */
  href: string;
  stock: 'inStock' | 'lowStock' | 'outOfStock';
  /** "Aperto ora" / "Chiuso", when the store's hours are known. */
  status: string | null;
  /** "2,4 km", from where the shopper said they are. */
  distance: string | null;
}

export function availabilityRows(
  stock: readonly StoreStock[],
  stores: readonly Store[],
  {
    near,
    now,
    t,
    locale,
    hrefOf,
  }: {
    near: GeoPoint | null;
    now: number;
    t: Translate;
    locale: string;
    hrefOf: (handle: string) => string;
  },
): AvailabilityRow[] {
  const byId = new Map(stores.map((store) => [store.id, store]));
  const rows = stock.map((item, order) => {
    const store = byId.get(item.location.id);
    const {coordinates} = item.location;
    const km = near && coordinates ? distanceKm(near, coordinates) : null;
    const hours = store && hoursOf(store);
    const row: AvailabilityRow = {
      id: item.location.id,
      name: store?.name ?? item.location.name,
      city: item.location.city,
      href: hrefOf(store?.handle ?? handleFromName(item.location.name)),
      stock: !item.available ? 'outOfStock' : item.quantity <= LOW_STOCK ? 'lowStock' : 'inStock',
      status: hours ? statusText(storeStatus(hours, now), t).label : null,
      distance: km === null ? null : formatDistance(km, locale),
    };
    return {row, available: item.available, km, order};
  });
  return rows
    .sort(
      (a, b) =>
        Number(b.available) - Number(a.available) ||
        (a.km ?? Infinity) - (b.km ?? Infinity) ||
        a.order - b.order,
    )
    .map(({row}) => row);
}
