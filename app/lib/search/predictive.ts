/**
 * Predictive search (issue 5 part 3): products and collections for what the shopper is typing,
 * straight from the search host with one small multi-query — no client library, so the header
 * stays light. Pure request/response mapping; the component debounces and cancels.
 */
import {BASE_FILTER} from './algolia-params';

export interface PredictiveConfig {
  appId: string;
  apiKey: string;
  host: string;
  index: string;
}

interface PredictiveProduct {
  objectID: string;
  title: string;
  vendor: string;
  handle: string;
  image: string | null;
}

export interface PredictiveResults {
  query: string;
  products: PredictiveProduct[];
  collections: string[];
}

/** Fewer characters than this ask nothing. */
export const MIN_QUERY_LENGTH = 2;
const PRODUCTS = 6;
const COLLECTIONS = 4;

export function predictiveRequest(config: PredictiveConfig, query: string) {
  const credentials = new URLSearchParams({
    'x-algolia-application-id': config.appId,
    'x-algolia-api-key': config.apiKey,
  });
  return {
    url: `${config.host}/1/indexes/*/queries?${credentials}`,
    // text/plain, as Algolia's own browser client sends it: no CORS preflight.
    init: {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: JSON.stringify({
        requests: [
          {
            indexName: config.index,
            query,
            filters: BASE_FILTER,
            distinct: true,
            hitsPerPage: PRODUCTS,
            attributesToRetrieve: ['title', 'vendor', 'handle', 'image'],
            attributesToHighlight: [],
          },
          {
            indexName: config.index,
            query,
            filters: BASE_FILTER,
            hitsPerPage: 0,
            facets: ['collections'],
            maxValuesPerFacet: COLLECTIONS,
            analytics: false,
          },
        ],
      }),
    },
  };
}

export interface PredictiveAnswer {
  results?: Array<{
    hits?: Array<Partial<PredictiveProduct>>;
    facets?: Record<string, Record<string, number>>;
  }>;
}

export function predictiveResults(query: string, answer: PredictiveAnswer): PredictiveResults {
  const [products, facets] = answer.results ?? [];
  return {
    query,
    products: (products?.hits ?? []).flatMap((hit) =>
      hit.objectID && hit.handle && hit.title
        ? [
            {
              objectID: hit.objectID,
              title: hit.title,
              vendor: hit.vendor ?? '',
              handle: hit.handle,
              image: hit.image ?? null,
            },
          ]
        : [],
    ),
    collections: Object.entries(facets?.facets?.collections ?? {})
      .sort(([, a], [, b]) => b - a)
      .slice(0, COLLECTIONS)
      .map(([handle]) => handle),
  };
}
