/**
 * Typed configuration (docs/architecture.md#configuration), validated once per environment object.
 * A missing required value raises `Missing configuration variable NAME` (docs/product.md#errors).
 */
import {MARKETS, MARKET_IDS, type Market, type MarketId} from './markets';
import {ConfigError, optional, required, toOrigin, type RawEnv} from './config-values.server';
import {
  readMarketingAutomation,
  readNewsletterForms,
  type MarketingAutomationConfig,
} from './marketing/config.server';
import type {NewsletterForm} from './marketing/newsletter-form';
import {
  readContentConfig,
  readInstagramConfig,
  type ContentConfig,
  type InstagramConfig,
} from './content/config.server';
import {readCareConfig, type CareConfig} from './care/config.server';

const STOREFRONT_API_VERSION = '2025-07';
/** The Admin API version the wishlist's mutation is written for. */
const ADMIN_API_VERSION = '2025-07';

export interface MarketConfig {
  market: Market;
  shopName: string;
  apiVersion: string;
  /** Public Storefront API token of this market's shop. */
  publicToken: string;
}

export interface AppConfig {
  /**
   * The origin shoppers reach the shop at (`PUBLIC_SHOP_ORIGIN`): canonical links, hreflang,
   * cookie flags and the Origin check use it, never the request's Host header.
   */
  shopOrigin: string;
  /** Origin of the Storefront API, scheme included (`https://` when the value had none). */
  storeOrigin: string;
  privateToken: string | null;
  /**
   * The Admin API, server-side only (`PRIVATE_SHOPIFY_ADMIN_API_TOKEN`): the wishlist of a
   * logged-in customer is written with it (docs/decisions/0015). Without a token the wishlist
   * stays in the browser.
   */
  admin: {token: string; apiVersion: string} | null;
  apiVersion: string;
  storefrontId: string | null;
  shopId: string;
  /**
   * Checkout origin; without one, the shop's own domain with a warning
   * (docs/product.md#hosts-and-assets).
   */
  checkoutOrigin: string;
  assetsBaseUrl: string;
  /** Origin of the local sandbox; only when configured is it trusted by the CSP. */
  sandboxOrigin: string | null;
  /** The consent provider (iubenda), when a site id is configured; else the shop's own banner. */
  consentProvider: {siteId: string; cookiePolicyId: string; scriptUrl: string} | null;
  /**
   * Algolia's search-insights client (docs/product.md#search-insights-events), when an application
   * id is configured.
   */
  insights: {appId: string; apiKey: string; host: string} | null;
  /**
   * Algolia search (docs/product.md#search-service) through its custom request host; one index per
   * market, `{indexPrefix}{market}_products`, with the sort replicas beside it.
   */
  search: {appId: string; apiKey: string; host: string; indexPrefix: string} | null;
  /** The tag manager's container, started only when an id is configured. */
  gtm: {containerId: string; origin: string} | null;
  /**
   * The e-mail marketing provider (Klaviyo, docs/product.md#e-mail-marketing-config), when a public
   * key is configured: its onsite script and the origin that script posts to.
   */
  emailMarketing: {
    publicKey: string;
    defaultListId: string | null;
    scriptUrl: string;
    apiOrigin: string;
  } | null;
  /**
   * The marketing-automation provider (SALESmanago) behind `/api/salesmanago/*`, when a client id
   * is configured (docs/product.md#marketing-cart-sync).
   */
  marketingAutomation: MarketingAutomationConfig | null;
  /** The newsletter pop-up forms (docs/product.md#newsletter-pop-up); none without a list. */
  newsletterForms: NewsletterForm[];
  /** The editorial content service (Contentful, docs/product.md#editorial-content), if any. */
  content: ContentConfig | null;
  /** The Instagram feed (docs/product.md#instagram-feed), if configured. */
  instagram: InstagramConfig | null;
  /** The customer-care helpdesk (Zendesk, docs/product.md#customer-care), if configured. */
  care: CareConfig | null;
  /** The error reporter (Sentry), only when a DSN is configured; `origin` receives its reports. */
  errorReporting: {dsn: string; origin: string} | null;
  markets: Record<MarketId, MarketConfig>;
  warnings: string[];
}

