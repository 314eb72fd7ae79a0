/**
 * robots.txt. Refined listings (facets, sort) canonicalize to their collection and multiply
 * without end: crawlers are kept to the collection pages themselves. Cart, account, wishlist and
 * search are per shopper; the shop's API routes and content previews are not pages. The sitemap
 * index is named on the shop's configured origin.
 */
import {FACETS} from './search/facets';
import {SORT_PARAM} from './search/sort';

const PRIVATE_PAGES = ['cart', 'account', 'wishlist', 'search', 'preview'];

export function robotsTxt(origin: string): string {
  const refinements = [...FACETS.map((facet) => facet.param), SORT_PARAM, 'preview'];
  return [
    'User-agent: *',
    ...PRIVATE_PAGES.map((page) => `Disallow: /*/${page}`),
    'Disallow: /api/',
    ...refinements.map((param) => `Disallow: /*?*${param}=`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
