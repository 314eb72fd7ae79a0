/**
 * The e-mail marketing provider's subscriber (Klaviyo; docs/product.md#customer-identification,
 * docs/product.md#data-layer-pushes). It needs marketing consent: only then does its onsite script
 * load, the shopper get identified, and `Viewed Product` and `Added to Cart` get tracked. Each
 * marketing call is also a data-layer push (`klaviyo.{method}`), so the tag manager sees the same
 * events.
 */
import type {Subscriber} from './bus';
import {pushDataLayer} from './data-layer';
import {
  CUSTOMER_IDENTIFIED,
  NEWSLETTER_FORM_OPENED,
  PRODUCT_VIEWED,
  SHOPPER_IDENTIFIED,
  type CustomerIdentifiedPayload,
  type NewsletterFormOpenedPayload,
  type ShopperIdentifiedPayload,
} from './events';
import {PRODUCT_ADDED_TO_CART} from './cart-analytics';
import type * as KlaviyoEvents from './klaviyo-events';
import {loadScript} from './load-script';
import {parseMarketPath, productPath} from '../markets';
import {stored} from '../cookie-names';

/** docs/product.md#e-mail-marketing-config, plus where the onsite script comes from. */
export interface EmailMarketingConfig {
  publicKey: string;
  defaultListId: string | null;
  /** The commerce platform the provider's catalogue is synced from. */
  catalogPlatform: 'shopify';
  scriptUrl: string;
}

/** The onsite object's methods the shop calls; each answers a promise once the script runs. */
interface KlaviyoObject {
  identify(properties: Record<string, unknown>): Promise<unknown>;
  track(metric: string, properties: Record<string, unknown>): Promise<unknown>;
  push(call: unknown[]): void;
}

declare global {
  interface Window {
    klaviyo?: KlaviyoObject;
    _klOnsite?: unknown[][];
  }
}

/** The provider's first-party cookie: forgotten when marketing consent is withdrawn. */
const KLAVIYO_COOKIE = stored('__kla_id');

/** A marketing call as the tag manager receives it (docs/product.md#data-layer-pushes). */
function marketingEntry(method: string, data: Record<string, unknown>) {
  return {event: `klaviyo.${method}`, klaviyo: data};
}

/**
 * The onsite object, or until its script has run a stand-in that queues each call as
 * `[method, ...args, resolve]` in `window._klOnsite`, which the script drains on load.
 */
function klaviyoObject(): KlaviyoObject {
  if (window.klaviyo) return window.klaviyo;
  const queue = (window._klOnsite ??= []);
  const queued =
    (method: string) =>
    (...args: unknown[]) =>
      new Promise((resolve) => queue.push([method, ...args, resolve]));
  const standIn: KlaviyoObject = {
    identify: queued('identify'),
    track: queued('track'),
    push: (call) => queue.push(call),
  };
  window.klaviyo = standIn;
  return standIn;
}

/** A product's page in the market being browsed, for the links in an event. */
const productUrl = (handle: string) =>
  `${window.location.origin}${productPath(parseMarketPath(window.location.pathname).market, handle)}`;

const TRACKED = new Set([PRODUCT_VIEWED, PRODUCT_ADDED_TO_CART]);

export function klaviyoSubscriber(config: EmailMarketingConfig | null): Subscriber {
  let started = false;
  // The events' builders load with the first product event, which only marketing consent lets
  // through; in order, as the bus delivers them.
  let builders: Promise<typeof KlaviyoEvents> | null = null;
  return {
    name: 'klaviyo',
    purpose: 'marketing',
    onConsent(consent) {
      if (consent && !consent.marketing) {
        document.cookie = `${KLAVIYO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
        return;
      }
      if (started || !config || !consent?.marketing) return;
      started = true;
      klaviyoObject();
      loadScript(config.scriptUrl);
      pushDataLayer(marketingEntry('initialize', {publicKey: config.publicKey}));
    },
    handle(event) {
      // The shop's own pop-up opened: the data layer hears of it as of Klaviyo's openForm, but
      // the onsite object is not asked to open a form of its own.
      if (event.name === NEWSLETTER_FORM_OPENED) {
        const {formId} = event.payload as NewsletterFormOpenedPayload;
        pushDataLayer(marketingEntry('openForm', {formId}));
        return;
      }
      if (event.name === CUSTOMER_IDENTIFIED || event.name === SHOPPER_IDENTIFIED) {
        const {email} = event.payload as CustomerIdentifiedPayload | ShopperIdentifiedPayload;
        if (!email) return;
        pushDataLayer(marketingEntry('identify', {email}));
        if (config) void klaviyoObject().identify({email});
        return;
      }
      if (!TRACKED.has(event.name)) return;
      builders ??= import('./klaviyo-events');
      void builders.then(({onsiteEvent}) => {
        const tracked = onsiteEvent(event, productUrl);
        if (!tracked) return;
        pushDataLayer(marketingEntry('track', tracked));
        if (config) void klaviyoObject().track(tracked.metric, tracked.properties);
      });
    },
  };
}
