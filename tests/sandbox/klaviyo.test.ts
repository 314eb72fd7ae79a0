/** Klaviyo's client API and the stand-in onsite script, as the storefront's browser uses them. */
import {runInNewContext} from 'node:vm';
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
const HEADERS = {revision: '2024-05-15', 'content-type': 'application/json'};
const profile = (attributes: Record<string, unknown>) => ({data: {type: 'profile', attributes}});
const event = (name: string, who: Record<string, unknown>) => ({
  data: {
    type: 'event',
    attributes: {
      properties: {ProductName: 'Sneaker Volterra'},
      metric: {data: {type: 'metric', attributes: {name}}},
      profile: {data: {type: 'profile', attributes: who}},
    },
  },
});
const call = (path: string, body: unknown, headers: Record<string, string> = HEADERS, key = KEY) =>
  fetch(`${t.url}/client/${path}/?company_id=${key}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const rows = async (): Promise<JsonBody[]> =>
  (await fetchJson(`${t.url}/sandbox/api/tracking?source=klaviyo`)).body.events;

describe('Klaviyo client API', () => {
  it('accepts a profile and an event with 202 and files them', async () => {
    const identify = await call(
      'profiles',
      profile({email: 'anna@example.com', anonymous_id: 'kx1'}),
    );
    expect(identify.status).toBe(202);
    expect(await identify.text()).toBe('');
    expect(
      (await call('events', event('Viewed Product', {email: 'anna@example.com'}))).status,
    ).toBe(202);
    expect(await rows()).toMatchObject([
      {name: 'identify', visit: 'kx1', payload: {attributes: {email: 'anna@example.com'}}},
      {name: 'Viewed Product', visit: 'anna@example.com', payload: {type: 'event'}},
    ]);
  });

  it.each([
    [
      'no revision header',
      () => call('profiles', profile({email: 'a@b.it'}), {'content-type': 'application/json'}),
      {header: 'revision'},
    ],
    [
      'an unknown company_id',
      () => call('profiles', profile({email: 'a@b.it'}), HEADERS, 'Nope12'),
      {parameter: 'company_id'},
    ],
    [
      'a wrong data.type',
      () => call('profiles', {data: {type: 'event', attributes: {}}}),
      {pointer: '/data/type'},
    ],
    [
      'a bad e-mail',
      () => call('profiles', profile({email: 'not-an-email'})),
      {pointer: '/data/attributes/email'},
    ],
    [
      'no identifier',
      () => call('profiles', profile({first_name: 'Anna'})),
      {pointer: '/data/attributes'},
    ],
    [
      'an event without a metric name',
      () => call('events', event('', {email: 'a@b.it'})),
      {pointer: '/data/attributes/metric/data/attributes/name'},
    ],
    ['malformed JSON', () => call('events', '{'), {pointer: '/'}],
  ])('answers 400 with Klaviyo’s error document for %s', async (_, send, source) => {
    const response = await send();
    expect(response.status).toBe(400);
    const {errors} = (await response.json()) as JsonBody;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      status: 400,
      code: 'invalid',
      title: 'Invalid input.',
      source,
    });
    expect(errors[0].detail).toEqual(expect.any(String));
    expect(await rows()).toEqual([]);
  });

  it('answers the browser’s preflight with the revision header allowed, and 405 for GET', async () => {
    const preflight = await fetch(`${t.url}/client/profiles/?company_id=${KEY}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'revision,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('revision');
    expect((await fetch(`${t.url}/client/events/?company_id=${KEY}`)).status).toBe(405);
  });

  it('answers an injected fault with its status', async () => {
    await fetch(`${t.url}/sandbox/api/faults`, {
      method: 'POST',
      body: JSON.stringify({service: 'klaviyo', status: 503}),
    });
    expect((await call('profiles', profile({email: 'a@b.it'}))).status).toBe(503);
    expect((await call('profiles', profile({email: 'a@b.it'}))).status).toBe(202);
  });
});

