/**
 * Intl formatters are costly to build (a fraction of a millisecond each, on every request that
 * prints a date or a price) and cheap to reuse: one per locale and options, for the isolate's life.
 */
const formatters = new Map<string, unknown>();

export function intlCached<T>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) formatters.set(key, (formatter = create()));
  return formatter;
}
