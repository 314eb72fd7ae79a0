/**
 * A store's opening hours at an instant, in the store's own time zone (docs/product.md#stores):
 * open now, closing soon (within 30 minutes), or closed and when it opens next. A day's hours are
 * its exception's when it has one (a holiday: none), else its weekday's; an interval may end after
 * midnight ("16:30"–"01:00" on Saturday is still Saturday's, into Sunday). Local times become
 * instants through the zone's offset on that day, so a change to or from summer time moves
 * nothing: a night that loses an hour is an hour shorter.
 */
import {intlCached} from '../intl-cache';
import {
  WEEKDAYS,
  type HoursException,
  type HoursInterval,
  type WeeklyHours,
  type Weekday,
} from './store-types';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
/** A store closing within this many minutes is "closing soon". */
const CLOSING_SOON_MINUTES = 30;
/** How far ahead "opens at" looks: a week and a day covers any weekly schedule. */
const LOOKAHEAD_DAYS = 8;

export interface StoreHours {
  hours: WeeklyHours;
  exceptions: readonly HoursException[];
  timeZone: string;
}

export type StoreStatus =
  | {state: 'open' | 'closing-soon'; closesAt: string}
  | {state: 'closed'; opensAt: {day: 'today' | 'tomorrow' | Weekday; time: string} | null};

/** "09:30" → 570, "24:00" → 1440; anything else null. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= DAY_MINUTES ? minutes : null;
}

function wallClock(instant: number, timeZone: string) {
  const format = intlCached(
    `wall-clock|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );
  const parts = format.formatToParts(instant);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    minutes: value('hour') * 60 + value('minute'),
    seconds: value('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return dateOf(utcMidnight(date) + days * DAY_MINUTES * MINUTE_MS);
}

function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(utcMidnight(date)).getUTCDay() + 6) % 7]!;
}

/** The store's local date and time of day at an instant. */
export function localTime(instant: number, timeZone: string): {date: string; minutes: number} {
  const {year, month, day, minutes} = wallClock(instant, timeZone);
  return {date: `${year}-${pad(month)}-${pad(day)}`, minutes};
}

/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const {year, month, day, minutes, seconds} = wallClock(instant, timeZone);
  const wall = Date.UTC(year, month - 1, day) + minutes * MINUTE_MS + seconds * 1000;
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a local time of a date happens; minutes past 24 h run into the next days. */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const wall = utcMidnight(date) + minutes * MINUTE_MS;
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** A date's hours: its exception's when it has one, else its weekday's. */
export function hoursOn(
  date: string,
  {hours, exceptions}: Pick<StoreHours, 'hours' | 'exceptions'>,
): {intervals: HoursInterval[]; exception: HoursException | null} {
  const exception = exceptions.find((item) => item.date === date) ?? null;
  return {intervals: exception ? exception.hours : hours[weekdayOf(date)], exception};
}

interface Span {
  start: number;
  end: number;
}

function spansOn(date: string, store: StoreHours): Span[] {
  return hoursOn(date, store).intervals.flatMap(([opens, closes]) => {
    const start = minutesOf(opens);
    const end = minutesOf(closes);
    if (start === null || end === null) return [];
    return [
      {
        start: zonedInstant(date, start, store.timeZone),
        end: zonedInstant(date, end <= start ? end + DAY_MINUTES : end, store.timeZone),
      },
    ];
  });
}

const clockTime = (instant: number, timeZone: string) => {
  const {minutes} = localTime(instant, timeZone);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

/** Open, closing soon or closed at `now`, and until or from when, in the store's time zone. */
export function storeStatus(store: StoreHours, now: number): StoreStatus {
  const today = localTime(now, store.timeZone).date;
  // Yesterday's last interval may still be running after midnight.
  const spans = Array.from({length: LOOKAHEAD_DAYS + 1}, (_, k) =>
    spansOn(addDays(today, k - 1), store),
  )
    .flat()
    .sort((a, b) => a.start - b.start);
  const current = spans.find((span) => span.start <= now && now < span.end);
  if (current) {
    // Back-to-back intervals ("…–24:00" then "00:00–…") are one opening.
    let end = current.end;
    for (const span of spans) if (span.start <= end && span.end > end) end = span.end;
    const soon = end - now <= CLOSING_SOON_MINUTES * MINUTE_MS;
    return {state: soon ? 'closing-soon' : 'open', closesAt: clockTime(end, store.timeZone)};
  }
  const next = spans.find((span) => span.start > now);
  if (!next) return {state: 'closed', opensAt: null};
  const opensOn = localTime(next.start, store.timeZone).date;
  const day =
    opensOn === today ? 'today' : opensOn === addDays(today, 1) ? 'tomorrow' : weekdayOf(opensOn);
  return {state: 'closed', opensAt: {day, time: clockTime(next.start, store.timeZone)}};
}

/** The store's hours today (local date), with the exception's note when the day has one. */
export function todayHours(store: StoreHours, now: number) {
  const date = localTime(now, store.timeZone).date;
  const {intervals, exception} = hoursOn(date, store);
  return {date, weekday: weekdayOf(date), intervals, note: exception?.note ?? null};
}

/** Exceptions from today on, within `days` days, in date order. */
export function upcomingExceptions(store: StoreHours, now: number, days: number): HoursException[] {
  const today = localTime(now, store.timeZone).date;
  const last = addDays(today, days);
  return store.exceptions
    .filter((item) => item.date >= today && item.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date));
}
