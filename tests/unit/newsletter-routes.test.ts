/**
 * The marketing sign-up routes (docs/decisions/0019): `POST /api/salesmanago/contact`
 * (docs/product.md#marketing-contact) and `POST /api/{market}/newsletter`
 * (docs/product.md#newsletter-pop-up) — their fields, localized refusals, rate limit, and what
 * they ask the providers; the providers' requests themselves, on the wire.
 */
import {createHash} from 'node:crypto';
import fc from 'fast-check';
import {readFileSync} from 'node:fs';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {readConfig} from '~/lib/config.server';
import {createEmailMarketing, subscriptionBody} from '~/lib/marketing/klaviyo.server';
import {createMarketingAutomation, signedAuth} from '~/lib/marketing/salesmanago.server';
import {contactFormBody} from '~/lib/marketing/contact-form';
import type {RateLimitVerdict} from '~/lib/rate-limit.server';
import {action as contactAction} from '~/routes/api.salesmanago.contact';
import {action as newsletterAction} from '~/routes/api.newsletter';
import {action as newsletterPage} from '~/routes/newsletter';
import {MARKETS} from '~/lib/markets';
import {parseEnvFile} from '../../scripts/env.mjs';

const env = parseEnvFile(readFileSync('.env.example', 'utf8'));
const FORMS = JSON.stringify([
  {
    formId: 'saldi',
    listId: 'LstSaldi',
    campaign: 'saldi-estate',
    triggers: [{type: 'exitIntent'}],
    frequencyCapDays: 7,
  },
]);
const baseConfig = readConfig({
  ...env,
  PUBLIC_SALESMANAGO_CLIENT_ID: 'psbx7k2m9q1w',
  PRIVATE_SALESMANAGO_API_KEY: 'sm_key',
  PRIVATE_SALESMANAGO_API_SECRET: 'sm_secret',
  SALESMANAGO_OWNER: 'marketing@passo.example',
  SALESMANAGO_API_ORIGIN: 'http://sm.test',
  PUBLIC_NEWSLETTER_FORMS: FORMS,
});
const SHOP = 'localhost:3000'; // PUBLIC_SHOP_ORIGIN's host

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Upsert = (email: string, action: string, newsletter: boolean) => Promise<unknown>;

function context({
  verdict = {ok: true} as RateLimitVerdict | ((key?: string) => RateLimitVerdict),
  upsert = (async () => ({ok: true, contactId: 'c-77'})) as Upsert,
  subscribe = async (_email: string, _list: string, _source: string) => true,
  config = baseConfig,
} = {}) {
  const upserts: unknown[][] = [];
  const subscriptions: unknown[][] = [];
  const taken: string[] = [];
  return {
    upserts,
    subscriptions,
    taken,
    value: {
      config,
      rateLimit: (group: string, key?: string) => (
        taken.push(key === undefined ? group : `${group} ${key}`),
        typeof verdict === 'function' ? verdict(key) : verdict
      ),
      marketingAutomation: config.marketingAutomation && {
        upsertContact: (...args: Parameters<Upsert>) => (upserts.push(args), upsert(...args)),
      },
      emailMarketing: {
        subscribeToList: (email: string, list: string, source: string) => (
          subscriptions.push([email, list, source]),
          subscribe(email, list, source)
        ),
      },
    },
  };
}

const form = (
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  path = '/api/salesmanago/contact',
) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
    body: new URLSearchParams(fields),
  });

// Route answers, asserted on by shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

async function postContact(request: Request, ctx = context()) {
  const response = (await contactAction({request, context: ctx.value} as never)) as Response;
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Json,
    ctx,
  };
}

const CONTACT = {
  email: 'anna@example.com',
  clientId: 'psbx7k2m9q1w',
  shop: SHOP,
  newsletter: 'true',
  action: 'newsletter',
};

describe('the contact call’s form', () => {
  it('has exactly email, clientId, shop, newsletter and action; newsletter is true only for the newsletter action', () => {
    const base = {email: 'a@b.it', clientId: 'k1', shop: 'passo.example'};
    expect([...contactFormBody({...base, action: 'newsletter'})]).toEqual([
      ['email', 'a@b.it'],
      ['clientId', 'k1'],
      ['shop', 'passo.example'],
      ['newsletter', 'true'],
      ['action', 'newsletter'],
    ]);
    expect(contactFormBody({...base, action: 'backInStock'}).get('newsletter')).toBe('false');
    expect(contactFormBody({...base, action: 'newsletter'}).toString()).toBe(
      'email=a%40b.it&clientId=k1&shop=passo.example&newsletter=true&action=newsletter',
    );
  });
});

