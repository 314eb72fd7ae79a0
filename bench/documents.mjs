// The HTML document of each template in each market: what one response weighs uncompressed (the
// whole streamed body, asked for without compression) and gzipped here at level 9, as the client
// JS is (bundle.mjs), so the figures compare across runs and with the skeleton's.
import {gzipSize} from './bundle.mjs';
import {HEADERS} from './load.mjs';

export const MARKETS = ['it', 'sl', 'hr'];

/** The search words of the bench: a catalogue word with results in every market. */
const SEARCH_QUERY = 'sneakers';

/**
 * Passo's templates in one market. The collection and the product have the same handle in every
 * market (the markets share the catalogue); only the words around them are translated.
 * @param {{productHandle: string, collectionHandle: string}} catalogue
 */
export function passoPaths(market, {productHandle, collectionHandle}) {
  return {
    home: `/${market}`,
    product: `/${market}/${productHandle}-p`,
    listing: `/${market}/${collectionHandle}`,
    search: `/${market}/search?q=${SEARCH_QUERY}`,
  };
}

/** The same pages in Shopify's Hydrogen skeleton (one market, Shopify's own URLs). */
export function skeletonPaths({productHandle, collectionHandle}) {
  return {
    home: '/',
    product: `/products/${productHandle}`,
    listing: `/collections/${collectionHandle}`,
    search: `/search?q=${SEARCH_QUERY}`,
  };
}

/** One document's status and weight. */
async function documentBytes(url) {
  const response = await fetch(url, {headers: {...HEADERS, 'accept-encoding': 'identity'}});
  const body = Buffer.from(await response.arrayBuffer());
  return {status: response.status, bytes: body.length, gzip: gzipSize(body)};
}

/**
 * Every template of every site (Passo per market, the skeleton once).
 * @param {{name: string, origin: string, pagesByMarket: Record<string, Record<string, string>>}[]} sites
 * @returns {Promise<Record<string, Record<string, Record<string, {status: number, bytes: number, gzip: number}>>>>}
 *   site → market → template → figures
 */
export async function measureDocuments(sites) {
  /** @type {Record<string, any>} */
  const result = {};
  for (const {name, origin, pagesByMarket} of sites) {
    result[name] = {};
    for (const [market, pages] of Object.entries(pagesByMarket)) {
      result[name][market] = {};
      for (const [template, urlPath] of Object.entries(pages))
        result[name][market][template] = {
          path: urlPath,
          ...(await documentBytes(origin + urlPath)),
        };
    }
  }
  return result;
}
