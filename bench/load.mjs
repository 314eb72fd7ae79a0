// HTTP load with autocannon's programmatic API. Autocannon's latency summary has p90 and p97.5
// but no p95, so every response time is also recorded from the `response` event (high-resolution,
// in ms) and the percentiles are computed here from the raw samples, nearest-rank.
import autocannon from 'autocannon';

// A browser user agent: the worker renders bots differently (isbot → wait for all data before
// streaming), and the bench should measure what shoppers get.
export const HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'it-IT,it;q=0.9',
};

/**
 * @typedef {object} Sample  one autocannon run
 * @property {string} route
 * @property {number} connections
 * @property {number} round
 * @property {number} durationS      measured wall time, seconds
 * @property {number} requests       completed responses (any status)
 * @property {number} reqPerSec      completed responses / durationS
 * @property {number} errors         socket errors (includes timeouts)
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {number} bytes          response bytes read (2xx), headers included
 * @property {number[]} latencies    ms, 2xx responses only (dropped from results.json)
 * @property {Record<string, number>} autocannonLatency  autocannon's own summary, for reference
 */

/** Nearest-rank percentile of ascending-sorted values. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The median of the finite values (the mean of the middle two when even), null when none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Sequential GETs to get JIT, caches and connection pools warm; returns the statuses seen. */
export async function warm(url, times = 5) {
  const statuses = [];
  for (let i = 0; i < times; i++) {
    const response = await fetch(url, {headers: HEADERS});
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

/** @returns {Promise<Sample>} */
function measure({route, url, connections, duration, round, request = {}}) {
  /** @type {number[]} */
  const latencies = [];
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        pipelining: 1,
        timeout: 10,
        headers: request.headers ?? HEADERS,
        ...(request.method ? {method: request.method, body: request.body} : {}),
        // Per-request changes (the cart's rotating buyer IP) are made as each request is built.
        ...(request.setupRequest ? {requests: [{setupRequest: request.setupRequest}]} : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        const durationS = Number(process.hrtime.bigint() - started) / 1e9;
        const completed = result.requests.total;
        resolve({
          route,
          connections,
          round,
          durationS,
          requests: completed,
          // autocannon's requests.average is a mean of per-second buckets; total / time is the
          // same figure without the bucket edge effects on short (3 s) runs.
          reqPerSec: completed / durationS,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          bytes: result.throughput.total,
          latencies,
          autocannonLatency: pick(result.latency, ['p50', 'p90', 'p97_5', 'p99', 'max', 'average']),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/**
 * Runs every (connections, route) pair once per round, interleaved: ref@1, home@1, product@1,
 * ref@10, home@10, product@10, … so drift on a noisy machine hits all routes alike.
 * @param {{name: string, url: string, method?: string, body?: string, headers?: Record<string, string>,
 *   setupRequest?: (request: any) => any}[]} routes
 *   the reference route first; a route with a method and body is a POST (the cart action)
 */
export async function runLoad({routes, connectionCounts, duration, rounds, log}) {
  /** @type {Sample[]} */
  const samples = [];
  for (let round = 1; round <= rounds; round++) {
    for (const connections of connectionCounts) {
      for (const {name, url, ...request} of routes) {
        log(`round ${round}/${rounds}: ${name} @ ${connections} conn, ${duration} s`);
        samples.push(await measure({route: name, url, connections, duration, round, request}));
      }
    }
  }
  return samples;
}

/**
 * Merges the rounds of each (route, connections): req/s over the summed time, percentiles over
 * all samples, and the ratio to the reference route at the same connection count.
 * @param {Sample[]} samples
 */
export function summarize(samples, referenceRoute) {
  /** @type {Map<string, Sample[]>} */
  const groups = new Map();
  for (const sample of samples) {
    const key = `${sample.route}@${sample.connections}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  const rows = [...groups.values()].map((group) => {
    const sorted = group.flatMap((s) => s.latencies).sort((a, b) => a - b);
    const sum = (key) => group.reduce((total, s) => total + s[key], 0);
    return {
      route: group[0].route,
      connections: group[0].connections,
      rounds: group.length,
      reqPerSec: sum('requests') / sum('durationS'),
      perRoundReqPerSec: group.map((s) => round1(s.reqPerSec)),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      latencySamples: sorted.length,
      errors: sum('errors'),
      timeouts: sum('timeouts'),
      non2xx: sum('non2xx'),
      // Page weight drives render and transfer cost, so it is kept next to the timings.
      bytesPerResponse: Math.round(sum('bytes') / Math.max(1, sum('requests') - sum('non2xx'))),
      /** @type {number | null} */
      ratioToReference: null,
    };
  });
  for (const row of rows) {
    const reference = rows.find(
      (r) => r.route === referenceRoute && r.connections === row.connections,
    );
    row.ratioToReference =
      reference && reference.reqPerSec > 0 ? row.reqPerSec / reference.reqPerSec : null;
  }
  return rows;
}

const round1 = (n) => Math.round(n * 10) / 10;
const pick = (object, keys) =>
  Object.fromEntries(keys.filter((k) => k in object).map((k) => [k, object[k]]));
