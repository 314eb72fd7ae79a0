// The throttled phone profile: each load in a fresh browser context (cold cache, no
// cookies), through the DevTools protocol's network and CPU throttling, on a 375 px wide touch
// screen. Per load: first contentful paint, largest contentful paint, and the time React
// committed its first render of the page's root ("hydrated"), taken the same way for any React
// app (the hook React DOM reports every commit to, as React DevTools installs it), so Passo and
// Shopify's skeleton compare fairly. Passo's own marker, html[data-hydrated], is read beside it.
import {INTERACTIONS, answerConsent, interactionTimings} from './interactions.mjs';
import {median} from './load.mjs';

/** Slow 4G and a mid-range phone's CPU, as Lighthouse's mobile preset and the e2e tests use. */
export const PHONE = {
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: {width: 375, height: 667},
  deviceScaleFactor: 2,
  // A shopper's browser: the worker renders bots (HeadlessChrome among them) differently.
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
};

/** How long one load may take before it counts as failed (a throttled page on a busy host). */
const LOAD_TIMEOUT_MS = 90_000;

/**
 * Installed before any of the page's scripts. React DOM injects itself into
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__` when it loads and calls `onCommitFiberRoot` after every
 * commit; the first commit of the root is the end of hydration (React Router hydrates
 * `document`). Event Timing entries are kept for the interactions' INP.
 */
function installProbes() {
  const probe = {firstCommit: null, commits: 0, marker: null, lcp: null, events: []};
  Object.defineProperty(window, '__benchPhone', {value: probe});
  let nextRenderer = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      const id = nextRenderer++;
      this.renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot() {
      probe.commits++;
      probe.firstCommit ??= performance.now();
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  new MutationObserver(() => {
    if (document.documentElement?.dataset.hydrated === 'true') probe.marker ??= performance.now();
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-hydrated']});
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) probe.lcp = last.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  // As Chrome computes INP: event entries of 16 ms and more that belong to an interaction.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        probe.events.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
        });
    }
  }).observe({type: 'event', buffered: true, durationThreshold: 16});
}

/**
 * One cold load of `url` on the phone profile; then, if `interactions` names a template's
 * interactions (interactions.mjs), those taps, each with its INP.
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{fcp: number|null, lcp: number|null, hydrated: number|null,
 *   marker: number|null, commits: number, status: number|null, inp: Record<string, any>}>}
 */
async function phoneLoad(browser, url, {locale = 'it-IT', interactions = null} = {}) {
  const context = await browser.newContext({
    // Shopify's skeleton allows pictures from its CDN only, so its CSP would block every picture
    // the sandbox serves and the skeleton would download none. Without CSP both sites load what
    // they would from a real CDN. Passo's CSP is checked by its own tests.
    bypassCSP: true,
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE.userAgent,
    locale,
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(LOAD_TIMEOUT_MS / 3);
    await page.addInitScript(installProbes);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE.cpuSlowdown});
    const response = await page.goto(url, {waitUntil: 'load', timeout: LOAD_TIMEOUT_MS});
    // Hydration may wait for the load event and then for its modules (docs/decisions/0018).
    await page
      .waitForFunction(() => window.__benchPhone.firstCommit !== null, null, {
        timeout: LOAD_TIMEOUT_MS,
        polling: 100,
      })
      .catch(() => undefined);
    // LCP can still move while late images arrive; the first tap would freeze it.
    await page.waitForLoadState('networkidle', {timeout: 20_000}).catch(() => undefined);
    const probe = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime ?? null,
      lcp: window.__benchPhone.lcp,
      hydrated: window.__benchPhone.firstCommit,
      marker: window.__benchPhone.marker,
      commits: window.__benchPhone.commits,
    }));
    /** @type {Record<string, any>} */
    const inp = {};
    if (interactions) await answerConsent(page);
    for (const interaction of interactions ? INTERACTIONS[interactions] : []) {
      inp[interaction.name] = await interactionTimings(page, interaction).catch((error) => ({
        error: error instanceof Error ? error.message.split('\n')[0] : String(error),
      }));
    }
    return {...probe, status: response?.status() ?? null, inp};
  } finally {
    await context.close();
  }
}

/**
 * `runs` cold loads of each page of each site, interleaved (site A's home, site B's home, site
 * A's product…) so the host's drift hits every page alike; medians per page and metric.
 * @param {{browser: any, sites: {name: string, pages: {template: string, url: string,
 *   locale?: string, interactions?: string}[]}[], runs: number, log: (m: string) => void}} args
 */
export async function measurePhone({browser, sites, runs, log}) {
  /** @type {Record<string, Record<string, any[]>>} */
  const loads = Object.fromEntries(sites.map((site) => [site.name, {}]));
  const templates = [...new Set(sites.flatMap((s) => s.pages.map((p) => p.template)))];
  for (let run = 1; run <= runs; run++) {
    for (const template of templates) {
      for (const site of sites) {
        const page = site.pages.find((p) => p.template === template);
        if (!page) continue;
        log(`phone ${run}/${runs}: ${site.name} ${template} ${new URL(page.url).pathname}`);
        const result = await phoneLoad(browser, page.url, page).catch((error) => ({
          error: error instanceof Error ? error.message.split('\n')[0] : String(error),
        }));
        (loads[site.name][template] ??= []).push(result);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(loads).map(([site, byTemplate]) => [
      site,
      Object.fromEntries(
        Object.entries(byTemplate).map(([template, results]) => [
          template,
          summarizeLoads(results),
        ]),
      ),
    ]),
  );
}

/** Medians of the loads that worked; the dead window is taken per load, then its median. */
function summarizeLoads(results) {
  const ok = results.filter((r) => !r.error && r.status === 200);
  const pick = (key) => median(ok.map((r) => r[key]));
  const interactionNames = [...new Set(ok.flatMap((r) => Object.keys(r.inp)))];
  return {
    loads: results.length,
    failed: results.length - ok.length,
    errors: [...new Set(results.map((r) => r.error ?? (r.status === 200 ? null : r.status)))]
      .filter((e) => e !== null)
      .map(String),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    hydrated: pick('hydrated'),
    marker: pick('marker'),
    deadWindow: median(
      ok.map((r) => (r.hydrated == null || r.fcp == null ? NaN : r.hydrated - r.fcp)),
    ),
    markerMinusHook: median(
      ok.map((r) => (r.marker == null || r.hydrated == null ? NaN : r.marker - r.hydrated)),
    ),
    // In load order, a failed load as null: load i of each site ran beside the others' load i.
    perLoad: results.map((r) =>
      ok.includes(r) ? {fcp: r.fcp, lcp: r.lcp, hydrated: r.hydrated, marker: r.marker} : null,
    ),
    inp: Object.fromEntries(
      interactionNames.map((name) => {
        const timings = ok.map((r) => r.inp[name]).filter(Boolean);
        const measured = timings.filter((t) => !t.error);
        return [
          name,
          {
            median: median(measured.map((t) => t.inp)),
            runs: measured.map((t) => t.inp),
            failed: timings.length - measured.length,
            errors: [...new Set(timings.filter((t) => t.error).map((t) => t.error))],
          },
        ];
      }),
    ),
  };
}
