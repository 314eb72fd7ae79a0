/**
 * The per-request context: market from the path, validated configuration, and one module per
 * provider, each offering the domain's verbs (docs/architecture.md#adding-a-provider). Routes
 * reach Shopify only through `catalogue`, `cart` and `customer`, and the search service only
 * through `search` (docs/decisions/0013).
 */
import {getConfig, type AppConfig, type MarketConfig} from './config.server';
import {parseMarketPath, type MarketMatch} from './markets';
import {createStorefrontApi} from './commerce/storefront.server';
import {createCartApi, type CartApi} from './commerce/cart.server';
import {createCatalogue, type Catalogue} from './commerce/catalogue.server';
import {createCustomer, type Customer} from './customer/customer.server';
import {createAdminApi} from './commerce/admin.server';
import {createSearch, type Search} from './search/search.server';
import {createCustomerSession, type CustomerSession} from './customer/customer-session.server';
import {createEmailMarketing, type EmailMarketing} from './marketing/klaviyo.server';
import {createMarketingAutomation, type MarketingAutomation} from './marketing/salesmanago.server';
import {createContent, type Content} from './content/content.server';
import {createInstagram, type Instagram} from './content/instagram.server';
import {isPreviewRequest} from './content/preview.server';
import {createCare, type Care} from './care/zendesk.server';
import {MESSAGES} from './i18n.server';
import {translator} from './i18n';
import {requestDeadline} from './upstream-budget.server';
import {rateLimitFor, type RateLimitGroup, type RateLimitVerdict} from './rate-limit.server';

export interface AppContext {
  config: AppConfig;
  marketMatch: MarketMatch;
  marketConfig: MarketConfig;
  /** Products, collections, the home's rails, menus. */
  catalogue: Catalogue;
  /** The shopper's cart (docs/decisions/0006). */
  cart: CartApi;
  /**
   * Everything the logged-in (or logging-in) customer does, the wishlist included (its writes go
   * through the Admin API module, commerce/admin.server.ts, which has no other user).
   */
  customer: Customer;
  /** Catalogue listings from the search service. */
  search: Search;
  /**
   * Editorial content: the home's sections, stories, journal articles (Contentful); in preview
   * mode drafts from the Preview API (docs/product.md#content-preview).
   */
  content: Content;
  /** The Instagram feed's latest posts; none when unconfigured or failing. */
  instagram: Instagram;
  /** Back-in-stock and newsletter subscriptions (Klaviyo, docs/decisions/0019). */
  emailMarketing: EmailMarketing;
  /** Contacts and CART events (SALESmanago), when configured. */
  marketingAutomation: MarketingAutomation | null;
  /** The customer-care helpdesk's uploads and requests (Zendesk), when configured. */
  care: Care | null;
  /** Who is logged in (docs/product.md#login-state) and the cookies that changes. */
  customerSession: CustomerSession;
  /** When this request stops waiting for providers (upstream-budget.server.ts). */
  deadline: number;
  /**
   * Takes one form post from this client's budget (rate-limit.server.ts), or from the budget of
   * `key` (an e-mail the post names).
   */
  rateLimit: (group: RateLimitGroup, key?: string) => RateLimitVerdict;
  /** Work that may finish after the answer is sent (an e-mail, a cache refresh). */
  waitUntil: (promise: Promise<unknown>) => void;
}

export async function createAppContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
): Promise<AppContext> {
  const config = getConfig(env);
  const marketMatch = parseMarketPath(new URL(request.url).pathname);
  const marketConfig = config.markets[marketMatch.market.id];
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const deadline = requestDeadline();
  const cache = await caches.open('hydrogen');
  const commerce = createStorefrontApi({
    marketConfig,
    storeOrigin: config.storeOrigin,
    privateToken: config.privateToken,
    cache,
    waitUntil,
    request,
    deadline,
  });
  const preview = await isPreviewRequest(request, config.content?.previewSecret ?? null);
  const customerSession = createCustomerSession(request);
  const {market} = marketMatch;
  return {
    config,
    marketMatch,
    marketConfig,
    catalogue: createCatalogue(commerce, {market, storeOrigin: config.storeOrigin}),
    cart: createCartApi(commerce, request, market.country, () => customerSession.accessToken),
    customer: createCustomer(
      commerce,
      customerSession,
      config.admin &&
        createAdminApi({config: config.admin, storeOrigin: config.storeOrigin, deadline}),
    ),
    search: createSearch({config: config.search, market: market.id, deadline, waitUntil}),
    content: createContent({
      config: config.content,
      market,
      preview,
      deadline,
      cache,
      waitUntil,
      request,
    }),
    instagram: createInstagram({config: config.instagram, deadline, waitUntil, preview}),
    emailMarketing: createEmailMarketing({config: config.emailMarketing, deadline}),
    marketingAutomation:
      config.marketingAutomation &&
      createMarketingAutomation({config: config.marketingAutomation, deadline}),
    care:
      config.care &&
      createCare({config: config.care, deadline, t: translator(market.id, MESSAGES[market.id])}),
    customerSession,
    deadline,
    rateLimit: rateLimitFor(request),
    waitUntil,
  };
}
