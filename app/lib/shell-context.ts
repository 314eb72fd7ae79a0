/** What the application shell gives every page (docs/product.md#what-every-page-receives). */
import type {Market} from './markets';
import type {StoredConsent} from './tracking/consent';
import type {ShopifyAnalyticsConfig} from './tracking/monorail';
import type {PredictiveConfig} from './search/predictive';
import type {InsightsConfig} from './tracking/insights-sender';
import type {ConsentProviderConfig} from './tracking/consent-provider';
import type {EmailMarketingConfig} from './tracking/klaviyo';
import type {NewsletterForm} from './marketing/newsletter-form';
import type {ErrorReportingConfig} from './error-reporting/reporter';

/** Store info (docs/product.md#store-info), safe for the browser: only public values. */
interface StoreInfo {
  shopId: string;
  shopName: string;
  checkoutDomain: string;
  storefrontAccessToken: string;
  type: 'shopify';
  isEcommerce: boolean;
}

/** Consent as the shell starts with it: the stored choice read on the server, if any. */
interface ConsentConfig {
  /** A consent provider's script and ids; null means the shop's own banner. */
  provider: ConsentProviderConfig | null;
  readinessTimeoutMs: number;
  initial: StoredConsent | null;
}

interface TrackingConfig {
  /** Sandbox mode only: where data-layer pushes are mirrored for the inspector. */
  dataLayerMirrorUrl: string | null;
  shopifyAnalytics: ShopifyAnalyticsConfig;
  /** Algolia search-insights, when configured (public search key only). */
  insights: InsightsConfig | null;
  /** The tag manager's container script, when a container is configured. */
  gtmScriptUrl: string | null;
}

export interface Shell {
  /** Search from the browser (predictive search, insights): public key and the market's index. */
  search: PredictiveConfig | null;
  market: Market;
  storeInfo: StoreInfo;
  userAgent: string;
  consent: ConsentConfig;
  tracking: TrackingConfig;
  /**
   * The e-mail marketing integration (docs/product.md#e-mail-marketing-config), when a public key
   * is configured.
   */
  emailMarketing: EmailMarketingConfig | null;
  /**
   * The marketing-automation provider as the browser knows it (docs/product.md#marketing-cart-sync):
   * the fixed client id, the shop's host, its monitoring script. Its secrets stay on the server.
   */
  marketingAutomation: {clientId: string; shop: string; scriptUrl: string} | null;
  /** The newsletter pop-up forms (docs/product.md#newsletter-pop-up). */
  newsletterForms: NewsletterForm[];
  /** The error reporter, when a DSN is configured. */
  errorReporting: ErrorReportingConfig | null;
  /** The key of the texts the browser loads when needed (docs/decisions/0027). */
  textsVersion: string;
  /** Public origin of the storefront, for canonical and alternate links. */
  origin: string;
  assetsBaseUrl: string;
}
