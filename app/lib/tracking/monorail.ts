/**
 * Shopify analytics payloads (docs/product.md#commerce-platform-analytics): the monorail batches
 * for a page view (Hydrogen's two page-view schemas) and for a cart event
 * (custom_storefront_customer_tracking), as Shopify expects them. Pure: the subscriber in
 * shopify.ts adds the cookies and sends them.
 */
import type {TrackingConsent} from './consent';
import type {PageViewedPayload} from './events';
import {CART_UPDATED, type CartAnalyticsEvent, type CartLinePayload} from './cart-analytics';
import {cartToken, numericShopifyId} from '../commerce/shopify-ids';

/** Shopify's app id for headless storefronts. */
const HEADLESS_APP_ID = 12875497473;
const CUSTOMER_TRACKING = 'custom_storefront_customer_tracking/1.2';

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

export interface TrackedPage {
  url: string;
  path: string;
  title: string;
  referrer?: string;
  language: string;
}

const numericId = (gid: string | null | undefined) => Number(numericShopifyId(gid) ?? 0);

/** What every event says about the shop and the page. */
function pageFields(config: ShopifyAnalyticsConfig, page: TrackedPage) {
  return {
    source: 'hydrogen',
    hydrogenSubchannelId: config.storefrontId ?? '0',
    shopId: numericId(config.shopId),
    currency: config.currency,
    url: page.url,
    path: page.path,
    title: page.title,
    ...(page.referrer === undefined ? {} : {referrer: page.referrer}),
    contentLanguage: page.language.toLowerCase(),
  };
}

/** The visitor and consent fields of a custom_storefront_customer_tracking event. */
function customerFields(name: string, tokens: Tokens, consent: TrackingConsent, now: number) {
  return {
    event_name: name,
    event_time: now,
    unique_token: tokens.uniqueToken,
    deprecated_visit_token: tokens.visitToken,
    is_persistent_cookie: true,
    analytics_allowed: consent.analytics,
    marketing_allowed: consent.marketing,
    sale_of_data_allowed: consent.sale_of_data,
    ccpa_enforced: false,
    gdpr_enforced: true,
  };
}

function batch<P extends object>(events: Array<{schema_id: string; payload: P}>, now: number) {
  return {
    events: events.map((event) => ({...event, metadata: {event_created_at_ms: now}})),
    metadata: {event_sent_at_ms: now},
  };
}

/** The batch for one page view: Hydrogen's two page-view schemas. */
export function pageViewBatch(
  view: PageViewedPayload,
  config: ShopifyAnalyticsConfig,
  tokens: Tokens,
  consent: TrackingConsent,
  now = Date.now(),
) {
  const page = pageFields(config, view);
  return batch(
    [
      {
        schema_id: 'trekkie_storefront_page_view/1.4',
        payload: {
          ...page,
          appClientId: HEADLESS_APP_ID,
          pageType: view.pageType,
          resourceType: view.resourceId?.split('/').at(-2)?.toLowerCase(),
          resourceId: numericId(view.resourceId),
          uniqToken: tokens.uniqueToken,
          visitToken: tokens.visitToken,
          isPersistentCookie: true,
        },
      },
      {
        schema_id: CUSTOMER_TRACKING,
        payload: {
          ...page,
          ...customerFields('page_rendered', tokens, consent, now),
          page_type: view.pageType,
        },
      },
    ],
    now,
  );
}

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
  page: TrackedPage,
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
    ...pageFields(config, page),
    ...customerFields(event.name, tokens, consent, now),
    cart_token: cartToken(cart.id),
    total_value: Math.round(totalValue * 100) / 100,
    ...(event.name === CART_UPDATED ? {} : {products: [productEntry(event.payload)]}),
  };
  return batch([{schema_id: CUSTOMER_TRACKING, payload}], now);
}
