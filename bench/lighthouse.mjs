// Lighthouse 12 with its default config (mobile: Moto G Power emulation, simulated slow 4G and
// 4× CPU slowdown). Full JSON reports go to bench/.lighthouse/ (git-ignored) for digging in; the
// summary keeps scores, the Core Web Vitals, and the audits that failed with their elements.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROME_FLAGS} from './browser.mjs';
import {median} from './load.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
};

/** Starts one Chrome for all audits; `kill` must be registered with the cleanup list. */
export async function launchChrome(chromePath) {
  // handleSIGINT off: its handler calls process.exit, which would cut our own cleanup short.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  let killed = false;
  const kill = () => {
    if (!killed) chrome.kill();
    killed = true;
  };
  return {port: chrome.port, pid: chrome.pid, kill};
}

/**
 * @param {{port: number}} chrome
 * @param {string} name   file name for the saved report
 * @param {string} url
 * @param {string} outDir
 */
export async function audit(chrome, name, url, outDir) {
  // Trace-recording failures (NO_NAVSTART, NO_FCP…) are flakes on a busy host and Lighthouse's
  // own advice is to run again, so one retry; a second failure is reported as it is.
  let result;
  for (let attempt = 1; attempt <= 2; attempt++) {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result?.lhr.runtimeError) break;
    console.error(
      `[bench] Lighthouse ${name}: ${result.lhr.runtimeError.code}, attempt ${attempt}`,
    );
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const {lhr} = result;
  await mkdir(outDir, {recursive: true});
  const reportPath = path.join(outDir, `${name}.json`);
  await writeFile(reportPath, /** @type {string} */ (result.report));
  if (lhr.runtimeError)
    throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);

  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
    ]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  );
  return {
    url,
    report: path.relative(process.cwd(), reportPath),
    scores,
    metrics,
    lcpElement: nodesOf(lhr.audits['largest-contentful-paint-element']?.details)[0] ?? null,
    failedAudits: failedAudits(lhr),
    warnings: lhr.runWarnings,
    // Lighthouse's own CPU yardstick: low values mean the host was slow or busy during the run.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** Audits of the four categories that did not pass, with up to three offending elements or URLs. */
function failedAudits(lhr) {
  const seen = new Set();
  const failed = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || seen.has(a.id) || a.score === null) continue;
      // Binary audits fail below 1; numeric ones (metrics, opportunities) below Lighthouse's "pass" (0.9).
      const threshold = a.scoreDisplayMode === 'binary' ? 1 : 0.9;
      if (
        !['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) ||
        a.score >= threshold
      )
        continue;
      seen.add(a.id);
      failed.push({
        category,
        id: a.id,
        score: a.score,
        weight: ref.weight,
        title: a.title,
        displayValue: a.displayValue ?? null,
        items: offenders(a.details).slice(0, 3),
      });
    }
  }
  return failed.sort((x, y) => y.weight - x.weight || x.score - y.score);
}

/** Short descriptions of what an audit points at: DOM nodes first, else URLs. */
function offenders(details) {
  const nodes = nodesOf(details).map((n) => `${n.selector ?? ''} ${n.snippet ?? ''}`.trim());
  if (nodes.length) return [...new Set(nodes)];
  // Some insight audits keep their items in an object, not a list: those name no URL here.
  const items = Array.isArray(details?.items) ? details.items : [];
  const urls = items.map((item) => item?.url ?? item?.source?.url).filter(Boolean);
  return [...new Set(urls)];
}

/** Depth-first search for `{type: 'node'}` entries anywhere in an audit's details. */
function nodesOf(details, found = []) {
  if (!details || typeof details !== 'object') return found;
  if (details.type === 'node') {
    found.push({
      selector: details.selector,
      snippet: details.snippet?.slice(0, 200),
      label: details.nodeLabel,
    });
    return found;
  }
  for (const value of Array.isArray(details) ? details : Object.values(details))
    nodesOf(value, found);
  return found;
}

const SPREAD_KEYS = ['performance', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'];

/**
 * One page's runs: per figure the median and the range over the runs; the other categories,
 * the failed audits and the LCP element come from the run with the median performance score.
 */
export function summarizeRuns(runs) {
  const figure = (run, key) => (key === 'performance' ? run.scores.performance : run.metrics[key]);
  const sorted = [...runs].sort(
    (a, b) => (figure(a, 'performance') ?? 0) - (figure(b, 'performance') ?? 0),
  );
  const values = (key) =>
    runs
      .map((run) => figure(run, key))
      .filter((v) => Number.isFinite(v))
      .sort((a, b) => a - b);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    runs: runs.length,
    performanceRuns: runs.map((run) => run.scores.performance),
    median: Object.fromEntries(
      SPREAD_KEYS.map((key) => [key, median(runs.map((run) => figure(run, key)))]),
    ),
    spread: Object.fromEntries(
      SPREAD_KEYS.map((key) => [
        key,
        values(key).length ? [values(key)[0], values(key).at(-1)] : null,
      ]),
    ),
  };
}
