/**
 * `metafieldsSet` as the Admin API answers it: at most 25 inputs, each checked (owner,
 * namespace, key, type, the value against its type, `compareDigest`), then all written or none,
 * with Shopify's user error codes and the input path of each error. The sandbox's owners are
 * customers; its types are the ones a storefront keeps on them.
 */
import {createHash} from 'node:crypto';
import {GraphQLError} from 'graphql';
import type {Catalog} from '../db/catalog';
import type {CustomerStore} from '../db/customers';
import {
  APP_NAMESPACE,
  type MetafieldInput,
  type MetafieldRecord,
  type MetafieldStore,
} from '../db/metafields';
import {parseGid} from '../storefront-api/ids';
import {customerMetafield, MetafieldView} from '../storefront-api/views/metafield';

export interface AdminContext {
  catalog: Catalog;
  customers: CustomerStore;
  metafields: MetafieldStore;
}

export interface MetafieldsSetInput {
  ownerId: string;
  namespace?: string | null;
  key: string;
  value: string;
  type?: string | null;
  compareDigest?: string | null;
}

interface UserError {
  field: string[];
  message: string;
  code: string;
  elementIndex: number | null;
}

const MAX_INPUTS = 25;
const MAX_LIST_ITEMS = 128;
const NAME = /^[a-zA-Z0-9_-]+$/;
const NAMESPACE = /^(\$app(:[a-zA-Z0-9_-]+)?|[a-zA-Z0-9_-]+)$/;

const digestOf = (value: string) => createHash('sha256').update(value).digest('hex');

