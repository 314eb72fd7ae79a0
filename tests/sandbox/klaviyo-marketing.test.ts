/**
 * Klaviyo's back-in-stock and list subscription client endpoints, as the storefront's notify-me
 * and newsletter forms call them: accepted, refused, throttled, idempotent, and filed.
 */
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {klaviyoKeys} from '../../sandbox/config';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());
beforeEach(async () => {
  await fetch(`${t.url}/sandbox/api/tracking`, {method: 'DELETE'});
});

const KEY = klaviyoKeys().publicKey;
const LIST = 'PsLst1';
const HEADERS = {
  revision: '2024-05-15',
  'content-type': 'application/json',
  accept: 'application/json',
};
type Attributes = Record<string, unknown>;

const variantId = () => [...t.sandbox.context.catalog.variantById.keys()][3]!;
const catalogId = (id: number | string) => `$shopify:::$default:::${id}`;
const bis = (
  who: Attributes = {email: 'anna@example.com'},
  channels: unknown = ['EMAIL'],
  variant: unknown = {type: 'catalog-variant', id: catalogId(variantId())},
  more: Attributes = {},
) => ({
  data: {
    type: 'back-in-stock-subscription',
    attributes: {channels, profile: {data: {type: 'profile', attributes: who}}, ...more},
    relationships: {variant: {data: variant}},
  },
});
const signup = (
  who: Attributes,
  list: unknown = {type: 'list', id: LIST},
  more: Attributes = {},
) => ({
  data: {
    type: 'subscription',
    attributes: {profile: {data: {type: 'profile', attributes: who}}, ...more},
    relationships: {list: {data: list}},
  },
});
const post = (path: string, body: unknown, headers: Record<string, string> = HEADERS, key = KEY) =>
  fetch(`${t.url}/client/${path}?company_id=${key}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const stored = async (query = '') =>
  (await fetchJson(`${t.url}/sandbox/api/klaviyo${query}`)).body as JsonBody;
const rows = async (): Promise<JsonBody[]> =>
  (await fetchJson(`${t.url}/sandbox/api/tracking?source=klaviyo`)).body.events;

describe('back-in-stock subscriptions', () => {
  it('accepts one with 202 and an empty body, with or without the trailing slash, stored once', async () => {
    const id = variantId();
    const first = await post('back-in-stock-subscriptions/', bis({email: 'once@example.com'}));
    expect(first.status).toBe(202);
    expect(await first.text()).toBe('');
    const vnd = {...HEADERS, 'content-type': 'application/vnd.api+json'};
    const again = await post('back-in-stock-subscriptions', bis({email: 'Once@Example.com'}), vnd);
    expect(again.status).toBe(202);
    const {backInStock} = await stored(`?variantId=${id}`);
    const mine = backInStock.filter(
      (s: JsonBody) => s.subscriber.toLowerCase() === 'once@example.com',
    );
    expect(mine).toEqual([
      expect.objectContaining({
        email: 'once@example.com',
        variantId: id,
        channels: ['EMAIL'],
        profile: {email: 'once@example.com'},
        notifiedAt: null,
      }),
    ]);
    // Both calls are in the Tracking tab, under the subscriber.
    expect((await rows()).map((row) => [row.name, row.visit])).toEqual([
      ['back-in-stock-subscription', 'once@example.com'],
      ['back-in-stock-subscription', 'Once@Example.com'],
    ]);
    expect((await rows())[0].payload.relationships.variant.data.id).toBe(catalogId(id));
  });

  it('takes SMS with a phone number, and the same subscriber for another variant', async () => {
    const other = [...t.sandbox.context.catalog.variantById.keys()][5]!;
    const phone = {phone_number: '+393331234567'};
    expect((await post('back-in-stock-subscriptions/', bis(phone, ['SMS']))).status).toBe(202);
    const variant = {type: 'catalog-variant', id: catalogId(other)};
    const second = await post('back-in-stock-subscriptions/', bis(phone, ['SMS'], variant));
    expect(second.status).toBe(202);
    const {backInStock} = await stored();
    const theirs = backInStock.filter((s: JsonBody) => s.subscriber === '+393331234567');
    expect(theirs.map((s: JsonBody) => s.variantId).sort()).toEqual([variantId(), other].sort());
  });

  const attr = (path = '') => ({pointer: `/data/attributes${path}`});
  const variant = {pointer: '/data/relationships/variant/data/id'};
  const send = (body: () => unknown) => () => post('back-in-stock-subscriptions/', body());
  const a = {email: 'a@b.it'};
  it.each([
    [
      'no revision header',
      () => post('back-in-stock-subscriptions/', bis(), {}),
      {parameter: 'revision'},
    ],
    [
      'another company_id',
      () => post('back-in-stock-subscriptions/', bis(), HEADERS, 'No1234'),
      {parameter: 'company_id'},
    ],
    [
      'a wrong data.type',
      send(() => ({data: {...bis().data, type: 'subscription'}})),
      {pointer: '/data/type'},
    ],
    ['no channels', send(() => bis(a, [], undefined, {channels: undefined})), attr('/channels')],
    ['empty channels', send(() => bis(a, [])), attr('/channels')],
    ['an unknown channel', send(() => bis(a, ['EMAIL', 'FAX'])), attr('/channels/1')],
    [
      'EMAIL without an e-mail',
      send(() => bis({phone_number: '+393331234567'}, ['EMAIL'])),
      attr('/profile/data/attributes/email'),
    ],
    ['a bad e-mail', send(() => bis({email: 'anna@'})), attr('/profile/data/attributes/email')],
    ['no profile identifier', send(() => bis({})), attr('/profile/data/attributes')],
    [
      'an unknown profile attribute',
      send(() => bis({...a, first_name: 'A'})),
      attr('/profile/data/attributes/first_name'),
    ],
    ['an unknown attribute', send(() => bis(a, ['EMAIL'], undefined, {list: 'x'})), attr('/list')],
    [
      'a variant of another type',
      send(() => bis(a, ['EMAIL'], {type: 'catalog-item', id: catalogId(1)})),
      {pointer: '/data/relationships/variant/data/type'},
    ],
    [
      'no variant',
      send(() => bis(a, ['EMAIL'], null)),
      {pointer: '/data/relationships/variant/data'},
    ],
    [
      'a bare variant id',
      send(() => bis(a, ['EMAIL'], {type: 'catalog-variant', id: '45012345678901'})),
      variant,
    ],
    [
      'a variant gid',
      send(() =>
        bis(a, ['EMAIL'], {type: 'catalog-variant', id: 'gid://shopify/ProductVariant/1'}),
      ),
      variant,
    ],
    ['malformed JSON', send(() => '{"data":'), {pointer: '/'}],
  ])('answers 400 with Klaviyo’s error document for %s', async (_, call, source) => {
    const response = await call();
    expect(response.status).toBe(400);
    const {errors} = (await response.json()) as JsonBody;
    expect(errors).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 400,
        code: 'invalid',
        title: 'Invalid input.',
        detail: expect.any(String),
        source,
        links: {},
        meta: {},
      },
    ]);
    const logged = await rows();
    expect(logged.map((row) => row.name)).toEqual(['back-in-stock-subscription refused']);
    expect(logged[0].payload.answer).toEqual({status: 400, errors});
  });

  it('answers 404 not_found for a variant the catalogue lacks, and stores nothing', async () => {
    const before = (await stored()).backInStock.length;
    for (const id of [catalogId(999999999), '$custom:::$default:::SKU-1']) {
      const response = await post(
        'back-in-stock-subscriptions/',
        bis(a, ['EMAIL'], {type: 'catalog-variant', id}),
      );
      expect(response.status).toBe(404);
      const {errors} = (await response.json()) as JsonBody;
      expect(errors[0]).toMatchObject({status: 404, code: 'not_found', source: variant});
      expect(errors[0].detail).toContain(id);
    }
    expect((await stored()).backInStock).toHaveLength(before);
  });
});

describe('list subscriptions', () => {
  it('accepts a sign-up with 202, stores the member once and files it with its consent', async () => {
    const who = {
      email: 'news@example.com',
      first_name: 'Nora',
      properties: {market: 'it'},
      subscriptions: {email: {marketing: {consent: 'SUBSCRIBED'}}},
    };
    const first = await post('subscriptions/', signup(who, undefined, {custom_source: 'Footer'}));
    expect(first.status).toBe(202);
    expect(await first.text()).toBe('');
    const again = await post(
      'subscriptions',
      signup({...who, last_name: 'Neri'}, undefined, {custom_source: 'Pop-up'}),
    );
    expect(again.status).toBe(202);
    const {lists, listMembers} = await stored(`?listId=${LIST}`);
    expect(lists).toEqual([{id: LIST, name: 'Newsletter Passo'}]);
    const mine = listMembers.filter((m: JsonBody) => m.subscriber === 'news@example.com');
    expect(mine).toEqual([
      expect.objectContaining({
        listId: LIST,
        profile: {
          email: 'news@example.com',
          first_name: 'Nora',
          last_name: 'Neri',
          properties: {market: 'it'},
        },
        consent: {email: 'SUBSCRIBED'},
        customSource: 'Pop-up',
      }),
    ]);
    expect(mine[0].updatedAt >= mine[0].subscribedAt).toBe(true);
    const logged = await rows();
    expect(logged[0]).toMatchObject({
      name: 'subscription',
      visit: 'news@example.com',
      consent: {marketing: true},
    });
    expect(logged[0].payload.attributes.custom_source).toBe('Footer');
  });

  it('subscribes e-mail marketing when no subscriptions object is sent, as Klaviyo does', async () => {
    expect((await post('subscriptions/', signup({email: 'plain@example.com'}))).status).toBe(202);
    const {listMembers} = await stored();
    expect(listMembers.find((m: JsonBody) => m.subscriber === 'plain@example.com').consent).toEqual(
      {
        email: 'SUBSCRIBED',
      },
    );
  });

  const profile = (path = '') => ({pointer: `/data/attributes/profile/data/attributes${path}`});
  const send = (body: () => unknown) => () => post('subscriptions/', body());
  const who = {email: 'x@example.com'};
  it.each([
    ['no revision header', () => post('subscriptions/', signup(who), {}), {parameter: 'revision'}],
    [
      'a wrong data.type',
      send(() => ({data: {...signup(who).data, type: 'profile'}})),
      {pointer: '/data/type'},
    ],
    ['a bad e-mail', send(() => signup({email: 'x@y'})), profile('/email')],
    ['no e-mail or phone', send(() => signup({first_name: 'X'})), profile()],
    [
      'an unknown profile attribute',
      send(() => signup({...who, anonymous_id: 'kx'})),
      profile('/anonymous_id'),
    ],
    [
      'a consent that is not SUBSCRIBED',
      send(() => signup({...who, subscriptions: {email: {marketing: {consent: 'UNSUBSCRIBED'}}}})),
      profile('/subscriptions/email/marketing/consent'),
    ],
    [
      'an unknown channel',
      send(() => signup({...who, subscriptions: {fax: {marketing: {consent: 'SUBSCRIBED'}}}})),
      profile('/subscriptions/fax'),
    ],
    [
      'an unknown attribute',
      send(() => signup(who, undefined, {source: 'x'})),
      {pointer: '/data/attributes/source'},
    ],
    [
      'a relationship of another type',
      send(() => signup(who, {type: 'segment', id: LIST})),
      {pointer: '/data/relationships/list/data/type'},
    ],
  ])('answers 400 with Klaviyo’s error document for %s', async (_, call, source) => {
    const response = await call();
    expect(response.status).toBe(400);
    const {errors} = (await response.json()) as JsonBody;
    expect(errors[0]).toMatchObject({
      status: 400,
      code: 'invalid',
      title: 'Invalid input.',
      source,
    });
    expect((await rows()).map((row) => row.name)).toEqual(['subscription refused']);
  });

  it('answers 404 not_found for a list the account lacks, and stores nothing', async () => {
    const response = await post(
      'subscriptions/',
      signup({email: 'nolist@example.com'}, {type: 'list', id: 'XyZ123'}),
    );
    expect(response.status).toBe(404);
    const {errors} = (await response.json()) as JsonBody;
    expect(errors[0]).toMatchObject({
      code: 'not_found',
      source: {pointer: '/data/relationships/list/data/id'},
    });
    const {listMembers} = await stored();
    expect(listMembers.map((m: JsonBody) => m.subscriber)).not.toContain('nolist@example.com');
  });

  it('answers the browser’s preflight for both endpoints', async () => {
    for (const path of ['subscriptions/', 'back-in-stock-subscriptions/']) {
      const preflight = await fetch(`${t.url}/client/${path}?company_id=${KEY}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,revision',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('revision');
    }
  });
});

