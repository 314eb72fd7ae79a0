import {describe, expect, it} from 'vitest';
import {formatEuros} from '~/lib/euro-prices';
import {MARKETS} from '~/lib/markets';

const LOCALES = Object.values(MARKETS).map((market) => market.locale);
const intl = (locale: string) =>
  new Intl.NumberFormat(locale, {style: 'currency', currency: 'EUR'});

/** Amounts where a hand-written format goes wrong: halves, grouping edges, signs, float noise. */
const EDGES = [
  0,
  -0,
  0.004,
  0.005,
  0.015,
  0.125,
  0.135,
  1.005,
  1.115,
  2.675,
  8.345,
  0.1 + 0.2,
  9.995,
  19.9,
  99.99,
  999.995,
  1000,
  1234.5,
  9999.99,
  9999.995,
  10000,
  12345.678,
  99999.995,
  123456.785,
  1234567.5,
  987654321.129,
  1e-7,
  -0.001,
  -5,
  -12.5,
  -1234.5,
  -10000.004,
];

describe('formatEuros', () => {
  it('writes what Intl writes in every market, at the edges', () => {
    for (const locale of LOCALES) {
      const reference = intl(locale);
      for (const value of EDGES)
        expect([locale, value, formatEuros(value, locale)]).toEqual([
          locale,
          value,
          reference.format(value),
        ]);
    }
  });

  it('writes what Intl writes in every market, for prices as the Storefront API sends them', () => {
    // A fixed pseudo-random walk over cents and half-cents, so a failure repeats.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (const locale of LOCALES) {
      const reference = intl(locale);
      for (let i = 0; i < 3000; i++) {
        const value = Number.parseFloat(
          `${next() % 200000}.${String(next() % 1000).padStart(3, '0')}`,
        );
        expect(formatEuros(value, locale)).toBe(reference.format(value));
      }
    }
  });

  it('answers null where Intl must: another locale, a value out of range', () => {
    expect(formatEuros(12, 'de-DE')).toBeNull();
    expect(formatEuros(Number.NaN, 'it-IT')).toBeNull();
    expect(formatEuros(1e15, 'it-IT')).toBeNull();
    // Positive control: the same value in range is written.
    expect(formatEuros(12, 'it-IT')).toBe('12,00\u00a0€');
  });
});
