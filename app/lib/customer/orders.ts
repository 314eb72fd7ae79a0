/** How an order's state reads to the customer: fulfilment first, then payment. */
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

export function pageCursor(
  params: URLSearchParams,
): {direction: 'after' | 'before'; value: string} | null {
  for (const direction of ['after', 'before'] as const) {
    const value = params.get(direction);
    if (value && CURSOR.test(value)) return {direction, value};
  }
  return null;
}
