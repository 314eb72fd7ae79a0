import {describe, expect, it} from 'vitest';
import {
  ACCEPT_ALL,
  choiceEvents,
  parseConsent,
  REJECT_ALL,
  serializeConsent,
  storedChoiceEvents,
  storedConsent,
  toTrackingConsent,
} from '~/lib/tracking/consent';
import {pageTypeOf, pageViewEntry, pageViewKey, trackedPath} from '~/lib/tracking/page-view';
import {readCookie} from '~/lib/cookies';

describe('consent mapping (docs/product.md#consent-purposes)', () => {
  it('maps measurement → analytics, marketing → marketing and sale_of_data, functionality → preferences', () => {
    expect(toTrackingConsent({functionality: false, measurement: true, marketing: false})).toEqual({
      analytics: true,
      marketing: false,
      sale_of_data: false,
      preferences: false,
    });
    expect(toTrackingConsent({functionality: true, measurement: false, marketing: true})).toEqual({
      analytics: false,
      marketing: true,
      sale_of_data: true,
      preferences: true,
    });
  });

  it('grants nothing without a choice', () => {
    expect(Object.values(toTrackingConsent(null))).toEqual([false, false, false, false]);
  });
});

describe('the cookiePreferences value', () => {
  it('round-trips a choice', () => {
    const stored = storedConsent(
      {functionality: true, measurement: false, marketing: true},
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(parseConsent(serializeConsent(stored))).toEqual(stored);
  });

  it.each([
    '',
    'not json',
    '[]',
    JSON.stringify({
      purposes: {functionality: true},
      timestamp: '2026-01-01T00:00:00Z',
      version: 1,
    }),
    JSON.stringify({
      purposes: {...ACCEPT_ALL, marketing: 'yes'},
      timestamp: '2026-01-01T00:00:00Z',
      version: 1,
    }),
    JSON.stringify({purposes: ACCEPT_ALL, timestamp: 'yesterday', version: 1}),
    JSON.stringify({purposes: ACCEPT_ALL, timestamp: '2026-01-01T00:00:00Z', version: 9}),
  ])('refuses a tampered value: %s', (value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('is read from a Cookie header, URI-decoded', () => {
    const value = serializeConsent(storedConsent(REJECT_ALL));
    const header = `a=1; cookiePreferences=${encodeURIComponent(value)}; b=2`;
    expect(parseConsent(readCookie(header, 'cookiePreferences'))?.purposes).toEqual(REJECT_ALL);
    expect(readCookie('cookiePreferences=%E0%A4%A', 'cookiePreferences')).toBeNull();
    expect(readCookie(null, 'cookiePreferences')).toBeNull();
  });
});

describe('consent events', () => {
  it('accept all: banner closed, consent given, then one event per purpose', () => {
    expect(choiceEvents(ACCEPT_ALL).map((event) => [event.event, event.consent_purpose])).toEqual([
      ['consent_banner_closed', undefined],
      ['consent_given', undefined],
      ['consent_given_purpose', 'functionality'],
      ['consent_given_purpose', 'measurement'],
      ['consent_given_purpose', 'marketing'],
    ]);
  });

  it('reject: banner closed and consent rejected, no purpose', () => {
    const events = choiceEvents(REJECT_ALL);
    expect(events.map((event) => event.event)).toEqual([
      'consent_banner_closed',
      'consent_rejected',
    ]);
    expect(events[1].consent.analytics).toBe(false);
  });

  it('a stored choice needs no banner', () => {
    const [event] = storedChoiceEvents(
      storedConsent({functionality: false, measurement: true, marketing: false}),
    );
    expect(event).toEqual({
      event: 'consent_preference_not_needed',
      consent: {analytics: true, marketing: false, sale_of_data: false, preferences: false},
    });
  });
});

describe('page views', () => {
  it('never track an email query parameter', () => {
    expect(trackedPath('/it', '?email=a@b.it&utm_source=news')).toBe('/it?utm_source=news');
    expect(trackedPath('/sl/donna', '?Email=x&EMAIL=y')).toBe('/sl/donna');
    expect(trackedPath('/hr', '')).toBe('/hr');
  });

  it('choosing a size is the same view; a new path or listing parameter is another', () => {
    expect(pageViewKey('/it/a-p', '?size=40')).toBe(pageViewKey('/it/a-p', ''));
    expect(pageViewKey('/it/donna', '?page=2')).not.toBe(pageViewKey('/it/donna', ''));
  });

  it('take the deepest declared page type; a failed route is a 404', () => {
    const catalogue = {
      pageType: (data: unknown) => (data as {kind?: 'product'} | undefined)?.kind ?? '404',
    };
    expect(pageTypeOf([{handle: undefined}, {handle: {pageType: 'index'}, data: {}}])).toBe(
      'index',
    );
    expect(
      pageTypeOf([
        {handle: undefined, data: {}},
        {handle: catalogue, data: {kind: 'product'}},
      ]),
    ).toBe('product');
    expect(
      pageTypeOf([
        {handle: undefined, data: {}},
        {handle: catalogue, data: undefined},
      ]),
    ).toBe('404');
    expect(pageTypeOf([{handle: {pageType: 'index'}, data: undefined}])).toBe('404');
    expect(pageTypeOf([])).toBe('page');
  });

  it('build the data-layer entry', () => {
    expect(
      pageViewEntry({
        pageType: 'product',
        path: trackedPath('/sl/a-p', '?email=x@y.si'),
        url: 'https://passo.example/sl/a-p',
        title: 'A',
        referrer: '',
        resourceId: 'gid://shopify/Product/1',
        language: 'SL',
        country: 'SI',
      }),
    ).toEqual({
      event: 'page_view',
      page_type: 'product',
      page_path: '/sl/a-p',
      page_title: 'A',
      language: 'SL',
      country: 'SI',
    });
  });
});

describe('consent provider purposes (iubenda)', () => {
  it('maps 2–3 → functionality, 4 → measurement, 5 → marketing', async () => {
    const {providerChoice} = await import('~/lib/tracking/consent-provider');
    expect(
      providerChoice({purposes: {'1': true, '2': false, '3': true, '4': true, '5': false}}),
    ).toEqual({
      functionality: true,
      measurement: true,
      marketing: false,
    });
    expect(providerChoice({consent: false})).toEqual({
      functionality: false,
      measurement: false,
      marketing: false,
    });
    expect(providerChoice(null)).toBeNull();
    expect(providerChoice({})).toBeNull();
  });
});
