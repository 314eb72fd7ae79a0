/**
 * robots.txt. Refined listings (facets, sort) canonicalize to their collection and multiply
 * without end: crawlers are kept to the collection pages themselves. Cart, account, wishlist and
 * search are per shopper; the forms that work without the page's script (consent, newsletter,
 * notify-me) answer a post; the shop's API routes and content previews are not pages. The sitemap
 * index is named on the shop's configured origin.
 */
import {FACETS} from './search/facets';
import {SORT_PARAM} from './search/sort';

const PRIVATE_PAGES = [
  'cart',
  'account',
  'wishlist',
  'search',
  'preview',
  'consent',
  'newsletter',
  'back-in-stock',
];

// A rule matches every path it begins: the page's bare rule would also keep out a product whose
// handle begins with the page's word (`/it/cartella-p`). So: the page, its subpages, its query.
const pageRules = (page: string) => [`/*/${page}$`, `/*/${page}/`, `/*/${page}?`];

export function robotsTxt(origin: string): string {
  const refinements = [...FACETS.map((facet) => facet.param), SORT_PARAM, 'preview'];
  return [
    'User-agent: *',
    ...PRIVATE_PAGES.flatMap(pageRules).map((rule) => `Disallow: ${rule}`),
    'Disallow: /api/',
    ...refinements.map((param) => `Disallow: /*?*${param}=`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
