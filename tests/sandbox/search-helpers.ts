/** Helpers for the search and Insights tests: signed requests and records from the catalogue. */
import {expect} from 'vitest';
import type {Catalog, Locale, ProductRecord, VariantRecord} from '../../sandbox/db/catalog';
import {fetchJson, type JsonBody, type TestSandbox} from './helpers';

export const APP_ID = 'PASSOSANDBOX';
export const SEARCH_KEY = 'passo-sandbox-search-key';
export const KEYS = {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY};
export const IT = 'passo_it_products';

export interface Answer {
  status: number;
  body: JsonBody;
  headers: Headers;
}

/** POSTs JSON (as text/plain, like the browser client) with the sandbox's credentials. */
export async function post(
  t: TestSandbox,
  path: string,
  body: unknown,
  headers: Record<string, string> = KEYS,
): Promise<Answer> {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: {'content-type': 'text/plain', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {status: response.status, body: await response.json(), headers: response.headers};
}

/** One search on one index; fails the test unless it answers 200. */
export async function query(
  t: TestSandbox,
  params: Record<string, unknown>,
  index = IT,
): Promise<JsonBody> {
  const {status, body} = await post(t, `/1/indexes/${index}/query`, params);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A multi-query; returns `results`. */
export async function multi(t: TestSandbox, requests: unknown[]): Promise<JsonBody[]> {
  const {status, body} = await post(t, '/1/indexes/*/queries', {requests});
  expect(status, JSON.stringify(body)).toBe(200);
  return body.results;
}

/** objectIDs of every record a search keeps (the test catalogue has fewer than 1000). */
export async function allIds(t: TestSandbox, params: Record<string, unknown>): Promise<string[]> {
  const body = await query(t, {...params, hitsPerPage: 1000, attributesToRetrieve: []});
  expect(body.nbHits).toBeLessThan(1000);
  return body.hits.map((h: {objectID: string}) => h.objectID).sort();
}

export interface Row {
  v: VariantRecord;
  p: ProductRecord;
  objectID: string;
  price: number;
  size: string;
  color: string;
  gender: string;
}

/** Every record as plain data read from the catalogue, for brute-force expectations. */
export function rows(catalog: Catalog): Row[] {
  return catalog.products.flatMap((p) =>
    p.variants.map((v) => ({
      v,
      p,
      objectID: String(v.id),
      price: v.priceCents / 100,
      size: v.options[0],
      color: tagValue(p, 'COLOR'),
      gender: tagValue(p, 'GENDER'),
    })),
  );
}

function tagValue(p: ProductRecord, key: string): string {
  return p.tags.find((tag) => tag.startsWith(`${key}:`))!.slice(key.length + 1);
}

export const ids = (list: Row[]) => list.map((r) => r.objectID).sort();

export async function trackingEvents(t: TestSandbox, query: string): Promise<JsonBody[]> {
  return (await fetchJson(`${t.url}/sandbox/api/tracking${query}`)).body.events;
}

/** An independent statement of Algolia's text-matching defaults, to check the engine against. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/đ/g, 'd');
export const splitWords = (s: string) => fold(s).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Levenshtein distance where swapping two neighbours costs one. */
function typos(a: string, b: string): number {
  const d = Array.from({length: a.length + 1}, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const substitution = d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

const vocabularies = new WeakMap<Row, Map<Locale, string[]>>();

function vocabularyOf(r: Row, locale: Locale): string[] {
  let byLocale = vocabularies.get(r);
  if (!byLocale) vocabularies.set(r, (byLocale = new Map()));
  let vocabulary = byLocale.get(locale);
  if (!vocabulary) {
    const texts = [r.p.title[locale], r.p.vendor, r.p.productType, ...r.p.tags, r.v.title, r.v.sku];
    vocabulary = [...new Set(texts.flatMap(splitWords))];
    byLocale.set(locale, vocabulary);
  }
  return vocabulary;
}

/**
 * Every query word must match a word of a searchable attribute: exactly, as a prefix (last
 * word, unless the query ends with a space), or with 1 typo from 4 letters, 2 from 8.
 */
export function textMatches(r: Row, query: string, locale: Locale = 'it'): boolean {
  const words = splitWords(query);
  const prefixLast = !/\s$/.test(query);
  const vocabulary = vocabularyOf(r, locale);
  return words.every((w, i) =>
    vocabulary.some(
      (v) =>
        v === w ||
        (prefixLast && i === words.length - 1 && v.startsWith(w)) ||
        typos(v, w) <= (w.length >= 8 ? 2 : w.length >= 4 ? 1 : 0),
    ),
  );
}
