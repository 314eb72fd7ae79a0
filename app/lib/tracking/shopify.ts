/**
 * Shopify analytics (docs/product.md#commerce-platform-analytics): page views and cart events as
 * monorail batches (text/plain) to
 * `{checkout host}/.well-known/shopify/monorail/unstable/produce_batch`, only with analytics
 * consent, with the `_shopify_y` / `_shopify_s` visitor and session cookies
 * (docs/product.md#cookies-and-storage).
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
} from './cart-analytics';
import type * as Monorail from './monorail';
import type {ShopifyAnalyticsConfig, Tokens} from './monorail';
import {COOKIE_SECONDS, stored} from '../cookie-names';
import {SHOPIFY_VISIT_COOKIE} from './data-layer';

const SHOPIFY_Y = stored('_shopify_y');
const Y_MAX_AGE_S = COOKIE_SECONDS[SHOPIFY_Y];
const S_MAX_AGE_S = COOKIE_SECONDS[SHOPIFY_VISIT_COOKIE];

const CART_EVENTS = new Set<string>([
  CART_UPDATED,
  PRODUCT_ADDED_TO_CART,
  PRODUCT_REMOVED_FROM_CART,
]);

/** The visitor token (31 104 000 s) and the session token (1 800 s), refreshed on every event. */
function touchTokens(): Tokens {
  const secure = window.location.protocol === 'https:';
  const options = {path: '/', sameSite: 'Lax', secure} as const;
  const uniqueToken = Cookies.get(SHOPIFY_Y) ?? crypto.randomUUID();
  const visitToken = Cookies.get(SHOPIFY_VISIT_COOKIE) ?? crypto.randomUUID();
  Cookies.set(SHOPIFY_Y, uniqueToken, {...options, expires: Y_MAX_AGE_S / 86_400});
  Cookies.set(SHOPIFY_VISIT_COOKIE, visitToken, {...options, expires: S_MAX_AGE_S / 86_400});
  return {uniqueToken, visitToken};
}

export function shopifySubscriber(config: ShopifyAnalyticsConfig): Subscriber {
  let consent: TrackingConsent | null = null;
  // The batch builders load with the first event analytics consent lets through; events are sent
  // in the order the bus delivers them.
  let builders: Promise<typeof Monorail> | null = null;
  return {
    name: 'shopify',
    purpose: 'analytics',
    onConsent(next) {
      consent = next;
      if (!next?.analytics) {
        Cookies.remove(SHOPIFY_Y, {path: '/'});
        Cookies.remove(SHOPIFY_VISIT_COOKIE, {path: '/'});
      }
    },
    handle(event) {
      if (!consent) return;
      const given = consent;
      let build: (monorail: typeof Monorail) => object;
      if (event.name === PAGE_VIEWED) {
        const tokens = touchTokens();
        build = ({pageViewBatch}) =>
          pageViewBatch(event.payload as PageViewedPayload, config, tokens, given);
      } else if (CART_EVENTS.has(event.name)) {
        const page = {
          url: window.location.href,
          path: window.location.pathname,
          title: document.title,
          language: document.documentElement.lang,
        };
        const tokens = touchTokens();
        build = ({cartEventBatch}) =>
          cartEventBatch(event as CartAnalyticsEvent, page, config, tokens, given);
      } else return;
      builders ??= import('./monorail').catch((error: unknown) => {
        builders = null; // the next event asks for the chunk again
        throw error;
      });
      builders
        .then((monorail) =>
          fetch(config.endpoint, {
            method: 'POST',
            body: JSON.stringify(build(monorail)),
            headers: {'content-type': 'text/plain'},
            keepalive: true,
          }),
        )
        .catch((error: unknown) => console.warn('[tracking] Shopify analytics not sent', error));
    },
  };
}
