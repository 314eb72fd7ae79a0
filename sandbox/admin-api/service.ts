/**
 * `POST /admin/api/2025-07/graphql.json` (and `/admin/api/unstable/…`): the Admin GraphQL API as
 * far as a storefront's server uses it (a customer's metafields, docs/decisions/0015). The
 * `X-Shopify-Access-Token` header is checked as Shopify does, down to the 401 body; answers carry
 * the query cost extension Shopify adds.
 */
import {adminApiToken} from '../config';
import type {SandboxContext} from '../context';
import {json, type Service} from '../http/types';
import {checkApiVersion, readGraphQLBody} from '../storefront-api/graphql-request';
import {UNAUTHORIZED} from '../storefront-api/service';
import {runAdminGraphQL} from './execute';

const PATH = /^\/admin\/api\/([\w-]+)\/graphql\.json$/;
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
      checkApiVersion(request, PATH, 'Admin API');
      if (request.headers['x-shopify-access-token'] !== token) return json(401, UNAUTHORIZED);
      const result = runAdminGraphQL(readGraphQLBody(request, ['POST']), sandbox);
      return json(200, {...result, extensions: {cost: COST}});
    },
    failure: (status, message) => json(status, {errors: message}),
  };
}
