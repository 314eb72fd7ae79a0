/** Starts a throw-away sandbox (random port, temporary database) for one test file. */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startSandbox, type RunningSandbox, type SandboxOptions} from '../../sandbox/main';

export const PUBLIC_TOKEN = '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c';
export const PRIVATE_TOKEN = 'shpat_passo_sandbox_private_token';
export const TEST_PRODUCTS = 60;

/** Parsed JSON answers; tests assert on their shape with `expect`, so they stay loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export interface TestSandbox {
  sandbox: RunningSandbox;
  url: string;
  /** POSTs a GraphQL request with the public token and returns the status and the parsed body. */
  gql(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{status: number; body: JsonBody}>;
  stop(): Promise<void>;
}

/** fetch + JSON body; tests assert on the shape, so the body is loosely typed. */
export async function fetchJson(
  url: string,
  init?: RequestInit,
): Promise<{status: number; body: JsonBody}> {
  const response = await fetch(url, init);
  return {status: response.status, body: await response.json()};
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'passo-sandbox-'));
}

/** `options` adds to the test defaults (a clock, say). */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const dir = tempDir();
  const sandbox = await startSandbox({
    ...options,
    port: 0,
    dbPath: join(dir, 'sandbox.db'),
    products: TEST_PRODUCTS,
    quiet: true,
  });
  return {
    sandbox,
    url: sandbox.url,
    gql: (query, variables = {}, headers = {'x-shopify-storefront-access-token': PUBLIC_TOKEN}) =>
      fetchJson(`${sandbox.url}/api/2025-07/graphql.json`, {
        method: 'POST',
        headers: {'content-type': 'application/json', ...headers},
        body: JSON.stringify({query, variables}),
      }),
    async stop() {
      await sandbox.close();
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
