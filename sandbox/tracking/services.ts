/**
 * The two tracking sinks:
 *   POST /.well-known/shopify/monorail/unstable/produce_batch   Shopify analytics, as Hydrogen's
 *   POST /unstable/produce_batch                                sendShopifyAnalytics posts it
 *   POST /sandbox/api/datalayer                                 the storefront's dataLayer mirror
 * Both read the body as JSON whatever the content type: monorail and sendBeacon post text/plain
 * (a simple request, so no preflight), fetch may post application/json. The router answers
 * OPTIONS and adds `Access-Control-Allow-Origin: *`.
 */
import type {SandboxContext} from '../context';
import {HttpError, json, parseJsonBody, type SandboxRequest, type Service} from '../http/types';
import {dataLayerEvents, monorailEvents} from './events';

const MONORAIL_SERVICE = 'monorail';
const DATALAYER_SERVICE = 'datalayer';
const DATALAYER_PATH = '/sandbox/api/datalayer';
const MONORAIL_PATHS = new Set([
  '/.well-known/shopify/monorail/unstable/produce_batch',
  '/unstable/produce_batch',
]);

export function monorailService(sandbox: SandboxContext): Service {
  return {
    name: MONORAIL_SERVICE,
    matches: (path) => MONORAIL_PATHS.has(path),
    handle(request) {
      allowOnlyPost(request);
      const events = monorailEvents(parseJsonBody(request));
      sandbox.tracking.add(events);
      // sendShopifyAnalytics treats non-2xx as an error and reads `result` when a body exists.
      return json(200, {result: events.map(() => ({status: 200, message: 'ok'}))});
    },
  };
}

export function dataLayerService(sandbox: SandboxContext): Service {
  return {
    name: DATALAYER_SERVICE,
    // Listed before the inspector, whose `/sandbox/` prefix would otherwise take this path.
    matches: (path) => path === DATALAYER_PATH,
    handle(request) {
      allowOnlyPost(request);
      const body = parseJsonBody(request);
      const events = dataLayerEvents(body);
      const {shopifyVisitToken} = body as {shopifyVisitToken?: unknown};
      if (typeof shopifyVisitToken === 'string' && shopifyVisitToken && events.length) {
        sandbox.tracking.linkVisit(shopifyVisitToken, events[0].visit);
      }
      sandbox.tracking.add(events);
      // sendBeacon ignores the answer; 204 keeps it empty for fetch callers too.
      return {status: 204};
    },
  };
}

function allowOnlyPost(request: SandboxRequest): void {
  if (request.method !== 'POST')
    throw new HttpError(405, `${request.url.pathname} takes POST, not ${request.method}`);
}
