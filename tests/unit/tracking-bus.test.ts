import {describe, expect, it} from 'vitest';
import {
  createTrackingBus,
  HELD_LIMIT,
  type Subscriber,
  type TrackingEvent,
} from '~/lib/tracking/bus';
import {toTrackingConsent, ACCEPT_ALL, REJECT_ALL} from '~/lib/tracking/consent';
import {pageViewBatch} from '~/lib/tracking/monorail';

function recorder(name: string, purpose: Subscriber['purpose']) {
  const received: string[] = [];
  const consents: unknown[] = [];
  const subscriber: Subscriber = {
    name,
    purpose,
    handle: (event: TrackingEvent) => received.push(`${event.name}:${String(event.payload)}`),
    onConsent: (consent) => consents.push(consent),
  };
  return {subscriber, received, consents};
}

describe('tracking bus', () => {
  it('loses and duplicates nothing during start-up: events wait, in order, for every subscriber', () => {
    const bus = createTrackingBus();
    const gtm = recorder('gtm', null);
    const other = recorder('other', null);
    const gtmHandle = bus.register(gtm.subscriber);
    const otherHandle = bus.register(other.subscriber);
    bus.publish('page_viewed', 1);
    bus.publish('page_viewed', 2); // same name: Hydrogen 2025.7 keeps only the last of these
    bus.publish('product_viewed', 3);
    gtmHandle.ready();
    expect(gtm.received).toEqual([]);
    otherHandle.ready();
    bus.publish('page_viewed', 4);
    expect(gtm.received).toEqual([
      'page_viewed:1',
      'page_viewed:2',
      'product_viewed:3',
      'page_viewed:4',
    ]);
    expect(other.received).toEqual(gtm.received);
  });

  it('keeps what a page published before anyone registered (a product viewed on landing)', () => {
    const bus = createTrackingBus();
    bus.publish('product_viewed', 1);
    const gtm = recorder('gtm', null);
    const klaviyo = recorder('klaviyo', null);
    const handles = [bus.register(gtm.subscriber), bus.register(klaviyo.subscriber)];
    handles[0].ready();
    expect(gtm.received).toEqual([]);
    handles[1].ready();
    expect(gtm.received).toEqual(['product_viewed:1']);
    expect(klaviyo.received).toEqual(['product_viewed:1']);
  });

  it('holds consent-bound events until the choice, then sends them when it allows', () => {
    const bus = createTrackingBus();
    const shopify = recorder('shopify', 'analytics');
    bus.register(shopify.subscriber).ready();
    bus.publish('page_viewed', 1);
    bus.publish('page_viewed', 2);
    expect(shopify.received).toEqual([]);
    bus.setConsent(toTrackingConsent(ACCEPT_ALL));
    expect(shopify.received).toEqual(['page_viewed:1', 'page_viewed:2']);
    bus.publish('page_viewed', 3);
    expect(shopify.received).toEqual(['page_viewed:1', 'page_viewed:2', 'page_viewed:3']);
  });

  it('drops held events when the choice refuses, and never sends without consent', () => {
    const bus = createTrackingBus();
    const shopify = recorder('shopify', 'analytics');
    const gtm = recorder('gtm', null);
    bus.register(shopify.subscriber).ready();
    bus.register(gtm.subscriber).ready();
    bus.publish('page_viewed', 1);
    bus.setConsent(toTrackingConsent(REJECT_ALL));
    bus.publish('page_viewed', 2);
    expect(shopify.received).toEqual([]);
    expect(gtm.received).toEqual(['page_viewed:1', 'page_viewed:2']);
  });

  it('follows a later change of mind, both ways, and tells subscribers', () => {
    const bus = createTrackingBus();
    const shopify = recorder('shopify', 'analytics');
    bus.register(shopify.subscriber).ready();
    bus.setConsent(toTrackingConsent(ACCEPT_ALL));
    bus.publish('page_viewed', 1);
    bus.setConsent(toTrackingConsent(REJECT_ALL));
    bus.publish('page_viewed', 2);
    bus.setConsent(toTrackingConsent({functionality: false, measurement: true, marketing: false}));
    bus.publish('page_viewed', 3);
    expect(shopify.received).toEqual(['page_viewed:1', 'page_viewed:3']);
    expect(shopify.consents.map((consent) => (consent as {analytics: boolean}).analytics)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('tells subscribers registered after the choice, in the order of those registered before', () => {
    // The destinations load after hydration: the stored choice and the first events came first.
    // As when they were there first: events that need no consent, then the choice, then the rest.
    const order = (registerFirst: boolean) => {
      const bus = createTrackingBus();
      const log: string[] = [];
      const subscribers = [
        {name: 'gtm', purpose: null},
        {name: 'shopify', purpose: 'analytics'},
      ].map(({name, purpose}): Subscriber => ({
        name,
        purpose: purpose as Subscriber['purpose'],
        handle: (event) => log.push(`${name} ${event.name}`),
        onConsent: (consent) => log.push(`${name} told ${consent?.analytics}`),
      }));
      const register = () => subscribers.map((s) => bus.register(s)).forEach((s) => s.ready());
      if (registerFirst) register();
      bus.publish('page_viewed', 1);
      bus.setConsent(toTrackingConsent(ACCEPT_ALL));
      if (!registerFirst) register();
      return log;
    };
    expect(order(false)).toEqual([
      'gtm page_viewed',
      'gtm told true',
      'shopify told true',
      'shopify page_viewed',
    ]);
    expect(order(false)).toEqual(order(true));

    // Control: with no choice yet, a late subscriber is told nothing and sends nothing.
    const undecided = createTrackingBus();
    undecided.publish('page_viewed', 1);
    const shopify = recorder('shopify', 'analytics');
    undecided.register(shopify.subscriber).ready();
    expect(shopify.consents).toEqual([]);
    expect(shopify.received).toEqual([]);
    undecided.setConsent(toTrackingConsent(REJECT_ALL));
    expect(shopify.consents).toEqual([toTrackingConsent(REJECT_ALL)]);
    expect(shopify.received).toEqual([]);
  });

  it('keeps at most HELD_LIMIT events for a visitor who never chooses', () => {
    const bus = createTrackingBus();
    const shopify = recorder('shopify', 'analytics');
    bus.register(shopify.subscriber).ready();
    for (let i = 0; i < HELD_LIMIT + 5; i++) bus.publish('page_viewed', i);
    bus.setConsent(toTrackingConsent(ACCEPT_ALL));
    expect(shopify.received).toHaveLength(HELD_LIMIT);
    expect(shopify.received[0]).toBe('page_viewed:5');
  });

  it('isolates a failing subscriber', () => {
    const bus = createTrackingBus();
    const gtm = recorder('gtm', null);
    bus
      .register({
        name: 'broken',
        purpose: null,
        handle: () => {
          throw new Error('boom');
        },
      })
      .ready();
    bus.register(gtm.subscriber).ready();
    const error = console.error;
    console.error = () => {};
    bus.publish('page_viewed', 1);
    console.error = error;
    expect(gtm.received).toEqual(['page_viewed:1']);
  });
});

describe('Shopify analytics batch', () => {
  it('carries the page view in both schemas, with consent and tokens', () => {
    const batch = pageViewBatch(
      {
        pageType: 'product',
        path: '/it/a-p',
        url: 'http://localhost/it/a-p',
        title: 'A',
        referrer: '',
        resourceId: 'gid://shopify/Product/42',
        language: 'IT',
        country: 'IT',
      },
      {endpoint: 'http://x', shopId: 'gid://shopify/Shop/7', storefrontId: '1', currency: 'EUR'},
      {uniqueToken: 'y', visitToken: 's'},
      toTrackingConsent({functionality: false, measurement: true, marketing: false}),
      1000,
    );
    expect(batch.metadata).toEqual({event_sent_at_ms: 1000});
    expect(batch.events.map((event) => event.schema_id)).toEqual([
      'trekkie_storefront_page_view/1.4',
      'custom_storefront_customer_tracking/1.2',
    ]);
    expect(batch.events[0].payload).toMatchObject({
      pageType: 'product',
      resourceType: 'product',
      resourceId: 42,
      shopId: 7,
      uniqToken: 'y',
      visitToken: 's',
      currency: 'EUR',
    });
    expect(batch.events[1].payload).toMatchObject({
      event_name: 'page_rendered',
      analytics_allowed: true,
      marketing_allowed: false,
      sale_of_data_allowed: false,
      deprecated_visit_token: 's',
    });
  });
});
