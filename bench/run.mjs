// `npm run bench`: builds the storefront, serves it on MiniOxygen against a throw-away sandbox on
// 127.0.0.1, then measures server throughput/latency (autocannon), client JS (build manifest and a
// real browser) and Lighthouse scores. See bench/README.md for how to read the figures.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadProjectEnv} from '../scripts/env.mjs';
import {launchBrowser, measurePage} from './browser.mjs';
import {routeClosure} from './bundle.mjs';
import {audit, launchChrome} from './lighthouse.mjs';
import {HEADERS, runLoad, summarize, warm} from './load.mjs';
import {parseOptions} from './options.mjs';
import {build, choosePorts, cleanup, createWorkDir, installSignalHandlers, onCleanup, onExit} from './processes.mjs';
import {snapshotBuild, startSandbox, startStorefront} from './processes.mjs';
import {evaluateTargets, formatReport} from './report.mjs';
import {countSubrequests} from './subrequests.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const STOREFRONT_TOKEN = '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c';
/** Route ids matched by each page, root first (see app/routes.ts). */
const ROUTE_CHAINS = {
  home: ['root', 'routes/shop-layout', 'home-market'],
  product: ['root', 'routes/shop-layout', 'routes/catalogue'],
};

const log = (message) => console.error(`[bench] ${message}`);

