// The report's shopper sections: the throttled phone profile, the interactions' INP, the
// documents' weight, Passo beside the Hydrogen skeleton, and their goals as targets.
import {median} from './load.mjs';
import {KB, kb, ms, seconds, table} from './table.mjs';
import {PHONE} from './phone.mjs';

const TEMPLATES = ['home', 'product', 'listing', 'search'];
/** The documents' budgets, uncompressed; a search page is a listing too. */
const DOCUMENT_BUDGETS = {home: 60 * KB, product: 50 * KB, listing: 60 * KB, search: 60 * KB};
const DEAD_WINDOW_MS = 800;
const INP_BUDGET_MS = 200;
const pair = (ours, theirs, format) => `${format(ours)} / ${format(theirs)}`;
const inpText = (value) => (value == null ? 'n/a' : value === 0 ? '<16 ms' : ms(value));

/**
 * Passo's hydration against the skeleton's load beside it (the two are loaded in turn, so a pair
 * shares the machine's state of the moment): the median of the differences, and how many pairs
 * Passo hydrated later in. Steadier on a busy machine than the difference of two medians.
 */
function pairedLag(ours, theirs) {
  const lags = (ours?.perLoad ?? []).flatMap((load, i) => {
    const beside = theirs?.perLoad?.[i];
    return load?.hydrated != null && beside?.hydrated != null
      ? [load.hydrated - beside.hydrated]
      : [];
  });
  if (!lags.length) return 'n/a';
  const lag = median(lags);
  const later = lags.filter((l) => l > 0).length;
  return `${lag > 0 ? '+' : ''}${Math.round(lag)} ms, ${later} of ${lags.length} later`;
}

/** Phone rows: Passo per market, then the skeleton's (when measured). */
function phoneRows(phone) {
  return Object.entries(phone).flatMap(([site, byTemplate]) =>
    Object.entries(byTemplate).map(([template, p]) => [
      site,
      template,
      seconds(p.fcp),
      seconds(p.lcp),
      seconds(p.hydrated),
      seconds(p.deadWindow),
      p.markerMinusHook == null ? '–' : ms(p.markerMinusHook),
      `${p.loads - p.failed}/${p.loads}`,
    ]),
  );
}

/** The sections' lines. */
export function formatShopperSections({phone, documents, comparison, skeleton, phoneRuns}) {
  const lines = [];
  if (phone) {
    lines.push(
      `\nPhone profile: ${PHONE.latencyMs} ms RTT, ${PHONE.downloadKbps / 1024} Mbps down, ` +
        `${PHONE.uploadKbps} kbps up, CPU ×${PHONE.cpuSlowdown}, ${PHONE.viewport.width}×` +
        `${PHONE.viewport.height} touch, cold cache; median of ${phoneRuns} load(s)`,
    );
    lines.push(
      table(
        ['site', 'template', 'FCP', 'LCP', 'hydrated', 'dead window', 'marker − hook', 'loads'],
        phoneRows(phone),
      ),
    );
    lines.push(
      '  hydrated: the first React commit of the page (React DevTools hook); marker − hook: when',
      "  Passo's html[data-hydrated] appeared after it. dead window = hydrated − FCP, per load.",
    );
    const errors = Object.entries(phone).flatMap(([site, byTemplate]) =>
      Object.entries(byTemplate)
        .filter(([, p]) => p.errors.length)
        .map(([template, p]) => `  ${site} ${template}: ${p.errors.join('; ')}`),
    );
    lines.push(...errors);
    const inpRows = Object.entries(phone).flatMap(([site, byTemplate]) =>
      Object.entries(byTemplate).flatMap(([template, p]) =>
        Object.entries(p.inp).map(([name, i]) => [
          `${site} ${template}`,
          name,
          inpText(i.median),
          i.runs.map(inpText).join(', '),
          i.failed ? `${i.failed} failed: ${i.errors.join('; ')}` : '',
        ]),
      ),
    );
    if (inpRows.length) {
      lines.push('\nInteractions after hydration, INP (Event Timing, 16 ms threshold)');
      lines.push(table(['page', 'interaction', 'median', 'per load', 'note'], inpRows));
    }
  }
  if (documents) {
    lines.push('\nDocuments: uncompressed (gzip -9)');
    const columns = Object.entries(documents).flatMap(([site, byMarket]) =>
      Object.keys(byMarket).map((market) => ({site, market})),
    );
    lines.push(
      table(
        ['template', ...columns.map(({site, market}) => `${site} ${market}`)],
        TEMPLATES.map((template) => [
          template,
          ...columns.map(({site, market}) => {
            const d = documents[site][market][template];
            if (!d) return '–';
            return `${kb(d.bytes)} (${kb(d.gzip)})${d.status === 200 ? '' : ` ${d.status}`}`;
          }),
        ]),
      ),
    );
  }
  if (comparison) {
    lines.push(
      `\nPasso / Hydrogen skeleton ${skeleton?.version ?? ''}: same sandbox, same preview`,
    );
    const phoneOf = (site, template) => phone?.[site]?.[template];
    const doc = (site, market, template) => documents?.[site]?.[market]?.[template]?.bytes;
    lines.push(
      table(
        [
          'template',
          'req/s @10',
          'ratio',
          'document',
          'FCP',
          'LCP',
          'hydrated',
          'paired lag',
          'dead window',
        ],
        TEMPLATES.map((template) => {
          const c = comparison[template];
          const ours = phoneOf('passo it', template);
          const theirs = phoneOf('skeleton', template);
          return [
            template,
            c
              ? pair(c.passo.reqPerSec, c.skeleton.reqPerSec, (v) => v?.toFixed(1) ?? 'n/a')
              : 'n/a',
            c?.ratio == null ? 'n/a' : `${c.ratio.toFixed(2)}×`,
            pair(doc('passo', 'it', template), doc('skeleton', 'en', template), kb),
            pair(ours?.fcp, theirs?.fcp, seconds),
            pair(ours?.lcp, theirs?.lcp, seconds),
            pair(ours?.hydrated, theirs?.hydrated, seconds),
            pairedLag(ours, theirs),
            pair(ours?.deadWindow, theirs?.deadWindow, seconds),
          ];
        }),
      ),
    );
    lines.push(
      "  paired lag: Passo's hydration minus the skeleton's load beside it, median over the pairs",
    );
    lines.push(
      `  req/s: median of ${Object.values(comparison)[0]?.passo.perRound.length ?? 0} interleaved` +
        ' rounds; errors and non-2xx: ' +
        TEMPLATES.map(
          (t) => `${t} ${comparison[t]?.passo.failed}/${comparison[t]?.skeleton.failed}`,
        ).join(', '),
    );
  }
  return lines;
}

