/**
 * Predictive search (issue 5 part 3): products and collections for what the shopper is typing,
 * straight from the search host with one small multi-query — no client library, so the header
 * stays light. Pure request/response mapping; the component debounces and cancels.
 *
 * Both come from the market's own indexes, so every word is in the shopper's language: the
 * products index, and the collections index whose titles the connector writes per language.
 */
import {BASE_FILTER} from './algolia-params';

export interface PredictiveConfig {
  appId: string;
  apiKey: string;
  host: string;
  /** The market's products index. */
  index: string;
  /** The market's collections index. */
  collectionsIndex: string;
}

interface PredictiveProduct {
  objectID: string;
  title: string;
  vendor: string;
  handle: string;
  image: string | null;
}

interface PredictiveCollection {
  handle: string;
  title: string;
}

export interface PredictiveResults {
  query: string;
  products: PredictiveProduct[];
  collections: PredictiveCollection[];
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
            indexName: config.collectionsIndex,
            query,
            hitsPerPage: COLLECTIONS,
            attributesToRetrieve: ['title', 'handle'],
            attributesToHighlight: [],
            analytics: false,
          },
        ],
      }),
    },
  };
}

export interface PredictiveAnswer {
  results?: Array<{hits?: Array<Partial<PredictiveProduct & PredictiveCollection>>}>;
}

export function predictiveResults(query: string, answer: PredictiveAnswer): PredictiveResults {
  const [products, collections] = answer.results ?? [];
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
    collections: (collections?.hits ?? [])
      .slice(0, COLLECTIONS)
      .flatMap(({handle, title}) => (handle && title ? [{handle, title}] : [])),
  };
}
