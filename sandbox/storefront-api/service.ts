/**
 * `POST /api/2025-07/graphql.json` (and `/api/unstable/…`): token check, then the GraphQL
 * execution. Answers look like Shopify's, down to the 401 body.
 */
import {storefrontTokens} from '../config';
import type {SandboxContext} from '../context';
import {json, type SandboxRequest, type Service} from '../http/types';
import {runGraphQL} from './execute';
import {checkApiVersion, readGraphQLBody} from './graphql-request';

const PATH = /^\/api\/([\w-]+)\/graphql\.json$/;
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
      checkApiVersion(request, PATH, 'Storefront API');
      if (!authorized(request)) return json(401, UNAUTHORIZED);
      const body = readGraphQLBody(request, ['POST', 'GET']);
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
