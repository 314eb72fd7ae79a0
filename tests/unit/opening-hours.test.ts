/**
 * Opening hours (docs/product.md#stores): open now, closing soon, closed and when it opens next,
 * in the store's time zone; the night between Saturday and Sunday; holidays and special hours;
 * the nights summer time starts and ends.
 */
import {describe, expect, it} from 'vitest';
import {
  minutesOf,
  storeStatus,
  todayHours,
  upcomingExceptions,
  zonedInstant,
  type StoreHours,
} from '~/lib/stores/opening-hours';
import type {WeeklyHours} from '~/lib/stores/store-types';

const week = (
  weekdays: WeeklyHours['mon'],
  sat: WeeklyHours['sat'],
  sun: WeeklyHours['sun'] = [],
): WeeklyHours => ({
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat,
  sun,
});

const DUOMO: StoreHours = {
  timeZone: 'Europe/Rome',
  hours: week([['09:30', '20:00']], [['09:30', '20:30']], [['10:00', '19:00']]),
  exceptions: [
    {date: '2026-12-24', hours: [['09:30', '14:00']], note: 'Vigilia di Natale'},
    {date: '2026-12-25', hours: [], note: 'Natale'},
    {date: '2026-12-26', hours: [], note: 'Santo Stefano'},
    {date: '2027-06-24', hours: [], note: 'San Giovanni'},
  ],
};
/** Saturday night into Sunday; closed on Sundays. */
const CHIAIA: StoreHours = {
  timeZone: 'Europe/Rome',
  hours: week(
    [['10:00', '20:00']],
    [
      ['10:00', '13:30'],
      ['16:30', '01:00'],
    ],
  ),
  exceptions: [],
};

/** An instant from Rome's wall clock in winter (UTC+1). */
const romeWinter = (date: string, time: string) => Date.parse(`${date}T${time}:00+01:00`);
const romeSummer = (date: string, time: string) => Date.parse(`${date}T${time}:00+02:00`);

describe('minutesOf', () => {
  it('reads HH:MM up to 24:00 and nothing else', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('24:00')).toBe(1440);
    for (const bad of ['9:30', '24:01', '25:00', '12:60', '12.30', '', '12:30:00'])
      expect(minutesOf(bad)).toBeNull();
  });
});

