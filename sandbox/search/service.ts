/**
 * The Algolia search REST API (the part InstantSearch and algoliasearch v5 use):
 *   POST /1/indexes/{*}/queries                 multi-query: hits and facet-value searches
 *   POST /1/indexes/{index}/query               one search
 *   POST /1/indexes/{index}/facets/{facet}/query  search for facet values
 * Indexes: passo_{it,sl,hr}_products and their replicas, passo_{it,sl,hr}_collections (names.ts).
 */
import type {SandboxContext} from '../context';
import {HttpError, json, type SandboxRequest, type Service} from '../http/types';
import {search, type QueryContext} from './engine';
import {searchFacetValues} from './facet-search';
import {parseIndexName, type IndexName} from './names';
import {rawParams, searchParams, type SearchParams} from './params';
import {searchCollections} from './collections';
import {algoliaError, algoliaHandler, jsonObject} from './protocol';
import {StockSnapshot} from './stock';
import {SearchStore} from './store';

const SEARCH_SERVICE = 'algolia';
const PREFIX = '/1/indexes/';

export function searchService(sandbox: SandboxContext): Service {
  const store = new SearchStore(sandbox.catalog);
  return {
    name: SEARCH_SERVICE,
    matches: (path) => path.startsWith(PREFIX),
    handle: algoliaHandler((request) => {
      const segments = request.url.pathname.slice(PREFIX.length).split('/');
      const [indexPart, action, facetPart, facetAction] = segments.map(decodeSegment);
      if (request.method !== 'POST') return notFound(request);
      // One snapshot of the stock per request: every query of a batch sees the same stock.
      const context: QueryContext = {
        store,
        stock: new StockSnapshot(store.columns),
        publicUrl: sandbox.publicUrl,
      };
      if (indexPart === '*' && action === 'queries' && segments.length === 2)
        return json(200, {results: multiQuery(context, jsonObject(request))});
      if (action === 'query' && segments.length === 2) {
        const params = searchParams(rawParams(jsonObject(request)));
        return json(200, searchIndex(context, index(indexPart), params));
      }
      if (action === 'facets' && facetAction === 'query' && segments.length === 4) {
        const params = searchParams(rawParams(jsonObject(request)));
        return json(200, facetValues(context, index(indexPart), facetPart, params));
      }
      return notFound(request);
    }),
    failure: algoliaError,
  };
}

function multiQuery(context: QueryContext, body: Record<string, unknown>): unknown[] {
  const {requests} = body;
  if (!Array.isArray(requests) || requests.length === 0)
    throw new HttpError(400, 'requests must be a non-empty array of queries');
  // Parse every entry first: a bad one fails the whole call, as with Algolia.
  const parsed = requests.map((entry: unknown, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw new HttpError(400, `requests[${i}] must be an object`);
    const {indexName, type = 'default'} = entry as Record<string, unknown>;
    if (typeof indexName !== 'string' || !indexName)
      throw new HttpError(400, `requests[${i}].indexName is required`);
    if (type !== 'default' && type !== 'facet')
      throw new HttpError(400, `requests[${i}].type must be "default" or "facet"`);
    const params = searchParams(rawParams(entry as Record<string, unknown>));
    if (type === 'facet' && !params.facet)
      throw new HttpError(400, `requests[${i}].facet is required for a facet query`);
    return {index: index(indexName), type, params};
  });
  return parsed.map(({index: target, type, params}) =>
    type === 'facet'
      ? facetValues(context, target, params.facet!, params)
      : searchIndex(context, target, params),
  );
}

function searchIndex(context: QueryContext, target: IndexName, params: SearchParams) {
  return target.kind === 'collections'
    ? searchCollections(
        context.store.catalog.collections,
        target.locale,
        target.name,
        context.publicUrl,
        params,
      )
    : search(context, target, params);
}

function facetValues(
  context: QueryContext,
  target: IndexName,
  facet: string,
  params: SearchParams,
) {
  if (target.kind === 'collections')
    throw new HttpError(400, `Cannot search in \`${facet}\` attribute of a collections index.`);
  return searchFacetValues(context, target, facet, params);
}

function index(name: string | undefined): IndexName {
  const parsed = name === undefined ? undefined : parseIndexName(name);
  if (!parsed) throw new HttpError(404, 'Index does not exist');
  return parsed;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Malformed path segment "${segment}"`);
  }
}

function notFound(request: SandboxRequest) {
  return algoliaError(
    404,
    `The sandbox does not serve ${request.method} ${request.url.pathname} (search routes only)`,
  );
}
