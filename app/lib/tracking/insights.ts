/**
 * Algolia's search-insights client (spec §1 first load, §7.4): started on the first load with
 * the configured host (never a CDN script), keeping its anonymous user token in a cookie only
 * with analytics consent. Click, conversion and view events join with the search issue.
 */
import type {Subscriber} from './bus';

export interface InsightsConfig {
  appId: string;
  apiKey: string;
  host: string;
}

type InsightsClient = (method: 'init', options: Record<string, unknown>) => void;

const TOKEN_COOKIE = '_ALGOLIA';

export function insightsSubscriber(
  config: InsightsConfig | null,
): Subscriber & {start(): Promise<void>} {
  let client: InsightsClient | null = null;
  let useCookie = false;
  const init = () =>
    client?.('init', {
      appId: config?.appId,
      apiKey: config?.apiKey,
      host: config?.host,
      useCookie,
      partial: true,
    });
  return {
    name: 'algolia-insights',
    // Its own events (clicks, conversions) need measurement consent.
    purpose: 'analytics',
    handle() {},
    onConsent(consent) {
      useCookie = Boolean(consent?.analytics);
      if (!useCookie) document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
      init();
    },
    /** Loads the client in its own chunk, off the first render's path. */
    async start() {
      if (!config) return;
      const module = await import('search-insights');
      client = module.default as unknown as InsightsClient;
      init();
    },
  };
}
