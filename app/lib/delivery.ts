/**
 * The delivery estimate with dates (docs/product.md#delivery-and-free-shipping): the standard
 * rate's business days counted on the warehouse's calendar, Europe/Rome, where Saturdays, Sundays
 * and Italian national holidays are not business days. An order placed on a business day before
 * the cut-off leaves that day, any other the next business day; it arrives between `minDays` and
 * `maxDays` business days after leaving. Pure: the layout computes and words it from the
 * request's time, and pages render those words, so server and browser agree.
 */
import {ORDER_CUTOFF_HOUR, STANDARD_DELIVERY} from './shipping';
import type {Market} from './markets';
import {intlCached} from './intl-cache';

/** A calendar day; `month` is 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The first and last day: `YYYY-MM-DD`, or in words once formatted. */
export interface DeliveryEstimate {
  from: string;
  to: string;
}

function inRome(now: Date): {today: CalendarDay; hour: number} {
  const parts = intlCached(
    'rome-clock',
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Rome',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        hourCycle: 'h23',
      }),
  ).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {today: {year: part('year'), month: part('month'), day: part('day')}, hour: part('hour')};
}

const utc = ({year, month, day}: CalendarDay) => new Date(Date.UTC(year, month - 1, day));
const toDay = (date: Date): CalendarDay => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
const plusDays = (day: CalendarDay, days: number) =>
  toDay(new Date(utc(day).getTime() + days * 86_400_000));

/** Easter Sunday (the Gregorian computus, anonymous algorithm). */
function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return {year, month, day: ((h + l - 7 * m + 114) % 31) + 1};
}

/** Italy's national holidays on fixed dates (month-day); 4 October from 2026 (law 151/2025). */
const FIXED_HOLIDAYS = [
  '1-1',
  '1-6',
  '4-25',
  '5-1',
  '6-2',
  '8-15',
  '11-1',
  '12-8',
  '12-25',
  '12-26',
];

export function isItalianHoliday(day: CalendarDay): boolean {
  if (FIXED_HOLIDAYS.includes(`${day.month}-${day.day}`)) return true;
  if (day.year >= 2026 && day.month === 10 && day.day === 4) return true;
  const easterMonday = plusDays(easterSunday(day.year), 1);
  return easterMonday.month === day.month && easterMonday.day === day.day;
}

export function isBusinessDay(day: CalendarDay): boolean {
  const weekday = utc(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isItalianHoliday(day);
}

/** The business day `count` business days after `day` (0: `day` itself). */
export function addBusinessDays(day: CalendarDay, count: number): CalendarDay {
  let current = day;
  for (let left = count; left > 0;) {
    current = plusDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

const iso = (day: CalendarDay) => utc(day).toISOString().slice(0, 10);

/** When an order placed at `now` arrives with the standard rate. */
export function deliveryEstimate(now: Date): DeliveryEstimate {
  const {today, hour} = inRome(now);
  const leaves =
    isBusinessDay(today) && hour < ORDER_CUTOFF_HOUR ? today : addBusinessDays(today, 1);
  return {
    from: iso(addBusinessDays(leaves, STANDARD_DELIVERY.minDays)),
    to: iso(addBusinessDays(leaves, STANDARD_DELIVERY.maxDays)),
  };
}

/**
 * How each language writes a short date in running text: Italian and Croatian name the month
 * ("mar 25 novembre", "uto, 25. studenoga"), Slovenian numbers it ("tor., 25. 11."), which
 * needs no case ending.
 */
const MONTH: Record<Market['locale'], 'long' | 'numeric'> = {
  'it-IT': 'long',
  'sl-SI': 'numeric',
  'hr-HR': 'long',
};

/** The estimate's two dates as words; the first leaves its month out when both share it. */
export function formatDeliveryEstimate(
  estimate: DeliveryEstimate,
  market: Pick<Market, 'locale'>,
): DeliveryEstimate {
  const format = (date: string, withMonth: boolean) =>
    intlCached(
      `delivery|${market.locale}|${withMonth}`,
      () =>
        new Intl.DateTimeFormat(market.locale, {
          timeZone: 'UTC',
          weekday: 'short',
          day: 'numeric',
          ...(withMonth ? {month: MONTH[market.locale]} : {}),
        }),
    ).format(new Date(`${date}T12:00:00Z`));
  const sameMonth = estimate.from.slice(0, 7) === estimate.to.slice(0, 7);
  return {from: format(estimate.from, !sameMonth), to: format(estimate.to, true)};
}
