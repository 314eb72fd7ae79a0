/**
 * Notify-me (docs/product.md#back-in-stock): the provider call exactly as the product gives
 * it, the form's checks, and the shop's route with its localized answers in each market.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createEmailMarketing} from '~/lib/marketing/klaviyo.server';
import {parseBackInStockForm} from '~/lib/marketing/back-in-stock-form';
import {numericShopifyId} from '~/lib/commerce/shopify-ids';
import {action, loader} from '~/routes/api.back-in-stock';
import {action as pageAction, loader as pageLoader} from '~/routes/back-in-stock';
import {MARKETS} from '~/lib/markets';
import {RATE_LIMITS} from '~/lib/rate-limit.server';

const KLAVIYO = {
  publicKey: 'PsSbx1',
  defaultListId: 'PsLst1',
  scriptUrl: 'http://klaviyo.test/onsite/js/klaviyo.js?company_id=PsSbx1',
  apiOrigin: 'http://klaviyo.test',
};
const farDeadline = () => Date.now() + 60_000;

describe('the back-in-stock call (docs/product.md#back-in-stock)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(null, {status: 202}));
    vi.stubGlobal('fetch', fetchMock);
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    logged.mockRestore();
  });

  it('posts the exact URL, headers and JSON:API body', async () => {
    const marketing = createEmailMarketing({config: KLAVIYO, deadline: farDeadline()});
    expect(await marketing.subscribeToBackInStock('giulia@example.it', '45012345678901')).toBe(
      true,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://klaviyo.test/client/back-in-stock-subscriptions/?company_id=PsSbx1');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      revision: '2024-05-15',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      data: {
        type: 'back-in-stock-subscription',
        attributes: {
          profile: {data: {type: 'profile', attributes: {email: 'giulia@example.it'}}},
          channels: ['EMAIL'],
        },
        relationships: {
          variant: {
            data: {type: 'catalog-variant', id: '$shopify:::$default:::45012345678901'},
          },
        },
      },
    });
  });

  it('takes 200 as success too', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', {status: 200}));
    const marketing = createEmailMarketing({config: KLAVIYO, deadline: farDeadline()});
    expect(await marketing.subscribeToBackInStock('a@b.it', '1')).toBe(true);
  });

  it('without a public key: no call, and success', async () => {
    const marketing = createEmailMarketing({config: null, deadline: farDeadline()});
    expect(await marketing.subscribeToBackInStock('a@b.it', '1')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refusal is logged with the provider’s detail, and false', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {errors: [{status: 400, code: 'invalid', detail: 'Catalog variant not found.'}]},
        {status: 400},
      ),
    );
    const marketing = createEmailMarketing({config: KLAVIYO, deadline: farDeadline()});
    expect(await marketing.subscribeToBackInStock('a@b.it', '1')).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/400 Catalog variant not found/));
  });

  it('an unreachable provider is logged, and false', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const marketing = createEmailMarketing({config: KLAVIYO, deadline: farDeadline()});
    expect(await marketing.subscribeToBackInStock('a@b.it', '1')).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/no answer unreachable/));
  });
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const VALID = {
  email: 'giulia@example.it',
  variantId: 'gid://shopify/ProductVariant/45012345678901',
  isPrivacyDisclaimerChecked: 'on',
};

describe('the notify-me form', () => {
  it('takes a ProductVariant global id, or its number, as the numeric id', () => {
    expect(parseBackInStockForm(form(VALID))).toEqual({
      ok: true,
      value: {email: 'giulia@example.it', variantId: '45012345678901'},
    });
    expect(parseBackInStockForm(form({...VALID, variantId: '7'}))).toMatchObject({
      value: {variantId: '7'},
    });
    expect(parseBackInStockForm(form({...VALID, isPrivacyDisclaimerChecked: 'true'})).ok).toBe(
      true,
    );
  });

  it.each([
    ['email', '', 'required'],
    ['email', 'giulia@', 'emailInvalid'],
    ['email', 'giulia example@x.it', 'emailInvalid'],
    ['email', `${'a'.repeat(245)}@example.it`, 'emailInvalid'],
    ['variantId', '', 'variantInvalid'],
    ['variantId', 'gid://shopify/Product/45012345678901', 'variantInvalid'],
    ['variantId', 'gid://shopify/ProductVariant/12?x=1', 'variantInvalid'],
    ['variantId', '0', 'variantInvalid'],
    ['variantId', '1'.repeat(21), 'variantInvalid'],
    ['isPrivacyDisclaimerChecked', '', 'privacyRequired'],
    ['isPrivacyDisclaimerChecked', 'off', 'privacyRequired'],
  ])('%s = %j is refused as %s, keeping what was typed', (field, value, error) => {
    const parsed = parseBackInStockForm(form({...VALID, [field]: value}));
    expect(parsed).toEqual({
      ok: false,
      errors: {[field]: error},
      values: {...VALID, [field]: value.trim()},
    });
  });

  it('an e-mail of exactly 254 characters passes', () => {
    const email = `${'a'.repeat(243)}@example.it`;
    expect(email).toHaveLength(254);
    expect(parseBackInStockForm(form({...VALID, email})).ok).toBe(true);
  });

  it('numericShopifyId takes only its own type', () => {
    expect(numericShopifyId('gid://shopify/Product/9', 'Product')).toBe('9');
    expect(numericShopifyId('gid://shopify/Product/9', 'ProductVariant')).toBeNull();
    expect(numericShopifyId('9', 'ProductVariant')).toBe('9');
    expect(numericShopifyId('gid://shopify/ProductVariant/', 'ProductVariant')).toBeNull();
  });
});

describe('POST /api/{market}/back-in-stock', () => {
  const post = (market: string, fields: Record<string, string>) =>
    new Request(`http://localhost:3000/api/${market}/back-in-stock`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });

  function context({subscribed = true, limited = false} = {}) {
    const calls: Array<[string, string]> = [];
    return {
      calls,
      value: {
        rateLimit: vi.fn(() => (limited ? {ok: false, retryAfterSeconds: 42} : {ok: true})),
        emailMarketing: {
          subscribeToBackInStock: vi.fn(async (email: string, id: string) => {
            calls.push([email, id]);
            return subscribed;
          }),
        },
      },
    };
  }

  async function call(
    market: string,
    fields: Record<string, string>,
    ctx: ReturnType<typeof context>,
  ) {
    const response = (await action({
      params: {market},
      request: post(market, fields),
      context: ctx.value,
    } as unknown as Parameters<typeof action>[0])) as Response;
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  it('passes the e-mail and the numeric id on, and answers {ok: true}', async () => {
    const ctx = context();
    const answer = await call('it', VALID, ctx);
    expect(answer).toMatchObject({status: 200, body: {ok: true}});
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(ctx.calls).toEqual([['giulia@example.it', '45012345678901']]);
    expect(ctx.value.rateLimit).toHaveBeenCalledWith('signUp');
  });

  const MESSAGES = {
    it: {
      invalid: 'Controlla i campi evidenziati.',
      email: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
      privacy: 'Per ricevere l’avviso spunta la casella del consenso.',
      variant: 'Per questa taglia non si può più chiedere l’avviso. Ricarica la pagina e riprova.',
      unavailable:
        'Non siamo riusciti a registrare la richiesta. Riprova tra poco: quello che hai scritto è ancora qui.',
      rateLimited: 'Troppe richieste in poco tempo. Riprova tra qualche minuto.',
    },
    sl: {
      invalid: 'Preverite označena polja.',
      email: 'Vpišite veljaven e-naslov, na primer ime@primer.si.',
      privacy: 'Za obvestilo označite polje s privolitvijo.',
      variant:
        'Za to velikost obvestila ni več mogoče naročiti. Osvežite stran in poskusite znova.',
      unavailable:
        'Zahteve nismo mogli zabeležiti. Poskusite znova čez nekaj trenutkov: vse, kar ste vpisali, je ostalo.',
      rateLimited: 'Preveč zahtev v kratkem času. Poskusite znova čez nekaj minut.',
    },
    hr: {
      invalid: 'Provjerite označena polja.',
      email: 'Unesite valjanu e-adresu, na primjer ime@primjer.hr.',
      privacy: 'Za obavijest označite polje s privolom.',
      variant:
        'Za ovu veličinu obavijest se više ne može zatražiti. Osvježite stranicu i pokušajte ponovno.',
      unavailable:
        'Zahtjev nismo uspjeli zabilježiti. Pokušajte ponovno za trenutak: sve što ste upisali je sačuvano.',
      rateLimited: 'Previše zahtjeva u kratkom vremenu. Pokušajte ponovno za nekoliko minuta.',
    },
  };

  for (const [market, words] of Object.entries(MESSAGES)) {
    it(`${market}: each bad field gets its own message in the market's language, and nothing is sent`, async () => {
      const ctx = context();
      const answer = await call(
        market,
        {email: 'giulia@', variantId: 'gid://shopify/Product/1', isPrivacyDisclaimerChecked: ''},
        ctx,
      );
      expect(answer).toEqual({
        status: 400,
        headers: expect.anything(),
        body: {
          ok: false,
          error: 'invalid',
          message: words.invalid,
          fields: {
            email: words.email,
            variantId: words.variant,
            isPrivacyDisclaimerChecked: words.privacy,
          },
        },
      });
      expect(ctx.calls).toEqual([]);
    });

    it(`${market}: the provider not taking it is a 503 with Retry-After, in the market's language`, async () => {
      const answer = await call(market, VALID, context({subscribed: false}));
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('30');
      expect(answer.body).toEqual({ok: false, error: 'unavailable', message: words.unavailable});
    });

    it(`${market}: past the sign-up limit, a 429 with Retry-After and nothing sent`, async () => {
      const ctx = context({limited: true});
      const answer = await call(market, VALID, ctx);
      expect(answer.status).toBe(429);
      expect(answer.headers.get('Retry-After')).toBe('42');
      expect(answer.body).toEqual({ok: false, error: 'rateLimited', message: words.rateLimited});
      expect(ctx.calls).toEqual([]);
    });
  }

  it('a provider module that throws is still a 503, never a 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = context();
    ctx.value.emailMarketing.subscribeToBackInStock.mockRejectedValueOnce(new Error('boom'));
    expect((await call('it', VALID, ctx)).status).toBe(503);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('a body that is no form is a localized 400', async () => {
    const response = (await action({
      params: {market: 'hr'},
      request: new Request('http://localhost:3000/api/hr/back-in-stock', {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: '{"email":"a@b.hr"}',
      }),
      context: context().value,
    } as unknown as Parameters<typeof action>[0])) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({message: MESSAGES.hr.invalid});
  });

  it('an unknown market is a 404', async () => {
    expect((await call('xx', VALID, context())).status).toBe(404);
  });

  it('reading it is a 405 that names POST', async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });

  it('sign-ups have a tighter limit than other forms', () => {
    expect(RATE_LIMITS.signUp.limit / RATE_LIMITS.signUp.windowSeconds).toBeLessThan(
      RATE_LIMITS.forms.limit / RATE_LIMITS.forms.windowSeconds,
    );
  });
});

describe('/{market}/back-in-stock, the notify page without the shop’s script', () => {
  type Answer = {data: Record<string, unknown>; init?: ResponseInit};
  const product = {
    id: 'gid://shopify/Product/7',
    handle: 'stivale-lido-beige',
    title: 'Stivale Lido Beige',
    options: [{name: 'Taglia', optionValues: [{name: '38'}, {name: '39'}]}],
    variants: {
      nodes: [
        {
          id: 'gid://shopify/ProductVariant/45012345678901',
          availableForSale: false,
          selectedOptions: [{name: 'Taglia', value: '38'}],
        },
        {
          id: 'gid://shopify/ProductVariant/45012345678902',
          availableForSale: true,
          selectedOptions: [{name: 'Taglia', value: '39'}],
        },
      ],
    },
  };
  const pageContext = (overrides: Record<string, unknown> = {}) => ({
    marketConfig: {market: MARKETS.hr},
    catalogue: {product: async (handle: string) => (handle === product.handle ? {product} : null)},
    rateLimit: () => ({ok: true}),
    emailMarketing: {subscribeToBackInStock: async () => true},
    ...overrides,
  });
  const get = (query: string) =>
    pageLoader({
      params: {market: 'hr'},
      request: new Request(`http://localhost:3000/hr/back-in-stock?${query}`),
      context: pageContext(),
    } as never) as Promise<unknown>;
  const status = (thrown: unknown) =>
    thrown instanceof Response ? thrown.status : (thrown as {init?: ResponseInit}).init?.status;

  it('shows the sold-out size, sends one in stock to its product, and knows no other', async () => {
    const shown = (await get(`product=${product.handle}&variant=45012345678901`)) as Answer;
    expect(shown.data).toMatchObject({size: '38', back: `/hr/${product.handle}-p?size=38`});
    const sent = await get(`product=${product.handle}&variant=45012345678902`).catch((e) => e);
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).status).toBe(303);
    expect((sent as Response).headers.get('Location')).toBe(`/hr/${product.handle}-p?size=39`);
    for (const query of [
      `product=${product.handle}&variant=1`,
      'product=x&variant=45012345678901',
      '',
    ]) {
      expect(status(await get(query).catch((e) => e)), query).toBe(404);
    }
  });

  const postPage = async (fields: Record<string, string>, overrides = {}) => {
    const answer = (await pageAction({
      params: {market: 'hr'},
      request: new Request('http://localhost:3000/hr/back-in-stock', {
        method: 'POST',
        body: new URLSearchParams(fields),
      }),
      context: pageContext(overrides),
    } as never)) as unknown as Answer;
    return {...answer, headers: new Headers(answer.init?.headers)};
  };

  it('taken: the page says so; refused: the status, the reasons and what was typed', async () => {
    expect((await postPage(VALID)).data).toEqual({done: 'giulia@example.it'});

    const bad = await postPage({email: 'giulia@', variantId: VALID.variantId!});
    expect(bad.init?.status).toBe(400);
    expect(bad.data.refused).toEqual({
      message: 'Provjerite označena polja.',
      fields: {
        email: 'Unesite valjanu e-adresu, na primjer ime@primjer.hr.',
        isPrivacyDisclaimerChecked: 'Za obavijest označite polje s privolom.',
      },
      email: 'giulia@',
      privacy: false,
    });

    const limited = await postPage(VALID, {rateLimit: () => ({ok: false, retryAfterSeconds: 42})});
    expect(limited.init?.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('42');

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const away = await postPage(VALID, {
      emailMarketing: {subscribeToBackInStock: async () => Promise.reject(new Error('down'))},
    });
    expect(away.init?.status).toBe(503);
    expect(away.headers.get('Retry-After')).toBe('30');
    expect(away.data.refused).toMatchObject({email: 'giulia@example.it', privacy: true});
  });
});
