/**
 * The `store` entries of the content service (docs/product.md#stores), validated into the shop's
 * `StoreDetails`: a Location gid, a handle, a name, an IANA time zone and well-formed hours, or the
 * entry is left out (reported) and its store shows without hours. A malformed exception is left
 * out alone; a service the shop has no words for is not shown.
 */
import type {MarketId} from '../markets';
import {minutesOf} from '../stores/opening-hours';
import {
  STORE_SERVICES,
  WEEKDAYS,
  type HoursException,
  type HoursInterval,
  type StoreDetails,
  type StoreService,
  type WeeklyHours,
} from '../stores/store-types';
import {entryOf, type MapOptions} from './content-mapping';
import {contentImage, isRecord, text} from './content-values';

const LOCATION_ID = /^gid:\/\/shopify\/Location\/\d+$/;
const HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', {timeZone: value});
    return true;
  } catch {
    return false;
  }
}

/** A list of ["HH:MM", "HH:MM"]; null when anything in it is not. */
function intervals(value: unknown): HoursInterval[] | null {
  if (!Array.isArray(value)) return null;
  const valid = value.every(
    (item) =>
      Array.isArray(item) &&
      item.length === 2 &&
      item.every((time) => typeof time === 'string' && minutesOf(time) !== null),
  );
  return valid ? (value as HoursInterval[]) : null;
}

/** Every weekday's intervals (a weekday left out is closed); null when one is malformed. */
function weeklyHours(value: unknown): WeeklyHours | null {
  if (!isRecord(value)) return null;
  const week: Partial<WeeklyHours> = {};
  for (const day of WEEKDAYS) {
    const hours = value[day] === undefined ? [] : intervals(value[day]);
    if (!hours) return null;
    week[day] = hours;
  }
  return week as WeeklyHours;
}

function exception(value: unknown, language: MarketId): HoursException | null {
  if (!isRecord(value) || typeof value.date !== 'string' || !DATE.test(value.date)) return null;
  const hours = intervals(value.hours);
  if (!hours) return null;
  const note = isRecord(value.note) ? (text(value.note[language]) ?? text(value.note.it)) : null;
  return {date: value.date, hours, note};
}

const isService = (value: unknown): value is StoreService =>
  (STORE_SERVICES as readonly unknown[]).includes(value);

export function toStoreDetails(
  value: unknown,
  options: MapOptions & {language: MarketId},
): StoreDetails | null {
  const entry = entryOf(value);
  if (!entry || entry.contentType !== 'store') return null;
  const {fields} = entry;
  const locationId = text(fields.locationId);
  const handle = text(fields.handle);
  const name = text(fields.name);
  const timeZone = text(fields.timeZone);
  const hours = weeklyHours(fields.openingHours);
  const checks: Array<[string, boolean]> = [
    ['locationId', Boolean(locationId && LOCATION_ID.test(locationId))],
    ['handle', Boolean(handle && HANDLE.test(handle))],
    ['name', Boolean(name)],
    ['timeZone', Boolean(timeZone && isTimeZone(timeZone))],
    ['openingHours', Boolean(hours)],
  ];
  const problem = checks.find(([, valid]) => !valid)?.[0];
  if (problem) {
    options.skip(entry.id, `store without a valid ${problem}`);
    return null;
  }
  const listed = Array.isArray(fields.exceptions) ? fields.exceptions : [];
  const exceptions = listed.flatMap((item) => exception(item, options.language) ?? []);
  if (exceptions.length < listed.length) options.skip(entry.id, 'one of its exceptions, malformed');
  return {
    locationId: locationId!,
    handle: handle!,
    name: name!,
    timeZone: timeZone!,
    hours: hours!,
    exceptions,
    services: (Array.isArray(fields.services) ? fields.services : []).filter(isService),
    photo: contentImage(fields.photo, options.imagesOrigin),
    phone: text(fields.phone),
    email: text(fields.email),
  };
}
