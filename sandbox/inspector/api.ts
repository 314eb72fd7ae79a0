/**
 * The inspector's JSON API, for tests and scripts:
 *   GET    /sandbox/api/summary
 *   GET    /sandbox/api/requests?service=&limit=&since=&before=   (newest first)
 *   GET    /sandbox/api/requests/{id}
 *   DELETE /sandbox/api/requests
 *   GET | POST | DELETE /sandbox/api/faults   body {"service":"storefront","status":503,"count":3}
 *   GET | DELETE /sandbox/api/tracking, GET /sandbox/api/tracking/visits   (see tracking/api.ts)
 *   GET    /sandbox/api/orders?email=&customerId=&limit=   (newest first; see checkout/api.ts)
 *   GET    /sandbox/api/outbox?to=&limit=   (newest first; see marketing/outbox.ts)
 */
import {listOrders} from '../checkout/api';
import type {SandboxContext} from '../context';
import {
  HttpError,
  intParam,
  json,
  parseJsonBody,
  type SandboxReply,
  type SandboxRequest,
} from '../http/types';
import {listOutbox} from '../marketing/outbox';
import {clearTracking, listTracking, listVisits} from '../tracking/api';
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
    case 'POST faults': {
      const {service, status, count} = readFault(parseJsonBody(request));
      sandbox.faults.set(service, status, count);
      return json(200, {ok: true, faults: sandbox.faults.list()});
    }
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
    default:
      throw new HttpError(
        404,
        `No inspector API answers ${request.method} ${request.url.pathname}`,
      );
  }
}

function readFault(body: unknown): {service: string; status: number; count: number} {
  const {service, status, count = 1} = (body ?? {}) as Record<string, unknown>;
  if (typeof service !== 'string' || !service)
    throw new HttpError(400, '"service" must be a service name, e.g. "storefront"');
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) {
    throw new HttpError(400, '"status" must be an HTTP status code');
  }
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
    throw new HttpError(400, '"count" must be a positive integer');
  return {service, status, count};
}
