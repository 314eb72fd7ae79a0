/**
 * Search parameters, from either wire form: an object (algoliasearch v5) or the URL-encoded
 * `params` string (v4 and the legacy shapes, arrays JSON-encoded), or both merged. Known
 * parameters of the wrong type are a 400 like Algolia's; unknown ones are ignored.
 */
import {HttpError} from '../http/types';
import type {FilterParams} from './filters/compile';

export interface SearchParams extends FilterParams {
  query: string;
  facets: string[];
  page: number;
  hitsPerPage: number;
  maxValuesPerFacet: number;
  /** 0 = off; N = at most N variants per product. */
  distinct: number;
  /** Facets counted over the records distinct keeps, not all the query keeps. */
  facetingAfterDistinct: boolean;
  highlightPreTag: string;
  highlightPostTag: string;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  snippetEllipsisText: string;
  clickAnalytics: boolean;
  getRankingInfo: boolean;
  facetQuery: string;
  maxFacetHits: number;
  /** Multi-query entries of type "facet" name their facet here. */
  facet?: string;
  /** The parameters as received, URL-encoded: echoed as `params` in answers. */
  echo: string;
}

const MAX_HITS_PER_PAGE = 1000;
type Raw = Record<string, unknown>;

/** Merges `params` (string) and the object's own keys; the keys win. */
export function rawParams(body: Raw, ignore: readonly string[] = []): Raw {
  const {params, ...rest} = body;
  if (params !== undefined && typeof params !== 'string')
    throw new HttpError(400, 'params must be a URL-encoded string');
  const raw: Raw = params ? Object.fromEntries(new URLSearchParams(params)) : {};
  for (const [key, value] of Object.entries(rest)) if (!ignore.includes(key)) raw[key] = value;
  return raw;
}

export function searchParams(raw: Raw): SearchParams {
  // Checked for type only: the sandbox keeps no analytics and personalises nothing.
  bool(raw, 'analytics');
  str(raw, 'userToken');
  return {
    query: str(raw, 'query') ?? '',
    facets: list(raw, 'facets') ?? [],
    filters: str(raw, 'filters'),
    facetFilters: raw.facetFilters,
    numericFilters: raw.numericFilters,
    tagFilters: raw.tagFilters,
    page: int(raw, 'page', 0, 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage: int(raw, 'hitsPerPage', 20, 0, MAX_HITS_PER_PAGE),
    maxValuesPerFacet: int(raw, 'maxValuesPerFacet', 100, 0, 1000),
    distinct: distinct(raw.distinct),
    facetingAfterDistinct: bool(raw, 'facetingAfterDistinct'),
    highlightPreTag: str(raw, 'highlightPreTag') ?? '<em>',
    highlightPostTag: str(raw, 'highlightPostTag') ?? '</em>',
    attributesToRetrieve: list(raw, 'attributesToRetrieve'),
    attributesToHighlight: list(raw, 'attributesToHighlight'),
    attributesToSnippet: list(raw, 'attributesToSnippet'),
    snippetEllipsisText: str(raw, 'snippetEllipsisText') ?? '…',
    clickAnalytics: bool(raw, 'clickAnalytics'),
    getRankingInfo: bool(raw, 'getRankingInfo'),
    facetQuery: str(raw, 'facetQuery') ?? '',
    maxFacetHits: int(raw, 'maxFacetHits', 10, 1, 100),
    facet: str(raw, 'facet'),
    echo: echo(raw),
  };
}

function str(raw: Raw, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(name, value, 'a string');
  return value;
}

function int(raw: Raw, name: string, fallback: number, min: number, max: number): number {
  const value = raw[name];
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw invalid(name, value, 'an integer');
  if (n < min || n > max) throw invalid(name, value, `between ${min} and ${max}`);
  return n;
}

function bool(raw: Raw, name: string): boolean {
  const value = raw[name];
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  throw invalid(name, value, 'a boolean');
}

/** `distinct`: true/false, or how many variants of a product to keep. */
function distinct(value: unknown): number {
  if (value === undefined || value === null || value === false || value === 'false') return 0;
  if (value === true || value === 'true') return 1;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 4) return n;
  throw invalid('distinct', value, 'a boolean or an integer from 0 to 4');
}

/** A list: an array of strings, a JSON array in a string, or a comma-separated string. */
function list(raw: Raw, name: string): string[] | undefined {
  let value = raw[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    if (value.trimStart().startsWith('[')) {
      try {
        value = JSON.parse(value);
      } catch {
        throw invalid(name, value, 'a JSON array of strings');
      }
    } else
      return value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw invalid(name, value, 'a string or an array of strings');
  return value;
}

function invalid(name: string, value: unknown, expected: string): HttpError {
  return new HttpError(
    400,
    `Invalid value for parameter ${name}: ${JSON.stringify(value)} (expected ${expected})`,
  );
}

/** URL-encoded, arrays and objects as JSON, as Algolia echoes a query's parameters. */
function echo(raw: Raw): string {
  return Object.entries(raw)
    .filter(([key]) => key !== 'indexName' && key !== 'type')
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
    })
    .join('&');
}
