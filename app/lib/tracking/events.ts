/** The events the shop publishes on the tracking bus, with their payloads. */
import type {PageType} from './page-view';

export interface PageViewedPayload {
  pageType: PageType;
  /** Path and query, without any `email` parameter. */
  path: string;
  url: string;
  title: string;
  referrer: string;
  /** Global id of the product or collection shown, if any. */
  resourceId: string | null;
  language: string;
  country: string;
}

export const PAGE_VIEWED = 'page_viewed';
export const CONSENT_CHANGED = 'consent_event';

/**
 * A search-insights event (docs/product.md#search-insights-events); the subscriber adds the
 * visitor's user token.
 */
export const SEARCH_INSIGHTS = 'search_insights';

export type SearchInsightsPayload =
  | {kind: 'click'; index: string; queryID: string; objectID: string; position: number}
  | {kind: 'conversion'; index: string; queryID: string; objectIDs: string[]}
  | {kind: 'view'; index: string; objectIDs: string[]};

/**
 * The logged-in customer, known once their info has loaded
 * (docs/product.md#customer-identification): destinations that identify people (the e-mail
 * marketing provider, the error reporter) take the e-mail from it.
 */
export const CUSTOMER_IDENTIFIED = 'customer_identified';

export interface CustomerIdentifiedPayload {
  id: string;
  email: string;
}

/**
 * The customer logged out in this page (docs/product.md#login-state): destinations that named
 * them forget them.
 */
export const CUSTOMER_LOGGED_OUT = 'customer_logged_out';

/**
 * A size action on a product page (docs/product.md#size-interaction): the sizes seen, a size
 * chosen, or "notify me" pressed on a sold-out size. The tag manager gets it as a
 * `size_interaction` push.
 */
export const SIZE_INTERACTION = 'size_interaction';

export type SizeAction = 'view size' | 'select size' | 'notify me when available';

export interface SizeInteractionPayload {
  action: SizeAction;
  /** Numeric Shopify ids, as the marketing catalogue names products and variants. */
  productId: string;
  variantId: string | null;
  size: string | null;
  /** Whether the size can be bought now; null while no size is chosen. */
  available: boolean | null;
}

/**
 * A notify-me request the provider took (docs/product.md#back-in-stock); pushed under this name
 * (docs/product.md#data-layer-pushes). No e-mail: every tag of the container reads the data layer.
 */
export const SUBSCRIBE_TO_BACK_IN_STOCK = 'SubscribeToBackInStock';

export interface SubscribeToBackInStockPayload {
  productId: string;
  variantId: string;
  size: string;
}

/**
 * A product page shown (docs/product.md#data-layer-pushes), in Hydrogen's `product_viewed` shape,
 * with what the e-mail marketing provider's `Viewed Product` also needs. Published once per
 * product shown, for the variant shown first.
 */
export const PRODUCT_VIEWED = 'product_viewed';

/** Hydrogen's product payload: the six fields a product event needs (docs/product.md#validation). */
export interface ProductPayload {
  id: string;
  title: string;
  price: string;
  vendor: string;
  variantId: string;
  variantTitle: string;
  quantity: number;
  sku?: string | null;
  productType?: string | null;
}

export interface ProductViewedPayload {
  products: Array<
    ProductPayload & {compareAtPrice: string | null; imageUrl: string | null; url: string}
  >;
}

/** A product event goes out only with all six (docs/product.md#validation). */
export function isCompleteProduct(product: ProductPayload): boolean {
  const {id, title, price, vendor, variantId, variantTitle} = product;
  return Boolean(id && title && price && vendor && variantId && variantTitle);
}

/**
 * The confirmed cart, on each page load and after each change (null: there is none), for the
 * marketing cart sync (docs/product.md#marketing-cart-sync).
 */
export const CART_STATE = 'cart_state';

/**
 * A shopper named themselves by e-mail in a sign-up form (docs/product.md#newsletter-pop-up): the
 * e-mail marketing provider identifies them, with marketing consent as for a customer. The error
 * reporter does not: they are no logged-in customer (docs/decisions/0011).
 */
export const SHOPPER_IDENTIFIED = 'shopper_identified';

export interface ShopperIdentifiedPayload {
  email: string;
}

/** A newsletter pop-up opened (docs/product.md#newsletter-pop-up): "open form" with its id. */
export const NEWSLETTER_FORM_OPENED = 'newsletter_form_opened';

export interface NewsletterFormOpenedPayload {
  formId: string;
}
