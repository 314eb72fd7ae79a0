/**
 * The newsletter sign-up in the browser (docs/product.md#newsletter-pop-up,
 * docs/product.md#marketing-contact): the contact call and its `smclient` cookie, the pop-up's
 * frequency cap and triggers, the submit's order and data-layer entry, and the Klaviyo
 * subscriber's part.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {BHR_BASKET_KEY, smclientCookie} from '~/lib/marketing/bhr-basket';
import {contactFromAnswer, sendContact} from '~/lib/marketing/contact-call';
import {formToShow, mayShow, NEWSLETTER_MEMORY_KEY} from '~/lib/marketing/newsletter-memory';
import {rememberShown, rememberSubscribed} from '~/lib/marketing/newsletter-remember';
import {
  delayMs,
  isExitIntent,
  scrollDepthPercent,
  scrolledPercent,
  watchesExitIntent,
} from '~/lib/marketing/newsletter-triggers';
import {newsletterSubscriptionEntry, sendSignUp} from '~/lib/marketing/newsletter-submit';
import type {NewsletterForm} from '~/lib/marketing/newsletter-form';
import {trackingBus, type TrackingEvent} from '~/lib/tracking/bus';
import {NEWSLETTER_FORM_OPENED, SHOPPER_IDENTIFIED} from '~/lib/tracking/events';
import {klaviyoSubscriber} from '~/lib/tracking/klaviyo';
import {translator} from '~/lib/i18n';
import it_ from '~/locales/it/common';

afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;

/** localStorage, sessionStorage and document.cookie of our own; cookies written are kept. */
function installBrowser({cookie = '', stored = {} as Record<string, unknown>} = {}) {
  const area = (entries: Record<string, unknown>) => {
    const items = new Map(Object.entries(entries).map(([k, v]) => [k, JSON.stringify(v)]));
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };
  const local = area(stored);
  const session = area({});
  const written: string[] = [];
  const window = {localStorage: local, sessionStorage: session} as Record<string, unknown>;
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
  const read = (key: string) => JSON.parse(local.items.get(key) ?? 'null') as unknown;
  return {window, written, read, session};
}

type Call = {url: string; init: RequestInit};

/** fetch answering each call in turn; an Error is a network failure. */
function stubFetch(...answers: Array<(() => Response) | Error>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({url, init});
    const answer = answers[calls.length - 1] ?? answers.at(-1)!;
    if (answer instanceof Error) throw answer;
    return answer();
  });
  return calls;
}
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});

const CONTACT = {email: 'anna@example.com', clientId: 'psbx7k2m9q1w', shop: 'passo.example'};
const CONTACT_OK = {success: true, contactId: 'c-41', contactCookieExpiry: 30};

describe('the smclient cookie', () => {
  it('holds the contact id, path /, SameSite=None, Secure, the current host only, for the given days', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const cookie = smclientCookie('c 41', 3650, now);
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toBe('smclient=c%2041');
    expect(attributes).toEqual([
      'Path=/',
      `Expires=${new Date(now + 3650 * DAY).toUTCString()}`,
      'SameSite=None',
      'Secure',
    ]);
    expect(cookie).not.toMatch(/domain/i);
  });
});

