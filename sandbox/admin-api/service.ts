/**
 * `POST /admin/api/2025-07/graphql.json` (and `/admin/api/unstable/…`): the Admin GraphQL API as
 * far as a storefront's server uses it (a customer's metafields, docs/decisions/0015). The
 * `X-Shopify-Access-Token` header is checked as Shopify does, down to the 401 body; answers carry
 * the query cost extension Shopify adds.
 */
import {adminApiToken, STOREFRONT_API_VERSION} from '../config';
import type {SandboxContext} from '../context';
import {HttpError, json, parseJsonBody, type Service} from '../http/types';
import type {GraphQLRequestBody} from '../storefront-api/execute';
import {UNAUTHORIZED} from '../storefront-api/service';
import {runAdminGraphQL} from './execute';

const PATH = /^\/admin\/api\/([\w-]+)\/graphql\.json$/;
/** The Admin API and the Storefront API are released together under the same versions. */
const SUPPORTED_VERSIONS = new Set([STOREFRONT_API_VERSION, 'unstable']);
const ADMIN_SERVICE = 'admin';

/** Shopify's leaky bucket as it reports it; the sandbox never throttles. */
const COST = {
  requestedQueryCost: 10,
  actualQueryCost: 10,
  throttleStatus: {maximumAvailable: 2000, currentlyAvailable: 1990, restoreRate: 100},
};

export function adminService(sandbox: SandboxContext): Service {
  const token = adminApiToken();
  return {
    name: ADMIN_SERVICE,
    matches: (path) => PATH.test(path),
    handle(request) {
      const version = PATH.exec(request.url.pathname)![1]!;
      if (!SUPPORTED_VERSIONS.has(version)) {
        throw new HttpError(
          404,
          `The sandbox serves Admin API ${STOREFRONT_API_VERSION} (and unstable), not ${version}`,
        );
      }
      if (request.headers['x-shopify-access-token'] !== token) return json(401, UNAUTHORIZED);
      if (request.method !== 'POST') throw new HttpError(405, 'Use POST for GraphQL');
      const body = (parseJsonBody(request) ?? {}) as Partial<GraphQLRequestBody>;
      if (typeof body.query !== 'string' || body.query.trim() === '')
        throw new HttpError(400, 'No query string was present');
      request.log.operationName =
        body.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? null;
      const result = runAdminGraphQL(
        {query: body.query, variables: body.variables ?? {}, operationName: body.operationName},
        sandbox,
      );
      return json(200, {...result, extensions: {cost: COST}});
    },
    failure: (status, message) => json(status, {errors: message}),
  };
}
