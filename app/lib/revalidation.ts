import type {ShouldRevalidateFunction} from 'react-router';
import {parseMarketPath} from './markets';

/** Shell and menus change only with the market, or after a mutation. */
export const revalidateOnMarketChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return (
    parseMarketPath(currentUrl.pathname).market.id !== parseMarketPath(nextUrl.pathname).market.id
  );
};
