/**
 * Every cookie and browser-storage key the shop sets or lets a provider set
 * (docs/product.md#cookies-and-storage): the one list the cookie policy page shows and the
 * modules that set them take their names and lifetimes from (cookie-names.ts), so the page cannot
 * drift from the code. `stored('name')` only accepts a listed name;
 * tests/unit/cookie-catalogue.test.ts fails on a cookie or key written without it, and on a
 * listed one no code uses.
 */
import {COOKIE_SECONDS, DAY_S, YEAR_S} from './cookie-names';

/** The consent purpose a cookie serves (docs/product.md#consent-purposes); `necessary` needs none. */
type CookieConsent = 'necessary' | 'functionality' | 'measurement' | 'marketing';

/** Who the value is for: the shop itself, or a provider whose script or API reads it. */
export type CookieProvider = 'passo' | 'shopify' | 'klaviyo' | 'salesmanago' | 'algolia';

/** How long it lasts: seconds, the browser session, until the login ends, or until cleared. */
type CookieLifetime =
  {seconds: number} | {until: 'session'} | {until: 'login'} | {until: 'cleared'};

export interface CatalogueEntry {
  store: 'cookie' | 'localStorage' | 'sessionStorage';
  provider: CookieProvider;
  consent: CookieConsent;
  lifetime: CookieLifetime;
  /** Its purpose in the messages: `pages.cookies.purposeText.{purpose}`. */
  purpose: string;
}

export const COOKIE_CATALOGUE = {
  cartId: {
    store: 'cookie',
    provider: 'passo',
    consent: 'necessary',
    lifetime: {seconds: COOKIE_SECONDS.cartId},
    purpose: 'cart',
  },
  customerAccessData: {
    store: 'cookie',
    provider: 'passo',
    consent: 'necessary',
    lifetime: {until: 'login'},
    purpose: 'login',
  },
  customerIsLoggedIn: {
    store: 'cookie',
    provider: 'passo',
    consent: 'necessary',
    lifetime: {until: 'login'},
    purpose: 'loginFlag',
  },
  passoContentPreview: {
    store: 'cookie',
    provider: 'passo',
    consent: 'necessary',
    lifetime: {seconds: COOKIE_SECONDS.passoContentPreview},
    purpose: 'contentPreview',
  },
  cookiePreferences: {
    store: 'cookie',
    provider: 'passo',
    consent: 'necessary',
    lifetime: {seconds: COOKIE_SECONDS.cookiePreferences},
    purpose: 'consent',
  },
  _shopify_y: {
    store: 'cookie',
    provider: 'shopify',
    consent: 'measurement',
    lifetime: {seconds: COOKIE_SECONDS._shopify_y},
    purpose: 'shopifyVisitor',
  },
  _shopify_s: {
    store: 'cookie',
    provider: 'shopify',
    consent: 'measurement',
    lifetime: {seconds: COOKIE_SECONDS._shopify_s},
    purpose: 'shopifySession',
  },
  _ALGOLIA: {
    store: 'cookie',
    provider: 'algolia',
    consent: 'measurement',
    lifetime: {seconds: COOKIE_SECONDS._ALGOLIA},
    purpose: 'searchInsights',
  },
  __kla_id: {
    store: 'cookie',
    provider: 'klaviyo',
    consent: 'marketing',
    lifetime: {seconds: COOKIE_SECONDS.__kla_id},
    purpose: 'klaviyo',
  },
  smclient: {
    store: 'cookie',
    provider: 'salesmanago',
    consent: 'marketing',
    lifetime: {seconds: COOKIE_SECONDS.smclient},
    purpose: 'smclient',
  },
  passoMarketingContact: {
    store: 'cookie',
    provider: 'passo',
    consent: 'marketing',
    lifetime: {seconds: COOKIE_SECONDS.passoMarketingContact},
    purpose: 'marketingContact',
  },
  smuuid: {
    store: 'cookie',
    provider: 'salesmanago',
    consent: 'marketing',
    lifetime: {seconds: COOKIE_SECONDS.smuuid},
    purpose: 'smuuid',
  },
  smevent: {
    store: 'cookie',
    provider: 'salesmanago',
    consent: 'marketing',
    lifetime: {seconds: COOKIE_SECONDS.smevent},
    purpose: 'smevent',
  },
  cartLastUpdatedAt: {
    store: 'localStorage',
    provider: 'passo',
    consent: 'measurement',
    lifetime: {until: 'cleared'},
    purpose: 'cartAnalytics',
  },
  bhrBasket: {
    store: 'localStorage',
    provider: 'salesmanago',
    consent: 'marketing',
    lifetime: {until: 'cleared'},
    purpose: 'bhrBasket',
  },
  'passo:wishlist': {
    store: 'localStorage',
    provider: 'passo',
    consent: 'necessary',
    lifetime: {until: 'cleared'},
    purpose: 'wishlist',
  },
  'passo:recently-viewed:{market}': {
    store: 'localStorage',
    provider: 'passo',
    consent: 'necessary',
    lifetime: {until: 'cleared'},
    purpose: 'recentlyViewed',
  },
  passoNewsletter: {
    store: 'localStorage',
    provider: 'passo',
    consent: 'necessary',
    lifetime: {until: 'cleared'},
    purpose: 'newsletter',
  },
  passoNewsletterVisit: {
    store: 'sessionStorage',
    provider: 'passo',
    consent: 'necessary',
    lifetime: {until: 'session'},
    purpose: 'newsletterVisit',
  },
  passoVisit: {
    store: 'sessionStorage',
    provider: 'passo',
    consent: 'measurement',
    lifetime: {until: 'session'},
    purpose: 'visit',
  },
  passoOriginalLocation: {
    store: 'sessionStorage',
    provider: 'passo',
    consent: 'measurement',
    lifetime: {until: 'session'},
    purpose: 'landing',
  },
  passoSearchInsights: {
    store: 'sessionStorage',
    provider: 'passo',
    consent: 'measurement',
    lifetime: {until: 'session'},
    purpose: 'searchContext',
  },
  passoShopperLocation: {
    store: 'sessionStorage',
    provider: 'passo',
    // Kept only after the shopper asks for it ("Vicino a me"), for what they asked.
    consent: 'necessary',
    lifetime: {until: 'session'},
    purpose: 'shopperLocation',
  },
  'react-router-scroll-positions': {
    store: 'sessionStorage',
    provider: 'passo',
    consent: 'necessary',
    lifetime: {until: 'session'},
    purpose: 'scroll',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type CatalogueName = keyof typeof COOKIE_CATALOGUE;

const UNITS: Array<[Intl.NumberFormatOptions['unit'] & string, number]> = [
  ['year', YEAR_S],
  ['day', DAY_S],
  ['hour', 3_600],
  ['minute', 60],
];

/** A fixed lifetime in the largest whole unit (`{value: 2, unit: 'year'}`), for `Intl` to word. */
export function lifetimeInUnits(seconds: number): {value: number; unit: string} {
  const [unit, size] = UNITS.find(([, s]) => seconds % s === 0) ?? ['second', 1];
  return {value: seconds / size, unit};
}
