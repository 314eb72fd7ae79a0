/** The suite's totals per surface, the one-line summary, and failure reports grouped by kind. */
import {describeRequest} from './request';
import type {Failure, SurfaceRun} from './runner';
import {TARGET} from './stack';

export interface SurfaceTotal {
  name: string;
  cases: number;
  groups: Record<string, number>;
  statuses: Record<string, number>;
  unsendable: number;
  failures: Failure[];
  reports: string[];
}

export function addRun(total: SurfaceTotal, run: SurfaceRun) {
  total.cases += run.cases;
  total.unsendable += run.unsendable;
  for (const [group, count] of Object.entries(run.groups))
    total.groups[group] = (total.groups[group] ?? 0) + count;
  for (const [status, count] of Object.entries(run.statuses))
    total.statuses[status] = (total.statuses[status] ?? 0) + count;
  total.failures.push(...run.failures);
  if (run.report) total.reports.push(run.report);
}

export const emptyTotal = (name: string): SurfaceTotal => ({
  name,
  cases: 0,
  groups: {},
  statuses: {},
  unsendable: 0,
  failures: [],
  reports: [],
});

const fiveXX = (total: SurfaceTotal) =>
  total.failures.filter((failure) => (failure.status ?? 0) >= 500).length;

/** `fuzz: paths 1200 cases, …, forms 1500 (cart 400, …), headers 1100 — 0 × 5xx, 0 failures`. */
export function summaryLine(totals: SurfaceTotal[], seconds: number): string {
  const parts = totals.map((total, index) => {
    const groups = Object.entries(total.groups)
      .sort(([, a], [, b]) => b - a)
      .map(([group, count]) => `${group} ${count}`)
      .join(', ');
    const showGroups = total.name === 'forms' ? ` (${groups})` : '';
    return `${total.name} ${total.cases}${index === 0 ? ' cases' : ''}${showGroups}`;
  });
  const errors = totals.reduce((sum, total) => sum + fiveXX(total), 0);
  const failures = totals.reduce((sum, total) => sum + total.failures.length, 0);
  return `fuzz: ${parts.join(', ')} — ${errors} × 5xx, ${failures} failing cases, ${seconds.toFixed(0)} s`;
}

export const statusLine = (total: SurfaceTotal) =>
  `  ${total.name} statuses: ${Object.entries(total.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')}${total.unsendable ? `, ${total.unsendable} cases node:http could not send` : ''}`;

/** Failures grouped by their first problem's kind, a few examples of each, then fast-check's. */
export function failureReport(total: SurfaceTotal, examples = 3): string {
  const kinds = new Map<string, Failure[]>();
  for (const failure of total.failures) {
    const kind = failure.problems[0]!.replace(/:.*$/s, '').replace(/\d{3}/, (s) => `${s[0]}xx`);
    kinds.set(kind, [...(kinds.get(kind) ?? []), failure]);
  }
  const sections = [...kinds].map(([kind, failures]) => {
    const shown = failures
      .slice(0, examples)
      .map(
        (failure) =>
          `  [${failure.group}] answered ${failure.status ?? 'nothing'} after ${failure.ms} ms: ${failure.problems.join('; ')}\n${describeRequest(failure.request, TARGET).replace(/^/gm, '    ')}`,
      );
    return `${kind} — ${failures.length} case(s):\n${shown.join('\n')}`;
  });
  const shrunk = total.reports.map((report) => `fast-check (shrunk):\n${report}`);
  return [`${total.name}: ${total.failures.length} failing case(s)`, ...sections, ...shrunk].join(
    '\n\n',
  );
}
