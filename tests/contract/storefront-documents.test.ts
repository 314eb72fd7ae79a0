/**
 * Every GraphQL document in app/ is validated against the real Storefront API 2025-07 schema
 * and executed against the sandbox with Hydrogen's own Storefront client, in each market.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  buildClientSchema,
  parse,
  print,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import {CacheNone, createStorefrontClient, InMemoryCache} from '@shopify/hydrogen';
import {startSandbox} from '../../sandbox/main';
import {MARKETS, type MarketId} from '~/lib/markets';

const require = createRequire(import.meta.url);
const schema = buildClientSchema(
  JSON.parse(readFileSync(require.resolve('@shopify/hydrogen/storefront.schema.json'), 'utf8')),
);
const PUBLIC_TOKEN = '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c';
const PRIVATE_TOKEN = 'shpat_passo_sandbox_private_token';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** `#graphql` template literals, with their `${FRAGMENT}` interpolations removed. */
function pluckDocuments(): string[] {
  return sourceFiles('app').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/`#graphql([\s\S]*?)`/g)].map((match) =>
      match[1].replace(/\$\{[^}]+\}/g, ''),
    ),
  );
}

const definitions = pluckDocuments().flatMap((text) => parse(text).definitions);
const fragments = new Map(
  definitions
    .filter((node): node is FragmentDefinitionNode => node.kind === 'FragmentDefinition')
    .map((node) => [node.name.value, node]),
);
const operations = definitions.filter(
  (node): node is OperationDefinitionNode => node.kind === 'OperationDefinition',
);

/** The operation with the fragments it spreads, transitively. */
function documentFor(operation: OperationDefinitionNode): DocumentNode {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`Unknown fragment ${name}`);
        if (!needed.has(name)) {
          needed.set(name, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return {kind: 'Document', definitions: [operation, ...needed.values()]} as DocumentNode;
}

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let productHandle = '';

function client(market: MarketId) {
  return createStorefrontClient({
    storeDomain: sandbox.url,
    publicStorefrontToken: PUBLIC_TOKEN,
    privateStorefrontToken: PRIVATE_TOKEN,
    cache: new InMemoryCache(),
    storefrontApiVersion: '2025-07',
    i18n: {language: MARKETS[market].language, country: MARKETS[market].country},
    logErrors: false,
  }).storefront;
}

/** Variables for each operation; a new document without an entry here fails the test. */
function variablesFor(name: string): Record<string, unknown> {
  const table: Record<string, Record<string, unknown>> = {
    ShopMenus: {mainMenu: 'main-menu', footerMenu: 'footer'},
    Home: {},
    Product: {handle: productHandle},
    Collection: {handle: 'donna', first: 24},
  };
  const variables = table[name];
  if (!variables) throw new Error(`No contract variables for operation ${name}: add them here`);
  return variables;
}

beforeAll(async () => {
  const dir = path.join(os.tmpdir(), `passo-contract-${process.pid}`);
  sandbox = await startSandbox({
    port: 0,
    dbPath: path.join(dir, 'sandbox.db'),
    products: 60,
    reset: true,
    quiet: true,
  });
  const {products} = await client('it').query<{products: {nodes: Array<{handle: string}>}}>(
    'query FirstProduct { products(first: 1) { nodes { handle } } }',
    {cache: CacheNone()},
  );
  productHandle = products.nodes[0].handle;
});

afterAll(async () => {
  await sandbox?.close();
});

describe('GraphQL documents in app/', () => {
  it('were found', () => {
    expect(operations.map((operation) => operation.name?.value).sort()).toEqual(
      expect.arrayContaining(['Collection', 'Home', 'Product', 'ShopMenus']),
    );
  });

  it.each(
    operations.map((operation) => [operation.name?.value ?? 'anonymous', operation] as const),
  )('%s is valid against the 2025-07 schema', (_name, operation) => {
    expect(validate(schema, documentFor(operation)).map((error) => error.message)).toEqual([]);
  });

  describe.each(['it', 'sl', 'hr'] as const)('executed in %s', (market) => {
    it.each(
      operations.map((operation) => [operation.name?.value ?? 'anonymous', operation] as const),
    )('%s answers data without errors', async (name, operation) => {
      const result = await client(market).query<Record<string, unknown> & {errors?: unknown}>(
        print(documentFor(operation)),
        {
          variables: variablesFor(name),
          cache: CacheNone(),
        },
      );
      expect(result.errors).toBeUndefined();
      // Every top-level field the page needs resolves to something.
      for (const [field, value] of Object.entries(result).filter(([key]) => key !== 'errors')) {
        expect(value, `${name}.${field}`).not.toBeNull();
      }
    });
  });
});