describe('the contact call', () => {
  it('reads a contact only from a successful answer with an id and a positive cookie life', () => {
    expect(contactFromAnswer(CONTACT_OK)).toEqual({contactId: 'c-41', days: 30});
    expect(contactFromAnswer({...CONTACT_OK, success: false})).toBeNull();
    expect(contactFromAnswer({...CONTACT_OK, contactId: ''})).toBeNull();
    expect(contactFromAnswer({...CONTACT_OK, contactCookieExpiry: 0})).toBeNull();
    expect(contactFromAnswer({...CONTACT_OK, contactCookieExpiry: '30'})).toBeNull();
    expect(contactFromAnswer(null)).toBeNull();
  });

  it('posts the form fields to the shop’s route, then keeps the contact in the cookie and the state', async () => {
    const {written, read} = installBrowser({
      stored: {[BHR_BASKET_KEY]: {cart: {}, contactId: null}},
    });
    const calls = stubFetch(json(200, CONTACT_OK));
    await sendContact({...CONTACT, action: 'newsletter'}, true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/salesmanago/contact');
    expect(calls[0]!.init.method).toBe('POST');
    expect([...(calls[0]!.init.body as URLSearchParams)]).toEqual([
      ['email', 'anna@example.com'],
      ['clientId', 'psbx7k2m9q1w'],
      ['shop', 'passo.example'],
      ['newsletter', 'true'],
      ['action', 'newsletter'],
    ]);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^smclient=c-41; Path=\/; Expires=.*; SameSite=None; Secure$/);
    expect(read(BHR_BASKET_KEY)).toMatchObject({contactId: 'c-41'});
  });

  it('is not made without marketing consent', async () => {
    installBrowser();
    const calls = stubFetch(json(200, CONTACT_OK));
    await sendContact({...CONTACT, action: 'newsletter'}, false);
    expect(calls).toEqual([]);
    // Positive control: the same call with consent is made.
    await sendContact({...CONTACT, action: 'newsletter'}, true);
    expect(calls).toHaveLength(1);
  });

  it('is not made once a contact is known, from the state or from the smclient cookie', async () => {
    const calls = stubFetch(json(200, CONTACT_OK));
    installBrowser({stored: {[BHR_BASKET_KEY]: {cart: {}, contactId: 'c-1'}}});
    await sendContact({...CONTACT, action: 'newsletter'}, true);
    installBrowser({cookie: 'a=1; smclient=c-2'});
    await sendContact({...CONTACT, action: 'newsletter'}, true);
    expect(calls).toEqual([]);
    installBrowser({cookie: 'a=1; smclientx=c-2'});
    await sendContact({...CONTACT, action: 'newsletter'}, true);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a 500', json(500, CONTACT_OK)],
    ['a 202', json(202, CONTACT_OK)],
    ['a 429', json(429, {success: false, message: 'x'})],
    ['a refusal on a 200', json(200, {success: false, message: 'Bad sha'})],
    ['a body that is no JSON', () => new Response('<html>', {status: 200})],
    ['no answer', new TypeError('Failed to fetch')],
  ])('ignores %s: no cookie, no state, and it still resolves', async (_, answer) => {
    const {written, read} = installBrowser();
    stubFetch(answer);
    await expect(sendContact({...CONTACT, action: 'newsletter'}, true)).resolves.toBeUndefined();
    expect(written).toEqual([]);
    expect(read(BHR_BASKET_KEY)).toBeNull();
  });
});

const form = (formId: string, frequencyCapDays: number): NewsletterForm => ({
  formId,
  listId: 'L1',
  campaign: 'c',
  triggers: [{type: 'delay', seconds: 5}],
  frequencyCapDays,
});

