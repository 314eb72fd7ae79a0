// Turns the measurements into the printed report and the PASS/FAIL list. Targets are reported, not
// enforced: the bench exits 0 whenever it ran, because absolute figures drift with the machine.

import {formatLighthouse, lighthouseTargets} from './lighthouse-report.mjs';
import {formatShopperSections, shopperTargets} from './phone-report.mjs';
import {KB, kb, ms, table} from './table.mjs';

const MiB = 2 ** 20;
const mb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / MiB).toFixed(1)} MB`);
/** Oxygen's memory per isolate (as Cloudflare gives a Worker; docs/decisions/0012). */
const ISOLATE_LIMIT = 128 * MiB;

/**
 * The pass/fail list; a target whose figure is missing (skipped or crashed step) is "SKIP".
 * @returns {{target: string, value: string, status: 'PASS' | 'FAIL' | 'SKIP'}[]}
 */
export function evaluateTargets({
  load,
  bundles,
  lighthouse,
  images,
  search,
  memory,
  info,
  shopper,
}) {
  const targets = [];
  const add = (target, value, ok) =>
    targets.push({
      target,
      value: value ?? 'not measured',
      status: ok === null ? 'SKIP' : ok ? 'PASS' : 'FAIL',
    });
  const row = (route, connections) =>
    load?.find((r) => r.route === route && r.connections === connections);

  const product1 = row('product', 1);
  add(
    'product p95 ≤ 40 ms @ 1 conn',
    product1 && ms(product1.p95),
    product1 ? product1.p95 <= 40 : null,
  );
  const at10 = load?.filter((r) => r.connections === 10) ?? [];
  const failures = at10.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  add(
    '0 errors (incl. timeouts, non-2xx) @ 10 conns',
    at10.length ? String(failures) : null,
    at10.length ? failures === 0 : null,
  );
  const product10 = row('product', 10);
  const ratio = product10?.ratioToReference;
  add(
    'product req/s ≥ 0.4 × reference @ 10 conns',
    ratio == null ? null : `${ratio.toFixed(2)}×`,
    ratio == null ? null : ratio >= 0.4,
  );

  const listing1 = row('listing', 1);
  add(
    'listing p95 ≤ 60 ms @ 1 conn',
    listing1 && ms(listing1.p95),
    listing1 ? listing1.p95 <= 60 : null,
  );
  const listingRatio = row('listing', 10)?.ratioToReference;
  add(
    'listing req/s ≥ 0.3 × reference @ 10 conns',
    listingRatio == null ? null : `${listingRatio.toFixed(2)}×`,
    listingRatio == null ? null : listingRatio >= 0.3,
  );
  const listingGzip = bundles?.listing?.headlineGzip;
  const productJs = bundles?.product?.headlineGzip;
  add(
    'listing JS ≤ product JS + 15 KB gzip',
    listingGzip == null || productJs == null ? null : `${kb(listingGzip)} vs ${kb(productJs)}`,
    listingGzip == null || productJs == null ? null : listingGzip <= productJs + 15 * KB,
  );
  // 15 ms on the default catalogue, 50 ms from 50 000 products (issue 5).
  const searchBudget = (info?.products ?? 0) >= 50_000 ? 50 : 15;
  add(
    `sandbox search p95 ≤ ${searchBudget} ms (${info?.products ?? '?'} products)`,
    search && ms(search.p95),
    search ? search.p95 <= searchBudget && search.errors === 0 : null,
  );
  const cart1 = row('add-to-cart', 1);
  add(
    'add-to-cart action p95 ≤ 60 ms @ 1 conn',
    cart1 && ms(cart1.p95),
    cart1 ? cart1.p95 <= 60 : null,
  );
  for (const page of ['home', 'product']) {
    const gzip = bundles?.[page]?.headlineGzip;
    add(
      `${page} JS ≤ 150 KB gzip`,
      gzip == null ? null : kb(gzip),
      gzip == null ? null : gzip <= 150 * KB,
    );
  }
  shopperTargets(shopper ?? {}, add);
  lighthouseTargets(lighthouse, add);
  const measured = memory && !memory.error ? memory : null;
  const kept = measured?.afterGc?.heapUsed;
  add(
    `isolate heap after ${measured?.seconds ?? '?'} s of load (GC'd) < 128 MB`,
    kept == null ? null : mb(kept),
    kept == null ? null : kept < ISOLATE_LIMIT,
  );
  const floor = measured?.floorUnderLoad;
  add(
    'isolate heap under load (lowest in use, 2nd half) < 128 MB',
    floor == null ? null : mb(floor),
    floor == null ? null : floor < ISOLATE_LIMIT,
  );
  const failed = measured && measured.errors + serverErrors(measured);
  add(
    'memory phase: no 5xx or socket errors',
    measured ? String(failed) : null,
    measured ? failed === 0 : null,
  );
  const img = images?.product;
  add(
    'product main image is the only eager + fetchpriority=high image',
    img
      ? `${img.highPriority.length} high-priority, ${img.eager.length} eager of ${img.total}`
      : null,
    img ? img.mainIsOnlyEagerHighPriority : null,
  );
  return targets;
}

