import {describe, expect, it} from 'vitest';
import {
  addBusinessDays,
  deliveryEstimate,
  formatDeliveryEstimate,
  isBusinessDay,
  isItalianHoliday,
} from '~/lib/delivery';
import {MARKETS} from '~/lib/markets';

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  return {year, month, day: date};
};

describe('the Italian business calendar', () => {
  it.each(['2024-04-01', '2025-04-21', '2026-04-06', '2027-03-29'])(
    'Easter Monday %s is a holiday',
    (date) => expect(isItalianHoliday(day(date))).toBe(true),
  );

  it.each([
    '2025-01-01',
    '2025-01-06',
    '2025-04-25',
    '2025-05-01',
    '2025-06-02',
    '2025-08-15',
    '2025-11-01',
    '2025-12-08',
    '2025-12-25',
    '2025-12-26',
    '2027-10-04',
  ])('%s is a national holiday', (date) => expect(isItalianHoliday(day(date))).toBe(true));

  it('knows 4 October only from 2026, and ordinary days are not holidays', () => {
    expect(isItalianHoliday(day('2024-10-04'))).toBe(false);
    expect(isItalianHoliday(day('2025-04-22'))).toBe(false); // the Tuesday after Easter
    expect(isItalianHoliday(day('2025-11-25'))).toBe(false);
  });

  it('has no business day at weekends or on holidays', () => {
    expect(isBusinessDay(day('2025-11-24'))).toBe(true); // Monday
    expect(isBusinessDay(day('2025-11-29'))).toBe(false); // Saturday
    expect(isBusinessDay(day('2025-11-30'))).toBe(false); // Sunday
    expect(isBusinessDay(day('2025-12-08'))).toBe(false); // Monday, Immacolata
  });

  it('counts business days over weekends and holidays', () => {
    expect(addBusinessDays(day('2025-11-28'), 1)).toEqual(day('2025-12-01'));
    expect(addBusinessDays(day('2025-12-05'), 1)).toEqual(day('2025-12-09'));
    expect(addBusinessDays(day('2025-11-24'), 0)).toEqual(day('2025-11-24'));
  });
});

/** An instant given as Rome's wall-clock time (winter: UTC+1, summer: UTC+2). */
const rome = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);

describe('deliveryEstimate: 3 to 5 business days from the day the order leaves', () => {
  it('a Monday morning order leaves that day', () => {
    expect(deliveryEstimate(rome('2025-11-24T10:00'))).toEqual({
      from: '2025-11-27',
      to: '2025-12-01',
    });
  });

  it('a Friday evening order leaves on Monday, and the Immacolata holiday adds a day', () => {
    expect(deliveryEstimate(rome('2025-11-28T19:30'))).toEqual({
      from: '2025-12-04',
      to: '2025-12-09',
    });
  });

  it('a weekend order counts like a Friday evening one', () => {
    const friday = deliveryEstimate(rome('2025-11-28T19:30'));
    expect(deliveryEstimate(rome('2025-11-29T09:00'))).toEqual(friday);
    expect(deliveryEstimate(rome('2025-11-30T23:59'))).toEqual(friday);
  });

  it('skips Liberation Day and Labour Day', () => {
    expect(deliveryEstimate(rome('2025-04-24T10:00', '+02:00'))).toEqual({
      from: '2025-04-30',
      to: '2025-05-05',
    });
  });

  it('crosses the year end over Christmas, Saint Stephen, New Year and Epiphany', () => {
    expect(deliveryEstimate(rome('2025-12-23T15:00'))).toEqual({
      from: '2025-12-31',
      to: '2026-01-05',
    });
    expect(deliveryEstimate(rome('2025-12-31T16:00'))).toEqual({
      from: '2026-01-08',
      to: '2026-01-12',
    });
  });

  it('uses Rome time for the 14:00 cut-off, summer time included', () => {
    expect(deliveryEstimate(rome('2025-07-01T13:59', '+02:00')).from).toBe('2025-07-04');
    expect(deliveryEstimate(rome('2025-07-01T14:00', '+02:00')).from).toBe('2025-07-07');
    // 23:30 UTC on Monday is already Tuesday in Rome.
    expect(deliveryEstimate(new Date('2025-11-24T23:30:00Z')).from).toBe('2025-11-28');
  });
});

describe('formatDeliveryEstimate', () => {
  const sameMonth = {from: '2025-11-25', to: '2025-11-27'};
  const twoMonths = {from: '2025-11-28', to: '2025-12-02'};

  it.each([
    ['it', sameMonth, {from: 'mar 25', to: 'gio 27 novembre'}],
    ['it', twoMonths, {from: 'ven 28 novembre', to: 'mar 2 dicembre'}],
    ['sl', sameMonth, {from: 'tor., 25.', to: 'čet., 27. 11.'}],
    ['hr', twoMonths, {from: 'pet, 28. studenoga', to: 'uto, 2. prosinca'}],
  ] as const)('%s %j', (id, estimate, words) => {
    expect(formatDeliveryEstimate(estimate, MARKETS[id])).toEqual(words);
  });
});
