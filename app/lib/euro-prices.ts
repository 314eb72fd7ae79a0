/**
 * Euro prices written as CLDR writes them for the shop's locales ("1234,50 €", "12.345,00 €",
 * "−5,00 €" in sl and hr), without `Intl`. A page's first `Intl.NumberFormat` loads the browser's
 * locale data: 90–180 ms of a phone's CPU (×4) inside hydration, where the first price is drawn
 * (docs/decisions/0043). `tests/unit/euro-prices.test.ts` checks every case against `Intl`.
 */

interface EuroStyle {
  minus: string;
  /** CLDR's minimumGroupingDigits: "1000,00 €" in it and sl, "1.000,00 €" in hr. */
  minimumGroupingDigits: number;
}

const STYLES: Record<string, EuroStyle> = {
  'it-IT': {minus: '-', minimumGroupingDigits: 2},
  'sl-SI': {minus: '\u2212', minimumGroupingDigits: 2},
  'hr-HR': {minus: '\u2212', minimumGroupingDigits: 1},
};

/** Below this the cents stay exact in a double; above it `Intl` answers. */
const LARGEST = 1e12;

/**
 * `value` in euros for `locale`, or null where `Intl` must answer (another locale, a value out of
 * range). Rounds half away from zero on the value's shortest decimal form, as ICU does (2.675 →
 * 2,68), and keeps the sign of a negative value that rounds to zero ("-0,00 €").
 */
export function formatEuros(value: number, locale: string): string | null {
  const style = STYLES[locale];
  if (!style || !Number.isFinite(value) || Math.abs(value) >= LARGEST) return null;
  const negative = value < 0 || Object.is(value, -0);
  const decimal = String(Math.abs(value));
  // Exponent forms below 1e-6 round to zero cents.
  const [whole, fraction = ''] = decimal.includes('e') ? ['0'] : decimal.split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits[2] >= '5' ? 1 : 0);
  const units = String(Math.floor(cents / 100));
  const grouped =
    units.length >= 3 + style.minimumGroupingDigits
      ? units.replace(/\B(?=(\d{3})+$)/g, '.')
      : units;
  const sign = negative ? style.minus : '';
  return `${sign}${grouped},${String(cents % 100).padStart(2, '0')}\u00a0€`;
}
