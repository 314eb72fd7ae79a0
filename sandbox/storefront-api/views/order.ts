/**
 * `Order` and `OrderLineItem`: what the hosted checkout placed, as a customer's order history
 * shows it. Storefront order ids carry the order's key (`gid://shopify/Order/{id}?key={token}`),
 * and `node(id)` answers only when the key is right, so an order number alone reveals nothing.
 * Prices include VAT and the sandbox keeps no separate tax lines, so tax amounts are zero.
 */
import {orderStatusUrl, keyMatches} from '../../cart/tokens';
import type {Order, OrderLine} from '../../db/orders';
import {isoSeconds} from '../../text';
import {connection, type ConnectionArgs} from '../connection';
import type {ApiContext} from '../context';
import {gid, parseGid} from '../ids';
import {money} from '../money';
import {NO_METAFIELDS} from './common';
import {discountApplicationOf} from './discount';
import {MailingAddressView, orderAddressGid} from './mailing-address';
import {VariantView} from './variant';

const ZERO = money(0);

/** `DiscountCodeApplication` of a code the order used (its rule is seeded and never removed). */
function codeApplication(code: string, ctx: ApiContext) {
  const rule = ctx.discounts.get(code.toUpperCase())!;
  return {
    __typename: 'DiscountCodeApplication',
    code,
    applicable: true,
    ...discountApplicationOf(rule),
  };
}

/** The order a keyed gid names, or null for an unknown id or a wrong or missing key. */
export function orderByGid(id: string, ctx: ApiContext): OrderView | null {
  const parsed = parseGid(id);
  const order = parsed?.type === 'Order' ? ctx.orders.byId(parsed.id) : undefined;
  const key = /[?&]key=([^&]*)/.exec(id)?.[1];
  return order && keyMatches(order.token, key) ? new OrderView(order) : null;
}

export class OrderView {
  readonly __typename = 'Order';
  readonly #o: Order;
  readonly billingAddress = null;
  readonly cancelReason = null;
  readonly canceledAt = null;
  readonly currentTotalDuties = null;
  readonly originalTotalDuties = null;
  readonly customAttributes = [];
  readonly customerUrl = null;
  readonly edited = false;
  readonly shippingDiscountAllocations = [];
  readonly successfulFulfillments = () => [];
  readonly totalTax = ZERO;
  readonly totalTaxV2 = ZERO;
  readonly currentTotalTax = ZERO;
  readonly totalRefunded = ZERO;
  readonly totalRefundedV2 = ZERO;
  readonly metafield = NO_METAFIELDS.metafield;
  readonly metafields = NO_METAFIELDS.metafields;

  constructor(order: Order) {
    this.#o = order;
  }

  get id() {
    return `${gid('Order', this.#o.id)}?key=${this.#o.token}`;
  }
  get name() {
    return this.#o.name;
  }
  get orderNumber() {
    return this.#o.number;
  }
  get email() {
    return this.#o.email;
  }
  get phone() {
    return this.#o.shippingAddress.phone;
  }
  get customerLocale() {
    return this.#o.language.toLowerCase();
  }
  get processedAt() {
    return isoSeconds(Date.parse(this.#o.createdAt));
  }
  get currencyCode() {
    return this.#o.currency;
  }
  get financialStatus() {
    return this.#o.financialStatus.toUpperCase();
  }
  get fulfillmentStatus() {
    return this.#o.fulfillmentStatus.toUpperCase();
  }
  get totalPrice() {
    return money(this.#o.totalCents);
  }
  get totalPriceV2() {
    return this.totalPrice;
  }
  get currentTotalPrice() {
    return this.totalPrice;
  }
  get originalTotalPrice() {
    return this.totalPrice;
  }
  get subtotalPrice() {
    return money(this.#o.subtotalCents);
  }
  get subtotalPriceV2() {
    return this.subtotalPrice;
  }
  get currentSubtotalPrice() {
    return this.subtotalPrice;
  }
  get totalShippingPrice() {
    return money(this.#o.shippingCents);
  }
  get totalShippingPriceV2() {
    return this.totalShippingPrice;
  }
  get currentTotalShippingPrice() {
    return this.totalShippingPrice;
  }
  get shippingAddress() {
    const a = this.#o.shippingAddress;
    return new MailingAddressView(orderAddressGid(this.#o.id), {
      ...a,
      company: null,
      address2: null,
      province: null,
      countryCode: a.country,
    });
  }
  statusUrl(_: unknown, ctx: ApiContext) {
    const cart = ctx.carts.get(this.#o.cartToken)!;
    return orderStatusUrl(ctx.publicUrl, cart);
  }
  discountApplications(args: ConnectionArgs, ctx: ApiContext) {
    const applications = this.#o.discounts.map((d, i) => ({...d, position: i + 1}));
    return connection(
      applications,
      args,
      (d) => d.position,
      (d) => codeApplication(d.code, ctx),
    );
  }
  lineItems(args: ConnectionArgs) {
    const lines = this.#o.lines.map((line, i) => ({line, position: i + 1}));
    return connection(
      lines,
      args,
      (l) => l.position,
      (l) => new OrderLineItemView(l.line),
    );
  }
}

class OrderLineItemView {
  readonly __typename = 'OrderLineItem';
  readonly #l: OrderLine;
  readonly customAttributes = [];

  constructor(line: OrderLine) {
    this.#l = line;
  }

  get title() {
    return this.#l.productTitle;
  }
  get quantity() {
    return this.#l.quantity;
  }
  get currentQuantity() {
    return this.#l.quantity;
  }
  get originalTotalPrice() {
    return money(this.#l.unitPriceCents * this.#l.quantity);
  }
  get discountedTotalPrice() {
    return money(this.#l.totalCents);
  }
  discountAllocations(_: unknown, ctx: ApiContext) {
    return this.#l.allocations.map(({code, amountCents}) => ({
      allocatedAmount: money(amountCents),
      discountApplication: codeApplication(code, ctx),
    }));
  }
  /** The variant as it is now (null once it is gone from the catalogue). */
  variant(_: unknown, ctx: ApiContext) {
    const variant = ctx.catalog.variantById.get(this.#l.variantId);
    return variant ? new VariantView(variant) : null;
  }
}
