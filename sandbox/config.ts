import {fileURLToPath} from 'node:url';

/**
 * Sandbox-wide constants and the values that come from the environment.
 * Defaults match `.env.example`, so a fresh clone works with no set-up.
 */

export const STOREFRONT_API_VERSION = '2025-07';

/** Tokens the storefront sends; the sandbox checks them like Shopify does. */
export function storefrontTokens(env: NodeJS.ProcessEnv = process.env) {
  return {
    publicToken: env.PUBLIC_STOREFRONT_API_TOKEN || '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c',
    privateToken: env.PRIVATE_STOREFRONT_API_TOKEN || 'shpat_passo_sandbox_private_token',
  };
}

/** The Admin API token of the shop's server (`X-Shopify-Access-Token`); any other is refused. */
export function adminApiToken(env: NodeJS.ProcessEnv = process.env) {
  return env.PRIVATE_SHOPIFY_ADMIN_API_TOKEN || 'shpat_passo_sandbox_admin_token';
}

/**
 * Algolia application id and search-only key the storefront sends; the search and Insights
 * endpoints refuse any other pair, like Algolia does.
 */
export function algoliaKeys(env: NodeJS.ProcessEnv = process.env) {
  return {
    appId: env.PUBLIC_ALGOLIA_APP_ID || 'PASSOSANDBOX',
    searchKey: env.PUBLIC_ALGOLIA_SEARCH_API_KEY || 'passo-sandbox-search-key',
  };
}

/** Klaviyo's public key (`company_id`) the storefront's onsite script sends. */
export function klaviyoKeys(env: NodeJS.ProcessEnv = process.env) {
  return {publicKey: env.PUBLIC_KLAVIYO_PUBLIC_KEY || 'PsSbx1'};
}

/**
 * The Klaviyo account's lists, by id: the storefront's sign-up list (`PUBLIC_KLAVIYO_LIST_ID`) is
 * the newsletter. A sign-up to any other id is refused, as Klaviyo refuses a list it does not have.
 */
export function klaviyoLists(env: NodeJS.ProcessEnv = process.env): ReadonlyMap<string, string> {
  return new Map([[env.PUBLIC_KLAVIYO_LIST_ID || 'PsLst1', 'Newsletter Passo']]);
}

/**
 * The SALESmanago account the storefront's server signs its API calls for: `sha` is
 * SHA1(apiKey + clientId + apiSecret), and `owner` must be the account user's e-mail.
 */
export function salesmanagoAccount(env: NodeJS.ProcessEnv = process.env) {
  return {
    clientId: env.PUBLIC_SALESMANAGO_CLIENT_ID || 'psbx7k2m9q1w',
    apiSecret: env.PRIVATE_SALESMANAGO_API_SECRET || 'sm_passo_sandbox_secret_0c5e',
    owner: env.SALESMANAGO_OWNER || 'marketing@passo.example',
  };
}

const SANDBOX_SENTRY_DSN =
  'http://5e4a1b2c3d4e5f60718293a4b5c6d7e8@127.0.0.1:4000/4507000000000001';

/** The Sentry project and public key of the storefront's DSN; the host part does not matter here. */
export function sentryProject(env: NodeJS.ProcessEnv = process.env) {
  const dsn = new URL(env.PUBLIC_SENTRY_DSN || SANDBOX_SENTRY_DSN);
  return {publicKey: decodeURIComponent(dsn.username), projectId: dsn.pathname.slice(1)};
}

/**
 * The storefront's origin, without a market prefix: the checkout's "Continue shopping" link goes
 * there. Read per request, so a test or script can point it elsewhere.
 */
export function storefrontUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SANDBOX_STOREFRONT_URL || 'http://localhost:3000').replace(/\/$/, '');
}

export const DEFAULTS = {
  port: Number(process.env.SANDBOX_PORT || 4000),
  host: '127.0.0.1',
  /** sandbox/.data/sandbox.db, wherever the process was started from (git-ignored). */
  dbPath: fileURLToPath(new URL('.data/sandbox.db', import.meta.url)),
  products: 400,
};

