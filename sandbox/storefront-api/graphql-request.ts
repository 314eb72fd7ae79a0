/**
 * What Shopify's GraphQL endpoints (the Storefront API's and the Admin API's) share: the API
 * version in the path, and the request's body, whose operation name goes to the sandbox's log.
 */
import {STOREFRONT_API_VERSION} from '../config';
import {HttpError, parseJson, parseJsonBody, type SandboxRequest} from '../http/types';
import type {GraphQLRequestBody} from './execute';

/** The Admin API and the Storefront API are released together under the same versions. */
const SUPPORTED_VERSIONS = new Set([STOREFRONT_API_VERSION, 'unstable']);

/** A 404 for a version the sandbox does not serve; `path` captures the version. */
export function checkApiVersion(request: SandboxRequest, path: RegExp, api: string) {
  const version = path.exec(request.url.pathname)![1]!;
  if (!SUPPORTED_VERSIONS.has(version)) {
    throw new HttpError(
      404,
      `The sandbox serves ${api} ${STOREFRONT_API_VERSION} (and unstable), not ${version}`,
    );
  }
}

/**
 * POST with a JSON body, or (where the real endpoint accepts it) GET with
 * `?query=…&variables=…`.
 */
export function readGraphQLBody(
  request: SandboxRequest,
  methods: ReadonlyArray<'POST' | 'GET'>,
): GraphQLRequestBody {
  if (!methods.includes(request.method as 'POST' | 'GET'))
    throw new HttpError(405, `Use ${methods.join(' or ')} for GraphQL`);
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
  const operationName =
    body.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? null;
  request.log.operationName = operationName;
  return {
    query: body.query,
    variables: body.variables ?? {},
    operationName: body.operationName ?? null,
  };
}
