/**
 * The execution context of one GraphQL request: the catalogue, carts, discount codes, orders,
 * customers and outbox, the shop's public origin, and the country and language from the
 * operation's `@inContext` directive.
 */
import {
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import {
  BASE_COUNTRY,
  BASE_LANGUAGE,
  COUNTRIES,
  LANGUAGES,
  type Country,
  type Language,
} from '../config';
import type {Locale} from '../db/catalog';
import type {SandboxContext} from '../context';

/** What one running sandbox gives every request. */
export type ApiServices = Pick<
  SandboxContext,
  | 'catalog'
  | 'carts'
  | 'discounts'
  | 'orders'
  | 'customers'
  | 'customerTokens'
  | 'metafields'
  | 'outbox'
  | 'publicUrl'
>;

export interface ApiContext extends ApiServices {
  country: Country;
  language: Language;
  /** `language` as the catalogue's translation locale. */
  locale: Locale;
}

export interface InContext {
  country: Country;
  language: Language;
}

/** Reads `@inContext(country:, language:)`; unknown or missing values fall back to Italy / Italian. */
export function readInContext(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): InContext {
  const operation = findOperation(document, operationName);
  const directive = operation?.directives?.find((d) => d.name.value === 'inContext');
  const argument = (name: string): unknown => {
    const arg = directive?.arguments?.find((a) => a.name.value === name);
    return arg ? resolveValue(arg.value, operation!, variables) : undefined;
  };
  const country = String(argument('country') ?? '').toUpperCase();
  const language = String(argument('language') ?? '').toUpperCase();
  return {
    country: country in COUNTRIES ? (country as Country) : BASE_COUNTRY,
    language: (LANGUAGES as readonly string[]).includes(language)
      ? (language as Language)
      : BASE_LANGUAGE,
  };
}

function findOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
}

/** A literal, or a variable's value (falling back to the variable's declared default). */
function resolveValue(
  value: ValueNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): unknown {
  if (value.kind !== Kind.VARIABLE) return valueFromASTUntyped(value);
  const name = value.name.value;
  if (variables[name] !== undefined && variables[name] !== null) return variables[name];
  const fallback = operation.variableDefinitions?.find(
    (v) => v.variable.name.value === name,
  )?.defaultValue;
  return fallback ? valueFromASTUntyped(fallback) : undefined;
}

export function localeOf(language: Language): Locale {
  return language.toLowerCase() as Locale;
}
