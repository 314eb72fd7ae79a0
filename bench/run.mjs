// `npm run bench`: builds the storefront, serves it on Miniflare (scripts/preview.mjs) against a throw-away sandbox on
// 127.0.0.1, then measures server throughput/latency (autocannon), client JS (build manifest and a
// real browser), documents and a throttled phone (with `--skeleton`, beside Shopify's Hydrogen
// skeleton), Lighthouse scores and the worker's memory under a long load. See bench/README.md
// for how to read the figures.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {envForSandboxPort} from '../scripts/env.mjs';
import {audit, launchChrome, summarizeRuns} from './lighthouse.mjs';
import {findChromium} from '../scripts/browser.mjs';
import {HEADERS, runLoad, summarize, warm} from './load.mjs';
import {choosePorts, parseOptions} from './options.mjs';
import {
  STORE_LOCATOR_PATH,
  discoverProductPath,
  discoverStoryPath,
  measureBundles,
} from './pages.mjs';
import {build, cleanup, createWorkDir, installSignalHandlers, onCleanup} from './processes.mjs';
import {onExit, snapshotBuild, startSandbox, startStorefront} from './processes.mjs';
import {evaluateTargets, formatReport} from './report.mjs';
import {AUDITED_PAGES} from './lighthouse-report.mjs';
import {passoPaths} from './documents.mjs';
import {measureShopper} from './shopper.mjs';
import {prepareSkeleton, startSkeleton} from './skeleton.mjs';
import {countSubrequests} from './subrequests.mjs';
import {addToCartRoute} from './cart.mjs';
import {benchSearch} from './search.mjs';
import {measureMemory} from './memory.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const log = (message) => console.error(`[bench] ${message}`);