function json(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** A value's problem for its type: the message, and the list item it is about. */
type ValueCheck = (value: string, catalog: Catalog) => {message: string; item?: number} | null;

function productReferences(value: string, catalog: Catalog) {
  const list = json(value);
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string'))
    return {message: 'Value must be an array of product references.'};
  if (list.length > MAX_LIST_ITEMS)
    return {message: `Value must have at most ${MAX_LIST_ITEMS} items.`};
  const item = list.findIndex((id: string) => {
    const parsed = parseGid(id);
    return parsed?.type !== 'Product' || !catalog.productById.has(parsed.id);
  });
  return item === -1
    ? null
    : {message: `Value references non-existent resource ${String(list[item])}.`, item};
}

const VALUE_CHECKS: Record<string, ValueCheck> = {
  single_line_text_field: (value) =>
    /[\r\n]/.test(value) ? {message: 'Value must be a single line of text.'} : null,
  multi_line_text_field: () => null,
  boolean: (value) =>
    value === 'true' || value === 'false' ? null : {message: "Value must be 'true' or 'false'."},
  number_integer: (value) =>
    /^-?\d{1,19}$/.test(value) ? null : {message: 'Value must be an integer.'},
  json: (value) => (json(value) === undefined ? {message: 'Value is invalid JSON.'} : null),
  product_reference: (value, catalog) => productReferences(JSON.stringify([value]), catalog),
  'list.product_reference': productReferences,
};

/** The owner's row id, or null when no such owner exists; owners other than customers are not served. */
function ownerOf(ownerId: string, ctx: AdminContext): number | null {
  const parsed = parseGid(ownerId);
  if (parsed && parsed.type !== 'Customer') {
    throw new GraphQLError(
      `Metafields of ${parsed.type} are not implemented by the Passo sandbox`,
      {
        extensions: {code: 'NOT_IMPLEMENTED'},
      },
    );
  }
  return parsed && ctx.customers.byId(parsed.id) ? parsed.id : null;
}

function check(
  input: MetafieldsSetInput,
  index: number,
  ctx: AdminContext,
): {write: MetafieldInput} | {errors: UserError[]} {
  const errors: UserError[] = [];
  const fail = (field: string, code: string, message: string, elementIndex: number | null = null) =>
    errors.push({field: ['metafields', String(index), field], code, message, elementIndex});
  const namespace = input.namespace ?? APP_NAMESPACE;
  const ownerId = ownerOf(input.ownerId, ctx);
  if (ownerId === null) fail('ownerId', 'INVALID', 'Owner does not exist.');
  if (namespace.length < 3)
    fail('namespace', 'TOO_SHORT', 'Namespace is too short (minimum is 3 characters)');
  else if (namespace.length > 255)
    fail('namespace', 'TOO_LONG', 'Namespace is too long (maximum is 255 characters)');
  else if (!NAMESPACE.test(namespace))
    fail('namespace', 'INVALID', 'Namespace contains one or more invalid characters.');
  if (input.key.length < 2) fail('key', 'TOO_SHORT', 'Key is too short (minimum is 2 characters)');
  else if (input.key.length > 64)
    fail('key', 'TOO_LONG', 'Key is too long (maximum is 64 characters)');
  else if (!NAME.test(input.key))
    fail('key', 'INVALID', 'Key contains one or more invalid characters.');
  const existing =
    ownerId === null ? undefined : ctx.metafields.get('CUSTOMER', ownerId, namespace, input.key);
  const type = input.type ?? existing?.type;
  if (!type) fail('type', 'BLANK', "Type can't be blank.");
  else if (!VALUE_CHECKS[type]) fail('type', 'INVALID_TYPE', `Type '${type}' is not a valid type.`);
  else {
    const problem = VALUE_CHECKS[type]!(input.value, ctx.catalog);
    if (problem) fail('value', 'INVALID_VALUE', problem.message, problem.item ?? null);
  }
  // `compareDigest`: null means "only if it does not exist yet"; a digest, "only if unchanged".
  if (input.compareDigest !== undefined) {
    const current = existing ? digestOf(existing.value) : null;
    if (input.compareDigest !== current)
      fail(
        'compareDigest',
        'STALE_OBJECT',
        'The resource has been updated since it was loaded. Try again with an updated `compareDigest` value.',
      );
  }
  if (errors.length) return {errors};
  return {
    write: {
      ownerType: 'CUSTOMER',
      ownerId: ownerId!,
      namespace,
      key: input.key,
      type: type!,
      value: input.value,
    },
  };
}

/** The Admin API's `Metafield`: the Storefront API's, with what only the Admin API shows. */
export class AdminMetafieldView extends MetafieldView {
  readonly #m: MetafieldRecord;

  constructor(metafield: MetafieldRecord) {
    super(customerMetafield(metafield));
    this.#m = metafield;
  }
  get ownerType() {
    return this.#m.ownerType;
  }
  get compareDigest() {
    return digestOf(this.#m.value);
  }
  /** The value as JSON: lists and json parsed, booleans and integers as such, text as text. */
  get jsonValue() {
    const {type, value} = this.#m;
    if (type === 'json' || type.startsWith('list.') || type === 'boolean') return json(value);
    return type === 'number_integer' ? Number(value) : value;
  }
}

export function metafieldsSet({metafields}: {metafields: MetafieldsSetInput[]}, ctx: AdminContext) {
  if (metafields.length > MAX_INPUTS) {
    return {
      metafields: [],
      userErrors: [
        {
          field: ['metafields'],
          code: 'LESS_THAN_OR_EQUAL_TO',
          message: `Exceeded the maximum metafields input limit of ${MAX_INPUTS}.`,
          elementIndex: null,
        },
      ],
    };
  }
  const checked = metafields.map((input, index) => check(input, index, ctx));
  const userErrors = checked.flatMap((result) => ('errors' in result ? result.errors : []));
  if (userErrors.length) return {metafields: [], userErrors};
  const writes = checked.flatMap((result) => ('write' in result ? [result.write] : []));
  return {
    metafields: ctx.metafields.setAll(writes).map((record) => new AdminMetafieldView(record)),
    userErrors: [],
  };
}
