/**
 * Server-side messages: the market of the request decides the locale
 * (docs/product.md#locale-messages).
 */
import it from '~/locales/it/common';
import sl from '~/locales/sl/common';
import hr from '~/locales/hr/common';
import {translator, type MessageTree} from './i18n';
import type {MarketId} from './markets';
import {requestMarketId} from './request-language.server';

export const MESSAGES: Record<MarketId, MessageTree> = {it, sl, hr};

/** The request's `t`, for loaders and meta. */
export function getT(context: {marketConfig: {market: {id: MarketId}}}) {
  const id = context.marketConfig.market.id;
  return translator(id, MESSAGES[id]);
}

/** The `t` of a request outside the markets' paths (request-language.server.ts). */
export function getRequestT(request: Request) {
  const id = requestMarketId(request);
  return translator(id, MESSAGES[id]);
}
