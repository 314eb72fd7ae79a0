import type {ShouldRevalidateFunction} from 'react-router';
import {MARKET_IDS, MARKETS, localizePath, parseMarketPath} from './markets';

/** Shell and menus change only with the market, or after a mutation. */
export const revalidateOnMarketChange: ShouldRevalidateFunction = (args) => {
  const {currentUrl, nextUrl, formMethod, defaultShouldRevalidate} = args;
  if (formMethod && formMethod !== 'GET') return !isCartChange(args) && defaultShouldRevalidate;
  return (
    parseMarketPath(currentUrl.pathname).market.id !== parseMarketPath(nextUrl.pathname).market.id
  );
};

const CART_PATHS = new Set(MARKET_IDS.map((id) => localizePath(MARKETS[id], '/cart')));

/** A cart change alters only the cart (the layout's): pages keep their data. */
export function isCartChange({formAction}: {formAction?: string}): boolean {
  return formAction !== undefined && CART_PATHS.has(formAction.split('?')[0]);
}

/** The layout holds the cart: it reloads after a cart change, and otherwise with the market. */
export const revalidateLayout: ShouldRevalidateFunction = (args) =>
  isCartChange(args) ? args.defaultShouldRevalidate : revalidateOnMarketChange(args);

/** A page whose data a cart change cannot alter. */
export const revalidateUnlessCartChange: ShouldRevalidateFunction = (args) =>
  !isCartChange(args) && args.defaultShouldRevalidate;

/**
 * A refused form (bad input, a platform refusal, the platform unreachable) changed nothing, so
 * the page keeps its data: no extra call, and with the platform down the form stays on screen
 * with what was typed instead of giving way to an error page.
 */
export const revalidateUnlessRefused: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => (actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate);
