/**
 * `POST /api/salesmanago/cart` (docs/product.md#marketing-cart-sync): each field's check, the
 * signed call it becomes at SALESmanago (cartEventBody, signedAuth), and the route's answers,
 * driven through the real provider module against a recorded `fetch`.
 */
import {createHash} from 'node:crypto';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {parseCartEventForm, type CartEventField} from '~/lib/marketing/cart-event-form.server';
import {
  cartEventBody,
  createMarketingAutomation,
  signedAuth,
} from '~/lib/marketing/salesmanago.server';
import type {MarketingAutomationConfig} from '~/lib/marketing/config.server';
import {requestMarketId} from '~/lib/request-language.server';
import {contactBindingCookie} from '~/lib/marketing/contact-binding.server';
import {action, loader} from '~/routes/api.salesmanago.cart';

const CONTACT = '5b0e3c1a-7f2d-4e8b-9a61-2c4d8e0f1a3b';
const EVENT = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const SHOP = {clientId: 'psbx7k2m9q1w', shop: 'localhost:3000'};

const VALID: Record<CartEventField, string> = {
  type: 'CART',
  token: 'hWN1nQ7bV9x2Lk4pR8sT0uYz3a',
  products: '800123451,800123452',
  variantsId: '45012345678901,45012345678902',
  detail1: 'Sneaker Aurora,Stivaletto, pelle',
  detail2: '42,38 / Nero',
  detail3: 'AUR-42,',
  detail4: '2,1',
  detail5: 'EUR',
  value: '225.3',
  clientId: SHOP.clientId,
  shop: SHOP.shop,
  contactId: CONTACT,
  eventId: EVENT,
};

function form(patch: Partial<Record<CartEventField | 'extra', string | null>> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries({...VALID, ...patch}))
    if (value !== null) body.append(name, value);
  return body;
}

const refusedField = (parsed: ReturnType<typeof parseCartEventForm>) =>
  parsed.ok ? null : Object.keys(parsed.errors)[0];

describe('the cart form’s checks', () => {
  it('takes the spec’s fields as the provider module’s input', () => {
    expect(parseCartEventForm(form(), SHOP)).toEqual({
      ok: true,
      value: {
        contactId: CONTACT,
        eventId: EVENT,
        token: VALID.token,
        products: VALID.products,
        variantsId: VALID.variantsId,
        details: ['Sneaker Aurora,Stivaletto, pelle', '42,38 / Nero', 'AUR-42,', '2,1', 'EUR'],
        value: 225.3,
        shop: SHOP.shop,
      },
    });
  });

  it.each(['', null])('takes no eventId (%j) as a new event', (eventId) => {
    const parsed = parseCartEventForm(form({eventId}), SHOP);
    expect(parsed.ok && parsed.value.eventId).toBeNull();
  });

  it.each(['0', '0.5', '19.99', '123456789.00'])('takes the value %s', (value) => {
    const parsed = parseCartEventForm(form({value}), SHOP);
    expect(parsed.ok && parsed.value.value).toBe(Number(value));
  });

  const BAD: Array<[CartEventField | 'form', Partial<Record<string, string | null>>]> = [
    ['type', {type: 'PURCHASE'}],
    ['type', {type: null}],
    ['token', {token: ''}],
    ['token', {token: 'gid://shopify/Cart/x'}],
    ['token', {token: 'x'.repeat(129)}],
    ['products', {products: ''}],
    ['products', {products: 'gid://shopify/Product/1'}],
    ['products', {products: '1,,2'}],
    ['products', {products: Array.from({length: 101}, (_, i) => i + 1).join(',')}],
    ['variantsId', {variantsId: '45012345678901'}],
    ['variantsId', {variantsId: '1,2,3'}],
    ['variantsId', {variantsId: '1,x'}],
    ['detail1', {detail1: ''}],
    ['detail1', {detail1: 'a'.repeat(8001)}],
    ['detail1', {detail1: 'Sneaker\nAurora'}],
    ['detail2', {detail2: 'b'.repeat(8001)}],
    ['detail3', {detail3: 'AUR\u0000'}],
    ['detail4', {detail4: '2'}],
    ['detail4', {detail4: '2,0'}],
    ['detail4', {detail4: '2,-1'}],
    ['detail4', {detail4: '2,1.5'}],
    ['detail5', {detail5: 'eur'}],
    ['detail5', {detail5: '€'}],
    ['value', {value: '-1'}],
    ['value', {value: '1.234'}],
    ['value', {value: '1e3'}],
    ['value', {value: 'abc'}],
    ['value', {value: ''}],
    ['clientId', {clientId: 'another1'}],
    ['shop', {shop: 'evil.example'}],
    ['contactId', {contactId: ''}],
    ['contactId', {contactId: 'a@b.it'}],
    ['eventId', {eventId: 'not-an-event'}],
    ['form', {extra: '1'}],
  ];
  it.each(BAD)('refuses a wrong %s: %j', (field, patch) => {
    expect(refusedField(parseCartEventForm(form(patch), SHOP))).toBe(field);
  });

  it('refuses a field given twice', () => {
    const body = form();
    body.append('value', '0');
    expect(refusedField(parseCartEventForm(body, SHOP))).toBe('form');
  });
});

