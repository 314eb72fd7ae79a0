/**
 * The sitemap (docs/product.md#urls-and-alternates): an index of per-market, per-type child
 * sitemaps, `/sitemap/{market}/{type}/{page}.xml`, whose every URL lists its it-IT, sl-SI, hr-HR
 * and x-default alternates. Pure XML builders; the sources that fill them are in
 * sitemap-sources.server.ts. Hydrogen's `getSitemapIndex` / `getSitemap` take the origin from the
 * request's Host and know no markets, so the shop writes the same XML itself.
 */
import {alternateLinks, isMarketId, type MarketId} from './markets';

export interface SitemapEntry {
  /** The page's path in its market, `/sl/sneaker-aurora-p`. */
  path: string;
  /** When it last changed (ISO 8601), when known. */
  lastmod?: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The child sitemaps' addresses, in the order given. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const items = locations.map((loc) => `  <sitemap><loc>${xml(loc)}</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
  ].join('\n');
}

/** The pages of one child sitemap, each with its alternates in every market and x-default. */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({path, lastmod}) => {
    const alternates = alternateLinks(origin, path).map(
      ({hrefLang, href}) =>
        `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${xml(href)}"/>`,
    );
    return [
      '  <url>',
      `    <loc>${xml(`${origin}${path}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${xml(lastmod)}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

export function childSitemapPath(market: MarketId, type: string, page: number): string {
  return `/sitemap/${market}/${type}/${page}.xml`;
}

/** `{market, type, page}` of a child sitemap's path segments, or null for one that cannot be. */
export function parseChildSitemap(params: {
  market?: string;
  type?: string;
  file?: string;
}): {market: MarketId; type: string; page: number} | null {
  const page = /^([1-9]\d{0,4})\.xml$/.exec(params.file ?? '')?.[1];
  if (!isMarketId(params.market) || !params.type || !/^[a-z]+$/.test(params.type) || !page)
    return null;
  return {market: params.market, type: params.type, page: Number(page)};
}

export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};
