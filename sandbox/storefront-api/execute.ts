/**
 * Runs one GraphQL request against the real Storefront API 2025-07 schema (shipped in
 * `@shopify/hydrogen/storefront.schema.json`). Fields are read from view objects; a field the
 * sandbox does not provide is an error naming it, never a silent null.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  BREAK,
  GraphQLError,
  Kind,
  buildClientSchema,
  execute,
  parse,
  validate,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type IntrospectionQuery,
} from 'graphql';
import {cartMutationRoot, cartQueryRoot} from './cart-root';
import {localeOf, readInContext, type ApiContext, type ApiServices} from './context';
import {customerAccountRoot, customerQueryRoot} from './customer-account';
import {customerAuthRoot} from './customer-auth';
import {locationsRoot} from './locations-root';
import {onlineStoreRoot} from './online-store-root';
import {queryRoot} from './root';
import {searchRoot} from './search-root';

export interface GraphQLRequestBody {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface ShopifyError {
  message: string;
  locations?: ReadonlyArray<{line: number; column: number}>;
  path?: ReadonlyArray<string | number>;
  extensions: {code: string; [key: string]: unknown};
}

export interface GraphQLResponse {
  data?: unknown;
  errors?: ShopifyError[];
}

let schema: GraphQLSchema | undefined;

/** Building the client schema takes ~100 ms, so it happens once, on first use. */
function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const require = createRequire(import.meta.url);
    const json = JSON.parse(
      readFileSync(require.resolve('@shopify/hydrogen/storefront.schema.json'), 'utf8'),
    ) as IntrospectionQuery;
    schema = buildClientSchema(json);
  }
  return schema;
}

const fieldResolver: GraphQLFieldResolver<unknown, ApiContext> = (source, args, ctx, info) => {
  const {fieldName} = info;
  if (
    source !== null &&
    typeof source === 'object' &&
    fieldName in source &&
    !(fieldName in Object.prototype)
  ) {
    const value: unknown = (source as Record<string, unknown>)[fieldName];
    return typeof value === 'function'
      ? (value as (...a: unknown[]) => unknown).call(source, args, ctx, info)
      : value;
  }
  throw new GraphQLError(
    `Field "${info.parentType.name}.${fieldName}" is not implemented by the Passo sandbox`,
    {
      extensions: {code: 'NOT_IMPLEMENTED'},
    },
  );
};

/** Interfaces and unions (Node, Media…) resolve through the view's `__typename`. */
const typeResolver: GraphQLTypeResolver<unknown, ApiContext> = (value) =>
  (value as {__typename?: string} | null)?.__typename;

/**
 * graphql-js reads query and mutation fields from the same root value; validation against the
 * schema keeps a query from reaching a mutation field and vice versa.
 */
const rootValue = {
  ...queryRoot,
  ...locationsRoot,
  ...onlineStoreRoot,
  ...searchRoot,
  ...cartQueryRoot,
  ...customerQueryRoot,
  ...cartMutationRoot,
  ...customerAuthRoot,
  ...customerAccountRoot,
};

/** Parsed documents by query text: the storefront sends the same few queries over and over. */
const documents = new Map<string, DocumentNode | readonly ShopifyError[]>();
const DOCUMENT_CACHE_SIZE = 500;

export function runGraphQL(body: GraphQLRequestBody, base: ApiServices): GraphQLResponse {
  const document = parseAndValidate(body.query);
  if (!('kind' in document)) return {errors: [...document]};
  const variables = body.variables ?? {};
  const {country, language} = readInContext(document, body.operationName, variables);
  const contextValue: ApiContext = {...base, country, language, locale: localeOf(language)};
  const result = execute({
    schema: storefrontSchema(),
    document,
    rootValue,
    contextValue,
    variableValues: variables,
    operationName: body.operationName,
    fieldResolver,
    typeResolver,
  });
  if ('then' in result) throw new Error('The sandbox resolvers are synchronous');
  return {
    ...(result.data !== undefined ? {data: result.data} : {}),
    ...(result.errors?.length ? {errors: result.errors.map(formatExecutionError)} : {}),
  };
}