function digits(name: string, value: string): string {
  if (!/^\d+$/.test(value))
    throw new ConfigError(`Invalid configuration variable ${name}: "${value}" is no numeric id`);
  return value;
}

function scriptUrl(name: string, value: string): string {
  const origin = toOrigin(name, value);
  return `${origin}${new URL(value).pathname}`;
}

/** Klaviyo's public key (`company_id`) and list ids are short alphanumeric ids. */
function klaviyoId(name: string, value: string): string {
  if (!/^[A-Za-z0-9]{6,8}$/.test(value))
    throw new ConfigError(`Invalid configuration variable ${name}: "${value}" is no Klaviyo id`);
  return value;
}

/** A Sentry DSN, `{scheme}://{publicKey}@{host}/{projectId}`. */
function sentryDsn(name: string, value: string): {dsn: string; origin: string} {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.username || !/^\/\d+$/.test(url.pathname))
    throw new ConfigError(`Invalid configuration variable ${name}: not a Sentry DSN`);
  return {dsn: value, origin: url.origin};
}

function apiVersionOf(env: RawEnv, name: string): string {
  const value = optional(env, name) ?? STOREFRONT_API_VERSION;
  if (!/^(\d{4}-\d{2}|unstable)$/.test(value)) {
    throw new ConfigError(`Invalid configuration variable ${name}: "${value}" is no API version`);
  }
  return value;
}

