// The pages under test and what a first visit to them loads: a real product URL, and client JS
// per page measured two ways (build manifest closure and a real browser), which must agree.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {launchBrowser, measurePage} from './browser.mjs';
import {routeClosure} from './bundle.mjs';
import {onCleanup} from './processes.mjs';

const STOREFRONT_TOKEN = '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c';
/** Route ids matched by each page, root first (see app/routes.ts). */
const ROUTE_CHAINS = {
  home: ['root', 'routes/shop-layout', 'home-market'],
  product: ['root', 'routes/shop-layout', 'routes/catalogue'],
  // A collection: the same route module as a product, with the listing's search and facets.
  listing: ['root', 'routes/shop-layout', 'routes/catalogue'],
  search: ['root', 'routes/shop-layout', 'routes/search'],
};
/** The page kind whose own code the catalogue route loads beside its module (decision 0041). */
const PAGE_KINDS = {product: 'product', listing: 'listing'};

/** The browser build's map of each page kind's chunks (scripts/page-chunks.ts), if written. */
function readPageChunks(buildRoot) {
  const file = path.join(buildRoot, 'node_modules', '.cache', 'passo', 'page-chunks.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

const log = (message) => console.error(`[bench] ${message}`);

export const STORE_LOCATOR_PATH = '/it/negozi';

/**
 * A real product URL: the sandbox's first product (asking the sandbox keeps the storefront's
 * caches cold for the first-view subrequest count), else the first product link on /it.
 * @returns {Promise<string>} a path like /it/{handle}-p
 */
export async function discoverProductPath(storefrontUrl, sandboxUrl) {
  const response = await fetch(`${sandboxUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN,
    },
    body: JSON.stringify({query: '{products(first:1){nodes{handle}}}'}),
  }).catch(() => null);
  const handle = (await response?.json().catch(() => null))?.data?.products?.nodes?.[0]?.handle;
  if (handle) return `/it/${handle}-p`;
  log(
    `the sandbox Storefront API gave no product (${response?.status ?? 'no answer'}); reading /it`,
  );
  const html = await (await fetch(`${storefrontUrl}/it`)).text();
  const link = /href="(\/it\/[^"/?#]+-p)"/.exec(html);
  if (!link) throw new Error('could not find a product handle in the sandbox or on /it');
  return link[1];
}

/**
 * A real story URL (the Lighthouse run's content page): the first story linked from /it/stories.
 * @returns {Promise<string>} a path like /it/stories/{slug}
 */
export async function discoverStoryPath(storefrontUrl) {
  const html = await (await fetch(`${storefrontUrl}/it/stories`)).text();
  const link = /href="(\/it\/stories\/[a-z0-9-]+)"/.exec(html);
  if (!link) throw new Error('could not find a story link on /it/stories');
  return link[1];
}

/** Build-based and browser-measured client JS per page, plus the product page's image check. */
export async function measureBundles(storefrontUrl, pages, chromePath, buildRoot) {
  const clientDir = path.join(buildRoot, 'dist', 'client');
  /** @type {Record<string, any>} */
  const bundles = {};
  /** @type {Record<string, any>} */
  const images = {};
  const pageChunks = readPageChunks(buildRoot);
  const browser = chromePath ? await launchBrowser(chromePath) : null;
  if (browser) onCleanup('Chromium (playwright)', () => browser.close());
  for (const [page, chain] of Object.entries(ROUTE_CHAINS)) {
    const entry = (bundles[page] = {build: null, browser: null, headlineGzip: null, note: null});
    try {
      entry.build = routeClosure(clientDir, chain, pageChunks[PAGE_KINDS[page]] ?? []);
    } catch (error) {
      entry.note = `build closure failed: ${error instanceof Error ? error.message : error}`;
    }
    if (browser) {
      log(`loading ${pages[page]} in Chromium…`);
      try {
        const measured = await measurePage(browser, storefrontUrl + pages[page], [
          new URL(storefrontUrl).origin,
        ]);
        const {images: pageImages, ...rest} = measured;
        entry.browser = rest;
        images[page] = pageImages;
      } catch (error) {
        entry.note = `browser visit failed: ${error instanceof Error ? error.message : error}`;
      }
    }
    entry.headlineGzip = entry.browser?.gzip ?? entry.build?.gzip ?? null;
    if (entry.build && entry.browser)
      entry.note ??= compareFiles(entry.build.files, entry.browser.files);
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
  return [
    onlyBrowser.length && `browser only: ${onlyBrowser.join(', ')}`,
    onlyBuild.length && `build only: ${onlyBuild.join(', ')}`,
  ]
    .filter(Boolean)
    .join('; ');
}
