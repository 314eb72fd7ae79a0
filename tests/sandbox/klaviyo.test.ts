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
const ANNA = 'anna@example.com';
const HEADERS = {revision: '2024-05-15', 'content-type': 'application/json'};
type Attributes = Record<string, unknown>;
const profile = (attributes: Attributes) => ({data: {type: 'profile', attributes}});
const event = (name: string, who: Attributes, more: Attributes = {}) => ({
  data: {
    type: 'event',
    attributes: {
      properties: {ProductName: 'Sneaker Volterra'},
      metric: {data: {type: 'metric', attributes: {name}}},
      profile: {data: {type: 'profile', attributes: who}},
      ...more,
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
  it('accepts profiles and events with 202, whatever the JSON content type, and files them', async () => {
    const anna = profile({email: ANNA, anonymous_id: 'kx1'});
    const identify = await call('profiles', anna);
    expect(identify.status).toBe(202);
    expect(await identify.text()).toBe('');
    const viewed = event('Viewed Product', {email: ANNA}, {value: 89.9, unique_id: 'u1'});
    const vnd = {...HEADERS, 'content-type': 'application/vnd.api+json'};
    expect((await call('events', viewed, vnd)).status).toBe(202);
    const plain = {...HEADERS, 'content-type': 'text/plain;charset=UTF-8'};
    expect((await call('profiles', profile({external_id: 'c-7'}), plain)).status).toBe(202);
    expect(await rows()).toMatchObject([
      {source: 'klaviyo', name: 'identify', visit: 'kx1', payload: anna.data},
      {name: 'Viewed Product', visit: ANNA, payload: {attributes: {value: 89.9}}},
      {name: 'identify', visit: 'c-7'},
    ]);
    // The per-visit counts and the inspector's Tracking tab know the new source.
    const {visits} = (await fetchJson(`${t.url}/sandbox/api/tracking/visits`)).body;
    expect(visits.find((v: JsonBody) => v.visit === 'kx1')).toMatchObject({klaviyo: 1, events: 1});
    const tab = await (await fetch(`${t.url}/sandbox?tab=tracking&source=klaviyo`)).text();
    expect(tab).toContain('Viewed Product');
  });

  const ok = {email: 'a@b.it'};
  const attr = (path = '') => ({pointer: `/data/attributes${path}`});
  const toProfiles = (attributes: Attributes) => call('profiles', profile(attributes));
  const withKey = (key: string) => call('profiles', profile(ok), HEADERS, key);
  const toEvents = (who: Attributes, more: Attributes = {}, name = 'X') =>
    call('events', event(name, who, more));
  it.each([
    ['no revision header', () => call('profiles', profile(ok), {}), {parameter: 'revision'}],
    ['another company_id', () => withKey('No1234'), {parameter: 'company_id'}],
    ['no company_id', () => withKey(''), {parameter: 'company_id'}],
    ['no data', () => call('profiles', {}), {pointer: '/data'}],
    ['a wrong data.type', () => call('profiles', event('X', ok)), {pointer: '/data/type'}],
    ['a bad e-mail', () => toProfiles({email: 'not-an-email'}), attr('/email')],
    ['a phone not in E.164', () => toProfiles({phone_number: '333 1234'}), attr('/phone_number')],
    ['no identifier', () => toProfiles({first_name: 'Anna'}), attr()],
    ['an attribute the spec lacks', () => toProfiles({$email: 'a@b.it'}), attr('/$email')],
    ['no metric name', () => toEvents(ok, {}, ''), attr('/metric/data/attributes/name')],
    ['no properties', () => toEvents(ok, {properties: undefined}), attr('/properties')],
    ['a value that is no number', () => toEvents(ok, {value: 'ten'}), attr('/value')],
    ['no event profile', () => toEvents(ok, {profile: {}}), attr('/profile/data')],
    ['a bad profile e-mail', () => toEvents({email: 'x@'}), attr('/profile/data/attributes/email')],
    ['malformed JSON', () => call('events', '{'), {pointer: '/'}],
  ])('answers 400 with Klaviyo’s error document for %s', async (_, send, source) => {
    const response = await send();
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
    // Nothing is accepted; the refusal is filed, with the very error document answered.
    const logged = await rows();
    expect(logged).toHaveLength(1);
    expect(logged[0].name).toMatch(/^(identify|event) refused$/);
    expect(logged[0].payload.answer).toEqual({status: 400, errors});
  });

  it('answers the browser’s preflight with revision and content-type allowed, and 405 for GET', async () => {
    for (const path of ['profiles', 'events']) {
      const preflight = await fetch(`${t.url}/client/${path}/?company_id=${KEY}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,revision',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = preflight.headers.get('access-control-allow-headers')!.split(/,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(['revision', 'content-type']));
    }
    const get = await fetch(`${t.url}/client/events/?company_id=${KEY}`);
    expect(get.status).toBe(405);
    const {errors} = (await get.json()) as JsonBody;
    expect(errors[0]).toMatchObject({status: 405, code: 'method_not_allowed'});
  });

  it('answers an injected fault with its status, then recovers', async () => {
    await fetch(`${t.url}/sandbox/api/faults`, {
      method: 'POST',
      body: JSON.stringify({service: 'klaviyo', status: 503}),
    });
    const failed = await call('profiles', profile(ok));
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as JsonBody).errors[0]).toMatchObject({status: 503});
    expect((await call('profiles', profile(ok))).status).toBe(202);
    expect(await rows()).toHaveLength(1);
  });
});

type Post = {
  url: string;
  init: {method: string; keepalive: boolean; headers: Record<string, string>};
  body: JsonBody;
};

/** Runs the served script in a bare context with a cookie jar and a recording fetch. */
function runOnsite(script: string, queued: unknown[][], failFetch = false) {
  const posts: Post[] = [];
  const warnings: unknown[][] = [];
  const cookieWrites: string[] = [];
  let jar = '';
  const document = {
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      cookieWrites.push(value);
      jar = value.split(';')[0]!;
    },
  };
  const fetchStub = async (url: string, init: Post['init'] & {body: string}) => {
    posts.push({url, init, body: JSON.parse(init.body)});
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
  const cookie = () => JSON.parse(atob(decodeURIComponent(jar.split('=')[1]!)));
  return {window: window as JsonBody, posts, warnings, cookie, cookieWrites};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
/** Sends what the script posted to the client API itself, with the script's headers. */
const replay = async (posts: Post[]) => {
  for (const post of posts) {
    const path = new URL(post.url).pathname.split('/')[2]!;
    expect((await call(path, post.body, post.init.headers)).status).toBe(202);
  }
};
const script = async (path = `klaviyo.js?company_id=${KEY}`) => {
  const response = await fetch(`${t.url}/onsite/js/${path}`);
  return {response, body: await response.text()};
};

/** What the page's CSP would refuse to run: eval and the Function constructor. */
const EVALS = /\beval\b|\bFunction\(/;

describe('the stand-in onsite script', () => {
  it('has a check for eval that sees both forms', () => {
    // Synthetic, as no script served here may contain them.
    expect('window.eval(code)').toMatch(EVALS);
    expect('new Function("return 1")()').toMatch(EVALS);
    expect('evaluate(); functional(x)').not.toMatch(EVALS);
  });

  it('is served for both URL forms, naming this sandbox, and refused for another key', async () => {
    for (const path of [`klaviyo.js?company_id=${KEY}`, `${KEY}/klaviyo.js`]) {
      const {response, body} = await script(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(body).toContain(JSON.stringify(t.url));
      expect(body).not.toMatch(EVALS); // the page's CSP allows no eval
    }
    for (const path of ['klaviyo.js?company_id=Other1', 'Other1/klaviyo.js', 'klaviyo.js']) {
      const {response, body} = await script(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(body).toBe('Invalid company_id');
    }
  });

  it('drains the queue in order with callbacks, then runs later pushes at once', async () => {
    const {body} = await script();
    const answers: unknown[] = [];
    const answer = (method: string) => (value: unknown) => answers.push([method, value]);
    const page = runOnsite(body, [
      ['identify', {email: ANNA}, answer('identify')],
      ['track', 'Viewed Product', {ProductID: 7}, answer('track')],
    ]);
    await settle();
    expect(page.posts.map((post) => post.url)).toEqual([
      `${t.url}/client/profiles/?company_id=${KEY}`,
      `${t.url}/client/events/?company_id=${KEY}`,
    ]);
    expect(page.posts[0]!.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: {revision: '2024-05-15', 'content-type': 'application/json'},
    });
    const anonymous = page.posts[0]!.body.data.attributes.anonymous_id;
    expect(anonymous).toEqual(expect.any(String));
    expect(page.posts[0]!.body).toEqual(profile({email: ANNA, anonymous_id: anonymous}));
    expect(page.posts[1]!.body.data.attributes).toEqual({
      properties: {ProductID: 7},
      metric: {data: {type: 'metric', attributes: {name: 'Viewed Product'}}},
      profile: profile({email: ANNA, anonymous_id: anonymous}),
    });
    expect(answers).toEqual([
      ['identify', {email: ANNA}],
      ['track', true],
    ]);
    expect(page.cookie()).toEqual({anonymous_id: anonymous, $email: ANNA});
    expect(page.cookieWrites.at(-1)).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);

    page.window._klOnsite.push(['track', 'Added to Cart', {}]);
    expect(page.posts).toHaveLength(3); // at once, not on a later tick
    expect(await page.window.klaviyo.isIdentified()).toBe(true);

    // What the script posts is what the client API takes, filed under the browser's visit.
    await replay(page.posts);
    expect((await rows()).map((row) => [row.name, row.visit])).toEqual([
      ['identify', anonymous],
      ['Viewed Product', anonymous],
      ['Added to Cart', anonymous],
    ]);
  });

  it('maps identify’s flat object to profile attributes and properties; the legacy push form too', async () => {
    const page = runOnsite((await script()).body, []);
    expect(await page.window.klaviyo.isIdentified()).toBe(false);
    await page.window.klaviyo.track('Viewed Page', {});
    const anonymous = page.cookie().anonymous_id;
    expect(page.posts[0]!.body.data.attributes.profile).toEqual(profile({anonymous_id: anonymous}));

    const email = 'marko@example.com';
    page.window.klaviyo.push(['identify', {$email: email, first_name: 'Marko', Size: 42}]);
    page.window.klaviyo.push(['track', 'Started Checkout', {$value: 120}]);
    await settle();
    const attributes = {
      anonymous_id: anonymous,
      email,
      first_name: 'Marko',
      properties: {Size: 42},
    };
    expect(page.posts[1]!.body).toEqual(profile(attributes));
    expect(page.posts[2]!.body.data.attributes.profile.data.attributes.email).toBe(email);
    await replay(page.posts);
  });

  it('never throws into the page when the API cannot be reached or a callback fails', async () => {
    const {body} = await script();
    const pageBug = () => {
      throw new Error('page bug');
    };
    const page = runOnsite(body, [['track', 'X', {}, pageBug]], true);
    const who = {email: 'a@b.it'};
    await expect(page.window.klaviyo.identify(who)).resolves.toEqual(who);
    await expect(page.window.klaviyo.track('Y', {})).resolves.toBe(true);
    await settle();
    expect(page.warnings.map((warning) => String(warning[0])).sort()).toEqual([
      '[klaviyo] /client/events/ failed',
      '[klaviyo] /client/events/ failed',
      '[klaviyo] /client/profiles/ failed',
      '[klaviyo] callback failed',
    ]);
  });
});