export function readConfig(env: RawEnv): AppConfig {
  const warnings: string[] = [];
  const storeOrigin = toOrigin('PUBLIC_STORE_DOMAIN', required(env, 'PUBLIC_STORE_DOMAIN'));
  const publicToken = required(env, 'PUBLIC_STOREFRONT_API_TOKEN');
  const apiVersion = apiVersionOf(env, 'PUBLIC_STOREFRONT_API_VERSION');
  const shopName = optional(env, 'PUBLIC_SHOP_NAME') ?? 'Passo';

  const checkout = optional(env, 'PUBLIC_CHECKOUT_DOMAIN');
  if (!checkout) {
    warnings.push(
      `PUBLIC_CHECKOUT_DOMAIN is not set: checkout falls back to the shop domain ${storeOrigin}`,
    );
  }
  const sandbox = optional(env, 'SANDBOX_ORIGIN');
  const algoliaAppId = optional(env, 'PUBLIC_ALGOLIA_APP_ID');
  const consentSiteId = optional(env, 'PUBLIC_CONSENT_PROVIDER_SITE_ID');
  const gtmContainerId = optional(env, 'PUBLIC_GTM_CONTAINER_ID');
  const klaviyoKey = optional(env, 'PUBLIC_KLAVIYO_PUBLIC_KEY');
  const listId = optional(env, 'PUBLIC_KLAVIYO_LIST_ID');
  const sentry = optional(env, 'PUBLIC_SENTRY_DSN');
  const adminToken = optional(env, 'PRIVATE_SHOPIFY_ADMIN_API_TOKEN');
  if (gtmContainerId && !/^GTM-[A-Z0-9]{4,12}$/.test(gtmContainerId)) {
    throw new ConfigError(
      `Invalid configuration variable PUBLIC_GTM_CONTAINER_ID: "${gtmContainerId}"`,
    );
  }

  const markets = Object.fromEntries(
    MARKET_IDS.map((id) => {
      const suffix = `_${id.toUpperCase()}`;
      const config: MarketConfig = {
        market: MARKETS[id],
        shopName: optional(env, `PUBLIC_SHOP_NAME${suffix}`) ?? shopName,
        apiVersion: optional(env, `PUBLIC_STOREFRONT_API_VERSION${suffix}`)
          ? apiVersionOf(env, `PUBLIC_STOREFRONT_API_VERSION${suffix}`)
          : apiVersion,
        publicToken: optional(env, `PUBLIC_STOREFRONT_API_TOKEN${suffix}`) ?? publicToken,
      };
      return [id, config];
    }),
  ) as Record<MarketId, MarketConfig>;

  return {
    shopOrigin: toOrigin('PUBLIC_SHOP_ORIGIN', required(env, 'PUBLIC_SHOP_ORIGIN')),
    storeOrigin,
    privateToken: optional(env, 'PRIVATE_STOREFRONT_API_TOKEN'),
    admin: adminToken ? {token: adminToken, apiVersion: ADMIN_API_VERSION} : null,
    apiVersion,
    storefrontId: optional(env, 'PUBLIC_STOREFRONT_ID'),
    shopId: optional(env, 'SHOP_ID') ?? 'gid://shopify/Shop/0',
    checkoutOrigin: checkout ? toOrigin('PUBLIC_CHECKOUT_DOMAIN', checkout) : storeOrigin,
    assetsBaseUrl: (optional(env, 'PUBLIC_ASSETS_BASE_URL') ?? '/').replace(/\/?$/, '/'),
    sandboxOrigin: sandbox ? toOrigin('SANDBOX_ORIGIN', sandbox) : null,
    consentProvider: consentSiteId
      ? {
          siteId: digits('PUBLIC_CONSENT_PROVIDER_SITE_ID', consentSiteId),
          cookiePolicyId: digits(
            'PUBLIC_CONSENT_COOKIE_POLICY_ID',
            required(env, 'PUBLIC_CONSENT_COOKIE_POLICY_ID'),
          ),
          scriptUrl: scriptUrl(
            'PUBLIC_CONSENT_SCRIPT_URL',
            optional(env, 'PUBLIC_CONSENT_SCRIPT_URL') ??
              'https://cdn.iubenda.com/cs/iubenda_cs.js',
          ),
        }
      : null,
    insights: algoliaAppId
      ? {
          appId: algoliaAppId,
          apiKey: required(env, 'PUBLIC_ALGOLIA_SEARCH_API_KEY'),
          host: toOrigin(
            'PUBLIC_ALGOLIA_INSIGHTS_HOST',
            required(env, 'PUBLIC_ALGOLIA_INSIGHTS_HOST'),
          ),
        }
      : null,
    search: algoliaAppId
      ? {
          appId: algoliaAppId,
          apiKey: required(env, 'PUBLIC_ALGOLIA_SEARCH_API_KEY'),
          host: toOrigin('PUBLIC_ALGOLIA_SEARCH_HOST', required(env, 'PUBLIC_ALGOLIA_SEARCH_HOST')),
          indexPrefix: optional(env, 'PUBLIC_ALGOLIA_INDEX_PREFIX') ?? 'passo_',
        }
      : null,
    gtm: gtmContainerId
      ? {
          containerId: gtmContainerId,
          origin: toOrigin(
            'PUBLIC_GTM_ORIGIN',
            optional(env, 'PUBLIC_GTM_ORIGIN') ?? 'https://www.googletagmanager.com',
          ),
        }
      : null,
    emailMarketing: klaviyoKey
      ? {
          publicKey: klaviyoId('PUBLIC_KLAVIYO_PUBLIC_KEY', klaviyoKey),
          defaultListId: listId ? klaviyoId('PUBLIC_KLAVIYO_LIST_ID', listId) : null,
          scriptUrl: `${toOrigin(
            'PUBLIC_KLAVIYO_SCRIPT_ORIGIN',
            optional(env, 'PUBLIC_KLAVIYO_SCRIPT_ORIGIN') ?? 'https://static.klaviyo.com',
          )}/onsite/js/klaviyo.js?company_id=${klaviyoKey}`,
          apiOrigin: toOrigin(
            'PUBLIC_KLAVIYO_API_ORIGIN',
            optional(env, 'PUBLIC_KLAVIYO_API_ORIGIN') ?? 'https://a.klaviyo.com',
          ),
        }
      : null,
    marketingAutomation: readMarketingAutomation(env),
    newsletterForms: readNewsletterForms(env, klaviyoKey && listId),
    content: readContentConfig(env),
    instagram: readInstagramConfig(env),
    care: readCareConfig(env),
    errorReporting: sentry ? sentryDsn('PUBLIC_SENTRY_DSN', sentry) : null,
    markets,
    warnings,
  };
}

const validated = new WeakMap<object, AppConfig>();

/** Validates the worker's environment once; later requests reuse the result. */
export function getConfig(env: RawEnv): AppConfig {
  let config = validated.get(env);
  if (!config) {
    config = readConfig(env);
    for (const warning of config.warnings) console.warn(`[config] ${warning}`);
    validated.set(env, config);
  }
  return config;
}
