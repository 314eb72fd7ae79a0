/**
 * Runs a parsed query over the entities an audience sees: filters, full text, links, order and
 * paging, then the `includes` that resolve links to the depth asked for, and `select`.
 */
import {slug} from '../text';
import {DEFAULT_LOCALE, type LocaleCode} from './model';
import type {Filter, Query} from './query';
import type {VisibleEntity} from './store';
import {entityJson, fieldValue, isLink, type EntityJson, type SpaceRef} from './wire';

/** A value at a path of an entity (`sys.id`, `fields.image.sys.id`…) in one locale. */
function valueAt(entity: VisibleEntity, path: string[], locale: LocaleCode): unknown {
  const [root, name, ...rest] = path;
  let value: unknown;
  if (root === 'sys') {
    if (name === 'contentType') return entity.contentType;
    value = entity[name as keyof VisibleEntity];
  } else value = fieldValue(entity.fields, name!, locale);
  for (const step of rest) value = dig(value, step);
  return value;
}

function dig(value: unknown, step: string): unknown {
  if (Array.isArray(value)) return value.map((item) => dig(item, step));
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
}

/** The words of a value: strings, lists of strings, and the text nodes of rich text. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') {
    const node = value as {nodeType?: string; value?: unknown; content?: unknown};
    if (node.nodeType === 'text') return textOf(node.value);
    if (node.content) return textOf(node.content);
  }
  return '';
}

const words = (text: string) => slug(text).split('-').filter(Boolean);

/** Every word of the query starts a word of the text (case and accents ignored). */
function matches(value: unknown, query: string): boolean {
  const text = words(textOf(value));
  return words(query).every((word) => text.some((candidate) => candidate.startsWith(word)));
}

function compare(a: unknown, b: string): number {
  if (typeof a === 'number') return a - Number(b);
  const [x, y] = [Date.parse(String(a)), Date.parse(b)];
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return String(a).localeCompare(b);
}

const equals = (value: unknown, wanted: string) =>
  Array.isArray(value) ? value.some((v) => String(v) === wanted) : String(value) === wanted;

function passes(entity: VisibleEntity, filter: Filter, locale: LocaleCode): boolean {
  const value = valueAt(entity, filter.path, locale);
  const list = filter.value.split(',');
  const present = value !== undefined && value !== null;
  switch (filter.op) {
    case 'eq':
      return present && equals(value, filter.value);
    case 'ne':
      return !present || !equals(value, filter.value);
    case 'in':
      return present && list.some((wanted) => equals(value, wanted));
    case 'nin':
      return !present || !list.some((wanted) => equals(value, wanted));
    case 'all':
      return present && list.every((wanted) => equals(value, wanted));
    case 'exists':
      return present === (filter.value === 'true');
    case 'match':
      return present && matches(value, filter.value);
    case 'lt':
      return present && compare(value, filter.value) < 0;
    case 'lte':
      return present && compare(value, filter.value) <= 0;
    case 'gt':
      return present && compare(value, filter.value) > 0;
    case 'gte':
      return present && compare(value, filter.value) >= 0;
  }
}

/** Links anywhere in a value (fields, arrays, rich-text nodes). */
function linksIn(value: unknown, out: Array<{linkType: string; id: string}> = []) {
  if (isLink(value)) out.push(value.sys);
  else if (Array.isArray(value)) for (const item of value) linksIn(item, out);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) linksIn(item, out);
  return out;
}

function byOrder(order: Query['order'], locale: LocaleCode) {
  // Contentful's default: the most recently updated first, then by id.
  const keys = order.length
    ? order
    : [
        {path: ['sys', 'updatedAt'], descending: true},
        {path: ['sys', 'id'], descending: false},
      ];
  return (a: VisibleEntity, b: VisibleEntity) => {
    for (const {path, descending} of keys) {
      const [x, y] = [valueAt(a, path, locale), valueAt(b, path, locale)];
      if (x === y) continue;
      // Entities without a value come last, whatever the direction.
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      const sign = typeof x === 'number' ? x - (y as number) : String(x) < String(y) ? -1 : 1;
      return descending ? -sign : sign;
    }
    return 0;
  };
}

export function findEntities(
  all: readonly VisibleEntity[],
  type: 'Entry' | 'Asset',
  query: Query,
): {total: number; page: VisibleEntity[]} {
  const locale = query.locale === '*' ? DEFAULT_LOCALE : query.locale;
  const found = all.filter(
    (entity) =>
      entity.type === type &&
      (!query.contentType || entity.contentType === query.contentType.id) &&
      query.filters.every((filter) => passes(entity, filter, locale)) &&
      (!query.fullText ||
        Object.keys(entity.fields).some((name) =>
          matches(fieldValue(entity.fields, name, locale), query.fullText!),
        )) &&
      (!query.linksTo ||
        linksIn(entity.fields).some(
          (l) => l.linkType === query.linksTo!.linkType && l.id === query.linksTo!.id,
        )) &&
      (!query.mimetypeGroup ||
        String(dig(fieldValue(entity.fields, 'file', locale), 'contentType')).startsWith(
          `${query.mimetypeGroup}/`,
        )),
  );
  found.sort(byOrder(query.order, locale));
  return {total: found.length, page: found.slice(query.skip, query.skip + query.limit)};
}

/** Keeps the selected parts of an entity (`sys` always keeps what the client needs). */
export function selected(json: EntityJson, select: string[][] | undefined): Partial<EntityJson> {
  if (!select) return json;
  const out: Record<string, Record<string, unknown>> = {};
  const source = json as unknown as Record<string, Record<string, unknown>>;
  for (const [root, name] of select as Array<[string, string | undefined]>) {
    if (!(root in source)) continue;
    if (name === undefined) out[root] = source[root]!;
    else if (source[root]![name] !== undefined)
      out[root] = {...out[root], [name]: source[root]![name]};
    else out[root] ??= {};
  }
  return out as Partial<EntityJson>;
}

interface Includes {
  Entry: EntityJson[];
  Asset: EntityJson[];
}

/**
 * What `items` link to, `depth` levels deep, as `includes`; links to what this audience cannot
 * see become `notResolvable` errors, as Contentful reports them.
 */
export function resolveIncludes(
  items: ReadonlyArray<Partial<EntityJson>>,
  visible: ReadonlyMap<string, VisibleEntity>,
  depth: number,
  locale: Query['locale'],
  ref: SpaceRef,
) {
  const seen = new Set(items.map((item) => `${item.sys?.type}!${item.sys?.id}`));
  const includes: Includes = {Entry: [], Asset: []};
  const missing = new Map<string, {linkType: string; id: string}>();
  let level: unknown[] = items.map((item) => item.fields);
  for (let d = 0; d < depth && level.length; d++) {
    const next: unknown[] = [];
    for (const {linkType, id} of linksIn(level)) {
      const key = `${linkType}!${id}`;
      if (seen.has(key) || (linkType !== 'Entry' && linkType !== 'Asset')) continue;
      seen.add(key);
      const target = visible.get(id);
      if (!target || target.type !== linkType) {
        missing.set(key, {linkType, id});
        continue;
      }
      const json = entityJson(target, locale, ref);
      includes[linkType].push(json);
      next.push(json.fields);
    }
    level = next;
  }
  const errors = [...missing.values()].map(({linkType, id}) => ({
    sys: {id: 'notResolvable', type: 'error'},
    details: {type: 'Link', linkType, id},
  }));
  return {includes, errors};
}
