/**
 * What the store pages show of a store at an instant (docs/product.md#stores): its status and
 * today's hours in its own time zone, its country in the market's language; on its own page also
 * the week and the exceptions ahead. Computed by the loader, so the browser gets the answer and
 * none of the time-zone arithmetic.
 */
import {
  addDays,
  hoursOn,
  localTime,
  storeStatus,
  todayHours,
  upcomingExceptions,
  type StoreStatus,
} from './opening-hours';
import {intlCached} from '../intl-cache';
import {
  WEEKDAYS,
  type HoursException,
  type HoursInterval,
  type Store,
  type Weekday,
} from './store-types';

/** Exceptions a store page lists, from today on. */
const EXCEPTIONS_AHEAD_DAYS = 60;

export interface StoreCard extends Pick<
  Store,
  'id' | 'handle' | 'name' | 'street' | 'city' | 'zip' | 'coordinates' | 'phone' | 'services'
> {
  /** The country in the market's language. */
  country: string;
  /** Null without hours (the content service could not say). */
  status: StoreStatus | null;
  today: {intervals: HoursInterval[]; note: string | null} | null;
}

export interface StorePageData extends StoreCard {
  email: string | null;
  photo: Store['photo'];
  /** This week, Monday first, each day with its hours (exceptions included). */
  week: Array<{
    weekday: Weekday;
    date: string;
    intervals: HoursInterval[];
    note: string | null;
    today: boolean;
  }> | null;
  exceptions: HoursException[];
}

/** A country code in the market's language: "SI" → "Slovenia" (it), "Slovenija" (sl). */
export function countryName(code: string, locale: string): string {
  const names = intlCached(
    `region|${locale}`,
    () => new Intl.DisplayNames(locale, {type: 'region'}),
  );
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A store's hours, when its details are known. */
export const hoursOf = (store: Store) =>
  store.hours && store.timeZone
    ? {hours: store.hours, exceptions: store.exceptions, timeZone: store.timeZone}
    : null;

export function storeCard(store: Store, now: number, locale: string): StoreCard {
  const hours = hoursOf(store);
  const today = hours && todayHours(hours, now);
  return {
    id: store.id,
    handle: store.handle,
    name: store.name,
    street: store.street,
    city: store.city,
    zip: store.zip,
    coordinates: store.coordinates,
    phone: store.phone,
    services: store.services,
    country: countryName(store.countryCode, locale),
    status: hours && storeStatus(hours, now),
    today: today && {intervals: today.intervals, note: today.note},
  };
}

export function storePage(store: Store, now: number, locale: string): StorePageData {
  const hours = hoursOf(store);
  let week: StorePageData['week'] = null;
  if (hours) {
    const today = localTime(now, hours.timeZone).date;
    const monday = addDays(today, -WEEKDAYS.indexOf(todayHours(hours, now).weekday));
    week = WEEKDAYS.map((weekday, k) => {
      const date = addDays(monday, k);
      const {intervals, exception} = hoursOn(date, hours);
      return {weekday, date, intervals, note: exception?.note ?? null, today: date === today};
    });
  }
  return {
    ...storeCard(store, now, locale),
    email: store.email,
    photo: store.photo,
    week,
    exceptions: hours ? upcomingExceptions(hours, now, EXCEPTIONS_AHEAD_DAYS) : [],
  };
}
