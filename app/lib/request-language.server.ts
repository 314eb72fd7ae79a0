/**
 * The language of a request whose path names no market (`/api/salesmanago/…`): the market of the
 * page it was sent from (the Referer's path prefix), else the browser's preferred language among
 * the shop's (Accept-Language), else Italian (docs/product.md#locales-and-currency).
 */
import {DEFAULT_MARKET, isMarketId, parseMarketPath, type MarketId} from './markets';

function fromReferer(referer: string | null): MarketId | null {
  if (!referer) return null;
  try {
    const {market, prefixed} = parseMarketPath(new URL(referer).pathname);
    return prefixed ? market.id : null;
  } catch {
    return null; // not a URL: say nothing
  }
}

/** The first of the shop's languages in the header, by quality (`sl-SI, hr;q=0.8, it;q=0.5`). */
function fromAcceptLanguage(header: string | null): MarketId | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {language: tag.trim().toLowerCase().split('-')[0]!, q: q ? Number(q) : 1, order};
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.language).find(isMarketId) ?? null;
}

export function requestMarketId(request: Request): MarketId {
  return (
    fromReferer(request.headers.get('Referer')) ??
    fromAcceptLanguage(request.headers.get('Accept-Language')) ??
    DEFAULT_MARKET.id
  );
}
