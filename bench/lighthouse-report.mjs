// Lighthouse's part of the report: the median of the runs per page with every run's spread, its
// targets (performance, LCP, TBT and CLS on the median, the other categories as before), and the audits that
// failed in the run with the median performance score.
import {ms, table} from './table.mjs';

/** Pages Lighthouse audits: those of the load test, the search, a story and the store locator. */
export const AUDITED_PAGES = ['home', 'product', 'listing', 'search', 'story', 'stores'];

// Cache-lifetime audits fail only because the local asset server sends no cache headers.
const LOCAL_ONLY = new Set(['cache-insight', 'uses-long-cache-ttl']);
const clip = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const cls = (value) => (value == null ? 'n/a' : value.toFixed(3));
const score = (value) => (value == null ? 'n/a' : String(value));
const wholeMs = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);
const BARE = {performance: score, lcpMs: Math.round, tbtMs: Math.round, cls, fcpMs: Math.round};

/** "median (min–max)" of one figure over the runs, the range without its unit. */
function withSpread(lh, key, format) {
  const value = format(lh.median[key]);
  const [min, max] = lh.spread[key] ?? [];
  return min === undefined || min === max
    ? value
    : `${value} (${BARE[key](min)}–${BARE[key](max)})`;
}

/** The section's lines. */
export function formatLighthouse(lighthouse) {
  const lines = ['\nLighthouse 12, mobile (default config): median of the runs (min–max)'];
  const rows = Object.entries(lighthouse)
    .filter(([, lh]) => !lh.error)
    .map(([page, lh]) => [
      page,
      String(lh.runs),
      withSpread(lh, 'performance', score),
      ...['accessibility', 'best-practices', 'seo'].map((id) => score(lh.scores[id])),
      withSpread(lh, 'lcpMs', wholeMs),
      withSpread(lh, 'tbtMs', wholeMs),
      withSpread(lh, 'cls', cls),
      withSpread(lh, 'fcpMs', wholeMs),
    ]);
  lines.push(
    table(['page', 'runs', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP'], rows),
  );
  for (const [page, lh] of Object.entries(lighthouse)) {
    if (lh.error) lines.push(`  ${page}: Lighthouse failed: ${lh.error}`);
    if (lh.performanceRuns?.length > 1)
      lines.push(`  ${page} performance per run: ${lh.performanceRuns.join(', ')}`);
    if (lh.lcpElement) lines.push(`  ${page} LCP element: ${lh.lcpElement.selector}`);
    // Audits that cost score first, with their elements; weight-0 diagnostics one line each.
    const local = (lh.failedAudits ?? []).filter((a) => LOCAL_ONLY.has(a.id) && a.weight === 0);
    if (local.length)
      lines.push(
        `  ${page} · ${local.map((a) => a.id).join(', ')}: local asset server, no cache headers`,
      );
    for (const a of (lh.failedAudits ?? []).filter((x) => !local.includes(x))) {
      const head = `  ${page} ${a.weight > 0 ? '✗' : '·'} [${a.category}${a.weight > 0 ? '' : ', weight 0'}] ${a.id}`;
      lines.push(`${head} (score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`);
      for (const item of a.weight > 0 ? a.items : a.items.slice(0, 1))
        lines.push(`      ${clip(item, 150)}`);
    }
  }
  return lines;
}

/**
 * Goal 6 on the medians (performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS 0), and the other
 * categories of the median run as before.
 * @param {Record<string, any> | null} lighthouse
 * @param {(target: string, value: string | null, ok: boolean | null) => void} add
 */
export function lighthouseTargets(lighthouse, add) {
  for (const page of AUDITED_PAGES) {
    const lh = lighthouse?.[page];
    const median = lh?.error ? undefined : lh?.median;
    const check = (label, value, format, ok) =>
      add(
        `${page} Lighthouse ${label}`,
        value == null ? null : format(value),
        value == null ? null : ok(value),
      );
    check('performance ≥ 95 (median)', median?.performance, score, (v) => v >= 95);
    check('LCP ≤ 2.0 s (median)', median?.lcpMs, ms, (v) => v <= 2000);
    check('TBT ≤ 150 ms (median)', median?.tbtMs, ms, (v) => v <= 150);
    check('CLS = 0 (median)', median?.cls, cls, (v) => v === 0);
    check('accessibility = 100', lh?.scores?.accessibility, score, (v) => v === 100);
    check('best-practices ≥ 95', lh?.scores?.['best-practices'], score, (v) => v >= 95);
    // A search result page asks not to be indexed (noindex), which Lighthouse's SEO marks down.
    if (page !== 'search') check('seo ≥ 95', lh?.scores?.seo, score, (v) => v >= 95);
  }
}
