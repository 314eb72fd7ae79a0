/**
 * Distances to the stores (docs/product.md#stores): great-circle kilometres (haversine) from
 * where the shopper is, the stores nearest first, and the distance as the market writes it.
 */
import type {GeoPoint} from './store-types';
import {intlCached} from '../intl-cache';

export const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The items nearest first, each with its distance (null without coordinates, last); items as
 * far as each other keep their order.
 */
export function byDistance<T extends {coordinates: GeoPoint | null}>(
  items: readonly T[],
  from: GeoPoint,
): Array<T & {distanceKm: number | null}> {
  return items
    .map((item) => ({
      ...item,
      distanceKm: item.coordinates ? distanceKm(from, item.coordinates) : null,
    }))
    .sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
}

/** "2,4 km" under 10 km, "37 km" beyond, in the market's locale. */
export function formatDistance(km: number, locale: string): string {
  const digits = km < 10 ? 1 : 0;
  return intlCached(
    `distance|${locale}|${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      }),
  ).format(km);
}

/** Coordinates a browser may give: finite, on Earth. */
export function isGeoPoint(value: unknown): value is GeoPoint {
  if (typeof value !== 'object' || value === null) return false;
  const {latitude, longitude} = value as Record<string, unknown>;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}