/** The whole human-readable report, as one string for stdout. */
export function formatReport({
  load,
  subrequests,
  bundles,
  lighthouse,
  images,
  memory,
  targets,
  info,
  shopper,
}) {
  const lines = [];
  lines.push(
    `Passo storefront bench — ${info.date} — node ${info.node}, ${info.cpus.count}× ${info.cpus.model}`,
  );
  lines.push(
    `${info.durationS} s × ${info.rounds} round(s) per measurement, ${info.products} products, interleaved\n`,
  );

  if (load) {
    lines.push(
      table(
        ['route', 'conns', 'req/s', '× ref', 'p50', 'p95', 'p99', 'errors', 'non-2xx', 'KB/resp'],
        load.map((r) => [
          r.route,
          String(r.connections),
          r.reqPerSec.toFixed(1),
          r.ratioToReference == null ? '–' : r.ratioToReference.toFixed(2),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          r.timeouts ? `${r.errors} (${r.timeouts} timeouts)` : String(r.errors),
          String(r.non2xx),
          kb(r.bytesPerResponse),
        ]),
      ),
    );
  }
  if (subrequests) {
    lines.push('\nSandbox calls per page view (Storefront API round trips behind one response)');
    const describe = (s) =>
      !s
        ? 'n/a'
        : 'error' in s
          ? `n/a (${s.error})`
          : `${s.calls} (${s.sandboxMs} ms)${s.calls ? ` ${s.operations.join(', ')}` : ''}`;
    for (const [route, s] of Object.entries(subrequests)) {
      lines.push(
        `  ${route.padEnd(9)} first view: ${describe(s.first)}; warm: ${describe(s.warm)}`,
      );
    }
  }
  if (bundles) {
    lines.push('\nClient JS (gzip -9, unique files, first visit)');
    const bundleRows = Object.entries(bundles).map(([page, b]) => [
      page,
      b.browser ? kb(b.browser.gzip) : 'n/a',
      b.build ? kb(b.build.gzip) : 'n/a',
      b.browser ? String(b.browser.files.length) : 'n/a',
      b.note ?? '',
    ]);
    lines.push(table(['page', 'browser', 'build closure', 'files', 'note'], bundleRows));
  }
  if (shopper)
    lines.push(
      ...formatShopperSections({...shopper, skeleton: info.skeleton, phoneRuns: info.phoneRuns}),
    );
  if (lighthouse) lines.push(...formatLighthouse(lighthouse));
  if (images?.product) {
    const p = images.product;
    lines.push(`\nProduct page images: ${p.total}; main: ${p.main?.src ?? 'none'}`);
    for (const img of p.eager)
      lines.push(`  eager: ${img.src} fetchpriority=${img.fetchpriority} area=${img.area}`);
  }
  if (memory) lines.push(...formatMemory(memory));
  lines.push('\nTargets (reported, not enforced)');
  lines.push(
    table(
      ['', 'target', 'measured'],
      targets.map((t) => [t.status, t.target, t.value]),
    ),
  );
  return lines.join('\n');
}

/** 5xx answers of the memory phase, all kinds together. */
function serverErrors(memory) {
  return Object.values(memory.byKind ?? {}).reduce(
    (sum, {statuses}) =>
      sum +
      Object.entries(statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((n, [, count]) => n + count, 0),
    0,
  );
}

/** The memory phase: readings, traffic, other isolates, and what the figures are. */
function formatMemory(memory) {
  if (memory.error) return [`\nMemory phase failed: ${memory.error}`];
  const lines = [
    `\nMemory: ${memory.seconds} s of load at ${memory.connections} connections, ` +
      `${memory.requests} requests (${memory.reqPerSec.toFixed(1)}/s), ${memory.distinctPaths} distinct URLs`,
  ];
  const kinds = Object.entries(memory.byKind).map(([kind, {requests, statuses}]) => {
    const other = Object.entries(statuses).filter(([status]) => status !== '200');
    return `${kind} ${requests}${other.length ? ` (${other.map(([st, n]) => `${n}× ${st}`).join(', ')})` : ''}`;
  });
  lines.push(`  ${kinds.join('; ')}; socket errors ${memory.errors}`);
  const row = (label, r) => [
    label,
    mb(r?.heapUsed),
    mb(r?.heapTotal),
    mb(r?.external),
    mb(r?.rss),
    mb(r?.rssAnon),
  ];
  lines.push(
    table(
      ['', 'heap in use', 'heap total', 'buffers', 'workerd RSS', 'RSS anon'],
      [
        row('before load (GC)', memory.before),
        ['under load, lowest', mb(memory.floorUnderLoad), ...Array(4).fill('–')],
        row('peak', memory.peak),
        row('right after load', memory.afterLoad),
        row(`after ${memory.idleSeconds} s idle`, memory.afterIdle),
        row('then after a GC', memory.afterGc),
      ],
    ),
  );
  const others = Object.entries(memory.isolates ?? {})
    .map(([id, used]) => `${id} ${mb(used)}`)
    .join(', ');
  lines.push(`  every isolate's heap in use at the end (no GC for the others): ${others}`);
  lines.push(
    '  The heap is the storefront isolate, which Oxygen holds to 128 MB; "then after a GC" is what',
    '  it keeps. Under load it grows only because local workerd gives V8 no heap limit, so full',
    '  GCs wait (capped at 128 MB, the same load ran without error). RSS is the whole workerd',
    "  process: the isolates above, Miniflare's Cache API and the native buffers its allocator",
    "  keeps once freed; none of it is the isolate's on Oxygen (bench/README.md, Memory).",
  );
  return lines;
}