describe('the frequency cap', () => {
  const now = Date.UTC(2026, 10, 23);
  const memory = (shownAt: Record<string, number>, subscribedAt: number | null = null) => ({
    shownAt,
    subscribedAt,
  });

  it('shows a form again only once its cap has passed since it was shown', () => {
    expect(mayShow(form('a', 7), memory({}), [], now)).toBe(true);
    expect(mayShow(form('a', 7), memory({a: now - 7 * DAY + 1}), [], now)).toBe(false);
    expect(mayShow(form('a', 7), memory({a: now - 7 * DAY}), [], now)).toBe(true);
    expect(mayShow(form('a', 7), memory({b: now}), [], now)).toBe(true);
  });

  it('never after a subscription, and never twice in one visit (a cap of 0 is once per visit)', () => {
    expect(mayShow(form('a', 0), memory({}, now - 400 * DAY), [], now)).toBe(false);
    expect(mayShow(form('a', 0), memory({a: now - 1}), [], now)).toBe(true);
    expect(mayShow(form('a', 0), memory({a: now - 1}), ['a'], now)).toBe(false);
  });

  it('remembers in storage: shown (for the visit too) and subscribed; unreadable memory is none', () => {
    const {read} = installBrowser({stored: {[NEWSLETTER_MEMORY_KEY]: 'garbage'}});
    const forms = [form('a', 1), form('b', 1)];
    expect(formToShow(forms, now)).toBe(forms[0]);
    rememberShown('a', now);
    expect(read(NEWSLETTER_MEMORY_KEY)).toEqual({subscribedAt: null, shownAt: {a: now}});
    expect(formToShow(forms, now + 2 * DAY)).toBe(forms[1]); // `a` was shown in this visit
    rememberSubscribed(now + 1);
    expect(formToShow(forms, now + 2 * DAY)).toBeNull();
  });

  it('with storage blocked, a form may show (once per page: the watcher fires once)', () => {
    vi.stubGlobal('window', {
      get localStorage(): never {
        throw new DOMException('blocked', 'SecurityError');
      },
      get sessionStorage(): never {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => rememberShown('a')).not.toThrow();
    expect(formToShow([form('a', 1)])).not.toBeNull();
  });
});

describe('the triggers', () => {
  it('take the shortest delay and the smallest scroll depth', () => {
    expect(
      delayMs([{type: 'delay', seconds: 10}, {type: 'exitIntent'}, {type: 'delay', seconds: 3}]),
    ).toBe(3000);
    expect(delayMs([{type: 'exitIntent'}])).toBeNull();
    expect(
      scrollDepthPercent([
        {type: 'scrollDepth', percent: 80},
        {type: 'scrollDepth', percent: 40},
      ]),
    ).toBe(40);
    expect(scrollDepthPercent([{type: 'delay', seconds: 1}])).toBeNull();
  });

  it('watch exit intent only on a desktop pointer, as the pointer leaves through the top', () => {
    expect(watchesExitIntent([{type: 'exitIntent'}], true)).toBe(true);
    expect(watchesExitIntent([{type: 'exitIntent'}], false)).toBe(false);
    expect(watchesExitIntent([{type: 'delay', seconds: 1}], true)).toBe(false);
    expect(isExitIntent({clientY: -2, relatedTarget: null})).toBe(true);
    expect(isExitIntent({clientY: 0, relatedTarget: null})).toBe(true);
    expect(isExitIntent({clientY: 300, relatedTarget: null})).toBe(false); // left through a side
    expect(isExitIntent({clientY: -2, relatedTarget: {}})).toBe(false); // into another element
  });

  it('measure the scroll depth by the bottom of the viewport', () => {
    expect(scrolledPercent(0, 800, 4000)).toBe(20);
    expect(scrolledPercent(1200, 800, 4000)).toBe(50);
    expect(scrolledPercent(0, 800, 0)).toBe(100);
  });
});

describe('submitting a sign-up', () => {
  const t = translator('it', it_);
  const context = {
    t,
    formType: 'pop-up' as const,
    automation: {clientId: 'psbx7k2m9q1w', shop: 'passo.example'},
    marketingAllowed: true,
  };
  const body = () =>
    new URLSearchParams({
      email: 'anna@example.com',
      isPrivacyDisclaimerChecked: 'true',
      formId: 'saldi',
    });
  const SUBSCRIBED = {ok: true, formId: 'saldi', listId: 'LstSaldi', campaign: 'saldi-estate'};

  function listen() {
    const events: TrackingEvent[] = [];
    trackingBus
      .register({name: 'test', purpose: null, handle: (event) => events.push(event)})
      .ready();
    return events;
  }

  it('pushes newsletter_subscription with result, form type, form id, campaign and list id', () => {
    expect(
      newsletterSubscriptionEntry({formId: 'footer', listId: 'L', campaign: 'footer'}, 'footer'),
    ).toEqual({
      event: 'newsletter_subscription',
      result: 'OK',
      formType: 'footer',
      formId: 'footer',
      campaign: 'footer',
      listId: 'L',
    });
  });

  it('runs the contact call first, then the form post; then pushes, identifies and remembers', async () => {
    const {window, read} = installBrowser();
    const events = listen();
    const calls = stubFetch(json(200, CONTACT_OK), json(200, SUBSCRIBED));
    expect(await sendSignUp('/api/it/newsletter', body(), context)).toEqual({done: true});
    expect(calls.map((call) => call.url)).toEqual([
      '/api/salesmanago/contact',
      '/api/it/newsletter',
    ]);
    expect(String(calls[1]!.init.body)).toBe(
      'email=anna%40example.com&isPrivacyDisclaimerChecked=true&formId=saldi',
    );
    expect(window.dataLayer).toEqual([
      {
        event: 'newsletter_subscription',
        result: 'OK',
        formType: 'pop-up',
        formId: 'saldi',
        campaign: 'saldi-estate',
        listId: 'LstSaldi',
      },
    ]);
    expect(events).toContainEqual({name: SHOPPER_IDENTIFIED, payload: {email: 'anna@example.com'}});
    expect(read(NEWSLETTER_MEMORY_KEY)).toMatchObject({subscribedAt: expect.any(Number)});
  });

  it.each([
    ['answers 500', json(500, {success: false, message: 'x'})],
    ['cannot be reached', new TypeError('Failed to fetch')],
  ])('posts the form even when the contact call %s', async (_, contact) => {
    installBrowser();
    const calls = stubFetch(contact, json(200, SUBSCRIBED));
    expect(await sendSignUp('/api/it/newsletter', body(), context)).toEqual({done: true});
    expect(calls.map((call) => call.url)).toEqual([
      '/api/salesmanago/contact',
      '/api/it/newsletter',
    ]);
  });

  it('without marketing consent, or a provider, only the form is posted', async () => {
    installBrowser();
    const calls = stubFetch(json(200, SUBSCRIBED));
    await sendSignUp('/api/it/newsletter', body(), {...context, marketingAllowed: false});
    await sendSignUp('/api/it/newsletter', body(), {...context, automation: null});
    expect(calls.map((call) => call.url)).toEqual(['/api/it/newsletter', '/api/it/newsletter']);
  });

  it('a refusal shows the shop’s messages, and nothing is pushed or remembered', async () => {
    const {window, read} = installBrowser();
    stubFetch(
      json(400, {
        ok: false,
        message: 'Controlla i campi evidenziati',
        errors: {email: 'E-mail non valida', isPrivacyDisclaimerChecked: 'Conferma'},
      }),
    );
    expect(await sendSignUp('/api/it/newsletter', body(), {...context, automation: null})).toEqual({
      message: 'Controlla i campi evidenziati',
      email: 'E-mail non valida',
      privacy: 'Conferma',
    });
    expect(window.dataLayer).toBeUndefined();
    expect(read(NEWSLETTER_MEMORY_KEY)).toBeNull();
    stubFetch(new TypeError('Failed to fetch'));
    expect(await sendSignUp('/api/it/newsletter', body(), {...context, automation: null})).toEqual({
      message: t('newsletter.errors.unreachable'),
      email: undefined,
      privacy: undefined,
    });
  });
});

describe('the Klaviyo subscriber', () => {
  const config = {
    publicKey: 'PsSbx1',
    defaultListId: 'L1',
    catalogPlatform: 'shopify' as const,
    scriptUrl: '',
  };

  it('pushes open form with the form id, without asking the onsite object to open a form', () => {
    const {window} = installBrowser();
    klaviyoSubscriber(config).handle({name: NEWSLETTER_FORM_OPENED, payload: {formId: 'saldi'}});
    expect(window.dataLayer).toEqual([{event: 'klaviyo.openForm', klaviyo: {formId: 'saldi'}}]);
    expect(window._klOnsite).toBeUndefined();
  });

  it('identifies a shopper who signed up by e-mail, as a logged-in customer', () => {
    const {window} = installBrowser();
    klaviyoSubscriber(config).handle({
      name: SHOPPER_IDENTIFIED,
      payload: {email: 'anna@example.com'},
    });
    expect(window.dataLayer).toEqual([
      {event: 'klaviyo.identify', klaviyo: {email: 'anna@example.com'}},
    ]);
    expect(window._klOnsite).toEqual([
      ['identify', {email: 'anna@example.com'}, expect.any(Function)],
    ]);
  });
});