async function main() {
  const options = parseOptions(process.argv.slice(2));
  installSignalHandlers();
  process.chdir(ROOT); // the helpers resolve sandbox/ and dist/ from the working directory
  Object.assign(options, await choosePorts(options));

  // Same variables as `npm start`, but every sandbox URL points at the bench's own sandbox port,
  // so a developer's running storefront (3000/4000) is neither used nor disturbed.
  const sandboxOrigin = `http://127.0.0.1:${options.sandboxPort}`;
  const env = {
    ...loadProjectEnv(),
    PUBLIC_STORE_DOMAIN: sandboxOrigin,
    PUBLIC_CHECKOUT_DOMAIN: sandboxOrigin,
    SANDBOX_ORIGIN: sandboxOrigin,
    SANDBOX_PORT: String(options.sandboxPort),
  };
  const startedAt = new Date();
  const loadavgBefore = os.loadavg();

  // Building and seeding are independent and nothing is measured yet, so they overlap.
  log(options.skipBuild ? 'reusing dist/ (--skip-build)' : 'building (react-router build) and starting the sandbox…');
  const workDir = await createWorkDir();
  const [sandbox] = await Promise.all([
    startSandbox({port: options.sandboxPort, products: options.products, env, workDir}),
    options.skipBuild ? Promise.resolve() : build(),
  ]);
  const buildRoot = await snapshotBuild(workDir);
  const storefront = await startStorefront({port: options.port, env, root: buildRoot});
  log(`sandbox ${sandbox.url}, storefront ${storefront.url}`);

  const productPath = await discoverProductPath(storefront.url, sandbox.url);
  const pages = {reference: '/bench/bare', home: '/it', product: productPath};
  const routes = Object.entries(pages).map(([name, urlPath]) => ({name, url: storefront.url + urlPath}));
  /** @type {Record<string, any>} */
  const subrequests = {};
  // First view of each page (empty worker caches) then, after warming, a steady-state view.
  for (const {name, url} of routes) subrequests[name] = {first: await countSubrequests(sandbox.url, url, HEADERS)};
  for (const {name, url} of routes) {
    const statuses = await warm(url, 10);
    if (statuses.some((s) => s !== 200)) throw new Error(`${name} ${url} answered ${statuses.join(', ')} while warming up`);
  }
  log(`warmed ${routes.map((r) => `${r.name} ${new URL(r.url).pathname}`).join(', ')}`);
  for (const {name, url} of routes) subrequests[name].warm = await countSubrequests(sandbox.url, url, HEADERS);
  log('the worker logs "Network connection lost" for requests cut off at the end of each run: expected');

  const samples = await runLoad({routes, connectionCounts: [1, 10], duration: options.duration, rounds: options.rounds, log});
  const load = summarize(samples, 'reference');

  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const haveChrome = existsSync(chromePath);
  if (!haveChrome) log(`${chromePath} not found: browser JS and image checks and Lighthouse are skipped`);
  const {bundles, images} = await measureBundles(storefront.url, pages, haveChrome ? chromePath : null, buildRoot);

  /** @type {Record<string, any> | null} */
  let lighthouse = null;
  if (!options.skipLighthouse && haveChrome) {
    lighthouse = {};
    log('Lighthouse (mobile)…');
    const chrome = await launchChrome(chromePath);
    onCleanup('Chrome (Lighthouse)', async () => chrome.kill());
    onExit(chrome.kill); // Chrome runs detached: nothing else would stop it if we exit abruptly
    for (const page of ['home', 'product']) {
      try {
        lighthouse[page] = await audit(chrome, page, storefront.url + pages[page], path.join(BENCH_DIR, '.lighthouse'));
      } catch (error) {
        lighthouse[page] = {error: error instanceof Error ? error.message : String(error)};
      }
    }
    chrome.kill();
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
    products: options.products,
    ports: {storefront: options.port, assets: options.port + 100, sandbox: options.sandboxPort},
    urls: pages,
  };
  const targets = evaluateTargets({load, bundles, lighthouse, images});
  console.log(formatReport({load, subrequests, bundles, lighthouse, images, targets, info}));
  const raw = samples.map(({latencies, ...sample}) => ({...sample, latencySamples: latencies.length}));
  const results = {info, load, samples: raw, subrequests, bundles, images, lighthouse, targets};
  await writeFile(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('wrote bench/results.json');
}

/**
 * A real product URL: the sandbox's first product (asking the sandbox keeps the storefront's
 * caches cold for the first-view subrequest count), else the first product link on /it.
 * @returns {Promise<string>} a path like /it/{handle}-p
 */
async function discoverProductPath(storefrontUrl, sandboxUrl) {
  const response = await fetch(`${sandboxUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN},
    body: JSON.stringify({query: '{products(first:1){nodes{handle}}}'}),
  }).catch(() => null);
  const handle = (await response?.json().catch(() => null))?.data?.products?.nodes?.[0]?.handle;
  if (handle) return `/it/${handle}-p`;
  log(`the sandbox Storefront API gave no product (${response?.status ?? 'no answer'}); reading /it`);
  const html = await (await fetch(`${storefrontUrl}/it`)).text();
  const link = /href="(\/it\/[^"/?#]+-p)"/.exec(html);
  if (!link) throw new Error('could not find a product handle in the sandbox or on /it');
  return link[1];
}

/** Build-based and browser-measured client JS per page, plus the product page's image check. */
async function measureBundles(storefrontUrl, pages, chromePath, buildRoot) {
  const clientDir = path.join(buildRoot, 'dist', 'client');
  /** @type {Record<string, any>} */
  const bundles = {};
  /** @type {Record<string, any>} */
  const images = {};
  const browser = chromePath ? await launchBrowser(chromePath) : null;
  if (browser) onCleanup('Chromium (playwright)', () => browser.close());
  for (const [page, chain] of Object.entries(ROUTE_CHAINS)) {
    const entry = (bundles[page] = {build: null, browser: null, headlineGzip: null, note: null});
    try {
      entry.build = routeClosure(clientDir, chain);
    } catch (error) {
      entry.note = `build closure failed: ${error instanceof Error ? error.message : error}`;
    }
    if (browser) {
      log(`loading ${pages[page]} in Chromium…`);
      try {
        const measured = await measurePage(browser, storefrontUrl + pages[page], [new URL(storefrontUrl).origin]);
        const {images: pageImages, ...rest} = measured;
        entry.browser = rest;
        images[page] = pageImages;
      } catch (error) {
        entry.note = `browser visit failed: ${error instanceof Error ? error.message : error}`;
      }
    }
    entry.headlineGzip = entry.browser?.gzip ?? entry.build?.gzip ?? null;
    if (entry.build && entry.browser) entry.note ??= compareFiles(entry.build.files, entry.browser.files);
  }
  await browser?.close();
  return {bundles, images};
}

/** Names the files that only one of the two methods counted, so a difference is explained. */
function compareFiles(buildFiles, browserFiles) {
  const a = new Set(buildFiles.map((f) => f.url));
  const b = new Set(browserFiles.map((f) => f.url));
  const onlyBrowser = [...b].filter((u) => !a.has(u)).map((u) => path.basename(u));
  const onlyBuild = [...a].filter((u) => !b.has(u)).map((u) => path.basename(u));
  if (!onlyBrowser.length && !onlyBuild.length) return 'same files';
  return [onlyBrowser.length && `browser only: ${onlyBrowser.join(', ')}`, onlyBuild.length && `build only: ${onlyBuild.join(', ')}`]
    .filter(Boolean)
    .join('; ');
}

function git(args) {
  try {
    return execFileSync('git', args, {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return null;
  }
}

try {
  await main();
  await cleanup();
  process.exit(0);
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  await cleanup();
  process.exit(1);
}