function parseAndValidate(query: string): DocumentNode | readonly ShopifyError[] {
  const cached = documents.get(query);
  if (cached) return cached;
  let outcome: DocumentNode | readonly ShopifyError[];
  try {
    const document = parse(query);
    const errors = validate(storefrontSchema(), document);
    outcome = errors.length
      ? errors.map((error) => formatValidationError(error, document))
      : document;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    outcome = [
      {message: error.message, locations: error.locations, extensions: {code: 'parseError'}},
    ];
  }
  if (documents.size >= DOCUMENT_CACHE_SIZE) documents.delete(documents.keys().next().value!);
  documents.set(query, outcome);
  return outcome;
}

export function formatExecutionError(error: GraphQLError): ShopifyError {
  // A resolver bug (not a GraphQLError we raised on purpose) is an internal error.
  const internal =
    error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
  return {
    message: error.message,
    ...(error.locations ? {locations: error.locations} : {}),
    ...(error.path ? {path: error.path} : {}),
    extensions: {code: internal ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST', ...error.extensions},
  };
}

/**
 * graphql-js messages that Shopify words differently, with Shopify's error codes (the Admin API's
 * are the same, admin-api/execute.ts).
 */
type Rewrite = (m: RegExpExecArray) => {message: string; extensions: Record<string, unknown>};
const VALIDATION_CODES: Array<[RegExp, string, Rewrite?]> = [
  [
    /^Cannot query field "(\w+)" on type "(\w+)"/,
    'undefinedField',
    (m) => ({
      message: `Field '${m[1]}' doesn't exist on type '${m[2]}'`,
      extensions: {typeName: m[2], fieldName: m[1]},
    }),
  ],
  [/^Unknown argument "(\w+)"/, 'argumentNotAccepted'],
  [/^Field "\w+" argument "\w+" of type ".+" is required/, 'missingRequiredArguments'],
  [/^Unknown type/, 'undefinedType'],
  [/^Variable "\$\w+" is never used/, 'variableNotUsed'],
  [/^Variable "\$\w+" is not defined/, 'undefinedVariable'],
  [/^Unknown fragment/, 'undefinedFragment'],
  [/must have a selection of subfields|must not have a selection/, 'selectionMismatch'],
];

export function formatValidationError(error: GraphQLError, document: DocumentNode): ShopifyError {
  const path = error.nodes?.[0] ? pathTo(document, error.nodes[0]) : undefined;
  const base: ShopifyError = {
    message: error.message,
    locations: error.locations,
    ...(path ? {path} : {}),
    extensions: {code: 'GRAPHQL_VALIDATION_FAILED'},
  };
  for (const [pattern, code, rewrite] of VALIDATION_CODES) {
    const match = pattern.exec(error.message);
    if (!match) continue;
    const extra = rewrite?.(match);
    return {
      ...base,
      ...(extra ? {message: extra.message} : {}),
      extensions: {...extra?.extensions, code},
    };
  }
  return base;
}

/** Shopify-style path of a node in the document: ["query Name", "product", "title"]. */
function pathTo(document: DocumentNode, target: ASTNode): string[] | undefined {
  let found: string[] | undefined;
  visit(document, {
    enter(node, _key, _parent, _path, ancestors) {
      if (node !== target) return undefined;
      found = [...ancestors, node].flatMap((n) => (Array.isArray(n) ? [] : labelOf(n as ASTNode)));
      return BREAK;
    },
  });
  return found;
}

function labelOf(node: ASTNode): string[] {
  switch (node.kind) {
    case Kind.OPERATION_DEFINITION:
      return [node.name ? `${node.operation} ${node.name.value}` : node.operation];
    case Kind.FRAGMENT_DEFINITION:
      return [`fragment ${node.name.value}`];
    case Kind.FIELD:
    case Kind.ARGUMENT:
      return [node.name.value];
    default:
      return [];
  }
}
