// The memory phase: the storefront isolate's JS heap and the workerd process's RSS before a long
// load of distinct URLs (catalogue-urls.mjs), sampled during it, right after it, and after an
// idle pause and a forced full GC. Oxygen's limit (128 MB, like Cloudflare's) is per isolate:
// the isolate's heap is the figure to hold against it; RSS also holds the preview router,
// Miniflare's Cache API service and workerd itself, which on Oxygen are not the isolate's.
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {envForSandboxPort} from '../scripts/env.mjs';
import {addToCartBody, cartHeaders, createCart, nextBuyerIp} from './cart.mjs';
import {discoverCatalogue, trafficGenerator} from './catalogue-urls.mjs';
import {allIsolateHeaps, connectInspector} from './inspector.mjs';
import {HEADERS} from './load.mjs';
import {choosePorts} from './options.mjs';
import {cleanup, createWorkDir, installSignalHandlers, snapshotBuild} from './processes.mjs';
import {startSandbox, startStorefront} from './processes.mjs';
import {findWorkerdPid, residentMemory} from './workerd-process.mjs';

const CARTS_PER_MARKET = 3;
/** Heap readings are cheap (no GC): often enough to catch the heap right after V8's own GCs. */
const SAMPLE_EVERY_MS = 2000;
const LOG_EVERY = 15;
const MB = 2 ** 20;

/**
 * @typedef {object} MemoryReading  bytes; null where it could not be read
 * @property {number} atS  seconds since the load started (negative: before it)
 * @property {number | null} heapUsed   the isolate's JS heap in use (live, and garbage until a GC)
 * @property {number | null} heapTotal  the isolate's JS heap reserved by V8
 * @property {number | null} external   the isolate's ArrayBuffer contents (outside the heap)
 * @property {number | null} rss        the workerd process, all resident pages
 * @property {number | null} rssAnon    the same without file-backed pages (binary, libraries)
 */

/**
 * @param {{storefrontUrl: string, inspectorUrl: string, sandboxUrl: string, seconds: number,
 *   idleSeconds?: number, connections?: number,
 *   snapshotDir?: string | null, log: (line: string) => void}} options
 *   snapshotDir: where to write the heap snapshots taken for the forced GCs (DevTools' Memory tab
 *   opens them, bench/heap-summary.mjs compares them); null drops them
 */
export async function measureMemory({
  storefrontUrl,
  inspectorUrl,
  sandboxUrl,
  seconds,
  idleSeconds = 30,
  connections = 10,
  snapshotDir = null,
  log,
}) {
  const catalogue = await discoverCatalogue(sandboxUrl);
  const headers = cartHeaders(storefrontUrl, HEADERS);
  const carts = await createCarts(storefrontUrl, headers, catalogue.variants);
  const inspector = await connectInspector(inspectorUrl, 'passo');
  const pid = findWorkerdPid();
  let loadStart = process.hrtime.bigint();
  /** @returns {Promise<MemoryReading>} */
  const read = async () => {
    const heap = await inspector.heapUsage().catch(() => null);
    const resident = residentMemory(pid);
    return {
      atS: Math.round(Number(process.hrtime.bigint() - loadStart) / 1e9),
      heapUsed: heap?.used ?? null,
      heapTotal: heap?.total ?? null,
      external: heap?.external ?? null,
      rss: resident?.rss ?? null,
      rssAnon: resident?.rssAnon ?? null,
    };
  };
  /** A full GC (heap snapshot, see inspector.mjs), then a reading: what the isolate keeps. */
  const collected = async (name) => {
    await inspector.collectGarbage(snapshotDir && path.join(snapshotDir, `${name}.heapsnapshot`));
    return read();
  };

  try {
    const before = await collected('before');
    log(`memory before load (after a GC): ${describe(before)}`);
    log(
      `memory load: ${seconds} s, ${connections} connections, ${catalogue.products.length} products × 3 markets, ` +
        `${catalogue.collections.length} collections, ${catalogue.queries.length} search words`,
    );
    loadStart = process.hrtime.bigint();
    /** @type {MemoryReading[]} */
    const timeline = [];
    let samples = 0;
    const sampler = setInterval(async () => {
      const reading = await read();
      timeline.push(reading);
      if (++samples % LOG_EVERY === 0) log(`  ${reading.atS} s: ${describe(reading)}`);
    }, SAMPLE_EVERY_MS);
    let load;
    try {
      load = await runTraffic({storefrontUrl, catalogue, carts, headers, seconds, connections});
    } finally {
      clearInterval(sampler);
    }
    const afterLoad = await read();
    log(`memory right after load: ${describe(afterLoad)}`);
    log(`idle ${idleSeconds} s, then a forced full GC…`);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const afterIdle = await read();
    const afterGc = await collected('after');
    log(`memory after idle and GC: ${describe(afterGc)}`);
    inspector.close();
    const isolates = await allIsolateHeaps(inspectorUrl);

    const peak = (key) => Math.max(...[afterLoad, ...timeline].map((r) => r[key] ?? 0));
    // A heap snapshot under load crashes workerd (segfault, twice in two tries), so there is no
    // forced GC while requests run. In use right after one of V8's own GCs is the live set plus
    // the requests in flight: the lowest reading of the second half is an upper bound of that.
    const secondHalf = timeline.filter((r) => r.atS >= seconds / 2 && r.heapUsed !== null);
    const floorUnderLoad = secondHalf.length
      ? Math.min(...secondHalf.map((r) => /** @type {number} */ (r.heapUsed)))
      : null;
    return {
      seconds,
      idleSeconds,
      connections,
      ...load,
      before,
      floorUnderLoad,
      afterLoad,
      afterIdle,
      afterGc,
      peak: {
        heapUsed: peak('heapUsed'),
        heapTotal: peak('heapTotal'),
        external: peak('external'),
        rss: peak('rss'),
        rssAnon: peak('rssAnon'),
      },
      isolates,
      timeline,
      snapshots: snapshotDir,
    };
  } finally {
    inspector.close();
  }
}