const CONFIG: MarketingAutomationConfig = {
  clientId: SHOP.clientId,
  apiKey: 'sm_passo_sandbox_key',
  apiSecret: 'sm_passo_sandbox_secret_0c5e',
  owner: 'marketing@passo.example',
  apiOrigin: 'http://127.0.0.1:4000',
  scriptUrl: 'http://127.0.0.1:4000/static/sm.js',
  cartExpirySeconds: 43_200,
  contactCookieDays: 3650,
};

describe('the SALESmanago call', () => {
  it('signs with sha = SHA1(apiKey + clientId + apiSecret) and names the owner', async () => {
    const sha = createHash('sha1')
      .update('sm_passo_sandbox_key' + 'psbx7k2m9q1w' + 'sm_passo_sandbox_secret_0c5e')
      .digest('hex');
    expect(await signedAuth(CONFIG, 1_700_000_000_000)).toEqual({
      clientId: 'psbx7k2m9q1w',
      apiKey: 'sm_passo_sandbox_key',
      requestTime: 1_700_000_000_000,
      sha,
      owner: 'marketing@passo.example',
    });
  });

  it('is the contact’s external CART event: details 1–5 as sent, the variant ids as detail6', () => {
    const parsed = parseCartEventForm(form(), SHOP);
    if (!parsed.ok) throw new Error('valid form refused');
    expect(cartEventBody(parsed.value, 1_700_000_000_000)).toEqual({
      contactId: CONTACT,
      contactEvent: {
        eventId: EVENT,
        date: 1_700_000_000_000,
        contactExtEventType: 'CART',
        products: '800123451,800123452',
        value: 225.3,
        location: SHOP.shop,
        shopDomain: SHOP.shop,
        externalId: VALID.token,
        detail1: 'Sneaker Aurora,Stivaletto, pelle',
        detail2: '42,38 / Nero',
        detail3: 'AUR-42,',
        detail4: '2,1',
        detail5: 'EUR',
        detail6: '45012345678901,45012345678902',
      },
    });
    const opening = parseCartEventForm(form({eventId: null}), SHOP);
    if (!opening.ok) throw new Error('valid form refused');
    expect(cartEventBody(opening.value, 1).contactEvent).not.toHaveProperty('eventId');
  });
});

describe('requestMarketId', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/salesmanago/cart', {headers});
  it.each([
    [{Referer: 'http://localhost:3000/hr/sneaker-aurora-p'}, 'hr'],
    [{Referer: 'http://localhost:3000/sl', 'Accept-Language': 'hr-HR'}, 'sl'],
    [
      {Referer: 'http://localhost:3000/sneaker-aurora-p', 'Accept-Language': 'hr-HR,it;q=0.5'},
      'hr',
    ],
    [{'Accept-Language': 'en-GB,sl;q=0.8'}, 'sl'],
    [{Referer: 'not a url', 'Accept-Language': 'de'}, 'it'],
    [{}, 'it'],
  ])('%j → %s', (headers, market) => {
    expect(requestMarketId(request(headers))).toBe(market);
  });
});

