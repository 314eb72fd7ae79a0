/**
 * Relay connections as Shopify serves them: `edges{cursor node}`, `nodes`, `pageInfo`, opaque
 * base64 cursors, `first/after` and `last/before`, at most 250 items per page.
 */
import {GraphQLError} from 'graphql';

const MAX_PAGE_SIZE = 250;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<N> {
  edges: Array<{cursor: string; node: N}>;
  nodes: N[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/**
 * Lists handed to `connection` live as long as the catalogue (or a memoised sort of it), so their
 * reversed copies and id → position maps are built once per list, not once per request.
 */
const positions = new WeakMap<readonly unknown[], Map<number, number>>();
const reversedLists = new WeakMap<readonly unknown[], readonly unknown[]>();

function reversed<T>(items: readonly T[]): readonly T[] {
  let list = reversedLists.get(items) as readonly T[] | undefined;
  if (!list) {
    list = [...items].reverse();
    reversedLists.set(items, list);
  }
  return list;
}

export function connection<T, N>(
  items: readonly T[],
  args: ConnectionArgs,
  idOf: (item: T) => number,
  toNode: (item: T) => N,
): Connection<N> {
  checkPageSize(args);
  const list = args.reverse ? reversed(items) : items;
  let start = args.after ? positionOf(list, idOf, args.after) + 1 : 0;
  let end = args.before ? positionOf(list, idOf, args.before) : list.length;
  if (typeof args.first === 'number') end = Math.min(end, start + args.first);
  if (typeof args.last === 'number') start = Math.max(start, end - args.last);
  const page = list.slice(start, Math.max(start, end));
  const edges = page.map((item) => ({cursor: encodeCursor(idOf(item)), node: toNode(item)}));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: start + page.length < list.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function checkPageSize({first, last}: ConnectionArgs) {
  if (typeof first !== 'number' && typeof last !== 'number') {
    throw new GraphQLError('you must provide one of first or last', {
      extensions: {code: 'BAD_REQUEST'},
    });
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (typeof value === 'number' && (value < 0 || value > MAX_PAGE_SIZE)) {
      throw new GraphQLError(
        `The ${name} argument must be between 0 and ${MAX_PAGE_SIZE} (got ${value})`,
        {
          extensions: {code: 'BAD_REQUEST'},
        },
      );
    }
  }
}

/** Shopify-looking cursor: base64 of `{"last_id":…,"last_value":"…"}`. */
function encodeCursor(id: number): string {
  return Buffer.from(JSON.stringify({last_id: id, last_value: String(id)})).toString('base64');
}

function positionOf<T>(list: readonly T[], idOf: (item: T) => number, cursor: string): number {
  let id: unknown;
  try {
    id = (JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as {last_id?: unknown})
      .last_id;
  } catch {
    id = undefined;
  }
  let index = positions.get(list);
  if (!index) {
    index = new Map(list.map((item, i) => [idOf(item), i]));
    positions.set(list, index);
  }
  const position = typeof id === 'number' ? index.get(id) : undefined;
  if (position === undefined)
    throw new GraphQLError(`Invalid cursor: ${cursor}`, {extensions: {code: 'BAD_REQUEST'}});
  return position;
}
