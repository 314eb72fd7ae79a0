/**
 * The platform's customer answers (legacy Storefront API) as the shop's own types
 * (account-types.ts): connections become arrays, nulls become empty strings where a form shows
 * them, and an order's totals are added up once, here.
 */
import type {
  AddressFieldsFragment,
  CustomerOrderQuery,
  OrderSummaryFragment,
} from 'storefrontapi.generated';
import type {Address, CustomerFieldError, Order, OrderSummary, Refusable} from './account-types';
import {orderTotals} from './order-totals';

export type PlatformErrors = ReadonlyArray<{
  code?: string | null;
  field?: readonly string[] | null;
  message: string;
}>;

/** The platform's `customerUserErrors` as the forms read them. */
export function toErrors(errors: PlatformErrors | undefined | null): CustomerFieldError[] {
  return (errors ?? []).map((error) => ({
    code: error.code ?? null,
    // `["input", "email"]` → `email`: the form knows its own fields.
    field: error.field?.at(-1) ?? null,
    message: error.message,
  }));
}

/** A payload that is missing, or comes with refusals, is not done: a refusal says why. */
export function refusable<T>(
  value: T | null | undefined,
  errors: PlatformErrors | undefined | null,
): Refusable<T> {
  const list = toErrors(errors);
  if (value && list.length === 0) return {ok: true, value};
  return {ok: false, errors: list.length ? list : [{code: null, field: null, message: ''}]};
}

export function toAddress(address: AddressFieldsFragment): Address {
  return {
    id: address.id,
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company ?? '',
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    city: address.city ?? '',
    province: address.province ?? '',
    zip: address.zip ?? '',
    countryCode: address.countryCodeV2 ?? '',
    phone: address.phone ?? '',
    formatted: address.formatted,
  };
}

/** What an order in a list and an order on its own page both say of it. */
function orderHeading(
  order: Pick<
    OrderSummaryFragment,
    'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'
  >,
) {
  return {
    id: order.id,
    name: order.name,
    number: order.orderNumber,
    processedAt: String(order.processedAt),
    financialStatus: order.financialStatus ?? null,
    fulfillmentStatus: order.fulfillmentStatus,
  };
}

export function toOrderSummary(order: OrderSummaryFragment): OrderSummary {
  return {...orderHeading(order), total: order.currentTotalPrice};
}

type PlatformOrder = Extract<NonNullable<CustomerOrderQuery['node']>, {lineItems: unknown}>;

export function toOrder(order: PlatformOrder): Order {
  const {subtotal, discounts} = orderTotals(order);
  return {
    ...orderHeading(order),
    total: order.totalPrice,
    subtotal,
    discounts,
    shipping: order.totalShippingPrice,
    shippingAddress: order.shippingAddress?.formatted ?? null,
    lines: order.lineItems.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variant?.title ?? null,
      quantity: line.quantity,
      image: line.variant?.image ?? null,
      originalTotal: line.originalTotalPrice,
      discountedTotal: line.discountedTotalPrice,
    })),
  };
}

/** An order fetched by id is the customer's only if it is an order at all. */
export function isOrder(node: CustomerOrderQuery['node']): node is PlatformOrder {
  return Boolean(node && 'lineItems' in node);
}
