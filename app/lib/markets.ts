/**
 * Markets (docs/product.md#markets, docs/architecture.md#markets-in-the-path): the first path
 * segment carries the market.
 * Pure functions, shared by the worker and the browser.
 */
import {LOCALIZED_SLUGS} from './localized-slugs';

export type MarketId = 'it' | 'sl' | 'hr';

export interface Market {
  id: MarketId;
  /** Storefront API `@inContext(language)`. */
  language: 'IT' | 'SL' | 'HR';
  /** Storefront API `@inContext(country)`: Slovenia is SI, there is no country SL. */
  country: 'IT' | 'SI' | 'HR';
  currency: 'EUR';
  /** BCP 47 locale for Intl formatting and hreflang. */
  locale: 'it-IT' | 'sl-SI' | 'hr-HR';
  htmlLang: MarketId;
  /** The `{storePath}` of the shop's own API routes (docs/product.md#path-prefix). */
  storePath: MarketId;
  pathPrefix: `/${MarketId}`;
}

function market(id: MarketId, country: Market['country'], locale: Market['locale']): Market {
  return {
    id,
    language: id.toUpperCase() as Market['language'],
    country,
    currency: 'EUR',
    locale,
    htmlLang: id,
    storePath: id,
    pathPrefix: `/${id}`,
  };
}

export const MARKETS: Readonly<Record<MarketId, Market>> = {
  it: market('it', 'IT', 'it-IT'),
  sl: market('sl', 'SI', 'sl-SI'),
  hr: market('hr', 'HR', 'hr-HR'),
};

export const MARKET_IDS = Object.keys(MARKETS) as MarketId[];
export const DEFAULT_MARKET = MARKETS.it;

export function isMarketId(value: string | undefined): value is MarketId {
  return value !== undefined && Object.hasOwn(MARKETS, value);
}

/** React Router's single-fetch data requests end in `.data` (`/sl.data`, `/_root.data`). */
export function stripDataSuffix(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) || '/' : pathname;
}

export interface MarketMatch {
  market: Market;
  /** True when the path starts with a known market prefix. */
  prefixed: boolean;
  /** A two-letter first segment that is no market (`/xx/...`): the page is a 404 in Italian. */
  unknownPrefix: string | null;
  /** The path after the prefix, always starting with `/`. */
  rest: string;
}

const TWO_LETTER_SEGMENT = /^\/([a-z]{2})(?=\/|$)/;

export function parseMarketPath(rawPathname: string): MarketMatch {
  const pathname = stripDataSuffix(rawPathname);
  const match = TWO_LETTER_SEGMENT.exec(pathname);
  if (!match) {
    return {market: DEFAULT_MARKET, prefixed: false, unknownPrefix: null, rest: pathname || '/'};
  }
  const rest = pathname.slice(match[0].length) || '/';
  const id = match[1];
  if (isMarketId(id)) return {market: MARKETS[id], prefixed: true, unknownPrefix: null, rest};
  return {market: DEFAULT_MARKET, prefixed: false, unknownPrefix: id, rest};
}

const FIRST_SEGMENT = /^\/([^/?#]+)/;

/**
 * A shop section's first segment in the target market's own word (docs/product.md#localized-paths):
 * `/negozi/x` and `/trgovine/x` are `/trgovine/x` in Slovenian, `/negozi/x` in Italian.
 */
function inMarketWords(target: MarketId, path: string): string {
  const first = FIRST_SEGMENT.exec(path)?.[1];
  if (!first) return path;
  for (const slugs of Object.values(LOCALIZED_SLUGS)) {
    if ((Object.values(slugs) as string[]).includes(first))
      return `/${slugs[target]}${path.slice(first.length + 1)}`;
  }
  return path;
}

/**
 * `/x-p` in the Slovenian market is `/sl/x-p`; `/` is `/sl`; a section with a word of its own in
 * each language takes the market's (`/negozi` is `/sl/trgovine`).
 */
export function localizePath(target: Market, path: string): string {
  const clean = inMarketWords(target.id, path.startsWith('/') ? path : `/${path}`);
  return clean === '/' ? target.pathPrefix : `${target.pathPrefix}${clean}`;
}

/**
 * The same page in another market: `/sl/x-p?size=40` → `/hr/x-p?size=40`, without the query
 * parameters named in `dropped` (values in the old market's language).
 */
export function switchMarketPath(
  pathWithSearch: string,
  target: Market,
  dropped: readonly string[] = [],
): string {
  const [pathname, ...search] = pathWithSearch.split('?');
  const {rest} = parseMarketPath(pathname);
  const params = new URLSearchParams(search.join('?'));
  for (const name of dropped) params.delete(name);
  const query = params.toString();
  return `${localizePath(target, rest)}${query ? `?${query}` : ''}`;
}

const PRODUCT_SUFFIX = '-p';

export function productPath(target: Market, handle: string): string {
  return localizePath(target, `/${handle}${PRODUCT_SUFFIX}`);
}

export function collectionPath(target: Market, handle: string): string {
  return localizePath(target, `/${handle}`);
}

/**
 * A product segment always ends in `-p` (docs/product.md#urls-and-alternates); anything else is a
 * collection handle.
 */
export function parseHandleSegment(segment: string): {
  kind: 'product' | 'collection';
  handle: string;
} {
  if (segment.length > PRODUCT_SUFFIX.length && segment.endsWith(PRODUCT_SUFFIX)) {
    return {kind: 'product', handle: segment.slice(0, -PRODUCT_SUFFIX.length)};
  }
  return {kind: 'collection', handle: segment};
}

export interface Alternate {
  hrefLang: string;
  href: string;
}

/** hreflang alternates of a page: each market's URL plus `x-default` (Italian). */
export function alternateLinks(origin: string, pathname: string): Alternate[] {
  const {rest} = parseMarketPath(pathname);
  const links = MARKET_IDS.map((id) => ({
    hrefLang: MARKETS[id].locale,
    href: `${origin}${localizePath(MARKETS[id], rest)}`,
  }));
  return [
    ...links,
    {hrefLang: 'x-default', href: `${origin}${localizePath(DEFAULT_MARKET, rest)}`},
  ];
}

/** Canonical URLs always carry the market prefix. */
export function canonicalUrl(origin: string, pathname: string): string {
  const {market: current, rest} = parseMarketPath(pathname);
  return `${origin}${localizePath(current, rest)}`;
}