describe('POST /api/salesmanago/contact', () => {
  it('upserts the contact and answers its id with the cookie life in days', async () => {
    const {status, body, headers, ctx} = await postContact(form(CONTACT));
    expect(status).toBe(200);
    expect(body).toEqual({success: true, contactId: 'c-77', contactCookieExpiry: 3650});
    expect(ctx.upserts).toEqual([['anna@example.com', 'newsletter', true]]);
    expect(ctx.taken).toEqual(['signUp', 'signUp contact:anna@example.com']);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    // The contact is bound to this browser for the cart route: HttpOnly, beside `smclient`.
    expect(headers.get('Set-Cookie')).toMatch(
      /^passoMarketingContact=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=34560000; .*HttpOnly; SameSite=Lax/,
    );
  });

  it('counts the e-mail’s posts too: another client naming the address is refused', async () => {
    const perEmail = (key?: string): RateLimitVerdict =>
      key?.startsWith('contact:') ? {ok: false, retryAfterSeconds: 60} : {ok: true};
    const {status, headers, ctx} = await postContact(
      form({...CONTACT, email: 'Anna@Example.com'}),
      context({verdict: perEmail}),
    );
    expect(status).toBe(429);
    expect(headers.get('Retry-After')).toBe('60');
    expect(headers.get('Set-Cookie')).toBeNull();
    expect(ctx.taken).toContain('signUp contact:anna@example.com');
    expect(ctx.upserts).toEqual([]);
  });

  it('takes the back-in-stock action without a newsletter opt-in', async () => {
    const {status, ctx} = await postContact(
      form({...CONTACT, action: 'backInStock', newsletter: 'false'}),
    );
    expect(status).toBe(200);
    expect(ctx.upserts).toEqual([['anna@example.com', 'backInStock', false]]);
  });

  it.each([
    ['email', {email: ''}, 'Inserisci il tuo indirizzo e-mail.'],
    [
      'email',
      {email: 'anna@example'},
      'Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it.',
    ],
    ['clientId', {clientId: 'someoneelse1'}, 'Identificativo cliente non valido.'],
    ['shop', {shop: 'evil.example'}, 'Negozio non valido.'],
    ['action', {action: 'lottery'}, 'Azione sconosciuta.'],
    [
      'newsletter',
      {newsletter: 'false'},
      'Il campo newsletter vale true solo per l’azione newsletter.',
    ],
    [
      'newsletter',
      {action: 'backInStock'},
      'Il campo newsletter vale true solo per l’azione newsletter.',
    ],
  ])(
    'refuses a bad %s with a 400 naming it, and asks no provider',
    async (field, change, message) => {
      const {status, body, ctx} = await postContact(form({...CONTACT, ...change}));
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        message: "Richiesta non valida: l'iscrizione non è stata registrata.",
        errors: {[field]: message},
      });
      expect(ctx.upserts).toEqual([]);
    },
  );

  it('speaks the language of the page it came from, else the browser’s, else Italian', async () => {
    const bad = {...CONTACT, shop: 'evil.example'};
    const fromCroatianPage = await postContact(
      form(bad, {Referer: 'http://localhost:3000/hr/sneaker-p', 'Accept-Language': 'sl'}),
    );
    expect(fromCroatianPage.body.errors).toEqual({shop: 'Neispravna trgovina.'});
    const slovenianBrowser = await postContact(
      form(bad, {
        Referer: 'http://localhost:3000/',
        'Accept-Language': 'de-DE, sl;q=0.9, hr;q=0.8',
      }),
    );
    expect(slovenianBrowser.body.message).toBe('Neveljavna zahteva: prijava ni bila zabeležena.');
    expect((await postContact(form(bad, {'Accept-Language': 'en-GB'}))).body.errors).toEqual({
      shop: 'Negozio non valido.',
    });
  });

  it('answers anything but a form with a 400', async () => {
    const request = new Request('http://localhost:3000/api/salesmanago/contact', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(CONTACT),
    });
    const {status, body, ctx} = await postContact(request);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(ctx.upserts).toEqual([]);
  });

  it('past the sign-up rate limit: 429 with Retry-After, no provider call', async () => {
    const {status, body, headers, ctx} = await postContact(
      form(CONTACT),
      context({verdict: {ok: false, retryAfterSeconds: 42}}),
    );
    expect(status).toBe(429);
    expect(headers.get('Retry-After')).toBe('42');
    expect(body).toEqual({
      success: false,
      message: 'Troppe richieste in poco tempo. Riprova tra qualche minuto.',
    });
    expect(ctx.upserts).toEqual([]);
  });

  it('a provider refusal is a 422 and an outage a 503 with Retry-After, both JSON', async () => {
    const refused = await postContact(
      form(CONTACT),
      context({upsert: async () => ({ok: false, reason: 'refused', message: 'bad sha'})}),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({success: false, message: 'Il contatto non è stato registrato.'});
    const down = await postContact(
      form(CONTACT),
      context({upsert: async () => ({ok: false, reason: 'unavailable', message: 'timeout'})}),
    );
    expect(down.status).toBe(503);
    expect(down.headers.get('Retry-After')).toBe('30');
    expect(down.body.success).toBe(false);
  });

  it('without a configured provider the route is a 404', async () => {
    const {status, body} = await postContact(
      form(CONTACT),
      context({config: readConfig({...env, PUBLIC_SALESMANAGO_CLIENT_ID: ''})}),
    );
    expect(status).toBe(404);
    expect(body).toEqual({success: false, message: 'Il servizio contatti non è configurato.'});
  });
});

