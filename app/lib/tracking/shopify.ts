/**
 * Shopify analytics (spec §7.9): page views and cart events as monorail batches (text/plain) to
 * `{checkout host}/.well-known/shopify/monorail/unstable/produce_batch`, only with analytics
 * consent, with the `_shopify_y` / `_shopify_s` visitor and session cookies (spec §9).
 */
import Cookies from 'js-cookie';
import type {Subscriber} from './bus';
import type {TrackingConsent} from './consent';
import {PAGE_VIEWED, type PageViewedPayload} from './events';
import {
  CART_UPDATED,
  PRODUCT_ADDED_TO_CART,
  PRODUCT_REMOVED_FROM_CART,
  type CartAnalyticsEvent,
  type CartLinePayload,
} from './cart-analytics';

export const SHOPIFY_Y = '_shopify_y';
export const SHOPIFY_S = '_shopify_s';
const Y_MAX_AGE_S = 31_104_000;
const S_MAX_AGE_S = 1_800;
/** Shopify's app id for headless storefronts. */
const HEADLESS_APP_ID = 12875497473;

export interface ShopifyAnalyticsConfig {
  /** The monorail endpoint on the checkout host. */
  endpoint: string;
  shopId: string;
  storefrontId: string | null;
  currency: string;
}

export interface Tokens {
  uniqueToken: string;
  visitToken: string;
}

function numericId(gid: string | null | undefined): number {
  const id = gid?.split('/').pop();
  return id && /^\d+$/.test(id) ? Number(id) : 0;
}

/** The batch for one page view: Hydrogen's two page-view schemas, as Shopify expects them. */
export function pageViewBatch(
  view: PageViewedPayload,
  config: ShopifyAnalyticsConfig,
  tokens: Tokens,
  consent: TrackingConsent,
  now = Date.now(),
) {
  const common = {
    source: 'hydrogen',
    hydrogenSubchannelId: config.storefrontId ?? '0',
    shopId: numericId(config.shopId),
    currency: config.currency,
    url: view.url,
    path: view.path,
    title: view.title,
    referrer: view.referrer,
    contentLanguage: view.language.toLowerCase(),
  };
  const event = (schema_id: string, payload: object) => ({
    schema_id,
    payload,
    metadata: {event_created_at_ms: now},
  });
  return {
    events: [
      event('trekkie_storefront_page_view/1.4', {
        ...common,
        appClientId: HEADLESS_APP_ID,
        pageType: view.pageType,
        resourceType: view.resourceId?.split('/').at(-2)?.toLowerCase(),
        resourceId: numericId(view.resourceId),
        uniqToken: tokens.uniqueToken,
        visitToken: tokens.visitToken,
        isPersistentCookie: true,
      }),
      event('custom_storefront_customer_tracking/1.2', {
        ...common,
        event_name: 'page_rendered',
        event_time: now,
        page_type: view.pageType,
        unique_token: tokens.uniqueToken,
        deprecated_visit_token: tokens.visitToken,
        is_persistent_cookie: true,
        analytics_allowed: consent.analytics,
        marketing_allowed: consent.marketing,
        sale_of_data_allowed: consent.sale_of_data,
        ccpa_enforced: false,
        gdpr_enforced: true,
      }),
    ],
    metadata: {event_sent_at_ms: now},
  };
}

const CART_EVENTS = new Set<string>([
  CART_UPDATED,
  PRODUCT_ADDED_TO_CART,
  PRODUCT_REMOVED_FROM_CART,
]);

/** Hydrogen's product entry: one JSON string per product, as Shopify's schema wants. */
function productEntry({line, quantity}: CartLinePayload) {
  const {merchandise: m} = line;
  return JSON.stringify({
    product_gid: m.product.id,
    variant_gid: m.id,
    name: m.product.title,
    variant: m.title,
    brand: m.product.vendor,
    category: m.product.productType,
    price: m.price.amount,
    sku: m.sku ?? '',
    quantity,
  });
}

/** The batch for one cart event, on the page where it happened. */
export function cartEventBatch(
  event: CartAnalyticsEvent,
  page: {url: string; path: string; title: string; language: string},
  config: ShopifyAnalyticsConfig,
  tokens: Tokens,
  consent: TrackingConsent,
  now = Date.now(),
) {
  const {cart} = event.payload;
  const totalValue = cart.lines.reduce(
    (sum, line) => sum + Number(line.merchandise.price.amount) * line.quantity,
    0,
  );
  const payload = {
    source: 'hydrogen',
    hydrogenSubchannelId: config.storefrontId ?? '0',
    shopId: numericId(config.shopId),
    currency: config.currency,
    url: page.url,
    path: page.path,
    title: page.title,
    contentLanguage: page.language.toLowerCase(),
    event_name: event.name,
    event_time: now,
    cart_token: cart.id.split('/').pop()?.split('?')[0] ?? '',
    total_value: Math.round(totalValue * 100) / 100,
    unique_token: tokens.uniqueToken,
    deprecated_visit_token: tokens.visitToken,
    is_persistent_cookie: true,
    analytics_allowed: consent.analytics,
    marketing_allowed: consent.marketing,
    sale_of_data_allowed: consent.sale_of_data,
    ccpa_enforced: false,
    gdpr_enforced: true,
    ...(event.name === CART_UPDATED ? {} : {products: [productEntry(event.payload)]}),
  };
  return {
    events: [
      {
        schema_id: 'custom_storefront_customer_tracking/1.2',
        payload,
        metadata: {event_created_at_ms: now},
      },
    ],
    metadata: {event_sent_at_ms: now},
  };
}

/** The visitor token (31 104 000 s) and the session token (1 800 s), refreshed on every event. */
function touchTokens(): Tokens {
  const secure = window.location.protocol === 'https:';
  const options = {path: '/', sameSite: 'Lax', secure} as const;
  const uniqueToken = Cookies.get(SHOPIFY_Y) ?? crypto.randomUUID();
  const visitToken = Cookies.get(SHOPIFY_S) ?? crypto.randomUUID();
  Cookies.set(SHOPIFY_Y, uniqueToken, {...options, expires: Y_MAX_AGE_S / 86_400});
  Cookies.set(SHOPIFY_S, visitToken, {...options, expires: S_MAX_AGE_S / 86_400});
  return {uniqueToken, visitToken};
}

export function shopifySubscriber(config: ShopifyAnalyticsConfig): Subscriber {
  let consent: TrackingConsent | null = null;
  return {
    name: 'shopify',
    purpose: 'analytics',
    onConsent(next) {
      consent = next;
      if (!next?.analytics) {
        Cookies.remove(SHOPIFY_Y, {path: '/'});
        Cookies.remove(SHOPIFY_S, {path: '/'});
      }
    },
    handle(event) {
      if (!consent) return;
      let batch;
      if (event.name === PAGE_VIEWED) {
        batch = pageViewBatch(event.payload as PageViewedPayload, config, touchTokens(), consent);
      } else if (CART_EVENTS.has(event.name)) {
        const page = {
          url: window.location.href,
          path: window.location.pathname,
          title: document.title,
          language: document.documentElement.lang,
        };
        batch = cartEventBatch(event as CartAnalyticsEvent, page, config, touchTokens(), consent);
      } else return;
      const body = JSON.stringify(batch);
      void fetch(config.endpoint, {
        method: 'POST',
        body,
        headers: {'content-type': 'text/plain'},
        keepalive: true,
      }).catch((error: unknown) => console.warn('[tracking] Shopify analytics not sent', error));
    },
  };
}
