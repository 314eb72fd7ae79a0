/**
 * Placing the order, in ONE synchronous SQLite transaction: re-read the cart, check the stock of
 * every line, decrement it, write the order and complete the cart. A concurrent checkout of the
 * last unit cannot interleave (the transaction runs to its end before another request is served),
 * so exactly one of two buyers gets it and the other gets the stock answer, with nothing written.
 */
import {priceCart} from '../cart/pricing';
import {newOrderToken} from '../cart/tokens';
import {CURRENCY} from '../config';
import type {SandboxContext} from '../context';
import type {Order} from '../db/orders';
import {scalar} from '../db/open';
import {localeOf} from '../storefront-api/context';
import type {FormValues} from './form';
import {discountsByCode, orderLines} from './order-lines';
import {shippingCents, type ShippingMethod} from './shipping';

export interface ShortLine {
  productTitle: string;
  size: string;
  available: number;
}

export type PlaceOrderResult =
  | {kind: 'placed'; order: Order}
  | {kind: 'completed'}
  | {kind: 'empty'}
  | {kind: 'short'; lines: ShortLine[]};

export function orderPlacer({db, carts, orders, customers, catalog, discounts}: SandboxContext) {
  const stock = db.prepare('SELECT quantity FROM inventory WHERE variant_id = ?');
  const take = db.prepare('UPDATE inventory SET quantity = quantity - ? WHERE variant_id = ?');

  return (token: string, values: FormValues): PlaceOrderResult => {
    const taken = new Map<number, number>();
    const result = carts.transaction((): PlaceOrderResult => {
      const cart = carts.get(token)!;
      if (cart.completedAt) return {kind: 'completed'};
      if (cart.lines.length === 0) return {kind: 'empty'};
      const locale = localeOf(cart.language);
      for (const line of cart.lines)
        taken.set(line.variantId, (taken.get(line.variantId) ?? 0) + line.quantity);
      const short = [...taken].flatMap(([variantId, quantity]): ShortLine[] => {
        const available = scalar<number>(stock, variantId) ?? 0;
        if (available >= quantity) return [];
        const variant = catalog.variantById.get(variantId)!;
        const product = catalog.productById.get(variant.productId)!;
        return [{productTitle: product.title[locale], size: variant.title, available}];
      });
      if (short.length) return {kind: 'short', lines: short};

      for (const [variantId, quantity] of taken) take.run(quantity, variantId);
      const priced = priceCart(cart, catalog, discounts);
      const method = values.shippingMethod as ShippingMethod;
      const shipping = shippingCents(method, priced.totalCents);
      const now = new Date().toISOString();
      const order = orders.insert({
        token: newOrderToken(),
        cartToken: token,
        // The signed-in buyer's, else the account with the order's e-mail, as Shopify links them.
        customerId: cart.buyerIdentity.customerId ?? customers.byEmail(values.email)?.id ?? null,
        email: values.email,
        language: cart.language,
        country: values.country,
        currency: CURRENCY.isoCode,
        shippingAddress: {
          firstName: values.firstName,
          lastName: values.lastName,
          address1: values.address1,
          zip: values.zip,
          city: values.city,
          country: values.country,
          phone: values.phone || null,
        },
        shippingMethod: method,
        shippingCents: shipping,
        discounts: discountsByCode(priced),
        subtotalCents: priced.totalCents,
        totalCents: priced.totalCents + shipping,
        createdAt: now,
        lines: orderLines(priced, catalog, locale),
      });
      carts.save({...cart, completedAt: now});
      return {kind: 'placed', order};
    });
    // The in-memory catalogue follows the committed rows (never a rolled-back transaction).
    if (result.kind === 'placed') {
      for (const [variantId, quantity] of taken)
        catalog.variantById.get(variantId)!.quantity -= quantity;
    }
    return result;
  };
}