/**
 * The shopper goals as targets (Lighthouse's are in lighthouse-report.mjs): paint and hydrate
 * no later than the skeleton, a dead window under 0.8 s, taps within 200 ms, light documents,
 * and throughput at least the skeleton's. Comparisons are SKIP without `--skeleton`.
 * @param {(target: string, value: string | null, ok: boolean | null) => void} add
 */
export function shopperTargets({phone, documents, comparison}, add) {
  const skeletonPhone = phone?.skeleton;
  // Without the skeleton, one line says so instead of one per page and figure.
  if (phone && !skeletonPhone)
    add("FCP and hydrated ≤ skeleton's on every template (phone)", 'needs --skeleton', null);
  if (!comparison)
    add("req/s ≥ 1.0× skeleton's @ 10 conns on every template", 'needs --skeleton', null);
  for (const [site, byTemplate] of Object.entries(phone ?? {})) {
    if (site === 'skeleton') continue;
    for (const template of TEMPLATES) {
      const p = byTemplate[template];
      if (!p) continue;
      for (const key of /** @type {const} */ (skeletonPhone ? ['fcp', 'hydrated'] : [])) {
        const theirs = skeletonPhone?.[template]?.[key];
        const known = p[key] != null && theirs != null;
        add(
          `${site} ${template} ${key === 'fcp' ? 'FCP' : 'hydrated'} ≤ skeleton's (phone)`,
          known ? pair(p[key], theirs, seconds) : null,
          known ? p[key] <= theirs : null,
        );
      }
      add(
        `${site} ${template} dead window < 0.8 s (phone)`,
        p.deadWindow == null ? null : seconds(p.deadWindow),
        p.deadWindow == null ? null : p.deadWindow < DEAD_WINDOW_MS,
      );
      for (const [name, i] of Object.entries(p.inp))
        add(
          `${site} ${template}: ${name}, INP ≤ 200 ms`,
          i.median == null ? null : inpText(i.median),
          i.median == null ? null : i.median <= INP_BUDGET_MS,
        );
    }
  }
  for (const [market, byTemplate] of Object.entries(documents?.passo ?? {})) {
    for (const [template, budget] of Object.entries(DOCUMENT_BUDGETS)) {
      const d = byTemplate[template];
      add(
        `${market} ${template} document ≤ ${kb(budget)} uncompressed`,
        d ? kb(d.bytes) : null,
        d ? d.status === 200 && d.bytes <= budget : null,
      );
    }
  }
  for (const template of comparison ? TEMPLATES : []) {
    const ratio = comparison[template]?.ratio;
    add(
      `${template} req/s ≥ 1.0× skeleton's @ 10 conns`,
      ratio == null ? null : `${ratio.toFixed(2)}×`,
      ratio == null ? null : ratio >= 1,
    );
  }
}
