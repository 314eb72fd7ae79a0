/**
 * All of a request's filter parameters as one CNF. Parsing is cached by the parameters' text:
 * InstantSearch repeats the same filters in every query of a page and on every keystroke.
 */
import {Lru} from '../../lru';
import {facetFiltersCnf, numericFiltersCnf, tagFiltersCnf} from './arrays';
import {parseFilters} from './parse';
import type {Cnf} from './types';

export interface FilterParams {
  filters?: string;
  facetFilters?: unknown;
  numericFilters?: unknown;
  tagFilters?: unknown;
}

const cache = new Lru<Cnf>(256);

export function compileFilters(params: FilterParams): Cnf {
  const {filters, facetFilters, numericFilters, tagFilters} = params;
  if (!filters && facetFilters === undefined && numericFilters === undefined && !tagFilters)
    return [];
  const key = JSON.stringify([filters, facetFilters, numericFilters, tagFilters]);
  return cache.getOrSet(key, () => [
    ...parseFilters(filters ?? ''),
    ...facetFiltersCnf(facetFilters),
    ...numericFiltersCnf(numericFilters),
    ...tagFiltersCnf(tagFilters),
  ]);
}
