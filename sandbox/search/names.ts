/**
 * Index names: one products index per shop language, `passo_{lang}_products`, each with the four
 * sort replicas the storefront offers (the connector's standard replica names), and one
 * collections index per language, `passo_{lang}_collections`.
 */
import {LANGUAGES} from '../config';
import type {Locale} from '../db/catalog';

const SORTS = ['title_asc', 'title_desc', 'price_desc', 'price_asc'] as const;
export type Sort = (typeof SORTS)[number];

export interface IndexName {
  /** The name as requested, replica suffix included (echoed as `index` in answers). */
  name: string;
  locale: Locale;
  kind: 'products' | 'collections';
  /** Undefined for the primary index (ranked by relevance, then custom ranking). */
  sort?: Sort;
}

const localeOf = (language: string) => language.toLowerCase() as Locale;

const PRIMARY = new Map<string, Locale>(
  LANGUAGES.map((language) => [primaryIndexName(localeOf(language)), localeOf(language)]),
);
const COLLECTIONS = new Map<string, Locale>(
  LANGUAGES.map((language) => [`passo_${localeOf(language)}_collections`, localeOf(language)]),
);

function primaryIndexName(locale: Locale): string {
  return `passo_${locale}_products`;
}

/** The index behind a name, or undefined when no such index exists. */
export function parseIndexName(name: string): IndexName | undefined {
  const primary = PRIMARY.get(name);
  if (primary) return {name, locale: primary, kind: 'products'};
  const collections = COLLECTIONS.get(name);
  if (collections) return {name, locale: collections, kind: 'collections'};
  const sort = SORTS.find((s) => name.endsWith(`_${s}`));
  const locale = sort && PRIMARY.get(name.slice(0, -sort.length - 1));
  return locale ? {name, locale, kind: 'products', sort} : undefined;
}
