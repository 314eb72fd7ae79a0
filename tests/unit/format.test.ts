import {describe, expect, it} from 'vitest';
import {
  discountPercent,
  formatDate,
  formatPercent,
  formatPrice,
  formatUnit,
  pluralCategory,
} from '~/lib/format';
import {MARKETS} from '~/lib/markets';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('formats euro prices per locale, with the no-break space', () => {
    expect(formatPrice('129.0', MARKETS.it)).toBe(`129,00${NBSP}€`);
    expect(formatPrice(1234.5, MARKETS.it)).toBe(`1234,50${NBSP}€`);
    expect(formatPrice(1234.5, MARKETS.hr)).toBe(`1.234,50${NBSP}€`);
    expect(formatPrice('19.9', MARKETS.sl)).toBe(`19,90${NBSP}€`);
  });

  it('leaves other currencies to Intl', () => {
    expect(formatPrice(12.5, MARKETS.it, 'USD')).toBe(`12,50${NBSP}USD`);
  });

  it('never prints NaN for a malformed amount', () => {
    expect(formatPrice('abc', MARKETS.it)).toBe(`0,00${NBSP}€`);
  });
});

describe('locale data', () => {
  it('uses each language plural rules', () => {
    expect([1, 2, 3, 5].map((n) => pluralCategory(n, MARKETS.sl))).toEqual([
      'one',
      'two',
      'few',
      'other',
    ]);
    expect([1, 3, 5, 21].map((n) => pluralCategory(n, MARKETS.hr))).toEqual([
      'one',
      'few',
      'other',
      'one',
    ]);
    expect([1, 2, 1_000_000].map((n) => pluralCategory(n, MARKETS.it))).toEqual([
      'one',
      'other',
      'many',
    ]);
  });

  it('formats dates per locale', () => {
    const date = new Date('2026-01-05T12:00:00Z');
    expect(formatDate(date, MARKETS.it)).toBe('5 gennaio 2026');
    expect(formatDate(date, MARKETS.hr)).toBe('5. siječnja 2026.');
  });

  it('formats an instant as its UTC day or as Rome’s, in the style asked', () => {
    // 23:30 UTC is already the next day in Rome.
    const late = '2026-01-05T23:30:00Z';
    expect(formatDate(late, MARKETS.it)).toBe('6 gennaio 2026');
    expect(formatDate(late, MARKETS.it, {timeZone: 'UTC'})).toBe('5 gennaio 2026');
    expect(formatDate(late, MARKETS.it, {dateStyle: 'medium', timeZone: 'UTC'})).toBe('5 gen 2026');
  });

  it('formats percentages and units per locale', () => {
    expect(formatPercent(0.125, MARKETS.it)).toBe('12,5%');
    expect(formatPercent(0.1, MARKETS.sl)).toBe('10\u00a0%');
    expect(formatUnit(30, 'day', MARKETS.it)).toBe('30 giorni');
    expect(formatUnit(2, 'year', MARKETS.hr)).toBe('2 godine');
  });

  it('computes the discount against the compare-at price', () => {
    expect(discountPercent('75.0', '100.0')).toBe(25);
    expect(discountPercent('100.0', '100.0')).toBe(0);
    expect(discountPercent('100.0', '80.0')).toBe(0);
  });
});
