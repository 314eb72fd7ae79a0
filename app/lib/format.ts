/**
 * Locale data per market (docs/product.md#formatting): prices, dates and plural rules with the
 * market's explicit locale, so server and browser render the same text (it-IT 12 → "12,00 €" with
 * U+00A0).
 */
import type {Market} from './markets';
import {intlCached} from './intl-cache';

const priceFormat = (locale: string, currency: string) =>
  intlCached(
    `price|${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, {style: 'currency', currency}),
  );

/** Formats a Storefront API MoneyV2 amount (a decimal string) or a number. */
export function formatPrice(
  amount: string | number,
  market: Pick<Market, 'locale' | 'currency'>,
  currency: string = market.currency,
): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return priceFormat(market.locale, currency).format(Number.isFinite(value) ? value : 0);
}

export function formatDate(date: Date | string, market: Pick<Market, 'locale'>): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return intlCached(
    `date|${market.locale}`,
    () => new Intl.DateTimeFormat(market.locale, {dateStyle: 'long', timeZone: 'Europe/Rome'}),
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
