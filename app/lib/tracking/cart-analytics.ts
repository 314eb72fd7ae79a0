/**
 * Cart analytics (docs/product.md#cart-analytics): comparing each confirmed cart with the last one
 * processed gives cart_updated, product_added_to_cart and product_removed_from_cart. The last
 * processed cart is kept in local storage under `cartLastUpdatedAt` (its id and updatedAt, and its
 * lines so that a change made in another tab is compared with what that tab already reported), so
 * nothing is sent twice, across reloads and tabs. Pure, except for the storage it is given.
 */
import {isCompleteProduct, type ProductPayload} from './events';
import {stored} from '../cookie-names';

export const CART_LAST_UPDATED_KEY = stored('cartLastUpdatedAt');
export const CART_UPDATED = 'cart_updated';
export const PRODUCT_ADDED_TO_CART = 'product_added_to_cart';
export const PRODUCT_REMOVED_FROM_CART = 'product_removed_from_cart';

/**
 * The cart as analytics sees it (docs/product.md#cart-as-seen-by-analytics), with the picture,
 * the product's handle and the checkout URL that the e-mail marketing provider's `Added to Cart`
 * also needs (docs/product.md#data-layer-pushes).
 */
export interface AnalyticsCartLine {
  id: string;
  quantity: number;
  merchandise: {
    id: string;
    title: string;
    sku: string | null;
    price: {amount: string};
    image?: string | null;
    product: {id: string; title: string; vendor: string; productType: string; handle?: string};
  };
}

export interface AnalyticsCart {
  id: string;
  updatedAt: string;
  checkoutUrl?: string;
  lines: AnalyticsCartLine[];
}

/** What was last processed; `id: null` records "no cart", so the first cart counts as new. */
export type ProcessedCart = AnalyticsCart | {id: null; updatedAt: null; lines: []};

interface CartUpdatedPayload {
  cart: AnalyticsCart;
  prevCart: AnalyticsCart | null;
}

export interface CartLinePayload {
  cart: AnalyticsCart;
  /** The line as it is now (added) or was (removed). */
  line: AnalyticsCartLine;
  /** How many units were added or removed. */
  quantity: number;
}

export type CartAnalyticsEvent =
  | {name: typeof CART_UPDATED; payload: CartUpdatedPayload}
  | {
      name: typeof PRODUCT_ADDED_TO_CART | typeof PRODUCT_REMOVED_FROM_CART;
      payload: CartLinePayload;
    };

/** The platform cart (CartFields) as analytics see it. */
export function toAnalyticsCart(cart: {
  id: string;
  updatedAt: string;
  checkoutUrl: string;
  lines: {nodes: Array<{id: string; quantity: number; merchandise: unknown}>};
}): AnalyticsCart {
  return {
    id: cart.id,
    updatedAt: cart.updatedAt,
    checkoutUrl: cart.checkoutUrl,
    lines: cart.lines.nodes.map((line) => {
      const m = line.merchandise as Omit<AnalyticsCartLine['merchandise'], 'image'> & {
        image?: {url: string} | null;
      };
      return {
        id: line.id,
        quantity: line.quantity,
        merchandise: {
          id: m.id,
          title: m.title,
          sku: m.sku ?? null,
          price: {amount: m.price.amount},
          image: m.image?.url ?? null,
          product: {
            id: m.product.id,
            title: m.product.title,
            vendor: m.product.vendor,
            productType: m.product.productType,
            handle: m.product.handle,
          },
        },
      };
    }),
  };
}

/** A line as a product event's product (Hydrogen's payload). */
export function lineProduct(line: AnalyticsCartLine, quantity = line.quantity): ProductPayload {
  const {merchandise: m} = line;
  return {
    id: m.product.id,
    title: m.product.title,
    price: m.price.amount,
    vendor: m.product.vendor,
    variantId: m.id,
    variantTitle: m.title,
    quantity,
    sku: m.sku,
    productType: m.product.productType,
  };
}

/** The events between the last processed cart and this one (none when nothing changed). */
export function cartAnalyticsEvents(
  previous: ProcessedCart,
  current: AnalyticsCart,
): CartAnalyticsEvent[] {
  if (previous.id === current.id && previous.updatedAt === current.updatedAt) return [];
  const before = previous.id === current.id ? previous.lines : [];
  const events: CartAnalyticsEvent[] = [
    {
      name: CART_UPDATED,
      payload: {cart: current, prevCart: previous.id === null ? null : previous},
    },
  ];
  const lineEvent = (
    name: typeof PRODUCT_ADDED_TO_CART | typeof PRODUCT_REMOVED_FROM_CART,
    line: AnalyticsCartLine,
    quantity: number,
  ) => {
    if (isCompleteProduct(lineProduct(line)))
      events.push({name, payload: {cart: current, line, quantity}});
  };
  for (const line of current.lines) {
    const old = before.find((b) => b.merchandise.id === line.merchandise.id);
    const delta = line.quantity - (old?.quantity ?? 0);
    if (delta > 0) lineEvent(PRODUCT_ADDED_TO_CART, line, delta);
    else if (delta < 0) lineEvent(PRODUCT_REMOVED_FROM_CART, line, -delta);
  }
  for (const old of before) {
    if (!current.lines.some((line) => line.merchandise.id === old.merchandise.id))
      lineEvent(PRODUCT_REMOVED_FROM_CART, old, old.quantity);
  }
  return events;
}

const NO_CART: ProcessedCart = {id: null, updatedAt: null, lines: []};

export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readProcessed(storage: CartStorage): ProcessedCart | undefined {
  try {
    const raw = storage.getItem(CART_LAST_UPDATED_KEY);
    if (raw === null) return undefined;
    const value = JSON.parse(raw) as ProcessedCart;
    return value && Array.isArray(value.lines) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Processes a confirmed cart (null: there is none): returns the events to publish and records
 * it. With no record at all (first visit, cleared storage) the cart becomes the baseline
 * silently: its contents were reported when they were added, or cannot be told apart.
 */
export function processCart(
  cart: AnalyticsCart | null,
  storage: CartStorage,
): CartAnalyticsEvent[] {
  const previous = readProcessed(storage);
  const current: ProcessedCart = cart ?? NO_CART;
  const events = previous && cart ? cartAnalyticsEvents(previous, cart) : [];
  if (!previous || previous.id !== current.id || previous.updatedAt !== current.updatedAt) {
    try {
      storage.setItem(CART_LAST_UPDATED_KEY, JSON.stringify(current));
    } catch {
      // Storage full or blocked: events may repeat on the next page, never get lost.
    }
  }
  return events;
}