/** Languages the shop is translated into; the first one is the base language stored in the rows. */
export const LANGUAGES = ['IT', 'SL', 'HR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const BASE_LANGUAGE: Language = 'IT';

/** Markets: country → the languages it offers (first = default). */
export const COUNTRIES = {
  IT: ['IT'],
  SI: ['SL', 'IT'],
  HR: ['HR', 'IT'],
} as const satisfies Record<string, readonly Language[]>;
export type Country = keyof typeof COUNTRIES;
export const BASE_COUNTRY: Country = 'IT';

/** The storefront's path prefix for a country: its market's first language (`/it`, `/sl`, `/hr`). */
export function storePath(country: Country): string {
  return COUNTRIES[country][0].toLowerCase();
}

export const CURRENCY = {isoCode: 'EUR', symbol: '€', name: 'Euro'} as const;

/** Bodies logged to the request table are cut to this many characters. */
export const LOGGED_BODY_LIMIT = 4000;
/** Request bodies above this size are refused (413). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * How long a customer access token lives: 14 days, like Shopify's, unless
 * `SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS` says otherwise (read once, when the sandbox starts).
 */
export function customerTokenTtlSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : 14 * 24 * 3600;
}

/** Logins for one e-mail are refused after this many failures within the window, for the window. */
export const LOGIN_THROTTLE = {maxFailures: 5, windowMs: 15 * 60_000};
/** A password reset link works once, within this time. */
export const RESET_TOKEN_TTL_MS = 24 * 3600_000;

/**
 * The shop's Contentful space: its id, the environments it has (`master` and the configured
 * one), and the two tokens: the Delivery API's sees published entries, the Preview API's drafts too.
 */
export function contentfulSpace(env: NodeJS.ProcessEnv = process.env) {
  return {
    spaceId: env.CONTENTFUL_SPACE_ID || 'passosbx0001',
    environments: new Set(['master', env.CONTENTFUL_ENVIRONMENT || 'preview']),
    deliveryToken: env.PRIVATE_CONTENTFUL_DELIVERY_TOKEN || 'cda_passo_sandbox_token',
    previewToken: env.PRIVATE_CONTENTFUL_PREVIEW_TOKEN || 'cpa_passo_sandbox_token',
  };
}

/**
 * Where asset file URLs point (`//host/space/asset/token/name`): the Images API's host, which is
 * this sandbox unless `PUBLIC_CONTENTFUL_IMAGES_ORIGIN` names another.
 */
export function contentImagesHost(publicUrl: string, env: NodeJS.ProcessEnv = process.env) {
  return new URL(env.PUBLIC_CONTENTFUL_IMAGES_ORIGIN || publicUrl).host;
}

/** The shop's Instagram professional account and the token its server reads the feed with. */
export function instagramAccount(env: NodeJS.ProcessEnv = process.env) {
  return {
    userId: env.INSTAGRAM_USER_ID || '17841400000000001',
    accessToken: env.PRIVATE_INSTAGRAM_ACCESS_TOKEN || 'IGQ_passo_sandbox_token',
    username: 'passo.shoes',
  };
}

/**
 * The Zendesk Support account the shop's customer-care form files requests in: the API user and
 * token of the server's optional Basic authentication (`{email}/token:{token}`), and the ids of
 * the request's custom ticket fields. "Anyone can submit tickets" is on, so anonymous requests
 * are taken too.
 */
export function zendeskAccount(env: NodeJS.ProcessEnv = process.env) {
  return {
    apiUser: env.ZENDESK_API_USER || 'assistenza@passo.example',
    apiToken: env.PRIVATE_ZENDESK_API_TOKEN || 'zd_passo_sandbox_token',
    fields: new Map([
      [Number(env.ZENDESK_FIELD_TOPIC || 360000101), 'topic'],
      [Number(env.ZENDESK_FIELD_ORDER || 360000102), 'order number'],
      [Number(env.ZENDESK_FIELD_MARKET || 360000103), 'market'],
    ]),
  };
}

/** Zendesk's limit on one attachment (50 MB); `SANDBOX_ZENDESK_MAX_UPLOAD_BYTES` lowers it for tests. */
export function zendeskUploadLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SANDBOX_ZENDESK_MAX_UPLOAD_BYTES);
  return Number.isInteger(value) && value > 0 ? value : 50 * 1024 * 1024;
}
