/**
 * Ordering and filtering of the Online Store's lists (pages, blogs, articles, URL redirects):
 * `sortKey`, `reverse` and the simple part of Shopify's search syntax in `query`.
 */
import {connection, type ConnectionArgs} from './connection';
import type {ApiContext} from './context';

export type ListArgs = ConnectionArgs & {sortKey?: string | null; query?: string | null};

/** `field:value` terms of Shopify's search syntax, and bare words under `''`. */
export function searchTerms(query: string | null | undefined) {
  return [...(query ?? '').matchAll(/(\w+:)?("[^"]*"|\S+)/g)].map(([, field, value]) => ({
    field: field?.slice(0, -1).toLowerCase() ?? '',
    value: value!.replace(/^"|"$/g, '').toLowerCase(),
  }));
}

/** How one kind of record is listed: its orders per sort key, its search, its view. */
export interface ListKind<T, N> {
  orders: Record<string, (a: T, b: T, ctx: ApiContext) => number>;
  matches: (query: string, ctx: ApiContext) => (item: T) => boolean;
  view: (item: T) => N;
}

/**
 * A list as a connection: filtered by `query`, sorted by `sortKey` (ID by default; a key without
 * an order, such as RELEVANCE, keeps the list's own), then paged.
 */
export function listConnection<T extends {id: number}, N>(
  list: readonly T[],
  {sortKey, query, ...page}: ListArgs,
  ctx: ApiContext,
  {orders, matches, view}: ListKind<T, N>,
) {
  const compare = orders[sortKey ?? 'ID'];
  let items = query?.trim() ? list.filter(matches(query, ctx)) : [...list];
  if (compare) items = items.sort((a, b) => compare(a, b, ctx));
  return connection(items, page, (item) => item.id, view);
}
