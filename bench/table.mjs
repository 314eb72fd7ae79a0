// Formatting shared by the report's sections: units and the plain fixed-width table.

export const KB = 1000; // "150 KB" read strictly as 150 000 bytes
export const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / KB).toFixed(1)} KB` : 'n/a');
/** Seconds with two decimals, the unit of the phone profile's paints. */
export const seconds = (msValue) =>
  Number.isFinite(msValue) ? `${(msValue / 1000).toFixed(2)} s` : 'n/a';

/** Plain fixed-width table; numbers right-aligned. */
export function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const numeric = header.map(
    (_, i) => rows.length > 0 && rows.every((r) => /^[\d.,–\-<≤ /]+( ms| KB| s|×)?$/.test(r[i])),
  );
  const format = (cells) =>
    cells
      .map((c, i) => (numeric[i] ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(format)].join(
    '\n',
  );
}
