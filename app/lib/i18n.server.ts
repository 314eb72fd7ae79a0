/**
 * Server-side messages: the market of the request decides the locale
 * (docs/product.md#locale-messages).
 */
import it from '~/locales/it/common';
import sl from '~/locales/sl/common';
import hr from '~/locales/hr/common';
import {translator, type MessageTree} from './i18n';
import {DEFAULT_MARKET, isMarketId, parseMarketPath, type MarketId} from './markets';

export const MESSAGES: Record<MarketId, MessageTree> = {it, sl, hr};

/** The request's `t`, for loaders and meta. */
export function getT(context: {marketConfig: {market: {id: MarketId}}}) {
  const id = context.marketConfig.market.id;
  return translator(id, MESSAGES[id]);
}

function refererPath(referer: string | null): string | null {
  try {
    return referer ? new URL(referer).pathname : null;
  } catch {
    return null;
  }
}

/**
 * The language of a request outside the markets' paths (the shop's JSON APIs): the market of
 * the page it came from (`Referer`), else the first of the shop's languages the browser accepts,
 * else Italian.
 */
export function requestMarketId(request: Request): MarketId {
  const referer = refererPath(request.headers.get('Referer'));
  if (referer) {
    const {market, prefixed} = parseMarketPath(referer);
    if (prefixed) return market.id;
  }
  for (const range of (request.headers.get('Accept-Language') ?? '').split(',')) {
    const language = range.split(';')[0].trim().slice(0, 2).toLowerCase();
    if (isMarketId(language)) return language;
  }
  return DEFAULT_MARKET.id;
}

/** The `t` of a request outside the markets' paths (see requestMarketId). */
export function getRequestT(request: Request) {
  const id = requestMarketId(request);
  return translator(id, MESSAGES[id]);
}
