/** The orders of the account: how a state reads to the customer, and the list's pages. */
import type {
  OrderFinancialStatus,
  OrderFulfillmentStatus,
} from '@shopify/hydrogen/storefront-api-types';

export function orderStatusKey(order: {
  financialStatus?: OrderFinancialStatus | null;
  fulfillmentStatus: OrderFulfillmentStatus;
}): string {
  if (order.financialStatus === 'REFUNDED' || order.financialStatus === 'VOIDED') {
    return 'account.orders.statusRefunded';
  }
  if (order.fulfillmentStatus === 'FULFILLED') return 'account.orders.statusFulfilled';
  if (
    order.fulfillmentStatus === 'PARTIALLY_FULFILLED' ||
    order.fulfillmentStatus === 'IN_PROGRESS'
  ) {
    return 'account.orders.statusInProgress';
  }
  if (order.financialStatus === 'PAID') return 'account.orders.statusPaid';
  return 'account.orders.statusPending';
}

/** Platform cursors are opaque base64-ish strings; anything else in the URL means page one. */
const CURSOR = /^[\w+/=.:-]{1,256}$/;

export const ORDERS_PAGE_SIZE = 10;

export interface OrdersCursor {
  direction: 'after' | 'before';
  value: string;
}

export function pageCursor(params: URLSearchParams): OrdersCursor | null {
  for (const direction of ['after', 'before'] as const) {
    const value = params.get(direction);
    if (value && CURSOR.test(value)) return {direction, value};
  }
  return null;
}

/**
 * A page of `size` from a cursor in the URL (any list the platform pages by cursor): `before`
 * reads backwards from it (`last`); anything else reads forwards.
 */
export function cursorPageVariables(cursor: OrdersCursor | null, size: number) {
  return cursor?.direction === 'before'
    ? {last: size, before: cursor.value}
    : {first: size, after: cursor?.value};
}

export const ordersPageVariables = (cursor: OrdersCursor | null) =>
  cursorPageVariables(cursor, ORDERS_PAGE_SIZE);
