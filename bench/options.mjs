// Command-line flags of `npm run bench`. Kept apart from run.mjs so the defaults are easy to find.
import net from 'node:net';
import {parseArgs} from 'node:util';
import {MARKETS} from './documents.mjs';

/**
 * @typedef {object} BenchOptions
 * @property {number} duration   seconds per autocannon measurement
 * @property {number} rounds     how many times the interleaved sequence of measurements is repeated
 * @property {number} products   products seeded into the bench's own sandbox database
 * @property {number} port       storefront port (the preview serves its assets on it too)
 * @property {number} sandboxPort
 * @property {{port: boolean, sandboxPort: boolean}} explicit  ports given on the command line
 * @property {boolean} quick
 * @property {boolean} skipLighthouse
 * @property {number} lighthouseRuns  audits per page; the median by performance score is kept
 * @property {boolean} skipBuild  reuse an existing dist/ (for iterating on the bench itself)
 * @property {boolean} skipMemory
 * @property {number} memorySeconds  length of the memory phase's load
 * @property {number} memoryIdle     seconds between the end of that load and the forced GC
 * @property {boolean} heapSnapshots  keep the memory phase's heap snapshots in bench/.memory/
 * @property {boolean} skeleton  also build, serve and measure Shopify's Hydrogen skeleton
 * @property {boolean} skipPhone  no throttled phone profile
 * @property {number} phoneRuns  cold loads per page on the phone profile (median kept)
 * @property {string[]} phoneMarkets  markets loaded on the phone profile
 * @property {number} compareRounds  interleaved rounds of the req/s comparison with the skeleton
 */

const USAGE = `Usage: npm run bench -- [flags]
  --duration N        seconds per measurement (default 10)
  --rounds N          repetitions of the interleaved sequence (default 2, --quick: 1)
  --quick             smoke run: 3 s per measurement, 1 round
  --products N        products seeded into the bench sandbox (default 400)
  --skip-lighthouse   skip the Lighthouse audits
  --lighthouse-runs N audits per page, medians and spread (default 5, --quick: 1)
  --skeleton          also measure Shopify's Hydrogen skeleton beside Passo (bench/skeleton.mjs)
  --compare-rounds N  interleaved req/s rounds against the skeleton (default 3, --quick: 1)
  --skip-phone        skip the throttled phone profile
  --phone-runs N      cold loads per page on the phone profile (default 5, --quick: 1)
  --phone-markets L   markets on the phone profile, comma-separated (default it)
  --skip-build        reuse the existing dist/ instead of running react-router build
  --skip-memory       skip the memory phase
  --memory-seconds N  load of the memory phase (default 300, --quick: 20)
  --memory-idle N     idle seconds before its forced GC (default 30, --quick: 5)
  --heap-snapshots    keep its heap snapshots in bench/.memory/ (for DevTools)
  --port N            storefront port (default 3700, or the next free one)
  --sandbox-port N    sandbox port (default 4100, or the next free one)`;

/** @param {string[]} argv @returns {BenchOptions} */
export function parseOptions(argv) {
  const {values} = parseArgs({
    args: argv,
    options: {
      duration: {type: 'string'},
      rounds: {type: 'string'},
      quick: {type: 'boolean', default: false},
      products: {type: 'string'},
      'skip-lighthouse': {type: 'boolean', default: false},
      'lighthouse-runs': {type: 'string'},
      'skip-build': {type: 'boolean', default: false},
      'skip-memory': {type: 'boolean', default: false},
      'memory-seconds': {type: 'string'},
      'memory-idle': {type: 'string'},
      'heap-snapshots': {type: 'boolean', default: false},
      skeleton: {type: 'boolean', default: false},
      'compare-rounds': {type: 'string'},
      'skip-phone': {type: 'boolean', default: false},
      'phone-runs': {type: 'string'},
      'phone-markets': {type: 'string', default: 'it'},
      port: {type: 'string'},
      'sandbox-port': {type: 'string'},
      help: {type: 'boolean', default: false},
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick;
  // Default ports avoid `npm start` (3000/4000); taken ones are skipped (choosePorts).
  const options = {
    // An explicit --duration wins over --quick, so `--quick --duration 5` means what it says.
    duration: positive('duration', values.duration, quick ? 3 : 10),
    rounds: positive('rounds', values.rounds, quick ? 1 : 2),
    products: positive('products', values.products, 400),
    port: positive('port', values.port, 3700),
    sandboxPort: positive('sandbox-port', values['sandbox-port'], 4100),
    quick,
    skipLighthouse: values['skip-lighthouse'],
    // Lighthouse scores swing by a few points between runs on a busy host: take a median.
    lighthouseRuns: positive('lighthouse-runs', values['lighthouse-runs'], quick ? 1 : 5),
    skipBuild: values['skip-build'],
    skipMemory: values['skip-memory'],
    // Five minutes: long enough for every cache to fill and turn over several times.
    memorySeconds: positive('memory-seconds', values['memory-seconds'], quick ? 20 : 300),
    memoryIdle: positive('memory-idle', values['memory-idle'], quick ? 5 : 30),
    heapSnapshots: values['heap-snapshots'],
    skeleton: values.skeleton,
    compareRounds: positive('compare-rounds', values['compare-rounds'], quick ? 1 : 3),
    skipPhone: values['skip-phone'],
    phoneRuns: positive('phone-runs', values['phone-runs'], quick ? 1 : 5),
    phoneMarkets: markets(values['phone-markets']),
    explicit: {port: values.port !== undefined, sandboxPort: values['sandbox-port'] !== undefined},
  };
  if (options.sandboxPort === options.port)
    throw new Error(`--sandbox-port must differ from --port (${options.port})`);
  return options;
}

/** @param {string} name @param {string | undefined} raw @param {number} fallback */
function positive(name, raw, fallback) {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} expects a positive integer, got "${raw}"\n${USAGE}`);
  return value;
}

/** @param {string} raw  e.g. "it,hr" */
function markets(raw) {
  const list = raw.split(',').map((market) => market.trim());
  const unknown = list.filter((market) => !MARKETS.includes(market));
  if (unknown.length || !list.length)
    throw new Error(`--phone-markets takes ${MARKETS.join(', ')}; got "${raw}"\n${USAGE}`);
  return list;
}

/** Whether 127.0.0.1:port can be bound right now. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Explicit ports must be free (fail early instead of measuring somebody else's server); default
 * ones step up by 10 until free, since other stacks (npm start, e2e runs) share this machine.
 * @returns {Promise<{port: number, sandboxPort: number}>}
 */
export async function choosePorts({port, sandboxPort, explicit}) {
  for (let i = 0; i < (explicit.port ? 1 : 30); i++) {
    if (await isFree(port + i * 10)) {
      port += i * 10;
      break;
    }
    if (explicit.port || i === 29)
      throw new Error(`port ${port} on 127.0.0.1 is in use; pick another with --port`);
  }
  for (let i = 0; i < (explicit.sandboxPort ? 1 : 30); i++) {
    const candidate = sandboxPort + i * 10;
    if (candidate !== port && (await isFree(candidate))) return {port, sandboxPort: candidate};
    if (explicit.sandboxPort || i === 29)
      throw new Error(`sandbox port ${candidate} is in use; pick another with --sandbox-port`);
  }
  throw new Error('unreachable');
}
