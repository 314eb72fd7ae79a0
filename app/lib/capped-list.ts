/**
 * The short lists the shop keeps for a shopper (recently viewed products, the wishlist): newest
 * first, each item once, never more than a cap, so storage and pages stay small.
 */
type Key<T> = (item: T) => string;

const itself = (item: unknown) => String(item);

/** `item` at the front, any earlier copy of it gone, cut to `max`. */
export function putFirst<T>(list: readonly T[], item: T, max: number, key: Key<T> = itself): T[] {
  const id = key(item);
  return [item, ...list.filter((other) => key(other) !== id)].slice(0, max);
}

/** `first`, then what `second` adds to it, each in its own order, each item once, cut to `max`. */
export function union<T>(
  first: readonly T[],
  second: readonly T[],
  max: number,
  key: Key<T> = itself,
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of [...first, ...second]) {
    if (out.length === max) break;
    const id = key(item);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(item);
  }
  return out;
}
