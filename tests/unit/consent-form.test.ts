/**
 * The consent banner's form (docs/product.md#consent-banner): what a post asks for, the
 * preferences address, and `POST /{market}/consent` — its cookie, its way back to the page, and
 * its refusals.
 */
import {describe, expect, it} from 'vitest';
import Cookies from 'js-cookie';
import {MARKETS, type MarketId} from '~/lib/markets';
import {methodVerdict} from '~/lib/front-door.server';
import {isSameOriginRequest} from '~/lib/security';
import {readCookie} from '~/lib/cookies';
import {
  ACCEPT_ALL,
  CONSENT_COOKIE_DAYS,
  consentFormAnswer,
  parseConsent,
  preferencesAsked,
  preferencesPath,
  REJECT_ALL,
} from '~/lib/tracking/consent';
import type {RateLimitVerdict} from '~/lib/rate-limit.server';
import {action, loader} from '~/routes/consent';

const form = (fields: Array<[string, string]>) => {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return body;
};

describe('what a post of the banner asks for', () => {
  it('accept and reject are every optional purpose, on or off, whatever else is posted', () => {
    expect(consentFormAnswer(form([['consent', 'accept']]))).toEqual({choice: ACCEPT_ALL});
    expect(
      consentFormAnswer(
        form([
          ['consent', 'reject'],
          ['marketing', 'on'],
        ]),
      ),
    ).toEqual({choice: REJECT_ALL});
  });

  it('save takes the purposes ticked, the others off; customize asks for the purposes', () => {
    expect(
      consentFormAnswer(
        form([
          ['consent', 'save'],
          ['measurement', 'on'],
        ]),
      ),
    ).toEqual({choice: {functionality: false, measurement: true, marketing: false}});
    expect(consentFormAnswer(form([['consent', 'save']]))).toEqual({choice: REJECT_ALL});
    expect(consentFormAnswer(form([['consent', 'customize']]))).toEqual({customize: true});
  });

  it.each([
    ['no button', ''],
    ['an unknown button', 'consent=maybe'],
    ['a button in other words', 'consent=ACCEPT'],
    ['two buttons', 'consent=accept&consent=reject'],
    ['a purpose with another value', 'consent=save&marketing=yes'],
    ['a purpose twice', 'consent=save&marketing=on&marketing=on'],
  ])('refuses %s', (_, query) => {
    expect(
      consentFormAnswer(form([...new URLSearchParams(query)] as Array<[string, string]>)),
    ).toBeNull();
  });
});

describe('the preferences address', () => {
  it('adds the parameter once, keeps the rest of the query and the fragment as written', () => {
    expect(preferencesPath('/it/donna', true)).toBe('/it/donna?cookie-preferences');
    expect(preferencesPath('/it/search?s=scarpe%20rosse&colore=nero#x', true)).toBe(
      '/it/search?s=scarpe%20rosse&colore=nero&cookie-preferences#x',
    );
    expect(preferencesPath('/it?cookie-preferences', true)).toBe('/it?cookie-preferences');
  });

  it('drops it, however it is written, and only it', () => {
    expect(preferencesPath('/it?cookie-preferences', false)).toBe('/it');
    expect(preferencesPath('/it?a=1&cookie%2Dpreferences=&b=2#top', false)).toBe('/it?a=1&b=2#top');
    expect(preferencesPath('/it?cookie-preferencesx=1', false)).toBe('/it?cookie-preferencesx=1');
  });

  it('is read from a query', () => {
    expect(preferencesAsked('?cookie-preferences')).toBe(true);
    expect(preferencesAsked('?size=40&cookie-preferences=')).toBe(true);
    expect(preferencesAsked('?cookie-preferencesx')).toBe(false);
    expect(preferencesAsked('')).toBe(false);
  });
});

function context(market: MarketId = 'it', verdict: RateLimitVerdict = {ok: true}) {
  const taken: string[] = [];
  return {
    taken,
    value: {
      marketConfig: {market: MARKETS[market]},
      rateLimit: (group: string) => (taken.push(group), verdict),
    },
  };
}

