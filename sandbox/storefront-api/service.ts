/**
 * `POST /api/2025-07/graphql.json` (and `/api/unstable/…`): token check, then the GraphQL
 * execution. Answers look like Shopify's, down to the 401 body.
 */
import {STOREFRONT_API_VERSION, storefrontTokens} from '../config';
import type {SandboxContext} from '../context';
import {
  HttpError,
  json,
  parseJson,
  parseJsonBody,
  type SandboxRequest,
  type Service,
} from '../http/types';
import {runGraphQL, type GraphQLRequestBody} from './execute';

const PATH = /^\/api\/([\w-]+)\/graphql\.json$/;
const SUPPORTED_VERSIONS = new Set([STOREFRONT_API_VERSION, 'unstable']);
const STOREFRONT_SERVICE = 'storefront';

/** Shopify's exact answer to a missing or wrong token (the Admin API's too, admin-api/). */
export const UNAUTHORIZED = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

export function storefrontService(sandbox: SandboxContext): Service {
  const tokens = storefrontTokens();
  const authorized = (request: SandboxRequest) =>
    request.headers['x-shopify-storefront-access-token'] === tokens.publicToken ||
    request.headers['shopify-storefront-private-token'] === tokens.privateToken;

  return {
    name: STOREFRONT_SERVICE,
    matches: (path) => PATH.test(path),
    handle(request) {
      const version = PATH.exec(request.url.pathname)![1]!;
      if (!SUPPORTED_VERSIONS.has(version)) {
        throw new HttpError(
          404,
          `The sandbox serves Storefront API ${STOREFRONT_API_VERSION} (and unstable), not ${version}`,
        );
      }
      if (!authorized(request)) return json(401, UNAUTHORIZED);
      const body = readGraphQLBody(request);
      request.log.operationName =
        body.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? null;
      const result = runGraphQL(body, sandbox);
      for (const error of result.errors ?? []) {
        if (error.extensions.code === 'INTERNAL_SERVER_ERROR' && !sandbox.quiet) {
          console.error(
            `[sandbox] resolver error at ${error.path?.join('.') ?? '?'}: ${error.message}`,
          );
        }
      }
      return json(200, result);
    },
    failure: (status, message) => json(status, {errors: [{message}]}),
  };
}

/** POST with a JSON body, or GET with `?query=…&variables=…`, as the real endpoint accepts. */
function readGraphQLBody(request: SandboxRequest): GraphQLRequestBody {
  if (request.method !== 'POST' && request.method !== 'GET')
    throw new HttpError(405, 'Use POST (or GET) for GraphQL');
  const raw =
    request.method === 'GET'
      ? {
          query: request.url.searchParams.get('query'),
          operationName: request.url.searchParams.get('operationName'),
          variables: parseJson(request.url.searchParams.get('variables') || '{}'),
        }
      : parseJsonBody(request);
  const body = (raw ?? {}) as Partial<GraphQLRequestBody>;
  if (typeof body.query !== 'string' || body.query.trim() === '')
    throw new HttpError(400, 'No query string was present');
  if (
    body.variables != null &&
    (typeof body.variables !== 'object' || Array.isArray(body.variables))
  ) {
    throw new HttpError(400, 'Variables must be a JSON object');
  }
  return {
    query: body.query,
    variables: body.variables ?? {},
    operationName: body.operationName ?? null,
  };
}
