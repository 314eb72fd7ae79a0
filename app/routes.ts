import {type RouteConfig, index, layout, route} from '@react-router/dev/routes';
import {LOCALIZED_SLUGS, sectionPath} from './lib/localized-slugs';
import {MARKET_IDS} from './lib/markets';

/** The store locator's words: one route per word, each market answering only its own. */
const STORE_WORDS = [...new Set(Object.values(LOCALIZED_SLUGS.stores))];

/**
 * Markets live in the first path segment (docs/architecture.md#markets-in-the-path): `/` is the Italian home, `/{market}` a
 * market's home, `/{market}/{handle}-p` a product, `/{market}/{handle}` a collection; the shop's
 * pages and policies keep Shopify's `/pages/{handle}` and `/policies/{handle}` under the market.
 */
export default [
  // The benchmark's reference page: no data, rendered bare without the shell (docs/product.md#reference-page).
  route('bench/bare', 'routes/bench.bare.tsx'),
  // The customer info the browser asks for when the customer is logged in
  // (docs/product.md#customer-info-call).
  route('api/:storePath/user/get-customer-info', 'routes/api.customer-info.ts'),
  // Notify-me on a sold-out size: form post in, JSON out (docs/product.md#back-in-stock).
  route('api/:market/back-in-stock', 'routes/api.back-in-stock.ts'),
  // Marketing sign-ups through the shop (docs/decisions/0019): the newsletter form
  // (docs/product.md#newsletter-pop-up) and the marketing contact (docs/product.md#marketing-contact).
  route('api/:market/newsletter', 'routes/api.newsletter.ts'),
  // Which stores have a size, for the product page (docs/product.md#in-store-availability).
  route('api/:market/store-availability', 'routes/api.store-availability.ts'),
  // Texts a drawer or dialog shows once opened, loaded when needed (docs/decisions/0027).
  route('api/:market/texts/:group', 'routes/api.texts.ts'),
  route('api/salesmanago/contact', 'routes/api.salesmanago.contact.ts'),
  // Saves a logged-in customer's wishlist; JSON only (docs/product.md#wishlist).
  route(':market/wishlist/items', 'routes/wishlist.items.ts'),
  // The browser's cart as a SALESmanago CART event; JSON only (docs/product.md#marketing-cart-sync).
  route('api/salesmanago/cart', 'routes/api.salesmanago.cart.ts'),
  // For search engines, on the configured origin (docs/product.md#urls-and-alternates).
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemap/:market/:type/:file', 'routes/sitemap-child.ts'),
  layout('routes/shop-layout.tsx', [
    index('routes/home.tsx', {id: 'home-default'}),
    route(':market', 'routes/home.tsx', {id: 'home-market'}),
    route(':market/cart', 'routes/cart.tsx'),
    // The consent banner's form without the page's scripts (docs/product.md#consent-banner).
    route(':market/consent', 'routes/consent.tsx'),
    // The newsletter sign-up posted without the shop's script (docs/product.md#newsletter-pop-up).
    route(':market/newsletter', 'routes/newsletter.tsx'),
    // Notify-me on a sold-out size without the shop's script (docs/product.md#back-in-stock).
    route(':market/back-in-stock', 'routes/back-in-stock.tsx'),
    route(':market/search', 'routes/search.tsx'),
    route(':market/wishlist', 'routes/wishlist.tsx'),
    route(':market/account/login', 'routes/account.login.tsx'),
    route(':market/account/register', 'routes/account.register.tsx'),
    route(':market/account/recover', 'routes/account.recover.tsx'),
    route(':market/account/reset/:id/:token', 'routes/account.reset.tsx'),
    route(':market/account/logout', 'routes/account.logout.tsx'),
    route(':market/account', 'routes/account.tsx', [
      index('routes/account._index.tsx'),
      route('orders', 'routes/account.orders.tsx'),
      route('orders/:number', 'routes/account.order.tsx'),
      route('addresses', 'routes/account.addresses.tsx'),
      route('profile', 'routes/account.profile.tsx'),
    ]),
    // Every collection (page type list-collections, docs/product.md#page-types).
    route(':market/collections', 'routes/collections.tsx'),
    route(':market/policies/:handle', 'routes/policy.tsx'),
    // The cookie policy lists the cookies from the code (docs/product.md#cookies-and-storage).
    route(':market/pages/cookie-policy', 'routes/cookie-policy.tsx'),
    // A page of the shop, else the editors' landing page (docs/product.md#landing-pages).
    route(':market/pages/:handle', 'routes/page.tsx'),
    // Editorial content (docs/product.md#stories, docs/product.md#journal) and its preview mode.
    route(':market/stories', 'routes/content-list.tsx', {id: 'stories'}),
    route(':market/stories/:slug', 'routes/story.tsx'),
    route(':market/journal', 'routes/content-list.tsx', {id: 'journal'}),
    route(':market/journal/:slug', 'routes/article.tsx'),
    route(':market/preview', 'routes/preview.tsx'),
    // Customer care at each market's own word (docs/product.md#customer-care); another
    // market's word falls through to the catalogue, a 404.
    ...MARKET_IDS.map((id) =>
      route(sectionPath(id, 'care').slice(1), 'routes/care.tsx', {id: `care-${id}`}),
    ),
    // The store locator and each store's page (docs/product.md#stores).
    ...STORE_WORDS.flatMap((word) => [
      route(`:market/${word}`, 'routes/stores.tsx', {id: `stores-${word}`}),
      route(`:market/${word}/:handle`, 'routes/store.tsx', {id: `store-${word}`}),
    ]),
    route(':market/:segment', 'routes/catalogue.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
