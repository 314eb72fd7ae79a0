/**
 * Fault injection through the inspector API: a provider that errs, throttles, crawls or is down,
 * for exactly `count` requests, each answered in the provider's own wire format.
 */
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {fetchJson, PUBLIC_TOKEN, startTestSandbox, type TestSandbox} from './helpers';
import {IT, KEYS, post} from './search-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterEach(() => fetch(`${t.url}/sandbox/api/faults`, {method: 'DELETE'}));
afterAll(() => t.stop());

const SHOP = '{ shop { name } }';
const GRAPHQL = '/api/2025-07/graphql.json';

function arm(body: unknown) {
  return fetchJson(`${t.url}/sandbox/api/faults`, {method: 'POST', body: JSON.stringify(body)});
}

/** The raw answer, for its headers, or a rejection when the connection is reset. */
function graphql(query: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${t.url}${GRAPHQL}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': PUBLIC_TOKEN,
    },
    body: JSON.stringify({query}),
    signal,
  });
}

const shop = () => graphql(SHOP);

async function timed<T>(work: () => Promise<T>): Promise<{value: T; ms: number}> {
  const started = performance.now();
  const value = await work();
  return {value, ms: performance.now() - started};
}

describe('a status', () => {
  it('answers it in the Storefront API format for `count` requests, then recovers', async () => {
    expect((await arm({service: 'storefront', status: 502, count: 2})).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const failed = await t.gql(SHOP);
      expect(failed.status).toBe(502);
      expect(failed.body.errors[0].message).toContain('Fault injected');
    }
    expect((await t.gql(SHOP)).body.data.shop.name).toBe('Passo');
  });

  it('answers it in Algolia format on the search service', async () => {
    await arm({service: 'algolia', status: 503});
    const failed = await post(t, `/1/indexes/${IT}/query`, {});
    expect([failed.status, failed.body]).toEqual([503, {status: 503, message: expect.any(String)}]);
  });

  it('counts down what is left in the listing', async () => {
    await arm({service: 'storefront', status: 503, count: 1_000_000});
    await t.gql(SHOP);
    const {body} = await fetchJson(`${t.url}/sandbox/api/faults`);
    expect(body.faults).toEqual({storefront: {status: 503, remaining: 999_999}});
  });

  it('never touches the inspector, so a test can always clear its faults', async () => {
    expect((await arm({service: 'inspector', status: 503})).status).toBe(400);
    await arm({service: 'storefront', status: 503, count: 50});
    expect((await fetch(`${t.url}/sandbox/api/faults`, {method: 'DELETE'})).status).toBe(200);
    expect((await t.gql(SHOP)).status).toBe(200);
  });
});

describe('429', () => {
  it('carries Retry-After in seconds, 1 unless the test says', async () => {
    await arm({service: 'storefront', status: 429});
    const throttled = await shop();
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');

    await arm({service: 'storefront', status: 429, retryAfter: 30});
    expect((await shop()).headers.get('retry-after')).toBe('30');
  });

  it('gives other statuses a Retry-After only when asked', async () => {
    await arm({service: 'storefront', status: 503, count: 2});
    expect((await shop()).headers.get('retry-after')).toBeNull();
    await arm({service: 'storefront', status: 503, retryAfter: 7});
    expect((await shop()).headers.get('retry-after')).toBe('7');
  });
});

