/**
 * GraphQL calls whose answers are checked against the Storefront API 2025-07 schema, as the
 * contract tests check the storefront's own documents: every test answer is a valid one.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  execute,
  Kind,
  parse,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
} from 'graphql';
import {expect} from 'vitest';
import type {JsonBody, TestSandbox} from './helpers';

const require = createRequire(import.meta.url);
const schema = buildClientSchema(
  JSON.parse(readFileSync(require.resolve('@shopify/hydrogen/storefront.schema.json'), 'utf8')),
);
const TYPENAME: FieldNode = {kind: Kind.FIELD, name: {kind: Kind.NAME, value: '__typename'}};

/** `__typename` in every selection, so an answer can be executed again by type. */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: (node) =>
      node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')
        ? undefined
        : {...node, selections: [...node.selections, TYPENAME]},
  });
}

/**
 * Errors of an answer against the schema: the document executed again over the answer itself,
 * so a missing field, a null where the schema promises a value or a wrong enum fails.
 */
export function schemaErrors(
  document: DocumentNode,
  data: unknown,
  variables: Record<string, unknown>,
) {
  const result = execute({
    schema,
    document,
    rootValue: data,
    variableValues: variables,
    fieldResolver: (source, _args, _ctx, info) => {
      const key = info.path.key as string;
      if (!source || !(key in (source as object)))
        throw new Error(`${info.parentType.name}.${info.fieldName} is missing from the answer`);
      return (source as Record<string, unknown>)[key];
    },
    typeResolver: (value) => (value as {__typename?: string}).__typename,
  }) as {errors?: readonly Error[]};
  return (result.errors ?? []).map((error) => error.message);
}

/** The answer without the `__typename`s the schema check asked for. */
function withoutTypenames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypenames);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__typename')
      .map(([key, v]) => [key, withoutTypenames(v)]),
  );
}

/**
 * A GraphQL call whose answer (data and errors) is returned once its data fits the schema.
 * Queries that select `__typename` themselves keep it.
 */
export async function call(
  t: TestSandbox,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<JsonBody> {
  const document = withTypenames(parse(query));
  const {status, body} = await t.gql(print(document), variables);
  expect(status).toBe(200);
  if (!body.data) return body;
  expect(schemaErrors(document, body.data, variables)).toEqual([]);
  return {...body, data: query.includes('__typename') ? body.data : withoutTypenames(body.data)};
}

/** A call that must not fail at the GraphQL level; returns `data`. */
export async function ok(
  t: TestSandbox,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<JsonBody> {
  const body = await call(t, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data;
}
