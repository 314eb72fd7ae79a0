/** Server-side localisation: remix-i18next's middleware picks the locale from the market prefix. */
import {createI18nextMiddleware} from 'remix-i18next/middleware';
import it from '~/locales/it/common';
import sl from '~/locales/sl/common';
import hr from '~/locales/hr/common';
import {I18N_NAMESPACE, type MessageTree} from './i18n';
import {DEFAULT_MARKET, MARKET_IDS, parseMarketPath, type MarketId} from './markets';

export const MESSAGES: Record<MarketId, MessageTree> = {it, sl, hr};

export const [i18nextMiddleware, getLocale, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: MARKET_IDS,
    fallbackLanguage: DEFAULT_MARKET.id,
    order: ['custom'],
    findLocale: async (request) => parseMarketPath(new URL(request.url).pathname).market.id,
  },
  i18next: {
    resources: Object.fromEntries(MARKET_IDS.map((id) => [id, {[I18N_NAMESPACE]: MESSAGES[id]}])),
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    fallbackLng: false,
    interpolation: {escapeValue: false},
  },
});