describe('the inspector', () => {
  it('shows list members and back-in-stock subscriptions, and the Tracking tab every call', async () => {
    await post('subscriptions/', signup({email: 'shown@example.com', first_name: 'Sara'}));
    await post('back-in-stock-subscriptions/', bis({email: 'shown@example.com'}));
    await post('back-in-stock-subscriptions/', bis({email: 'shown@'}));
    const tab = await (await fetch(`${t.url}/sandbox?tab=klaviyo`)).text();
    expect(tab).toContain('aria-current="page">Klaviyo</a>');
    expect(tab).toContain('shown@example.com');
    expect(tab).toContain('Sara');
    expect(tab).toContain('email SUBSCRIBED');
    const variant = t.sandbox.context.catalog.variantById.get(variantId())!;
    expect(tab).toContain(`<code class="muted">${variant.id}</code>`);
    const tracking = await (await fetch(`${t.url}/sandbox?tab=tracking&source=klaviyo`)).text();
    for (const name of [
      'subscription',
      'back-in-stock-subscription',
      'back-in-stock-subscription refused',
    ])
      expect(tracking).toContain(`<b>${name}</b>`);
    expect(tracking).toContain('Invalid email address.');
  });
});

describe('rate limits', () => {
  it('answers an injected 429 as Klaviyo’s throttling, with Retry-After', async () => {
    await fetch(`${t.url}/sandbox/api/faults`, {
      method: 'POST',
      body: JSON.stringify({service: 'klaviyo', status: 429, retryAfter: 7}),
    });
    const throttled = await post('back-in-stock-subscriptions/', bis());
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('7');
    expect(((await throttled.json()) as JsonBody).errors[0]).toMatchObject({
      status: 429,
      code: 'throttled',
      title: 'Request was throttled.',
    });
    expect((await post('back-in-stock-subscriptions/', bis())).status).toBe(202);
  });

  it('carries the steady window’s RateLimit headers on answers that were not throttled', async () => {
    const response = await post('subscriptions/', signup({email: 'headers@example.com'}));
    expect(response.headers.get('ratelimit-limit')).toBe('750');
    expect(Number(response.headers.get('ratelimit-remaining'))).toBeLessThan(750);
    expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });
});
