/**
 * The inspector's JSON API, for tests and scripts:
 *   GET    /sandbox/api/summary
 *   GET    /sandbox/api/requests?service=&limit=&since=&before=   (newest first)
 *   GET    /sandbox/api/requests/{id}
 *   DELETE /sandbox/api/requests
 *   GET | POST | DELETE /sandbox/api/faults   the next `count` (default 1) requests to a service fail:
 *       {"service":"storefront","status":503,"count":3}    answer a status in the service's format
 *       {"service":"algolia","status":429}                 with `Retry-After: 1` (or "retryAfter": s)
 *       {"service":"storefront","delayMs":10000,"count":5} answer late (with "status", late and failed)
 *       {"service":"storefront","mode":"down","count":5}   reset the connection, no answer
 *     Services: storefront, algolia (search), insights, klaviyo, zendesk, sentry, checkout, images…; a POST
 *     replaces the service's armed fault; the request log shows status 0 for "no answer".
 *   GET | DELETE /sandbox/api/tracking, GET /sandbox/api/tracking/visits   (see tracking/api.ts)
 *   GET    /sandbox/api/orders?email=&customerId=&limit=   (newest first; see checkout/api.ts)
 *   GET    /sandbox/api/outbox?to=&limit=   (newest first; see marketing/outbox.ts)
 *   GET    /sandbox/api/salesmanago?type=&limit=   contacts and events (marketing/salesmanago-section.ts)
 *   GET    /sandbox/api/tickets?email=&limit=   Zendesk requests, newest first (zendesk/section.ts)
 *   GET    /sandbox/api/klaviyo?variantId=&listId=&limit=   list members, back-in-stock subscriptions
 *   POST   /sandbox/api/restock   {"variantId", "quantity"?}: stock back, subscribers e-mailed (marketing/restock.ts)
 *   GET    /sandbox/api/content, POST /sandbox/api/content/draft | publish   (content/inspector.ts)
 */
import {listOrders} from '../checkout/api';
import {contentApi} from '../content/inspector';
import type {SandboxContext} from '../context';
import {
  HttpError,
  intParam,
  json,
  parseJsonBody,
  type SandboxReply,
  type SandboxRequest,
} from '../http/types';
import {listKlaviyo} from '../marketing/klaviyo-section';
import {listOutbox} from '../marketing/outbox';
import {restockApi} from '../marketing/restock';
import {listSalesmanago} from '../marketing/salesmanago-section';
import {clearTracking, listTracking, listVisits} from '../tracking/api';
import {listTickets} from '../zendesk/section';
import {checkSameOrigin} from './origin';
import {summarize} from './summary';

export const API_PREFIX = '/sandbox/api/';
const MAX_LIMIT = 500;

export function handleApi(request: SandboxRequest, sandbox: SandboxContext): SandboxReply {
  const route = `${request.method} ${request.url.pathname.slice(API_PREFIX.length).replace(/\/\d+$/, '/:id')}`;
  switch (route) {
    case 'GET summary':
      return json(200, summarize(sandbox));
    case 'GET requests': {
      const {url} = request;
      const limit = Math.min(MAX_LIMIT, Math.max(1, intParam(url, 'limit', 50)!));
      const service = url.searchParams.get('service') ?? undefined;
      return json(200, {
        requests: sandbox.requests.list({
          service,
          limit,
          since: intParam(url, 'since'),
          before: intParam(url, 'before'),
        }),
      });
    }
    case 'GET requests/:id': {
      const entry = sandbox.requests.get(Number(request.url.pathname.split('/').pop()));
      if (!entry) throw new HttpError(404, 'No such request');
      return json(200, entry);
    }
    case 'DELETE requests':
      sandbox.requests.clear();
      return json(200, {ok: true});
    case 'GET faults':
      return json(200, {faults: sandbox.faults.list()});
    case 'POST faults':
      sandbox.faults.arm(parseJsonBody(request));
      return json(200, {ok: true, faults: sandbox.faults.list()});
    case 'DELETE faults':
      sandbox.faults.clear();
      return json(200, {ok: true});
    case 'GET tracking':
      return listTracking(request.url, sandbox.tracking);
    case 'GET tracking/visits':
      return listVisits(request.url, sandbox.tracking);
    case 'DELETE tracking':
      return clearTracking(sandbox.tracking);
    case 'GET orders':
      return listOrders(request.url, sandbox.orders);
    case 'GET outbox':
      return listOutbox(request.url, sandbox.outbox);
    case 'GET tickets':
      return listTickets(request.url, sandbox.zendesk, sandbox.publicUrl);
    case 'GET klaviyo':
      return listKlaviyo(request.url, sandbox.klaviyo);
    case 'POST restock':
      checkSameOrigin(request, sandbox.publicUrl, {form: false});
      return restockApi(request, sandbox);
    case 'GET content':
      return contentApi(request, sandbox, 'list');
    case 'POST content/draft':
    case 'POST content/publish':
      checkSameOrigin(request, sandbox.publicUrl, {form: false});
      return contentApi(request, sandbox, route.endsWith('publish') ? 'publish' : 'draft');
    case 'GET salesmanago':
      return listSalesmanago(request.url, sandbox.salesmanago);
    default:
      throw new HttpError(
        404,
        `No inspector API answers ${request.method} ${request.url.pathname}`,
      );
  }
}