describe('delay', () => {
  it('answers normally after the delay, without holding up other services', async () => {
    await arm({service: 'storefront', delayMs: 800});
    const slow = timed(() => t.gql(SHOP));
    const other = await timed(() => fetch(`${t.url}/healthz`));
    expect(other.ms).toBeLessThan(400);
    const {value, ms} = await slow;
    expect(ms).toBeGreaterThanOrEqual(800);
    expect(value.body.data.shop.name).toBe('Passo');
  });

  it('delays every request of the count in parallel, not one after another', async () => {
    await arm({service: 'storefront', delayMs: 600, count: 3});
    const {value, ms} = await timed(() => Promise.all([t.gql(SHOP), t.gql(SHOP), t.gql(SHOP)]));
    expect(value.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(ms).toBeGreaterThanOrEqual(600);
    expect(ms).toBeLessThan(1200);
  });

  it('with a status answers that status late', async () => {
    await arm({service: 'storefront', delayMs: 500, status: 503});
    const {value, ms} = await timed(() => t.gql(SHOP));
    expect(ms).toBeGreaterThanOrEqual(500);
    expect(value.status).toBe(503);
  });

  it('does nothing for a client that gave up, and logs that nothing was answered', async () => {
    const {customerCreate} = (
      await t.gql(`mutation { customerCreate(input: {email: "gave-up@passo.test", password: "abcd1234"}) {
        customer { id } } }`)
    ).body.data;
    expect(customerCreate.customer).not.toBeNull(); // a positive control: the mutation works
    expect(t.sandbox.context.customers.byEmail('gave-up@passo.test')).toBeDefined();
    await arm({service: 'storefront', delayMs: 600});
    await expect(
      graphql(
        `
          mutation {
            customerCreate(input: {email: "never@passo.test", password: "abcd1234"}) {
              customer {
                id
              }
            }
          }
        `,
        AbortSignal.timeout(100),
      ),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(t.sandbox.context.customers.byEmail('never@passo.test')).toBeUndefined();
    const {requests} = (await fetchJson(`${t.url}/sandbox/api/requests?service=storefront&limit=1`))
      .body;
    expect(requests[0].status).toBe(0);
  });
});

describe('down', () => {
  it('resets the connection for `count` requests, then answers again', async () => {
    await arm({service: 'storefront', mode: 'down', count: 2});
    await expect(shop()).rejects.toThrow(/fetch failed/);
    await expect(shop()).rejects.toThrow(/fetch failed/);
    expect((await shop()).status).toBe(200);
  });

  it('after a delay looks like a provider that hangs, then drops the line', async () => {
    await arm({service: 'algolia', mode: 'down', delayMs: 300});
    const started = performance.now();
    await expect(
      fetch(`${t.url}/1/indexes/${IT}/query`, {method: 'POST', headers: KEYS, body: '{}'}),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });
});

describe('a malformed fault', () => {
  it.each([
    ['no service', {status: 503}],
    ['an unknown service', {service: 'search', status: 503}],
    ['no failure at all', {service: 'storefront'}],
    ['a success status', {service: 'storefront', status: 200}],
    ['a fractional status', {service: 'storefront', status: 503.5}],
    ['a status as text', {service: 'storefront', status: '503'}],
    ['a zero delay', {service: 'storefront', delayMs: 0}],
    ['a delay of an hour', {service: 'storefront', delayMs: 3_600_000}],
    ['an unknown mode', {service: 'storefront', mode: 'slow'}],
    ['down with a status', {service: 'storefront', mode: 'down', status: 503}],
    ['Retry-After without a status', {service: 'storefront', delayMs: 10, retryAfter: 5}],
    ['a negative Retry-After', {service: 'storefront', status: 429, retryAfter: -1}],
    ['a zero count', {service: 'storefront', status: 503, count: 0}],
    ['a negative count', {service: 'storefront', status: 503, count: -1}],
    ['a misspelt field', {service: 'storefront', status: 503, delay: 100}],
    ['an array', [{service: 'storefront', status: 503}]],
  ])('is a 400: %s', async (_, body) => {
    const answer = await arm(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
    expect((await fetchJson(`${t.url}/sandbox/api/faults`)).body.faults).toEqual({});
  });

  it('names the services there are when the name is wrong', async () => {
    const {body} = await arm({service: 'search', status: 503});
    expect(body.error).toContain('algolia');
    expect(body.error).toContain('storefront');
  });
});
