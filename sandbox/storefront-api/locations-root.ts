/**
 * `locations` (the stores that offer local pickup) and `ProductVariant.storeAvailability`, as
 * the Storefront API answers them: sorted by id, name, city or great-circle distance from `near`
 * (which DISTANCE requires), paged as connections; a variant's availability lists only the
 * stores that carry it, by city and name, or nearest first with `near`.
 */
import {GraphQLError} from 'graphql';
import type {Catalog, VariantRecord} from '../db/catalog';
import {storeQuantity, type LocationRecord} from '../db/locations';
import {connection, type ConnectionArgs} from './connection';
import type {ApiContext} from './context';
import {LocationView, StoreAvailabilityView} from './views/location';

interface GeoCoordinate {
  latitude: number;
  longitude: number;
}

type LocationArgs = ConnectionArgs & {near?: GeoCoordinate | null; sortKey?: string | null};

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine); a store without coordinates is infinitely far. */
function distanceKm(from: GeoCoordinate, location: LocationRecord): number {
  if (location.latitude === null || location.longitude === null) return Infinity;
  const dLat = radians(location.latitude - from.latitude);
  const dLng = radians(location.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(location.latitude)) *
      Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function byDistance(list: readonly LocationRecord[], near: GeoCoordinate): LocationRecord[] {
  return list
    .map((location) => ({location, km: distanceKm(near, location)}))
    .sort((a, b) => a.km - b.km || a.location.id - b.location.id)
    .map(({location}) => location);
}

const text = (value: string | null) => value ?? '';
const byName = (a: LocationRecord, b: LocationRecord) =>
  a.name.localeCompare(b.name, 'en') || a.id - b.id;
const byCity = (a: LocationRecord, b: LocationRecord) =>
  text(a.city).localeCompare(text(b.city), 'en') || byName(a, b);

/** Sorted lists live as long as the catalogue, so connections' cursor maps are built once. */
const sortedLists = new WeakMap<Catalog, Map<string, LocationRecord[]>>();

function sorted(catalog: Catalog, key: 'NAME' | 'CITY'): LocationRecord[] {
  let lists = sortedLists.get(catalog);
  if (!lists) sortedLists.set(catalog, (lists = new Map()));
  let list = lists.get(key);
  if (!list) lists.set(key, (list = [...catalog.locations].sort(key === 'NAME' ? byName : byCity)));
  return list;
}

function sortedLocations(catalog: Catalog, sortKey: string, near: GeoCoordinate | null) {
  switch (sortKey) {
    case 'DISTANCE':
      if (!near)
        throw new GraphQLError('`near` is required when sorting locations by DISTANCE.', {
          extensions: {code: 'BAD_REQUEST'},
        });
      return byDistance(catalog.locations, near);
    case 'NAME':
    case 'CITY':
      return sorted(catalog, sortKey);
    default:
      return catalog.locations;
  }
}

export const locationsRoot = {
  locations: ({near, sortKey, ...page}: LocationArgs, ctx: ApiContext) =>
    connection(
      sortedLocations(ctx.catalog, sortKey ?? 'ID', near ?? null),
      page,
      (location) => location.id,
      (location) => new LocationView(location),
    ),
};

/** `ProductVariant.storeAvailability`: the stores that carry the variant, with its quantity. */
export function storeAvailability(
  variant: VariantRecord,
  {near, ...page}: ConnectionArgs & {near?: GeoCoordinate | null},
  ctx: ApiContext,
) {
  const carried = sorted(ctx.catalog, 'CITY').filter(
    (location) => storeQuantity(variant.id, location.id) !== null,
  );
  return connection(
    near ? byDistance(carried, near) : carried,
    page,
    (location) => location.id,
    (location) => new StoreAvailabilityView(location, storeQuantity(variant.id, location.id)!),
  );
}
