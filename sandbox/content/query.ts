/**
 * The Delivery API's search parameters, as the `contentful` client sends them (qs-encoded):
 * `content_type`, `sys.*` / `fields.*` with `=`, `[ne]`, `[in]`, `[nin]`, `[all]`, `[exists]`,
 * `[match]`, `[lt]`, `[lte]`, `[gt]`, `[gte]`; `query` (full text), `links_to_entry`,
 * `links_to_asset`, `mimetype_group` (assets), `order`, `skip`, `limit`, `include`, `select`,
 * `locale`. What Contentful would refuse is refused the same way: 400 InvalidQuery.
 */
import {
  ASSET_FIELDS,
  contentTypeById,
  DEFAULT_LOCALE,
  isLocale,
  type ContentTypeSpec,
  type FieldSpec,
} from './model';
import {ContentfulError, invalidQuery, type LocaleChoice} from './wire';

const OPERATORS = ['ne', 'in', 'nin', 'all', 'exists', 'match', 'lt', 'lte', 'gt', 'gte'] as const;
type Operator = (typeof OPERATORS)[number] | 'eq';

export interface Filter {
  path: string[];
  op: Operator;
  value: string;
}

export interface Query {
  locale: LocaleChoice;
  contentType?: ContentTypeSpec;
  filters: Filter[];
  fullText?: string;
  linksTo?: {linkType: 'Entry' | 'Asset'; id: string};
  mimetypeGroup?: string;
  order: Array<{path: string[]; descending: boolean}>;
  skip: number;
  limit: number;
  include: number;
  /** Selected paths (`sys`, `fields.title`…); undefined: everything. */
  select?: string[][];
}

export type Resource = 'entries' | 'assets';

const MAX_LIMIT = 1000;
const MAX_INCLUDE = 10;
const SYS_PATHS = new Set(['id', 'type', 'createdAt', 'updatedAt', 'revision', 'publishedVersion']);
const ORDERABLE: ReadonlySet<string> = new Set(['Symbol', 'Integer', 'Number', 'Date', 'Boolean']);
const KEY = /^(sys|fields|metadata)\.([A-Za-z0-9_.]+?)(?:\[([a-z]+)\])?$/;

/** Parses a collection request; `single` is `/entries/{id}` (only `locale` applies). */
export function parseQuery(params: URLSearchParams, resource: Resource): Query {
  const query: Query = {
    locale: DEFAULT_LOCALE,
    filters: [],
    order: [],
    skip: 0,
    limit: 100,
    include: 1,
  };
  const typeId = params.get('content_type');
  if (typeId !== null) {
    if (resource === 'assets') throw invalidQuery({name: 'unknown', path: ['content_type']});
    query.contentType = contentTypeById(typeId);
    if (!query.contentType) throw invalidQuery({name: 'unknownContentType', value: 'DOESNOTEXIST'});
  }
  const fieldsOf = (): readonly FieldSpec[] | undefined =>
    resource === 'assets' ? ASSET_FIELDS : query.contentType?.fields;

  for (const [key, value] of params) {
    switch (key) {
      case 'access_token':
      case 'content_type':
        break;
      case 'locale':
        query.locale = parseLocale(value);
        break;
      case 'skip':
        query.skip = count(key, value, Number.MAX_SAFE_INTEGER);
        break;
      case 'limit':
        query.limit = count(key, value, MAX_LIMIT);
        break;
      case 'include':
        query.include = count(key, value, MAX_INCLUDE);
        break;
      case 'order':
        query.order = value.split(',').map((item) => parseOrder(item.trim(), fieldsOf(), resource));
        break;
      case 'select':
        query.select = value
          .split(',')
          .map((item) => parseSelect(item.trim(), fieldsOf(), resource));
        break;
      case 'query':
        query.fullText = value;
        break;
      case 'links_to_entry':
      case 'links_to_asset':
        if (resource === 'assets') throw invalidQuery({name: 'unknown', path: [key]});
        query.linksTo = {linkType: key === 'links_to_entry' ? 'Entry' : 'Asset', id: value};
        break;
      case 'mimetype_group':
        if (resource === 'entries') throw invalidQuery({name: 'unknown', path: [key]});
        query.mimetypeGroup = value;
        break;
      default:
        query.filters.push(parseFilter(key, value, fieldsOf(), resource));
    }
  }
  return query;
}

function parseLocale(value: string): LocaleChoice {
  if (value === '*' || isLocale(value)) return value;
  throw new ContentfulError(400, 'BadRequest', `Unknown locale: ${value}`);
}

function count(name: string, value: string, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > max)
    throw invalidQuery({name: 'range', path: [name], min: 0, max, value});
  return n;
}

/** `sys.x` or `fields.x[.more]`, checked against the content type; returns the path. */
function checkPath(
  raw: string,
  fields: readonly FieldSpec[] | undefined,
  resource: Resource,
): {path: string[]; field?: FieldSpec} {
  const path = raw.split('.');
  const [root, name] = path;
  if (root === 'sys' && name) {
    if (SYS_PATHS.has(name) && path.length === 2) return {path};
    if (resource === 'entries' && raw === 'sys.contentType.sys.id') return {path};
  }
  if (root === 'fields' && name) {
    if (!fields) throw invalidQuery({name: 'unknownContentType', value: 'DOESNOTEXIST'});
    const field = fields.find((f) => f.id === name);
    if (field) return {path, field};
  }
  throw invalidQuery({name: 'unknown', path});
}

function parseFilter(
  key: string,
  value: string,
  fields: readonly FieldSpec[] | undefined,
  resource: Resource,
): Filter {
  const match = KEY.exec(key);
  if (!match || match[1] === 'metadata') throw invalidQuery({name: 'unknown', path: [key]});
  const op = (match[3] ?? 'eq') as Operator;
  if (op !== 'eq' && !(OPERATORS as readonly string[]).includes(op))
    throw invalidQuery({name: 'unknownOperator', path: key.split('['), value: op});
  const {path} = checkPath(`${match[1]}.${match[2]}`, fields, resource);
  if (op === 'exists' && value !== 'true' && value !== 'false')
    throw invalidQuery({name: 'type', path, expected: 'Boolean', value});
  return {path, op, value};
}

function parseOrder(item: string, fields: readonly FieldSpec[] | undefined, resource: Resource) {
  const descending = item.startsWith('-');
  const {path, field} = checkPath(descending ? item.slice(1) : item, fields, resource);
  if (field && (path.length > 2 || !ORDERABLE.has(field.type)))
    throw invalidQuery({name: 'invalid', path, details: `Cannot order by a ${field.type} field`});
  return {path, descending};
}

function parseSelect(item: string, fields: readonly FieldSpec[] | undefined, resource: Resource) {
  if (item === 'sys' || item === 'fields' || item === 'metadata') return [item];
  const path = item.split('.');
  if (path.length > 2) throw invalidQuery({name: 'select', path, details: 'Select depth is 2'});
  return checkPath(item, fields, resource).path;
}
