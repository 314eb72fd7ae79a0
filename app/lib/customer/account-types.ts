/**
 * The customer's data as the shop uses it. The customer module (customer.server.ts) maps the
 * platform's answers into these; pages and components know nothing else.
 */
import type {
  OrderFinancialStatus,
  OrderFulfillmentStatus,
} from '@shopify/hydrogen/storefront-api-types';

export interface Money {
  amount: string;
  currencyCode: string;
}

/** A refusal from the platform: its code, the field it names (`email`…) or null for the form. */
export interface CustomerFieldError {
  code: string | null;
  field: string | null;
  message: string;
}

/** A verb's outcome where the platform may refuse what the shopper typed. */
export type Refusable<T = true> = {ok: true; value: T} | {ok: false; errors: CustomerFieldError[]};

export interface Address {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  /** ISO 3166 code (`IT`), what the address form's country select holds. */
  countryCode: string;
  phone: string;
  /** The platform's own lines for it, name and company included. */
  formatted: string[];
}

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  acceptsMarketing: boolean;
}

interface OrderState {
  financialStatus: OrderFinancialStatus | null;
  fulfillmentStatus: OrderFulfillmentStatus;
}

export interface OrderSummary extends OrderState {
  id: string;
  /** `#1001`: what the customer calls it. */
  name: string;
  /** 1001: its address in the URL. */
  number: number;
  processedAt: string;
  total: Money;
}

export type OrderDiscount = {label: string} & ({amount: Money} | {percentage: number});

export interface OrderLine {
  title: string;
  variantTitle: string | null;
  quantity: number;
  image: {
    url: string;
    altText?: string | null;
    width?: number | null;
    height?: number | null;
  } | null;
  originalTotal: Money;
  discountedTotal: Money;
}

export interface Order extends OrderSummary {
  lines: OrderLine[];
  /** The lines at full price, then each discount with what it took off (order-totals.ts). */
  subtotal: Money;
  discounts: OrderDiscount[];
  shipping: Money;
  shippingAddress: string[] | null;
}

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

export interface OrdersPage {
  orders: OrderSummary[];
  pageInfo: PageInfo;
}

/** "Il mio account": who they are, their default address, their latest orders. */
export interface AccountOverview {
  firstName: string;
  displayName: string;
  email: string;
  defaultAddress: Address | null;
  recentOrders: OrderSummary[];
  hasOrders: boolean;
}

export interface AddressBook {
  addresses: Address[];
  defaultId: string | null;
}