/** Runs the served script in a bare context with a cookie jar and a recording fetch. */
function runOnsite(script: string, queued: unknown[][], failFetch = false) {
  const posts: Array<{url: string; headers: Record<string, string>; body: JsonBody}> = [];
  const warnings: unknown[] = [];
  let jar = '';
  const document = {
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      jar = value.split(';')[0]!;
    },
  };
  const fetchStub = async (url: string, init: {headers: Record<string, string>; body: string}) => {
    posts.push({url, headers: init.headers, body: JSON.parse(init.body)});
    if (failFetch) throw new TypeError('Failed to fetch');
    return {ok: true, status: 202};
  };
  const window: Record<string, unknown> = {_klOnsite: queued};
  runInNewContext(script, {
    window,
    document,
    fetch: fetchStub,
    console: {warn: (...args: unknown[]) => warnings.push(args)},
    atob,
    btoa,
    Promise,
  });
  return {window: window as JsonBody, posts, warnings, cookie: () => jar};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the stand-in onsite script', () => {
  const script = async (url = `${t.url}/onsite/js/klaviyo.js?company_id=${KEY}`) => {
    const response = await fetch(url);
    return {response, body: await response.text()};
  };

  it('is served for both URL forms, naming this sandbox, and refused for another key', async () => {
    for (const url of [
      `${t.url}/onsite/js/klaviyo.js?company_id=${KEY}`,
      `${t.url}/onsite/js/${KEY}/klaviyo.js`,
    ]) {
      const {response, body} = await script(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(body).toContain(JSON.stringify(t.url));
    }
    expect((await script(`${t.url}/onsite/js/klaviyo.js?company_id=Other1`)).response.status).toBe(
      400,
    );
    expect((await script(`${t.url}/onsite/js/klaviyo.js`)).response.status).toBe(400);
  });

  it('drains the queue in order with callbacks, then runs later pushes at once', async () => {
    const {body} = await script();
    const answers: unknown[] = [];
    const queued = [
      [
        'identify',
        {email: 'anna@example.com'},
        (value: unknown) => answers.push(['identify', value]),
      ],
      [
        'track',
        'Viewed Product',
        {ProductID: 7},
        (value: unknown) => answers.push(['track', value]),
      ],
    ];
    const page = runOnsite(body, queued);
    await settle();
    expect(page.posts.map((post) => post.url)).toEqual([
      `${t.url}/client/profiles/?company_id=${KEY}`,
      `${t.url}/client/events/?company_id=${KEY}`,
    ]);
    expect(page.posts[0]!.headers).toMatchObject({
      revision: '2024-05-15',
      'content-type': 'application/json',
    });
    const anonymous = page.posts[0]!.body.data.attributes.anonymous_id;
    expect(page.posts[0]!.body).toEqual({
      data: {type: 'profile', attributes: {email: 'anna@example.com', anonymous_id: anonymous}},
    });
    expect(page.posts[1]!.body.data.attributes).toMatchObject({
      properties: {ProductID: 7},
      metric: {data: {type: 'metric', attributes: {name: 'Viewed Product'}}},
      profile: {
        data: {type: 'profile', attributes: {email: 'anna@example.com', anonymous_id: anonymous}},
      },
    });
    expect(answers).toEqual([
      ['identify', {email: 'anna@example.com'}],
      ['track', true],
    ]);
    const cookie = JSON.parse(atob(decodeURIComponent(page.cookie().split('=')[1]!)));
    expect(cookie).toEqual({anonymous_id: anonymous, $email: 'anna@example.com'});

    page.window._klOnsite.push(['track', 'Added to Cart', {}]);
    await settle();
    expect(page.posts).toHaveLength(3);
    expect(await page.window.klaviyo.isIdentified()).toBe(true);

    // Both bodies are what the client API accepts.
    for (const post of page.posts) {
      const path = new URL(post.url).pathname.split('/')[2]!;
      expect((await call(path, post.body)).status).toBe(202);
    }
  });

  it('never throws into the page when the API cannot be reached', async () => {
    const {body} = await script();
    const page = runOnsite(body, [], true);
    await expect(page.window.klaviyo.identify({email: 'a@b.it'})).resolves.toEqual({
      email: 'a@b.it',
    });
    expect(page.warnings).toHaveLength(1);
  });
});
