/**
 * Consent-bound tracking code loads with the consent that lets it work: Algolia's search-insights
 * client (docs/product.md#search-insights-events) and the Shopify monorail batches
 * (docs/product.md#commerce-platform-analytics). Without analytics consent neither chunk is asked
 * for; with it, both load and what the page published before goes out, in order.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createTrackingBus} from '~/lib/tracking/bus';
import {ACCEPT_ALL, REJECT_ALL, toTrackingConsent} from '~/lib/tracking/consent';
import {PAGE_VIEWED, SEARCH_INSIGHTS, type SearchInsightsPayload} from '~/lib/tracking/events';
import {insightsSubscriber} from '~/lib/tracking/insights-sender';
import {shopifySubscriber} from '~/lib/tracking/shopify';

const loaded = vi.hoisted(() => ({insights: 0, monorail: 0, calls: [] as unknown[][]}));

vi.mock('search-insights', () => {
  loaded.insights += 1;
  const client = (method: string, options: unknown, callback?: (e: unknown, t: string) => void) => {
    loaded.calls.push([method, options]);
    if (method === 'getUserToken') callback?.(null, 'anonymous-1');
  };
  return {default: client};
});

vi.mock('~/lib/tracking/monorail', async (original) => {
  loaded.monorail += 1;
  return original();
});

const INSIGHTS = {appId: 'APP', apiKey: 'public-key', host: 'http://127.0.0.1:4000'};
const SHOPIFY = {
  endpoint: 'http://127.0.0.1:4000/.well-known/shopify/monorail/unstable/produce_batch',
  shopId: 'gid://shopify/Shop/1',
  storefrontId: null,
  currency: 'EUR',
};
const click: SearchInsightsPayload = {
  kind: 'click',
  index: 'products_it',
  queryID: 'q1',
  objectID: '42',
  position: 3,
};
const pageView = (path: string) => ({
  pageType: 'product',
  path,
  url: `http://127.0.0.1:3000${path}`,
  title: 'Scarpa',
  referrer: '',
  resourceId: null,
  language: 'IT',
  country: 'IT',
});

/** Lets the dynamic imports and the promise chains behind them settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

let cookies: string[];
let sent: {url: string; body: string}[];

beforeEach(() => {
  vi.resetModules();
  loaded.insights = 0;
  loaded.monorail = 0;
  loaded.calls = [];
  cookies = [];
  sent = [];
  vi.stubGlobal('document', {
    title: 'Scarpa',
    documentElement: {lang: 'it'},
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      cookies.push(value);
    },
  });
  vi.stubGlobal('window', {
    location: {
      href: 'http://127.0.0.1:3000/it/scarpa-p',
      pathname: '/it/scarpa-p',
      protocol: 'http:',
    },
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({url, body: String(init.body)});
    return Promise.resolve(new Response(null, {status: 200}));
  });
});

afterEach(() => vi.unstubAllGlobals());

function busWith(
  ...subscribers: Parameters<ReturnType<typeof createTrackingBus>['register']>[0][]
) {
  const bus = createTrackingBus();
  for (const subscriber of subscribers) bus.register(subscriber).ready();
  return bus;
}

describe('search-insights client', () => {
  it('is not loaded while analytics consent is refused, and its token cookie is deleted', async () => {
    const bus = busWith(insightsSubscriber(INSIGHTS));
    bus.publish(SEARCH_INSIGHTS, click);
    bus.setConsent(toTrackingConsent(REJECT_ALL));
    bus.publish(SEARCH_INSIGHTS, click);
    await settle();
    expect(loaded.insights).toBe(0);
    expect(loaded.calls).toEqual([]);
    expect(cookies).toEqual(['_ALGOLIA=; Max-Age=0; Path=/; SameSite=Lax']);
  });

  it('loads with analytics consent, keeps its token in a cookie, and sends what waited', async () => {
    const bus = busWith(insightsSubscriber(INSIGHTS));
    bus.publish(SEARCH_INSIGHTS, click);
    await settle();
    expect(loaded.insights).toBe(0); // no choice yet: nothing to keep, nothing to send
    bus.setConsent(toTrackingConsent(ACCEPT_ALL));
    await vi.waitFor(() => expect(loaded.calls).toHaveLength(3));
    expect(loaded.insights).toBe(1);
    expect(loaded.calls.map(([method]) => method)).toEqual([
      'init',
      'getUserToken',
      'clickedObjectIDsAfterSearch',
    ]);
    expect(loaded.calls[0][1]).toMatchObject({appId: 'APP', host: INSIGHTS.host, useCookie: true});
    expect(loaded.calls[2][1]).toMatchObject({
      index: 'products_it',
      queryID: 'q1',
      objectIDs: ['42'],
      positions: [3],
      userToken: 'anonymous-1',
    });
  });

  it('is not loaded without a configured search host, whatever the consent', async () => {
    const bus = busWith(insightsSubscriber(null));
    bus.setConsent(toTrackingConsent(ACCEPT_ALL));
    bus.publish(SEARCH_INSIGHTS, click);
    await settle();
    expect(loaded.insights).toBe(0);
  });
});

describe('Shopify analytics batches', () => {
  it('are not loaded and nothing is sent while analytics consent is refused', async () => {
    const bus = busWith(shopifySubscriber(SHOPIFY));
    bus.publish(PAGE_VIEWED, pageView('/it'));
    bus.setConsent(toTrackingConsent(REJECT_ALL));
    bus.publish(PAGE_VIEWED, pageView('/it/scarpa-p'));
    await settle();
    expect(loaded.monorail).toBe(0);
    expect(sent).toEqual([]);
  });

  it('load with the first event consent lets through and go out in the order published', async () => {
    const bus = busWith(shopifySubscriber(SHOPIFY));
    bus.publish(PAGE_VIEWED, pageView('/it'));
    bus.publish(PAGE_VIEWED, pageView('/it/saldi'));
    bus.setConsent(toTrackingConsent(ACCEPT_ALL));
    bus.publish(PAGE_VIEWED, pageView('/it/scarpa-p'));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(loaded.monorail).toBe(1);
    expect(sent.map(({url}) => url)).toEqual(Array(3).fill(SHOPIFY.endpoint));
    const paths = sent.map(({body}) =>
      (JSON.parse(body) as {events: {payload: {path?: string}}[]}).events
        .map((event) => event.payload.path)
        .find(Boolean),
    );
    expect(paths).toEqual(['/it', '/it/saldi', '/it/scarpa-p']);
  });
});
