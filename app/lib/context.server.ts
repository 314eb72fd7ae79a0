/**
 * The per-request context: market from the path, validated configuration, the market's
 * Storefront client, and Hydrogen's context (cart and session arrive through it).
 */
import {createHydrogenContext} from '@shopify/hydrogen';
import {getConfig, type AppConfig, type MarketConfig} from './config.server';
import {parseMarketPath, type MarketMatch} from './markets';
import {AppSession} from './session.server';
import {createStorefrontApi, type StorefrontApi} from './commerce/storefront.server';
import {createCartApi, type CartApi} from './commerce/cart.server';
import {createCustomerApi, type CustomerApi} from './customer/customer.server';
import {createCustomerSession, type CustomerSession} from './customer/customer-session.server';
import {requestDeadline} from './upstream-budget.server';
import {rateLimitFor, type RateLimitGroup, type RateLimitVerdict} from './rate-limit.server';

export interface AppContext {
  config: AppConfig;
  marketMatch: MarketMatch;
  marketConfig: MarketConfig;
  commerce: StorefrontApi;
  /** Our cart (docs/decisions/0006); Hydrogen's own `cart` handler is left unused. */
  cartApi: CartApi;
  /** Who is logged in (spec §4) and the cookies that changes. */
  customerSession: CustomerSession;
  customerApi: CustomerApi;
  /** When this request stops waiting for providers (upstream-budget.server.ts). */
  deadline: number;
  /** Takes one form post from this client's budget (rate-limit.server.ts). */
  rateLimit: (group: RateLimitGroup) => RateLimitVerdict;
}

export async function createAppContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) {
  const config = getConfig(env);
  const marketMatch = parseMarketPath(new URL(request.url).pathname);
  const marketConfig = config.markets[marketMatch.market.id];
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const deadline = requestDeadline();
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [config.sessionSecret]),
  ]);

  const commerce = createStorefrontApi({
    marketConfig,
    storeOrigin: config.storeOrigin,
    privateToken: config.privateToken,
    cache,
    waitUntil,
    request,
    deadline,
  });
  const customerSession = createCustomerSession(request);
  const additional: AppContext = {
    config,
    marketMatch,
    marketConfig,
    commerce,
    cartApi: createCartApi(
      commerce,
      request,
      marketConfig.market.country,
      () => customerSession.accessToken,
    ),
    customerSession,
    customerApi: createCustomerApi(commerce),
    deadline,
    rateLimit: rateLimitFor(request),
  };

  return createHydrogenContext(
    {
      env: {...env, PUBLIC_STOREFRONT_API_TOKEN: marketConfig.publicToken},
      request,
      cache,
      waitUntil,
      session,
      i18n: {language: marketMatch.market.language, country: marketMatch.market.country},
    },
    additional,
  );
}