describe('storeStatus', () => {
  it('is open with its closing time during opening hours', () => {
    // Monday 23 November 2026, noon in Milan.
    expect(storeStatus(DUOMO, romeWinter('2026-11-23', '12:00'))).toEqual({
      state: 'open',
      closesAt: '20:00',
    });
  });

  it('is closing soon from 30 minutes before closing, open a minute earlier', () => {
    expect(storeStatus(DUOMO, romeWinter('2026-11-23', '19:29')).state).toBe('open');
    expect(storeStatus(DUOMO, romeWinter('2026-11-23', '19:30'))).toEqual({
      state: 'closing-soon',
      closesAt: '20:00',
    });
    expect(storeStatus(DUOMO, romeWinter('2026-11-23', '19:59')).state).toBe('closing-soon');
  });

  it('is closed before opening (opens today) and at closing time (opens tomorrow)', () => {
    expect(storeStatus(DUOMO, romeWinter('2026-11-23', '08:00'))).toEqual({
      state: 'closed',
      opensAt: {day: 'today', time: '09:30'},
    });
    expect(storeStatus(DUOMO, romeWinter('2026-11-23', '20:00'))).toEqual({
      state: 'closed',
      opensAt: {day: 'tomorrow', time: '09:30'},
    });
  });

  it('counts the night between Saturday and Sunday as Saturday’s opening', () => {
    // Saturday 28 November 2026.
    expect(storeStatus(CHIAIA, romeWinter('2026-11-28', '14:00'))).toEqual({
      state: 'closed',
      opensAt: {day: 'today', time: '16:30'},
    });
    expect(storeStatus(CHIAIA, romeWinter('2026-11-28', '23:00'))).toEqual({
      state: 'open',
      closesAt: '01:00',
    });
    // Sunday, after midnight: still Saturday's interval, then closed until Monday.
    expect(storeStatus(CHIAIA, romeWinter('2026-11-29', '00:10'))).toEqual({
      state: 'open',
      closesAt: '01:00',
    });
    expect(storeStatus(CHIAIA, romeWinter('2026-11-29', '00:40')).state).toBe('closing-soon');
    expect(storeStatus(CHIAIA, romeWinter('2026-11-29', '01:00'))).toEqual({
      state: 'closed',
      opensAt: {day: 'tomorrow', time: '10:00'},
    });
  });

  it('follows holidays and special hours, naming the weekday it opens again', () => {
    // Christmas Eve closes at 14:00; Christmas and Boxing Day are closed; Sunday the 27th opens.
    expect(storeStatus(DUOMO, romeWinter('2026-12-24', '13:45'))).toEqual({
      state: 'closing-soon',
      closesAt: '14:00',
    });
    expect(storeStatus(DUOMO, romeWinter('2026-12-24', '15:00'))).toEqual({
      state: 'closed',
      opensAt: {day: 'sun', time: '10:00'},
    });
    expect(storeStatus(DUOMO, romeWinter('2026-12-25', '12:00'))).toEqual({
      state: 'closed',
      opensAt: {day: 'sun', time: '10:00'},
    });
    // The same weekday without its holiday is an ordinary open day.
    expect(storeStatus(DUOMO, romeWinter('2026-12-18', '12:00')).state).toBe('open');
  });

  it('keeps Saturday night open into a Sunday holiday, and drops it when Saturday is the holiday', () => {
    const sundayOff = {...CHIAIA, exceptions: [{date: '2026-11-29', hours: [], note: null}]};
    expect(storeStatus(sundayOff, romeWinter('2026-11-29', '00:30')).state).toBe('closing-soon');
    const saturdayOff = {...CHIAIA, exceptions: [{date: '2026-11-28', hours: [], note: null}]};
    expect(storeStatus(saturdayOff, romeWinter('2026-11-29', '00:30'))).toEqual({
      state: 'closed',
      opensAt: {day: 'tomorrow', time: '10:00'},
    });
  });

  it('reads the hours in the store’s time zone: one instant, two answers', () => {
    const hours = week([['09:00', '10:30']], [['09:00', '10:30']]);
    const now = Date.UTC(2026, 10, 23, 15, 0); // 16:00 in Rome, 10:00 in New York
    expect(storeStatus({hours, exceptions: [], timeZone: 'America/New_York'}, now)).toEqual({
      state: 'closing-soon',
      closesAt: '10:30',
    });
    expect(storeStatus({hours, exceptions: [], timeZone: 'Europe/Rome'}, now)).toEqual({
      state: 'closed',
      opensAt: {day: 'tomorrow', time: '09:00'},
    });
  });

  it('counts real minutes on the nights summer time starts and ends', () => {
    // 29 March 2026: 02:00 becomes 03:00. At 01:40 a 03:00 closing is 20 minutes away.
    const night = (closes: string): StoreHours => ({
      ...CHIAIA,
      hours: {...CHIAIA.hours, sat: [['22:00', closes]]},
    });
    const springNow = romeWinter('2026-03-29', '01:40');
    expect(springNow).toBe(Date.UTC(2026, 2, 29, 0, 40));
    expect(storeStatus(night('03:00'), springNow)).toEqual({
      state: 'closing-soon',
      closesAt: '03:00',
    });
    // 25 October 2026: 03:00 becomes 02:00 again. A 02:30 closing is the second 02:30.
    expect(storeStatus(night('02:30'), romeSummer('2026-10-25', '02:10'))).toEqual({
      state: 'open',
      closesAt: '02:30',
    });
    expect(storeStatus(night('02:30'), romeWinter('2026-10-25', '02:10')).state).toBe(
      'closing-soon',
    );
  });
});

describe('zonedInstant', () => {
  it('turns a local time into an instant, with the offset of that day', () => {
    expect(zonedInstant('2026-01-15', 9 * 60 + 30, 'Europe/Zagreb')).toBe(
      Date.UTC(2026, 0, 15, 8, 30),
    );
    expect(zonedInstant('2026-07-15', 9 * 60 + 30, 'Europe/Ljubljana')).toBe(
      Date.UTC(2026, 6, 15, 7, 30),
    );
    // Past midnight runs into the next day.
    expect(zonedInstant('2026-07-15', 25 * 60, 'Europe/Rome')).toBe(Date.UTC(2026, 6, 15, 23));
  });
});

describe('todayHours and upcomingExceptions', () => {
  it('gives today’s intervals, or the exception’s with its note', () => {
    expect(todayHours(DUOMO, romeWinter('2026-11-28', '12:00'))).toEqual({
      date: '2026-11-28',
      weekday: 'sat',
      intervals: [['09:30', '20:30']],
      note: null,
    });
    expect(todayHours(DUOMO, romeWinter('2026-12-25', '08:00'))).toEqual({
      date: '2026-12-25',
      weekday: 'fri',
      intervals: [],
      note: 'Natale',
    });
    // Just after midnight UTC it is already the next day in Rome.
    expect(todayHours(DUOMO, Date.UTC(2026, 11, 24, 23, 30)).date).toBe('2026-12-25');
  });

  it('lists the exceptions from today within the window, in date order', () => {
    const now = romeWinter('2026-12-24', '18:00');
    expect(upcomingExceptions(DUOMO, now, 60).map((e) => e.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(upcomingExceptions(DUOMO, romeWinter('2027-01-01', '10:00'), 200)).toEqual([
      DUOMO.exceptions[3],
    ]);
  });
});
