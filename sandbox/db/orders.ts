/**
 * Orders the hosted checkout placed. Numbers start at 1001 like a new Shopify shop's; lines keep
 * the titles, prices and image as they were at purchase, so later catalogue changes leave them be.
 */
import type {Db} from './open';

interface ShippingAddress {
  firstName: string;
  lastName: string;
  address1: string;
  zip: string;
  city: string;
  country: string;
  phone: string | null;
}

export interface OrderLine {
  variantId: number;
  productId: number;
  productTitle: string;
  variantTitle: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  compareAtCents: number | null;
  discountCents: number;
  totalCents: number;
  imageName: string | null;
  /** The line's own discounts by code; they add up to `discountCents`. */
  allocations: Array<{code: string; amountCents: number}>;
}

export interface NewOrder {
  token: string;
  cartToken: string;
  customerId: number | null;
  email: string;
  language: string;
  country: string;
  currency: string;
  shippingAddress: ShippingAddress;
  shippingMethod: string;
  shippingCents: number;
  discounts: Array<{code: string; amountCents: number}>;
  subtotalCents: number;
  totalCents: number;
  createdAt: string;
  lines: OrderLine[];
}

export interface Order extends NewOrder {
  id: number;
  number: number;
  name: string;
  financialStatus: 'paid';
  fulfillmentStatus: 'unfulfilled';
}

export interface OrderFilter {
  email?: string;
  customerId?: number;
  limit: number;
}

const FIRST_NUMBER = 1001;
type Row = Record<string, unknown>;

export function orderStore(db: Db) {
  const stmt = {
    insert: db.prepare(
      `INSERT INTO orders (number, name, token, cart_token, customer_id, email, language, country, currency,
        shipping_address, shipping_method, shipping_cents, discounts, subtotal_cents, total_cents,
        financial_status, fulfillment_status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'paid', 'unfulfilled', ?)`,
    ),
    insertLine: db.prepare(
      `INSERT INTO order_lines (order_id, position, variant_id, product_id, product_title, variant_title, sku,
        quantity, unit_price_cents, compare_at_cents, discount_cents, total_cents, image_name, discount_allocations)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    maxNumber: db.prepare('SELECT MAX(number) AS n FROM orders'),
    byCart: db.prepare('SELECT * FROM orders WHERE cart_token = ?'),
    byId: db.prepare('SELECT * FROM orders WHERE id = ?'),
    byCustomer: db.prepare('SELECT * FROM orders WHERE customer_id = ? ORDER BY id'),
    link: db.prepare(
      'UPDATE orders SET customer_id = ? WHERE customer_id IS NULL AND email = ? COLLATE NOCASE',
    ),
    list: db.prepare(
      `SELECT * FROM orders WHERE (?1 IS NULL OR email = ?1 COLLATE NOCASE)
        AND (?2 IS NULL OR customer_id = ?2) ORDER BY id DESC LIMIT ?3`,
    ),
    lines: db.prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY position'),
  };
  const withLines = (row: Row) => toOrder(row, stmt.lines.all(row.id) as Row[]);

  return {
    /** Call inside the checkout's transaction, so the number and the rows are taken together. */
    insert(order: NewOrder): Order {
      const max = (stmt.maxNumber.all() as Row[])[0]?.n as number | null;
      const number = max === null ? FIRST_NUMBER : max + 1;
      const {lastInsertRowid} = stmt.insert.run(
        number,
        `#${number}`,
        order.token,
        order.cartToken,
        order.customerId,
        order.email,
        order.language,
        order.country,
        order.currency,
        JSON.stringify(order.shippingAddress),
        order.shippingMethod,
        order.shippingCents,
        JSON.stringify(order.discounts),
        order.subtotalCents,
        order.totalCents,
        order.createdAt,
      );
      order.lines.forEach((l, i) =>
        stmt.insertLine.run(
          lastInsertRowid,
          i + 1,
          l.variantId,
          l.productId,
          l.productTitle,
          l.variantTitle,
          l.sku,
          l.quantity,
          l.unitPriceCents,
          l.compareAtCents,
          l.discountCents,
          l.totalCents,
          l.imageName,
          JSON.stringify(l.allocations),
        ),
      );
      return {
        ...order,
        id: Number(lastInsertRowid),
        number,
        name: `#${number}`,
        financialStatus: 'paid',
        fulfillmentStatus: 'unfulfilled',
      };
    },
    byCartToken(cartToken: string): Order | undefined {
      const row = (stmt.byCart.all(cartToken) as Row[])[0];
      return row ? withLines(row) : undefined;
    },
    byId(id: number): Order | undefined {
      const row = (stmt.byId.all(id) as Row[])[0];
      return row ? withLines(row) : undefined;
    },
    /** Every order of a customer, oldest first. */
    forCustomer: (customerId: number): Order[] =>
      (stmt.byCustomer.all(customerId) as Row[]).map(withLines),
    /** A new customer's earlier guest orders become theirs: Shopify links them by e-mail. */
    linkGuestOrders(email: string, customerId: number): void {
      stmt.link.run(customerId, email);
    },
    /** Newest first; `email` (any case) and `customerId` narrow the list (accounts use them). */
    list({email, customerId, limit}: OrderFilter): Order[] {
      return (stmt.list.all(email ?? null, customerId ?? null, limit) as Row[]).map(withLines);
    },
  };
}

export type OrderStore = ReturnType<typeof orderStore>;

function toOrder(r: Row, lines: Row[]): Order {
  return {
    id: r.id as number,
    number: r.number as number,
    name: r.name as string,
    token: r.token as string,
    cartToken: r.cart_token as string,
    customerId: (r.customer_id as number | null) ?? null,
    email: r.email as string,
    language: r.language as string,
    country: r.country as string,
    currency: r.currency as string,
    shippingAddress: JSON.parse(r.shipping_address as string) as ShippingAddress,
    shippingMethod: r.shipping_method as string,
    shippingCents: r.shipping_cents as number,
    discounts: JSON.parse(r.discounts as string) as NewOrder['discounts'],
    subtotalCents: r.subtotal_cents as number,
    totalCents: r.total_cents as number,
    financialStatus: r.financial_status as Order['financialStatus'],
    fulfillmentStatus: r.fulfillment_status as Order['fulfillmentStatus'],
    createdAt: r.created_at as string,
    lines: lines.map((l) => ({
      variantId: l.variant_id as number,
      productId: l.product_id as number,
      productTitle: l.product_title as string,
      variantTitle: l.variant_title as string,
      sku: l.sku as string,
      quantity: l.quantity as number,
      unitPriceCents: l.unit_price_cents as number,
      compareAtCents: (l.compare_at_cents as number | null) ?? null,
      discountCents: l.discount_cents as number,
      totalCents: l.total_cents as number,
      imageName: (l.image_name as string | null) ?? null,
      allocations: JSON.parse(l.discount_allocations as string) as OrderLine['allocations'],
    })),
  };
}
