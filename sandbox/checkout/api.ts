/**
 * The orders part of the inspector's JSON API, for tests:
 *   GET /sandbox/api/orders?email=&customerId=&limit=   (newest first)
 */
import type {OrderStore} from '../db/orders';
import {intParam, json, type SandboxReply} from '../http/types';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

export function listOrders(url: URL, orders: OrderStore): SandboxReply {
  return json(200, {
    orders: orders.list({
      email: url.searchParams.get('email') || undefined,
      customerId: intParam(url, 'customerId'),
      limit: Math.min(MAX_LIMIT, Math.max(1, intParam(url, 'limit', DEFAULT_LIMIT)!)),
    }),
  });
}
