/**
 * Where the shopper said they are ("Vicino a me", docs/product.md#store-locator): asked of the
 * browser only when they press the button, kept for the visit in session storage, rounded to
 * about 100 m, and never sent anywhere but the store availability's own request.
 */
import {readStored, writeStored} from '../browser-storage';
import {stored} from '../cookie-names';
import {isGeoPoint} from './distance';
import type {GeoPoint} from './store-types';

const KEY = stored('passoShopperLocation');
/** How long the browser may answer with a position it already has, and wait for a new one. */
const MAX_AGE_MS = 10 * 60_000;
const TIMEOUT_MS = 15_000;

const round = (value: number) => Math.round(value * 1000) / 1000;

export function readShopperLocation(): GeoPoint | null {
  const value = readStored(KEY, 'sessionStorage');
  return isGeoPoint(value) ? value : null;
}

export type LocateOutcome = GeoPoint | 'denied' | 'unavailable';

/** Asks the browser (it may ask the shopper); remembers the answer for the visit. */
export function locateShopper(): Promise<LocateOutcome> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve('unavailable');
    navigator.geolocation.getCurrentPosition(
      ({coords}) => {
        const point = {latitude: round(coords.latitude), longitude: round(coords.longitude)};
        writeStored(KEY, point, 'sessionStorage');
        resolve(point);
      },
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      {maximumAge: MAX_AGE_MS, timeout: TIMEOUT_MS},
    );
  });
}