describe('POST /api/salesmanago/cart', () => {
  afterEach(() => vi.restoreAllMocks());

  /** SALESmanago answering `answer` (or not at all), recording what it was sent. */
  function provider(answer: {status: number; body?: unknown} | 'down') {
    const calls: Array<{url: string; body: Record<string, unknown>}> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      calls.push({url: String(url), body: JSON.parse(String(init?.body))});
      if (answer === 'down') throw new TypeError('fetch failed');
      return new Response(JSON.stringify(answer.body ?? {}), {status: answer.status});
    });
    return calls;
  }

  /** The platform's cart behind VALID's token: the event is built from this, not the post. */
  const line = (n: number, quantity: number, amount: string, title: string, variant: string) => ({
    id: `gid://shopify/CartLine/${n}`,
    quantity,
    cost: {totalAmount: {amount, currencyCode: 'EUR'}},
    merchandise: {
      id: `gid://shopify/ProductVariant/4501234567890${n}`,
      title: variant,
      sku: n === 1 ? 'AUR-42' : '',
      price: {amount, currencyCode: 'EUR'},
      product: {
        id: `gid://shopify/Product/80012345${n}`,
        title,
        handle: `p${n}`,
        vendor: 'Passo',
        productType: 'Scarpe',
        tags: [],
      },
    },
  });
  const PLATFORM_CART = {
    id: `gid://shopify/Cart/${VALID.token}?key=k1`,
    cost: {totalAmount: {amount: '225.3', currencyCode: 'EUR'}},
    lines: {
      nodes: [
        line(1, 2, '89.9', 'Sneaker Aurora', '42'),
        line(2, 1, '45.5', 'Stivaletto, pelle', '38 / Nero'),
      ],
    },
  };
  /** The cookie the contact route set for CONTACT in this browser. */
  const bound = async (contactId = CONTACT) =>
    (await contactBindingCookie(CONFIG.apiSecret, contactId, 1, 'http://localhost:3000/')).split(
      ';',
    )[0]!;

  function context({configured = true, limited = false, cart = PLATFORM_CART as unknown} = {}) {
    return {
      cart: {peek: async () => cart},
      config: {
        shopOrigin: 'http://localhost:3000',
        marketingAutomation: configured ? CONFIG : null,
      },
      marketingAutomation: configured
        ? createMarketingAutomation({config: CONFIG, deadline: Date.now() + 6000})
        : null,
      rateLimit: () => (limited ? {ok: false, retryAfterSeconds: 12} : {ok: true}),
    };
  }

  async function call(
    body: FormData,
    ctx = context(),
    headers: Record<string, string> = {Referer: 'http://localhost:3000/hr/x-p'},
  ) {
    const request = new Request('http://localhost:3000/api/salesmanago/cart', {
      method: 'POST',
      body,
      headers: {Cookie: await bound(), ...headers},
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = (await action({
      request,
      params: {},
      context: ctx,
    } as unknown as Parameters<typeof action>[0])) as Response;
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  it('updates the open event and answers its id and cartExpiry in seconds', async () => {
    const calls = provider({status: 200, body: {success: true, message: [], eventId: EVENT}});
    const answer = await call(form());
    expect(answer).toMatchObject({
      status: 200,
      body: {success: true, eventId: EVENT, cartExpiry: 43_200},
    });
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://127.0.0.1:4000/api/v2/contact/updateContactExtEvent');
    expect(calls[0].body).toMatchObject({
      clientId: 'psbx7k2m9q1w',
      owner: 'marketing@passo.example',
      contactId: CONTACT,
      contactEvent: {eventId: EVENT, contactExtEventType: 'CART', value: 225.3},
    });
  });

  it('opens a new event without eventId', async () => {
    const calls = provider({status: 200, body: {success: true, message: [], eventId: EVENT}});
    expect((await call(form({eventId: null}))).body.eventId).toBe(EVENT);
    expect(calls[0].url).toBe('http://127.0.0.1:4000/api/v2/contact/addContactExtEvent');
  });

  it('a wrong field is a 400 naming it, in the language of the page it came from', async () => {
    const calls = provider({status: 200, body: {success: true, eventId: EVENT}});
    expect(await call(form({value: '-3'}))).toMatchObject({
      status: 400,
      body: {success: false, message: 'Neispravan zahtjev: polje »value« nije ispravno.'},
    });
    const italian = await call(form({extra: 'x'}), context(), {});
    expect(italian).toMatchObject({
      status: 400,
      body: {success: false, message: 'Richiesta non valida: il carrello non è stato inviato.'},
    });
    expect(calls).toEqual([]);
  });

  it('SALESmanago refusing (success: false on its 200) is a 422', async () => {
    provider({status: 200, body: {success: false, message: [`Event not found: ${EVENT}`]}});
    expect(await call(form(), context(), {'Accept-Language': 'sl-SI'})).toMatchObject({
      status: 422,
      body: {success: false, message: 'Storitev za trženje je košarico zavrnila.'},
    });
  });

  it.each([
    ['is unreachable', 'down' as const],
    ['answers 500', {status: 500}],
  ])('SALESmanago that %s is a 503 with Retry-After', async (_, answer) => {
    provider(answer);
    const response = await call(form());
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(response.body).toMatchObject({success: false});
  });

  it('past the rate limit: a 429 with Retry-After, and SALESmanago is not called', async () => {
    const calls = provider({status: 200, body: {success: true, eventId: EVENT}});
    const response = await call(form(), context({limited: true}));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('12');
    expect(response.body.message).toBe(
      'Previše zahtjeva u kratkom vremenu. Pokušajte ponovno za 12 s.',
    );
    expect(calls).toEqual([]);
  });

  it('sends the platform’s cart, whatever the post says of products, titles, quantities or value', async () => {
    const calls = provider({status: 200, body: {success: true, message: [], eventId: EVENT}});
    const tampered = form({
      products: '1',
      variantsId: '2',
      detail1: 'Buy cheap pills at evil.example',
      detail2: 'x',
      detail3: 'y',
      detail4: '99',
      detail5: 'USD',
      value: '0.01',
    });
    expect((await call(tampered)).status).toBe(200);
    expect(calls[0].body.contactEvent).toMatchObject({
      products: VALID.products,
      detail6: VALID.variantsId,
      detail1: VALID.detail1,
      detail2: VALID.detail2,
      detail3: VALID.detail3,
      detail4: VALID.detail4,
      detail5: 'EUR',
      value: 225.3,
      externalId: VALID.token,
    });
  });

  it('takes only the contact this browser was given, and only its own cart: else a 403', async () => {
    const calls = provider({status: 200, body: {success: true, message: [], eventId: EVENT}});
    const stranger = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
    // Another contact's id, with this browser's binding; then with none at all.
    expect((await call(form({contactId: stranger}))).status).toBe(403);
    expect((await call(form(), context(), {Cookie: ''})).status).toBe(403);
    // Somebody else's cart token, or no cart in this browser.
    const foreign = await call(form({token: 'AnotherShoppersCartToken1'}), context(), {});
    expect(foreign).toMatchObject({
      status: 403,
      body: {message: 'Questo contatto o questo carrello non è di questo browser.'},
    });
    expect((await call(form(), context({cart: null}))).status).toBe(403);
    expect(calls).toEqual([]);
    // Positive control: the bound contact's own cart goes out.
    expect(
      (await call(form({contactId: stranger}), context(), {Cookie: await bound(stranger)})).status,
    ).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('without SALESmanago configured: a 404, nothing called', async () => {
    const calls = provider({status: 200, body: {success: true, eventId: EVENT}});
    expect((await call(form(), context({configured: false}))).status).toBe(404);
    expect(calls).toEqual([]);
  });

  it('a GET is a 405 that names POST', async () => {
    const response = loader({
      request: new Request('http://localhost:3000/api/salesmanago/cart'),
    } as unknown as Parameters<typeof loader>[0]);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});
