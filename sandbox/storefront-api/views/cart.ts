/**
 * `Cart`: a stored cart priced once per view (see cart/pricing.ts). Taxes are included in the
 * EUR prices and shipping is chosen at checkout, so the cart has neither tax nor shipping lines.
 */
import {priceCart, type PricedCart} from '../../cart/pricing';
import {cartGid, checkoutUrl} from '../../cart/tokens';
import type {CartRecord} from '../../db/carts';
import {connection, type ConnectionArgs} from '../connection';
import type {ApiContext} from '../context';
import {money} from '../money';
import {allocationView, CartLineView} from './cart-line';
import {CustomerView} from './customer';
import {NO_METAFIELDS} from './common';

export class CartView {
  readonly __typename = 'Cart';
  readonly #cart: CartRecord;
  readonly #priced: PricedCart;
  readonly appliedGiftCards = [];
  readonly delivery = {addresses: () => []};
  readonly metafield = NO_METAFIELDS.metafield;
  readonly metafields = NO_METAFIELDS.metafields;

  constructor(cart: CartRecord, ctx: ApiContext) {
    this.#cart = cart;
    this.#priced = priceCart(cart, ctx.catalog, ctx.discounts);
  }

  get id() {
    return cartGid(this.#cart);
  }
  checkoutUrl(_: unknown, ctx: ApiContext) {
    return checkoutUrl(ctx.publicUrl, this.#cart);
  }
  get createdAt() {
    return this.#cart.createdAt;
  }
  get updatedAt() {
    return this.#cart.updatedAt;
  }
  get note() {
    return this.#cart.note;
  }
  get attributes() {
    return this.#cart.attributes;
  }
  attribute({key}: {key: string}) {
    return this.#cart.attributes.find((a) => a.key === key) ?? null;
  }
  get totalQuantity() {
    return this.#priced.totalQuantity;
  }
  buyerIdentity(_: unknown, ctx: ApiContext) {
    const {countryCode, email, phone, customerId} = this.#cart.buyerIdentity;
    const customer = customerId === null ? undefined : ctx.customers.byId(customerId);
    return {
      countryCode,
      email,
      phone,
      customer: customer ? new CustomerView(customer) : null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    };
  }
  get cost() {
    const {subtotalCents, totalCents} = this.#priced;
    return {
      subtotalAmount: money(subtotalCents),
      totalAmount: money(totalCents),
      // The schema: "equivalent to subtotalAmount" when there are no deferred payments.
      checkoutChargeAmount: money(subtotalCents),
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    };
  }
  /** The deprecated twin of `cost`, still in the 2025-07 schema. */
  get estimatedCost() {
    const {subtotalAmount, totalAmount, checkoutChargeAmount} = this.cost;
    return {
      subtotalAmount,
      totalAmount,
      checkoutChargeAmount,
      totalTaxAmount: null,
      totalDutyAmount: null,
    };
  }
  get discountCodes() {
    return this.#priced.codes;
  }
  get discountAllocations() {
    return this.#priced.cartAllocations.map(allocationView);
  }
  lines(args: ConnectionArgs) {
    return connection(
      this.#priced.lines,
      args,
      (l) => l.line.seq,
      (l) => new CartLineView(l),
    );
  }
  /** Delivery is chosen on the hosted checkout, so the cart has no delivery groups. */
  deliveryGroups(args: ConnectionArgs) {
    return connection(
      [],
      args,
      () => 0,
      (node: never) => node,
    );
  }
}