async function main() {
  const options = parseOptions(process.argv.slice(2));
  installSignalHandlers();
  process.chdir(ROOT); // the helpers resolve sandbox/ and dist/ from the working directory
  Object.assign(options, await choosePorts(options));

  // Same variables as `npm start`, but every sandbox URL points at the bench's own sandbox port,
  // so a developer's running storefront (3000/4000) is neither used nor disturbed.
  const env = envForSandboxPort(options.sandboxPort);
  const startedAt = new Date();
  const loadavgBefore = os.loadavg();

  // Building and seeding are independent and nothing is measured yet, so they overlap.
  log(
    options.skipBuild
      ? 'reusing dist/ (--skip-build)'
      : 'building (react-router build) and starting the sandbox…',
  );
  const workDir = await createWorkDir();
  const [sandbox, , skeletonBuild] = await Promise.all([
    startSandbox({port: options.sandboxPort, products: options.products, env, workDir}),
    options.skipBuild ? Promise.resolve() : build(),
    options.skeleton ? prepareSkeleton(log) : Promise.resolve(null),
  ]);
  const buildRoot = await snapshotBuild(workDir);
  const storefront = await startStorefront({port: options.port, env, root: buildRoot});
  const skeleton = skeletonBuild && {
    ...(await startSkeleton({root: skeletonBuild.root, env})),
    version: skeletonBuild.version,
  };
  log(`sandbox ${sandbox.url}, storefront ${storefront.url}, skeleton ${skeleton?.url ?? 'off'}`);

  const productPath = await discoverProductPath(storefront.url, sandbox.url);
  const catalogue = {
    productHandle: productPath.replace(/^\/it\/|-p$/g, ''),
    collectionHandle: 'donna',
  };
  const {home, product, listing, search: searchPath} = passoPaths('it', catalogue);
  const pages = {reference: '/bench/bare', home, product, listing, search: searchPath};
  // Audited by Lighthouse with the others; not part of the load test.
  const storyPath = await discoverStoryPath(storefront.url);
  const routes = Object.entries(pages).map(([name, urlPath]) => ({
    name,
    url: storefront.url + urlPath,
  }));
  /** @type {Record<string, any>} */
  const subrequests = {};
  // First view of each page (empty worker caches) then, after warming, a steady-state view.
  for (const {name, url} of routes)
    subrequests[name] = {first: await countSubrequests(sandbox.url, url, HEADERS)};
  for (const {name, url} of routes) {
    const statuses = await warm(url, 10);
    if (statuses.some((s) => s !== 200))
      throw new Error(`${name} ${url} answered ${statuses.join(', ')} while warming up`);
  }
  log(`warmed ${routes.map((r) => `${r.name} ${new URL(r.url).pathname}`).join(', ')}`);
  for (const {name, url} of routes)
    subrequests[name].warm = await countSubrequests(sandbox.url, url, HEADERS);

  // The cart action is measured with the pages; it is not a page, so no subrequest count.
  const cartRoute = await addToCartRoute(storefront.url, sandbox.url, HEADERS);
  const samples = await runLoad({
    routes: [...routes, cartRoute],
    connectionCounts: [1, 10],
    duration: options.duration,
    rounds: options.rounds,
    log,
  });
  const load = summarize(samples, 'reference');
  // The sandbox's own search latency, on the catalogue this run seeded (`--products`).
  const search = await benchSearch({sandboxUrl: sandbox.url, duration: options.duration, log});

  const chromePath = (await findChromium()) ?? '/usr/bin/chromium';
  const haveChrome = existsSync(chromePath);
  if (!haveChrome)
    log(`${chromePath} not found: browser JS and image checks and Lighthouse are skipped`);
  const {bundles, images} = await measureBundles(
    storefront.url,
    pages,
    haveChrome ? chromePath : null,
    buildRoot,
  );
  // Before Lighthouse and the memory phase, with nothing else running: the phone is timed.
  const shopper = await measureShopper({
    options,
    storefrontUrl: storefront.url,
    skeleton,
    catalogue,
    chromePath: haveChrome ? chromePath : null,
    log,
  });
  await skeleton?.close();

  /** @type {Record<string, any> | null} */
  let lighthouse = null;
  if (!options.skipLighthouse && haveChrome) {
    lighthouse = {};
    log('Lighthouse (mobile)…');
    const chrome = await launchChrome(chromePath);
    onCleanup('Chrome (Lighthouse)', async () => chrome.kill());
    onExit(chrome.kill); // Chrome runs detached: nothing else would stop it if we exit abruptly
    const audited = {...pages, story: storyPath, stores: STORE_LOCATOR_PATH};
    for (const page of AUDITED_PAGES) {
      try {
        const runs = [];
        for (let run = 0; run < options.lighthouseRuns; run++) {
          runs.push(
            await audit(
              chrome,
              page,
              storefront.url + audited[page],
              path.join(BENCH_DIR, '.lighthouse'),
            ),
          );
        }
        lighthouse[page] = summarizeRuns(runs);
      } catch (error) {
        lighthouse[page] = {error: error instanceof Error ? error.message : String(error)};
      }
    }
    chrome.kill();
  }

  // Last, so its five minutes of distinct URLs leave the other figures as they were; on a fresh
  // preview with workerd's inspector open, which the other figures are never taken with.
  /** @type {any} */
  let memory = null;
  if (!options.skipMemory) {
    await storefront.close();
    const inspected = await startStorefront({
      port: options.port,
      env,
      root: buildRoot,
      inspect: true,
    });
    const snapshotDir = options.heapSnapshots ? path.join(BENCH_DIR, '.memory') : null;
    if (snapshotDir) await mkdir(snapshotDir, {recursive: true});
    try {
      memory = await measureMemory({
        storefrontUrl: inspected.url,
        inspectorUrl: /** @type {string} */ (inspected.inspectorUrl),
        sandboxUrl: sandbox.url,
        seconds: options.memorySeconds,
        idleSeconds: options.memoryIdle,
        snapshotDir,
        log,
      });
    } catch (error) {
      memory = {error: error instanceof Error ? error.message : String(error)};
    }
  }

  const info = {
    date: startedAt.toISOString(),
    finished: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: {count: os.cpus().length, model: os.cpus()[0]?.model.trim() ?? 'unknown'},
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    loadavg: {before: loadavgBefore, after: os.loadavg()},
    git: git(['rev-parse', '--short', 'HEAD']),
    uncommittedFiles: git(['status', '--porcelain'])?.split('\n').filter(Boolean).length ?? null,
    durationS: options.duration,
    rounds: options.rounds,
    memorySeconds: options.skipMemory ? null : options.memorySeconds,
    products: options.products,
    ports: {storefront: options.port, sandbox: options.sandboxPort},
    urls: {...pages, story: storyPath, stores: STORE_LOCATOR_PATH},
    phoneRuns: options.skipPhone ? null : options.phoneRuns,
    skeleton: skeleton && {version: skeleton.version, cached: skeletonBuild?.cached},
  };
  const targets = evaluateTargets({
    load,
    bundles,
    lighthouse,
    images,
    search,
    memory,
    info,
    shopper,
  });
  console.log(
    formatReport({load, subrequests, bundles, lighthouse, images, memory, targets, info, shopper}),
  );
  const raw = samples.map(({latencies, ...sample}) => ({
    ...sample,
    latencySamples: latencies.length,
  }));
  const results = {
    info,
    load,
    samples: raw,
    subrequests,
    search,
    bundles,
    images,
    lighthouse,
    memory,
    ...shopper,
    targets,
  };
  await writeFile(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('wrote bench/results.json');
}

function git(args) {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

try {
  await main();
  await cleanup();
  process.exit(0);
} catch (error) {
  console.error(
    `[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  await cleanup();
  process.exit(1);
}
