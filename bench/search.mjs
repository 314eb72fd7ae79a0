// The sandbox's Algolia search under load: autocannon, 1 connection, POST /1/indexes/*/queries
// with what a listing page sends (hits query + one disjunctive facet query), alternating an
// empty query with a one-word query. Standalone: `node bench/search.mjs --products 50000` seeds
// its own sandbox on a temp database, prints the figures and stops it.
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {percentile} from './load.mjs';
import {cleanup, createWorkDir, installSignalHandlers, startSandbox} from './processes.mjs';

const INDEX = 'passo_it_products';
const FACETS = ['price_range', 'options.taglia', 'vendor', 'named_tags.COLOR', 'named_tags.GENDER'];
const BASE_FILTER = 'inventory_available:true AND price > 0';
const BRANDS = ['vendor:Aurelio', 'vendor:Brenta'];
const HEADERS = {
  'content-type': 'text/plain',
  'x-algolia-application-id': process.env.PUBLIC_ALGOLIA_APP_ID || 'PASSOSANDBOX',
  'x-algolia-api-key': process.env.PUBLIC_ALGOLIA_SEARCH_API_KEY || 'passo-sandbox-search-key',
};

/** A listing page's multi-query: hits with the five facets, then the brand counts. */
function listingBody(query) {
  const shared = {indexName: INDEX, query, filters: BASE_FILTER, distinct: true};
  return JSON.stringify({
    requests: [
      {
        ...shared,
        facets: FACETS,
        facetFilters: [BRANDS],
        hitsPerPage: 24,
        page: 0,
        maxValuesPerFacet: 20,
        clickAnalytics: true,
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
      },
      {
        ...shared,
        facets: ['vendor'],
        hitsPerPage: 0,
        page: 0,
        maxValuesPerFacet: 20,
        analytics: false,
        clickAnalytics: false,
      },
    ],
  });
}

async function post(url, body) {
  const response = await fetch(url, {method: 'POST', headers: HEADERS, body});
  const text = await response.text();
  if (!response.ok) throw new Error(`search answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * One-word queries, more distinct ones than the engine's per-market cache of text matches (64),
 * cycled: every word query computes its text match instead of reading it from the cache.
 */
async function queryWords(url) {
  const {results} = await post(
    url,
    JSON.stringify({
      requests: [
        {
          indexName: INDEX,
          facets: ['vendor', 'product_type', 'named_tags.COLOR'],
          hitsPerPage: 0,
          maxValuesPerFacet: 100,
        },
      ],
    }),
  );
  const values = Object.values(results[0].facets).flatMap((counts) => Object.keys(counts));
  const words = values.flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const distinct = [...new Set([...words, ...words.map((w) => w.slice(0, 4))])];
  return distinct.filter((w) => w.length >= 3);
}

/**
 * @param {{sandboxUrl: string, duration: number, log: (line: string) => void}} options
 * @returns {Promise<{p50: number, p95: number, p99: number, reqPerSec: number, errors: number,
 *   bodies: Record<string, {p50: number, p95: number, p99: number, requests: number}>}>}
 *   latencies in ms; `bodies` splits them by request body (empty query, one-word query)
 */
export async function benchSearch({sandboxUrl, duration, log}) {
  const url = `${sandboxUrl}/1/indexes/*/queries`;
  const words = await queryWords(url);
  log(`warming up (the first query builds the index; the first word query its vocabulary)`);
  for (const word of ['', ...words]) await post(url, listingBody(word));

  let next = 0;
  const byBody = {empty: [], word: []};
  const all = [];
  log(`autocannon: 1 connection, ${duration} s, empty query ↔ one of ${words.length} words`);
  const started = process.hrtime.bigint();
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 1,
        pipelining: 1,
        duration,
        timeout: 10,
        headers: HEADERS,
        requests: [
          {method: 'POST', body: listingBody('')},
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              body: listingBody(words[next++ % words.length]),
            }),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // One connection walks `requests` in order, so responses alternate empty / word.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode >= 300) return;
      all.push(responseTime);
      (all.length % 2 === 1 ? byBody.empty : byBody.word).push(responseTime);
    });
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const summary = (latencies) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      p50: round2(percentile(sorted, 50)),
      p95: round2(percentile(sorted, 95)),
      p99: round2(percentile(sorted, 99)),
      requests: sorted.length,
    };
  };
  const {p50, p95, p99} = summary(all);
  return {
    p50,
    p95,
    p99,
    reqPerSec: Math.round((result.requests.total / seconds) * 10) / 10,
    errors: result.errors + result.non2xx,
    bodies: {empty: summary(byBody.empty), word: summary(byBody.word)},
  };
}

const round2 = (n) => Math.round(n * 100) / 100;

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function main() {
  const {values} = parseArgs({
    options: {products: {type: 'string'}, duration: {type: 'string'}},
  });
  const products = Number(values.products ?? 400);
  const duration = Number(values.duration ?? 10);
  if (!Number.isInteger(products) || products <= 0 || !(duration > 0))
    throw new Error('usage: node bench/search.mjs [--products N] [--duration SECONDS]');
  installSignalHandlers();
  // The sandbox helpers resolve sandbox/ from the working directory.
  process.chdir(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
  const log = (line) => console.error(`[bench:search] ${line}`);
  log(`seeding ${products} products into a temporary sandbox…`);
  const sandbox = await startSandbox({
    port: await freePort(),
    products,
    env: process.env,
    workDir: await createWorkDir(),
  });
  try {
    const figures = await benchSearch({sandboxUrl: sandbox.url, duration, log});
    console.log(JSON.stringify({products, durationS: duration, ...figures}, null, 2));
  } finally {
    await cleanup();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
}