async function postNewsletter(
  market: string,
  fields: Record<string, string>,
  {
    ctx = context(),
    headers = {},
  }: {ctx?: ReturnType<typeof context>; headers?: Record<string, string>} = {},
) {
  const request = form(fields, headers, `/api/${market}/newsletter`);
  const response = (await newsletterAction({
    request,
    params: {market},
    context: ctx.value,
  } as never)) as Response;
  const isJson = response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: (isJson ? await response.json() : null) as Json,
    ctx,
  };
}

const SIGN_UP = {email: 'anna@example.com', isPrivacyDisclaimerChecked: 'true', formId: 'saldi'};

describe('POST /api/{market}/newsletter', () => {
  it('subscribes to the configured form’s list, whatever list the post names', async () => {
    const {status, body, ctx} = await postNewsletter('it', {...SIGN_UP, listId: 'EvilList'});
    expect(status).toBe(200);
    expect(body).toEqual({ok: true, formId: 'saldi', listId: 'LstSaldi', campaign: 'saldi-estate'});
    expect(ctx.subscriptions).toEqual([['anna@example.com', 'LstSaldi', 'saldi']]);
    expect(ctx.taken).toEqual(['signUp']);
  });

  it('the footer subscribes to the default list', async () => {
    const {body, ctx} = await postNewsletter('hr', {...SIGN_UP, formId: 'footer'});
    expect(body).toEqual({ok: true, formId: 'footer', listId: 'PsLst1', campaign: 'footer'});
    expect(ctx.subscriptions).toEqual([['anna@example.com', 'PsLst1', 'footer']]);
  });

  it('refuses each bad field with a 400 in the market’s language, and subscribes nobody', async () => {
    const {status, body, ctx} = await postNewsletter('sl', {
      email: 'anna',
      isPrivacyDisclaimerChecked: '',
      formId: 'saldi',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      ok: false,
      message: 'Preverite označena polja: prijava ni bila zabeležena.',
      errors: {
        email: 'Vnesite veljaven e-poštni naslov, na primer ime@primer.si.',
        isPrivacyDisclaimerChecked: 'Za prijavo potrdite, da ste prebrali politiko zasebnosti.',
      },
    });
    const missing = await postNewsletter('hr', {...SIGN_UP, isPrivacyDisclaimerChecked: 'false'});
    expect(missing.body.errors).toEqual({
      isPrivacyDisclaimerChecked: 'Za pretplatu potvrdite da ste pročitali politiku privatnosti.',
    });
    const unknownForm = await postNewsletter('it', {...SIGN_UP, formId: 'nope'});
    expect(unknownForm.status).toBe(400);
    expect(unknownForm.body.message).toBe(
      "Richiesta non valida: l'iscrizione non è stata registrata.",
    );
    expect([
      ...ctx.subscriptions,
      ...missing.ctx.subscriptions,
      ...unknownForm.ctx.subscriptions,
    ]).toEqual([]);
  });

  it('an unknown market is a 404', async () => {
    const {status, body} = await postNewsletter('xx', SIGN_UP);
    expect(status).toBe(404);
    expect(body.ok).toBe(false);
  });

  it('past the rate limit a 429, and a provider failure a 503, both with Retry-After', async () => {
    const limited = await postNewsletter('it', SIGN_UP, {
      ctx: context({verdict: {ok: false, retryAfterSeconds: 60}}),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(limited.ctx.subscriptions).toEqual([]);
    const failed = await postNewsletter('it', SIGN_UP, {
      ctx: context({subscribe: async () => false}),
    });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('Retry-After')).toBe('30');
    expect(failed.body.message).toBe(
      'Il servizio newsletter non è raggiungibile in questo momento. Riprova tra poco.',
    );
  });

  it('a post that asks for a page is sent on to the newsletter page, body and all (307)', async () => {
    const page = {Accept: 'text/html,application/xhtml+xml'};
    const sent = await postNewsletter('sl', {...SIGN_UP, formId: 'footer'}, {headers: page});
    expect(sent.status).toBe(307);
    expect(sent.headers.get('Location')).toBe('/sl/newsletter');
    // Counted and taken by the page, not here.
    expect(sent.ctx.taken).toEqual([]);
    expect(sent.ctx.subscriptions).toEqual([]);
  });
});

/** `POST /{market}/newsletter`: its answer as a Response (a 303) or as page data and status. */
async function postNewsletterPage(
  market: 'it' | 'sl' | 'hr',
  fields: Record<string, string>,
  ctx = context(),
) {
  const request = form(fields, {Accept: 'text/html'}, `/${market}/newsletter`);
  const answer = await newsletterPage({
    request,
    params: {market},
    context: {...ctx.value, marketConfig: {market: MARKETS[market]}},
  } as never);
  if (answer instanceof Response) {
    return {status: answer.status, headers: answer.headers, data: null, ctx};
  }
  const {data, init} = answer as unknown as {data: Json; init: ResponseInit};
  return {status: init.status, headers: new Headers(init.headers), data, ctx};
}

describe('POST /{market}/newsletter, the sign-up without the shop’s script', () => {
  it('taken: a 303 back to the page it came from, thanking; never to another site', async () => {
    const ok = await postNewsletterPage('sl', {
      ...SIGN_UP,
      formId: 'footer',
      returnTo: '/sl/sneaker-p?x=1#top',
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('Location')).toBe('/sl/sneaker-p?x=1#newsletter-ok');
    expect(ok.ctx.subscriptions).toEqual([['anna@example.com', 'PsLst1', 'footer']]);
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const away = await postNewsletterPage('sl', {...SIGN_UP, returnTo});
      expect(away.headers.get('Location')).toBe('/sl#newsletter-ok');
    }
  });

  it('refused: a 400 page naming each field, with the e-mail and the tick kept', async () => {
    const bad = await postNewsletterPage('hr', {
      email: 'ana@',
      isPrivacyDisclaimerChecked: 'true',
      formId: 'saldi',
      returnTo: '/hr/tenisice',
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      formId: 'saldi',
      refused: {
        message: 'Provjerite označena polja: pretplata nije zabilježena.',
        errors: {email: 'Unesite valjanu adresu e-pošte, na primjer ime@primjer.hr.'},
        email: 'ana@',
        privacy: true,
        returnTo: '/hr/tenisice',
      },
    });
    expect(bad.ctx.subscriptions).toEqual([]);
    const unticked = await postNewsletterPage('it', {...SIGN_UP, isPrivacyDisclaimerChecked: ''});
    expect(unticked.status).toBe(400);
    expect(unticked.data?.refused).toMatchObject({
      errors: {
        isPrivacyDisclaimerChecked:
          "Per iscriverti conferma di aver letto l'informativa sulla privacy.",
      },
      email: 'anna@example.com',
      privacy: true,
      returnTo: '/it',
    });
  });

  it('a 429 past the limit and a 503 when the provider fails, with Retry-After and what was typed', async () => {
    const limited = await postNewsletterPage(
      'it',
      SIGN_UP,
      context({
        verdict: {ok: false, retryAfterSeconds: 60},
      }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(limited.data?.refused.message).toBe(
      'Troppe richieste in poco tempo. Riprova tra qualche minuto.',
    );
    const failed = await postNewsletterPage(
      'sl',
      {...SIGN_UP, email: 'anna+x@example.com'},
      context({subscribe: async () => false}),
    );
    expect(failed.status).toBe(503);
    expect(failed.headers.get('Retry-After')).toBe('30');
    expect(failed.data?.refused).toMatchObject({email: 'anna+x@example.com', privacy: true});
  });
});

describe('the providers’ requests', () => {
  function captureFetch(status: number, body: unknown) {
    const calls: Array<{url: string; headers: Record<string, string>; body: Json}> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({
        url,
        headers: init.headers as Record<string, string>,
        body: JSON.parse(String(init.body)) as Json,
      });
      return new Response(body === null ? null : JSON.stringify(body), {status});
    });
    return calls;
  }
  const deadline = () => Date.now() + 5000;

  it('Klaviyo: the subscription body names the list, the source and e-mail consent', () => {
    expect(subscriptionBody('anna@example.com', 'LstSaldi', 'saldi')).toEqual({
      data: {
        type: 'subscription',
        attributes: {
          custom_source: 'saldi',
          profile: {
            data: {
              type: 'profile',
              attributes: {
                email: 'anna@example.com',
                subscriptions: {email: {marketing: {consent: 'SUBSCRIBED'}}},
              },
            },
          },
        },
        relationships: {list: {data: {type: 'list', id: 'LstSaldi'}}},
      },
    });
  });

  it('Klaviyo: the route’s sign-up reaches the client subscriptions endpoint with the configured list', async () => {
    const calls = captureFetch(202, null);
    const ctx = context();
    const klaviyo = createEmailMarketing({config: baseConfig.emailMarketing, deadline: deadline()});
    const value = {...ctx.value, emailMarketing: klaviyo};
    const response = (await newsletterAction({
      request: form({...SIGN_UP, listId: 'EvilList'}, {}, '/api/it/newsletter'),
      params: {market: 'it'},
      context: value,
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://127.0.0.1:4000/client/subscriptions/?company_id=PsSbx1');
    expect(calls[0]!.headers).toMatchObject({revision: '2024-05-15'});
    expect(calls[0]!.body).toEqual(subscriptionBody('anna@example.com', 'LstSaldi', 'saldi'));
  });

  it('SALESmanago: the upsert is signed with sha1(apiKey + clientId + apiSecret) and opts a newsletter contact in', async () => {
    const calls = captureFetch(200, {success: true, message: [], contactId: 'c-9'});
    const config = baseConfig.marketingAutomation!;
    const automation = createMarketingAutomation({config, deadline: deadline()});
    expect(await automation.upsertContact('anna@example.com', 'newsletter', true)).toEqual({
      ok: true,
      contactId: 'c-9',
    });
    const sha = createHash('sha1')
      .update('sm_key' + 'psbx7k2m9q1w' + 'sm_secret')
      .digest('hex');
    expect(calls[0]!.url).toBe('http://sm.test/api/contact/upsert');
    expect(calls[0]!.body).toEqual({
      clientId: 'psbx7k2m9q1w',
      apiKey: 'sm_key',
      requestTime: expect.any(Number),
      sha,
      owner: 'marketing@passo.example',
      contact: {email: 'anna@example.com'},
      forceOptIn: true,
      tags: ['NEWSLETTER'],
    });
    expect((await signedAuth(config, 5)).sha).toBe(sha);
    await automation.upsertContact('anna@example.com', 'backInStock', false);
    expect(calls[1]!.body.forceOptIn).toBeUndefined();
    expect(calls[1]!.body.tags).toEqual(['BACKINSTOCK']);
  });

  it('SALESmanago: success:false on a 200 is a refusal; another status is an outage', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = baseConfig.marketingAutomation!;
    captureFetch(200, {success: false, message: ['Bad sha']});
    expect(
      await createMarketingAutomation({config, deadline: deadline()}).upsertContact(
        'a@b.it',
        'newsletter',
        true,
      ),
    ).toEqual({ok: false, reason: 'refused', message: 'Bad sha'});
    captureFetch(500, null);
    expect(
      await createMarketingAutomation({config, deadline: deadline()}).upsertContact(
        'a@b.it',
        'newsletter',
        true,
      ),
    ).toMatchObject({ok: false, reason: 'unavailable'});
  });
});

describe('odd posts', () => {
  const field = fc.oneof(
    fc.string(),
    fc.constantFrom('', 'true', 'on', 'newsletter', 'footer', 'saldi', 'a@b.it', '\u0000', '%zz'),
  );
  const fields = fc.dictionary(
    fc.constantFrom(
      'email',
      'clientId',
      'shop',
      'newsletter',
      'action',
      'formId',
      'isPrivacyDisclaimerChecked',
      'returnTo',
      'x',
    ),
    field,
  );

  it('are answered with a known status and a JSON body, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fields, fc.constantFrom('it', 'hr', 'xx', ''), async (values, market) => {
        const contact = await postContact(form(values));
        expect([200, 400]).toContain(contact.status);
        expect(typeof contact.body.message === 'string' || contact.body.success).toBe(true);
        const sign = await postNewsletter(market, values);
        expect([200, 400, 404]).toContain(sign.status);
        expect(typeof sign.body.ok).toBe('boolean');
      }),
      {numRuns: 300},
    );
  });
});
