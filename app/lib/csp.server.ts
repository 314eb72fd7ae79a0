/** Security headers on every document (docs/product.md#security). */
import type {AppConfig} from './config.server';

const STATIC_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Geolocation for the shop itself only: "Vicino a me" (docs/product.md#store-locator).
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(self), usb=(), payment=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * CSP sources beyond Hydrogen's defaults. The sandbox origin is trusted only when configured;
 * Hydrogen's `shop` option is not used because it turns an http origin into `https://http://…`.
 */
function cspDirectives(
  config: Pick<AppConfig, 'sandboxOrigin' | 'checkoutOrigin' | 'storeOrigin'> &
    Partial<
      Pick<
        AppConfig,
        | 'gtm'
        | 'insights'
        | 'search'
        | 'consentProvider'
        | 'emailMarketing'
        | 'marketingAutomation'
        | 'errorReporting'
        | 'content'
        | 'instagram'
      >
    >,
) {
  const sandbox = config.sandboxOrigin ? [config.sandboxOrigin] : [];
  // The tag manager's origin only when a container is configured.
  const gtm = config.gtm ? [config.gtm.origin] : [];
  const insights = config.insights ? [config.insights.host] : [];
  const search = config.search ? [config.search.host] : [];
  const consent = config.consentProvider ? [new URL(config.consentProvider.scriptUrl).origin] : [];
  const klaviyoScript = config.emailMarketing
    ? [new URL(config.emailMarketing.scriptUrl).origin]
    : [];
  const klaviyoApi = config.emailMarketing ? [config.emailMarketing.apiOrigin] : [];
  // SALESmanago's monitoring script, and the visits it reports to its own origin.
  const salesmanago = config.marketingAutomation
    ? [new URL(config.marketingAutomation.scriptUrl).origin]
    : [];
  const errors = config.errorReporting ? [config.errorReporting.origin] : [];
  // Editorial images, and the Instagram feed's pictures on Meta's CDNs.
  const contentImages = config.content ? [config.content.imagesOrigin] : [];
  const instagramImages = config.instagram
    ? ['https://*.cdninstagram.com', 'https://*.fbcdn.net']
    : [];
  const shopify = [config.storeOrigin, config.checkoutOrigin].filter(
    (origin) => origin.startsWith('https://') || sandbox.includes(origin),
  );
  const unique = (values: string[]) => [...new Set(values)];
  return {
    // Naming script-src makes Hydrogen put the nonce there rather than in default-src.
    scriptSrc: unique(["'self'", ...gtm, ...consent, ...klaviyoScript, ...salesmanago]),
    imgSrc: unique([
      "'self'",
      'https://cdn.shopify.com',
      ...sandbox,
      ...gtm,
      ...salesmanago,
      ...contentImages,
      ...instagramImages,
    ]),
    connectSrc: unique([
      "'self'",
      ...shopify,
      ...sandbox,
      ...gtm,
      ...insights,
      ...search,
      ...consent,
      ...klaviyoApi,
      ...salesmanago,
      ...errors,
    ]),
    fontSrc: ["'self'"],
    formAction: unique(["'self'", ...shopify]),
    objectSrc: ["'none'"],
  };
}

function apply(headers: Headers) {
  for (const [name, value] of Object.entries(STATIC_HEADERS)) headers.set(name, value);
}

export const securityHeaders = {cspDirectives, apply};