const post = (
  fields: Array<[string, string]>,
  {market = 'it', origin = 'http://localhost:3000'} = {},
) =>
  new Request(`${origin}/${market}/consent`, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields),
  });

/** What the action threw: a redirect Response, or React Router's `data()` error. */
async function answer(request: Request, ctx = context(), market = 'it') {
  try {
    await action({request, params: {market}, context: ctx.value} as never);
  } catch (thrown) {
    return thrown as Response | {init: ResponseInit & {headers?: Record<string, string>}};
  }
  throw new Error('the action must answer by throwing');
}

async function redirected(
  fields: Array<[string, string]>,
  options: {market?: MarketId; origin?: string} = {},
) {
  const market = options.market ?? 'it';
  const response = (await answer(post(fields, options), context(market), market)) as Response;
  expect(response.status).toBe(303);
  return {
    location: response.headers.get('Location'),
    cookie: response.headers.get('Set-Cookie'),
    headers: response.headers,
  };
}

describe('POST /{market}/consent', () => {
  it('stores "accept" in cookiePreferences as the banner’s script does, and goes back to the page', async () => {
    const {location, cookie, headers} = await redirected([
      ['consent', 'accept'],
      ['returnTo', '/it/donna?sort=price_asc'],
    ]);
    expect(location).toBe('/it/donna?sort=price_asc');
    expect(headers.get('Cache-Control')).toBe('no-store');
    const [pair, ...attributes] = cookie!.split('; ');
    const value = readCookie(pair, 'cookiePreferences');
    expect(parseConsent(value)).toEqual({
      purposes: ACCEPT_ALL,
      timestamp: expect.any(String),
      version: 1,
    });
    expect(Date.now() - Date.parse(parseConsent(value)!.timestamp)).toBeLessThan(5000);
    // The page's scripts read it with js-cookie, as they read the one they wrote.
    expect(JSON.parse(Cookies.converter.read(pair.split('=')[1]!, 'cookiePreferences'))).toEqual(
      parseConsent(value),
    );
    // Path /, the script's two years, SameSite=Lax; readable by scripts, so never HttpOnly.
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice(8));
    expect(Math.abs(maxAge - CONSENT_COOKIE_DAYS * 86_400)).toBeLessThanOrEqual(1);
    const expires = Date.parse(attributes.find((a) => a.startsWith('Expires='))!.slice(8));
    expect(Math.abs(expires - (Date.now() + CONSENT_COOKIE_DAYS * 86_400_000))).toBeLessThan(2000);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax']));
    expect(cookie).not.toMatch(/HttpOnly/i);
    // Plain-http localhost only drops Secure.
    expect(cookie).not.toMatch(/Secure/);
  });

  it('is Secure on an https origin', async () => {
    const {cookie} = await redirected([['consent', 'reject']], {origin: 'https://passo.example'});
    expect(cookie).toMatch(/; Secure$/);
    expect(parseConsent(readCookie(cookie!.split('; ')[0], 'cookiePreferences'))?.purposes).toEqual(
      REJECT_ALL,
    );
  });

  it('saves the purposes ticked and closes the preferences the page had open', async () => {
    const {location, cookie} = await redirected([
      ['returnTo', '/it/saldi?cookie-preferences&page=2'],
      ['consent', 'save'],
      ['marketing', 'on'],
    ]);
    expect(location).toBe('/it/saldi?page=2');
    expect(parseConsent(readCookie(cookie!.split('; ')[0], 'cookiePreferences'))?.purposes).toEqual(
      {functionality: false, measurement: false, marketing: true},
    );
  });

  it('"customize" stores nothing and opens the purposes on the same page', async () => {
    const {location, cookie} = await redirected([
      ['consent', 'customize'],
      ['returnTo', '/hr/muskarci'],
    ]);
    expect(location).toBe('/hr/muskarci?cookie-preferences');
    expect(cookie).toBeNull();
  });

  it.each([
    '//evil.example/it',
    '/\\evil.example',
    'https://evil.example/it',
    '/.//evil.example',
    '/%2e//evil.example',
    'javascript:alert(1)',
    'it/donna',
    '',
  ])('goes to the market’s home, never elsewhere, for the return %j', async (returnTo) => {
    const {location} = await redirected([
      ['consent', 'accept'],
      ['returnTo', returnTo],
    ]);
    expect(location).toBe('/it');
  });

  it('refuses a return with a control character, as every Location the shop writes (400), storing nothing', async () => {
    for (const returnTo of ['/\t/evil.example', '/it\u0000', '/it\u007f', '/it\u0085']) {
      const response = (await answer(
        post([
          ['consent', 'accept'],
          ['returnTo', returnTo],
        ]),
        context('it'),
        'it',
      )) as Response;
      expect(response.status).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('goes to the market’s home without a return, with the purposes when asked', async () => {
    expect((await redirected([['consent', 'reject']], {market: 'sl'})).location).toBe('/sl');
    expect((await redirected([['consent', 'customize']], {market: 'hr'})).location).toBe(
      '/hr?cookie-preferences',
    );
  });

  it('refuses a value no banner posts with the 400 page, storing nothing', async () => {
    for (const fields of [
      [['consent', 'all']],
      [],
      [
        ['consent', 'save'],
        ['marketing', '1'],
      ],
    ]) {
      const thrown = await answer(post(fields as Array<[string, string]>));
      expect(thrown).not.toBeInstanceOf(Response);
      expect((thrown as {init: ResponseInit}).init.status).toBe(400);
    }
    const notAForm = new Request('http://localhost:3000/it/consent', {
      method: 'POST',
      headers: {'content-type': 'multipart/form-data; boundary=x'},
      body: 'garbage',
    });
    expect(((await answer(notAForm)) as {init: ResponseInit}).init.status).toBe(400);
  });

  it('counts every post against the client’s form budget first, and answers 429 past it', async () => {
    const ctx = context('it', {ok: false, retryAfterSeconds: 12});
    const thrown = (await answer(post([['consent', 'accept']]), ctx)) as {
      init: {status: number; headers: Record<string, string>};
    };
    expect(thrown.init.status).toBe(429);
    expect(thrown.init.headers['Retry-After']).toBe('12');
    expect(ctx.taken).toEqual(['forms']);
    // Positive control: within the budget the same post is taken.
    const allowed = context();
    expect(((await answer(post([['consent', 'accept']]), allowed)) as Response).status).toBe(303);
    expect(allowed.taken).toEqual(['forms']);
  });

  it('an unknown market is a 404, before the budget', async () => {
    const ctx = context();
    const thrown = (await answer(post([['consent', 'accept']], {market: 'xx'}), ctx, 'xx')) as {
      init: ResponseInit;
    };
    expect(thrown.init.status).toBe(404);
    expect(ctx.taken).toEqual([]);
  });

  it('a GET opens the preferences on the market’s home', async () => {
    const thrown = (await loader({
      params: {market: 'hr'},
      context: context('hr').value,
    } as never).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/hr?cookie-preferences');
  });
});

describe('the front door in front of it', () => {
  it('takes posts at /{market}/consent only for a known market', () => {
    const request = new Request('http://localhost:3000/it/consent', {method: 'POST', body: 'a=1'});
    expect(methodVerdict(request, '/it/consent')).toBe('ok');
    expect(methodVerdict(request, '/xx/consent')).toBe('notAllowed');
  });

  it('refuses a post from another site (the 403), takes one from the shop', () => {
    const from = (origin: string) =>
      new Request('https://passo.example/it/consent', {method: 'POST', headers: {Origin: origin}});
    expect(isSameOriginRequest(from('https://evil.example'), 'https://passo.example')).toBe(false);
    expect(isSameOriginRequest(from('null'), 'https://passo.example')).toBe(false);
    expect(isSameOriginRequest(from('https://passo.example'), 'https://passo.example')).toBe(true);
  });
});