/** A few carts per market, each made by a first add, so the load's adds go to existing carts. */
async function createCarts(storefrontUrl, headers, variants) {
  /** @type {Record<string, string[]>} */
  const carts = {};
  for (const market of ['it', 'sl', 'hr']) {
    carts[market] = [];
    for (let i = 0; i < CARTS_PER_MARKET; i++) {
      const url = `${storefrontUrl}/${market}/cart.data`;
      carts[market].push(await createCart(url, headers, addToCartBody(variants[i])));
    }
  }
  return carts;
}

/**
 * autocannon over the generated traffic; each request is built as it is sent. Cart adds go to
 * one of the market's carts with a new buyer IP each.
 */
function runTraffic({storefrontUrl, catalogue, carts, headers, seconds, connections}) {
  const next = trafficGenerator(catalogue);
  /** @type {Record<string, {requests: number, statuses: Record<string, number>}>} */
  const byKind = {};
  const paths = new Set();
  let cartIndex = 0;
  let variantIndex = 0;
  const setupRequest = (request) => {
    const {kind, market, path: urlPath} = next();
    paths.add(urlPath);
    if (kind !== 'cart') return {...request, method: 'GET', path: urlPath, headers: HEADERS};
    const marketCarts = carts[market];
    return {
      ...request,
      method: 'POST',
      path: urlPath,
      headers: {
        ...headers,
        cookie: marketCarts[cartIndex++ % marketCarts.length],
        'oxygen-buyer-ip': nextBuyerIp(),
      },
      body: addToCartBody(catalogue.variants[variantIndex++ % catalogue.variants.length]),
    };
  };
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const instance = autocannon(
      {
        url: storefrontUrl,
        connections,
        pipelining: 1,
        duration: seconds,
        timeout: 10,
        requests: [{setupRequest}],
      },
      (error, result) => {
        if (error) return reject(error);
        const durationS = Number(process.hrtime.bigint() - started) / 1e9;
        resolve({
          requests: result.requests.total,
          reqPerSec: result.requests.total / durationS,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          distinctPaths: paths.size,
          byKind,
        });
      },
    );
    // The request a response answers is still the client's current one (pipelining 1).
    instance.on('response', (client, statusCode) => {
      const line = client.requestIterator?.currentRequest?.requestBuffer
        ?.subarray(0, 200)
        .toString();
      const kind = classify(/^\w+ (\S+)/.exec(line ?? '')?.[1] ?? '');
      const entry = (byKind[kind] ??= {requests: 0, statuses: {}});
      entry.requests += 1;
      entry.statuses[statusCode] = (entry.statuses[statusCode] ?? 0) + 1;
    });
  });
}

function classify(urlPath) {
  if (urlPath.endsWith('/cart.data')) return 'cart';
  if (/^\/\w+\/search/.test(urlPath)) return 'search';
  if (/^\/[^/]+\/[^/?]+-p$/.test(urlPath)) return 'product';
  if (/^\/\w+$/.test(urlPath)) return 'home';
  return 'listing';
}

/** @param {MemoryReading} r */
function describe(r) {
  const mb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / MB).toFixed(1)} MB`);
  return (
    `isolate heap ${mb(r.heapUsed)} used / ${mb(r.heapTotal)} total, ${mb(r.external)} buffers; ` +
    `workerd RSS ${mb(r.rss)} (anon ${mb(r.rssAnon)})`
  );
}

/**
 * Standalone, for iterating on memory: `node bench/memory.mjs --seconds 60 [--idle 30]
 * [--products 400] [--snapshots DIR]` serves the existing dist/ (no build) and prints JSON.
 */
async function main() {
  const {values} = parseArgs({
    options: {
      seconds: {type: 'string', default: '60'},
      idle: {type: 'string', default: '30'},
      products: {type: 'string', default: '400'},
      snapshots: {type: 'string'},
    },
  });
  installSignalHandlers();
  process.chdir(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
  const log = (line) => console.error(`[bench:memory] ${line}`);
  const ports = await choosePorts({
    port: 3700,
    sandboxPort: 4100,
    explicit: {port: false, sandboxPort: false},
  });
  const env = envForSandboxPort(ports.sandboxPort);
  const workDir = await createWorkDir();
  const sandbox = await startSandbox({
    port: ports.sandboxPort,
    products: Number(values.products),
    env,
    workDir,
  });
  const root = await snapshotBuild(workDir);
  const storefront = await startStorefront({port: ports.port, env, root, inspect: true});
  const snapshotDir = values.snapshots ? path.resolve(values.snapshots) : null;
  if (snapshotDir) await mkdir(snapshotDir, {recursive: true});
  const figures = await measureMemory({
    storefrontUrl: storefront.url,
    inspectorUrl: /** @type {string} */ (storefront.inspectorUrl),
    sandboxUrl: sandbox.url,
    seconds: Number(values.seconds),
    idleSeconds: Number(values.idle),
    snapshotDir,
    log,
  });
  console.log(JSON.stringify(figures, null, 2));
  await cleanup();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
}
