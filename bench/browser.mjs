// What a real browser loads: headless Chromium (Debian's, through playwright-core) opens each page
// with an empty cache, and every script response from the storefront is gzipped here at level 9,
// so the figure is comparable with the build-based closure in bundle.mjs. The same visit checks
// the product page's image priorities.
import {chromium} from 'playwright-core';
import {gzipSize} from './bundle.mjs';

/** The project's Chromium flags (scripts/browser.mjs), shared with Playwright and Lighthouse. */
import {CHROMIUM_ARGS} from '../scripts/browser.mjs';

export const CHROME_FLAGS = CHROMIUM_ARGS;

/** Launches Chromium; the caller registers `close` with the cleanup list right away. */
export async function launchBrowser(executablePath) {
  // Playwright's own signal handlers are off: run.mjs's cleanup closes the browser in order.
  return chromium.launch({
    executablePath,
    headless: true,
    args: CHROME_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/**
 * Loads `url` in a fresh context and sums the gzipped size of its scripts, including chunks
 * imported after hydration (waits for network idle).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string[]} origins  origins that count as the storefront's own
 */
export async function measurePage(browser, url, origins) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, locale: 'it-IT'});
  try {
    const page = await context.newPage();
    /** @type {Promise<{url: string, bytes: number, gzip: number} | null>[]} */
    const pending = [];
    const foreign = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const responseUrl = new URL(response.url());
      if (!origins.includes(responseUrl.origin)) return foreign.push(response.url());
      pending.push(
        response
          .body()
          .then((body) => ({url: responseUrl.pathname, bytes: body.length, gzip: gzipSize(body)}))
          .catch(() => null),
      );
    });
    const consoleErrors = [];
    page.on(
      'console',
      (message) => message.type() === 'error' && consoleErrors.push(message.text()),
    );
    page.on('pageerror', (error) => consoleErrors.push(String(error)));
    const response = await page.goto(url, {waitUntil: 'networkidle', timeout: 60_000});
    // The modules may start only after a quiet moment past the load event (docs/decisions/0018), which
    // network idle alone can mistake for the end: wait for the page to say it is hydrated.
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 30_000,
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((f) => f !== null);
    const unique = [...new Map(files.map((f) => [f.url, f])).values()].sort(
      (a, b) => b.gzip - a.gzip,
    );
    return {
      status: response?.status() ?? null,
      files: unique,
      gzip: unique.reduce((sum, f) => sum + f.gzip, 0),
      bytes: unique.reduce((sum, f) => sum + f.bytes, 0),
      foreignScripts: foreign,
      consoleErrors,
      images: await imagePriorities(page),
    };
  } finally {
    await context.close();
  }
}

/**
 * The main image should be the only one fetched eagerly and at high priority: every other image
 * competes with it for bandwidth on a phone. "Main" = the largest image in the first viewport.
 * @param {import('playwright-core').Page} page
 */
async function imagePriorities(page) {
  return page.evaluate(() => {
    const describe = (img) => {
      const rect = img.getBoundingClientRect();
      return {
        src: (img.currentSrc || img.src).slice(0, 160),
        alt: img.alt,
        loading: img.getAttribute('loading'),
        fetchpriority: img.getAttribute('fetchpriority'),
        area: Math.round(rect.width * rect.height),
        inFirstViewport: rect.top < innerHeight && rect.bottom > 0 && rect.width > 0,
      };
    };
    const images = [...document.querySelectorAll('img')];
    const main = images
      .filter((img) => describe(img).inFirstViewport)
      .sort((a, b) => describe(b).area - describe(a).area)[0];
    const highPriority = images.filter((img) => img.getAttribute('fetchpriority') === 'high');
    const eager = images.filter((img) => img.getAttribute('loading') !== 'lazy');
    return {
      total: images.length,
      main: main ? describe(main) : null,
      highPriority: highPriority.map(describe),
      eager: eager.map(describe),
      // Pass only when exactly one image is both eager and high priority, and it is the main one.
      mainIsOnlyEagerHighPriority:
        Boolean(main) &&
        highPriority.length === 1 &&
        eager.length === 1 &&
        highPriority[0] === main &&
        eager[0] === main,
    };
  });
}
