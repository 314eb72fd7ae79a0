/**
 * Locale data per market (docs/product.md#formatting): prices, dates and plural rules with the
 * market's explicit locale, so server and browser render the same text (it-IT 12 → "12,00 €" with
 * U+00A0).
 */
import type {Market} from './markets';
import {formatEuros} from './euro-prices';
import {intlCached} from './intl-cache';

const priceOptions = (currency: string) => ({style: 'currency', currency}) as const;

const priceFormat = (locale: string, currency: string) =>
  intlCached(
    `price|${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, priceOptions(currency)),
  );

/** Formats a Storefront API MoneyV2 amount (a decimal string) or a number. */
export function formatPrice(
  amount: string | number,
  market: Pick<Market, 'locale' | 'currency'>,
  currency: string = market.currency,
): string {
  const parsed = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  const value = Number.isFinite(parsed) ? parsed : 0;
  return (
    (currency === 'EUR' ? formatEuros(value, market.locale) : null) ??
    priceFormat(market.locale, currency).format(value)
  );
}

interface DateOptions {
  dateStyle?: 'long' | 'medium';
  /** Orders and articles carry UTC instants shown as their UTC day; the shop's own dates, Rome's. */
  timeZone?: 'UTC' | 'Europe/Rome';
}

export function formatDate(
  date: Date | string,
  market: Pick<Market, 'locale'>,
  {dateStyle = 'long', timeZone = 'Europe/Rome'}: DateOptions = {},
): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return intlCached(
    `date|${market.locale}|${dateStyle}|${timeZone}`,
    () => new Intl.DateTimeFormat(market.locale, {dateStyle, timeZone}),
  ).format(value);
}

/** A ratio (0.125) as the market writes a percentage ("12,5 %"), at most two decimals. */
export function formatPercent(ratio: number, market: Pick<Market, 'locale'>): string {
  return intlCached(
    `percent|${market.locale}`,
    () => new Intl.NumberFormat(market.locale, {style: 'percent', maximumFractionDigits: 2}),
  ).format(ratio);
}

/** A quantity in a unit, long form ("30 giorni"). */
export function formatUnit(value: number, unit: string, market: Pick<Market, 'locale'>): string {
  return intlCached(
    `unit|${market.locale}|${unit}`,
    () => new Intl.NumberFormat(market.locale, {style: 'unit', unit, unitDisplay: 'long'}),
  ).format(value);
}

/** CLDR plural category: sl has one/two/few/other, hr one/few/other, it one/many/other. */
export function pluralCategory(count: number, market: Pick<Market, 'locale'>): Intl.LDMLPluralRule {
  return intlCached(`plural|${market.locale}`, () => new Intl.PluralRules(market.locale)).select(
    count,
  );
}

/** Whole-number discount percentage of a sale price against its compare-at price. */
export function discountPercent(price: string | number, compareAt: string | number): number {
  const now = Number(price);
  const before = Number(compareAt);
  if (!(before > now) || !(now >= 0)) return 0;
  return Math.round(((before - now) / before) * 100);
}
