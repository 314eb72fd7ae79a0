/**
 * The names and fixed lifetimes of the cookie catalogue (cookie-catalogue.ts), for the modules
 * that set them: small, so every page's code carries it without the list itself, which only the
 * cookie policy page loads.
 */
import type {CatalogueName} from './cookie-catalogue';

export const DAY_S = 86_400;
export const YEAR_S = 365 * DAY_S;

/** The fixed lifetimes, in seconds (the list's `lifetime.seconds`). */
export const COOKIE_SECONDS = {
  cartId: 2 * YEAR_S,
  // An editor's preview (content/preview.server.ts): half an hour at most.
  passoContentPreview: 30 * 60,
  cookiePreferences: 2 * YEAR_S,
  _shopify_y: 31_104_000,
  _shopify_s: 1_800,
  // search-insights' default `cookieDuration`, which the shop keeps.
  _ALGOLIA: 180 * DAY_S,
  __kla_id: 2 * YEAR_S,
  // The default of `contactCookieExpiry` (marketing/config.server.ts).
  smclient: 3_650 * DAY_S,
  smuuid: 3_650 * DAY_S,
  // The open CART event's default `cartExpiry`, 12 h.
  smevent: 43_200,
  // The contact bound to the browser (marketing/contact-binding.server.ts): as long as
  // `smclient`, which Chromium keeps 400 days at most.
  passoMarketingContact: 400 * DAY_S,
} as const;

/** A cookie or storage key by its catalogue name: a name the catalogue lacks does not compile. */
export function stored<N extends CatalogueName>(name: N): N {
  return name;
}
