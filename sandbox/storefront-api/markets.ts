/**
 * Localization data the storefront reads (`localization { country language availableCountries … }`):
 * the three markets, their currency and languages, with names in the request's language.
 */
import {COUNTRIES, CURRENCY, type Country, type Language} from '../config';
import type {ApiContext} from './context';
import {gid} from './ids';
import {NO_METAFIELDS} from './views/common';

type Names = Record<Language, string>;

const COUNTRY_NAMES: Record<Country, Names> = {
  IT: {IT: 'Italia', SL: 'Italija', HR: 'Italija'},
  SI: {IT: 'Slovenia', SL: 'Slovenija', HR: 'Slovenija'},
  HR: {IT: 'Croazia', SL: 'Hrvaška', HR: 'Hrvatska'},
};

/** English names, accepted (with the codes and the names above) where an address names its country. */
const ENGLISH_COUNTRY_NAMES: Record<Country, string> = {IT: 'Italy', SI: 'Slovenia', HR: 'Croatia'};

export function countryName(code: Country, language: Language): string {
  return COUNTRY_NAMES[code][language];
}

/** A market country from its code or a name in any of the shop's languages or English. */
export function parseCountry(value: string): Country | undefined {
  const wanted = value.trim().toLowerCase();
  return (Object.keys(COUNTRIES) as Country[]).find((code) =>
    [code, ENGLISH_COUNTRY_NAMES[code], ...Object.values(COUNTRY_NAMES[code])].some(
      (name) => name.toLowerCase() === wanted,
    ),
  );
}

const LANGUAGE_NAMES: Record<Language, Names & {endonym: string}> = {
  IT: {IT: 'Italiano', SL: 'Italijanščina', HR: 'Talijanski', endonym: 'Italiano'},
  SL: {IT: 'Sloveno', SL: 'Slovenščina', HR: 'Slovenski', endonym: 'Slovenščina'},
  HR: {IT: 'Croato', SL: 'Hrvaščina', HR: 'Hrvatski', endonym: 'Hrvatski'},
};

const MARKET_IDS: Record<Country, number> = {
  IT: 1_012_400_001,
  SI: 1_012_400_002,
  HR: 1_012_400_003,
};

function language(isoCode: Language, ctx: ApiContext) {
  const names = LANGUAGE_NAMES[isoCode];
  return {isoCode, name: names[ctx.language], endonymName: names.endonym};
}

function market(country: Country) {
  return {id: gid('Market', MARKET_IDS[country]), handle: country.toLowerCase(), ...NO_METAFIELDS};
}

function country(isoCode: Country, ctx: ApiContext) {
  const languages = COUNTRIES[isoCode];
  return {
    isoCode,
    name: countryName(isoCode, ctx.language),
    currency: CURRENCY,
    availableLanguages: languages.map((l) => language(l, ctx)),
    defaultLanguage: language(languages[0], ctx),
    market: market(isoCode),
    unitSystem: 'METRIC_SYSTEM',
  };
}

export function localization(ctx: ApiContext) {
  const current = country(ctx.country, ctx);
  return {
    country: current,
    language: language(ctx.language, ctx),
    availableCountries: (Object.keys(COUNTRIES) as Country[]).map((c) => country(c, ctx)),
    availableLanguages: current.availableLanguages,
    market: current.market,
  };
}
