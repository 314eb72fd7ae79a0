/**
 * Runs one Admin GraphQL request on the schema subset the sandbox serves (schema.ts), with the
 * Storefront API's error formats (Shopify words both APIs' errors alike).
 */
import {buildSchema, execute, GraphQLError, parse, validate, type GraphQLSchema} from 'graphql';
import {parseGid} from '../storefront-api/ids';
import {
  formatExecutionError,
  formatValidationError,
  type GraphQLRequestBody,
  type GraphQLResponse,
} from '../storefront-api/execute';
import {APP_NAMESPACE} from '../db/metafields';
import {AdminMetafieldView, metafieldsSet, type AdminContext} from './metafields-set';
import {ADMIN_SCHEMA_SDL} from './schema';

let schema: GraphQLSchema | undefined;
const adminSchema = () => (schema ??= buildSchema(ADMIN_SCHEMA_SDL));

/** The Admin API's `Customer`, as far as its metafields. */
function customer({id}: {id: string}, ctx: AdminContext) {
  const parsed = parseGid(id);
  const record = parsed?.type === 'Customer' ? ctx.customers.byId(parsed.id) : undefined;
  if (!record) return null;
  return {
    id,
    metafield({namespace, key}: {namespace?: string | null; key: string}) {
      const metafield = ctx.metafields.get('CUSTOMER', record.id, namespace ?? APP_NAMESPACE, key);
      return metafield ? new AdminMetafieldView(metafield) : null;
    },
  };
}

const rootValue = {customer, metafieldsSet};

export function runAdminGraphQL(body: GraphQLRequestBody, ctx: AdminContext): GraphQLResponse {
  let document;
  try {
    document = parse(body.query);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return {
      errors: [
        {message: error.message, locations: error.locations, extensions: {code: 'parseError'}},
      ],
    };
  }
  const invalid = validate(adminSchema(), document);
  if (invalid.length)
    return {errors: invalid.map((error) => formatValidationError(error, document))};
  const result = execute({
    schema: adminSchema(),
    document,
    rootValue,
    contextValue: ctx,
    variableValues: body.variables ?? {},
    operationName: body.operationName,
  });
  if ('then' in result) throw new Error('The sandbox resolvers are synchronous');
  return {
    ...(result.data !== undefined ? {data: result.data} : {}),
    ...(result.errors?.length ? {errors: result.errors.map(formatExecutionError)} : {}),
  };
}
