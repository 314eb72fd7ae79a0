/**
 * Algolia's search-insights client (docs/product.md#search-insights-events), with the configured
 * host (never a CDN script), keeping its anonymous user token in a cookie only with analytics
 * consent. It sends the search events (clicks and conversions after search, plain conversions and
 * views) the shop publishes on the bus, with the visitor's user token. Registered on the first
 * load (docs/product.md#first-load); its library loads once analytics consent is given, as the
 * tag manager's container does: before that it has nothing to keep and nothing to send.
 */
import type {Subscriber} from './bus';
import {SEARCH_INSIGHTS, type SearchInsightsPayload} from './events';
import {
  clickedObjectIDsAfterSearch,
  conversionEvent,
  viewedObjectIDs,
  type InsightsEvent,
} from '../search/insights-events';
import {stored} from '../cookie-names';

export interface InsightsConfig {
  appId: string;
  apiKey: string;
  host: string;
}

type Callback = (error: unknown, token?: string) => void;
type InsightsClient = {
  (method: 'init', options: Record<string, unknown>): void;
  (method: 'getUserToken', options: Record<string, never>, callback: Callback): void;
  (method: string, event: InsightsEvent): void;
};

/**
 * The event (docs/product.md#search-insights-events) for a payload, and the client method that
 * sends it.
 */
function insightsEvent(payload: SearchInsightsPayload, userToken: string) {
  switch (payload.kind) {
    case 'click':
      return clickedObjectIDsAfterSearch({
        eventName: 'Product Clicked',
        index: payload.index,
        queryID: payload.queryID,
        userToken,
        objectIDs: [payload.objectID],
        positions: [payload.position],
      });
    case 'conversion':
      return conversionEvent(
        {index: payload.index, queryID: payload.queryID, userToken, product: null},
        payload.objectIDs,
        'Product Added To Cart',
      );
    case 'view':
      return viewedObjectIDs({
        eventName: 'Product Viewed',
        index: payload.index,
        userToken,
        objectIDs: payload.objectIDs,
      });
  }
}

const METHODS = {
  click: () => 'clickedObjectIDsAfterSearch',
  conversion: (event: InsightsEvent) =>
    'queryID' in event ? 'convertedObjectIDsAfterSearch' : 'convertedObjectIDs',
  view: () => 'viewedObjectIDs',
} as const;

const TOKEN_COOKIE = stored('_ALGOLIA');

export function insightsSubscriber(config: InsightsConfig | null): Subscriber {
  let client: InsightsClient | null = null;
  let loading: Promise<void> | null = null;
  let useCookie = false;
  /** Events that arrive before the client's chunk has loaded. */
  const waiting: SearchInsightsPayload[] = [];
  const init = () =>
    client?.('init', {
      appId: config?.appId,
      apiKey: config?.apiKey,
      host: config?.host,
      useCookie,
      partial: true,
    });
  const send = (payload: SearchInsightsPayload) => {
    client?.('getUserToken', {}, (error, userToken) => {
      // A failure to read the user token is logged (docs/product.md#errors); nothing is sent.
      if (error || !userToken) return console.error('[insights] no user token', error);
      const event = insightsEvent(payload, userToken);
      if (event) client?.(METHODS[payload.kind](event), event);
    });
  };
  /** Loads the client in its own chunk, off the first render's path; once. */
  const load = () => {
    if (!config) return;
    loading ??= import('search-insights').then(
      (module) => {
        client = module.default as unknown as InsightsClient;
        init();
        for (const payload of waiting.splice(0)) send(payload);
      },
      (error: unknown) => {
        loading = null; // the next consent or event tries again
        console.warn('[insights] client not loaded', error);
      },
    );
  };
  return {
    name: 'algolia-insights',
    // Its own events (clicks, conversions) need measurement consent.
    purpose: 'analytics',
    handle(event) {
      if (event.name !== SEARCH_INSIGHTS || !config) return;
      const payload = event.payload as SearchInsightsPayload;
      if (client) return send(payload);
      waiting.push(payload);
      load();
    },
    onConsent(consent) {
      useCookie = Boolean(consent?.analytics);
      if (!useCookie) document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
      if (client) init();
      else if (useCookie) load();
    },
  };
}
