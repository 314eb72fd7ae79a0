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
