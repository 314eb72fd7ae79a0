/** The stand-in for SALESmanago's monitoring script (sm.js) and the visits it records. */
import {runInNewContext} from 'node:vm';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {salesmanagoAccount} from '../../sandbox/config';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());
beforeEach(async () => {
  await fetch(`${t.url}/sandbox/api/tracking`, {method: 'DELETE'});
});

const {clientId} = salesmanagoAccount();
const CONSENT = encodeURIComponent(
  JSON.stringify({
    purposes: {functionality: false, measurement: true, marketing: true},
    timestamp: '2026-11-02T10:00:00.000Z',
    version: 1,
  }),
);

/** Runs the served script in a bare page: a cookie jar, the snippet's queue, a recording beacon. */
function runPage(script: string, {cookies = '', smid = clientId as string | null} = {}) {
  const beacons: Array<{url: string; body: JsonBody}> = [];
  const cookieWrites: string[] = [];
  let jar = cookies;
  const document = {
    referrer: 'https://www.google.com/',
    title: 'Sneaker Volterra',
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      cookieWrites.push(value);
      jar = [jar, value.split(';')[0]].filter(Boolean).join('; ');
    },
  };
  // The page snippet: `sm` queues its calls (as `arguments` objects) until the script loads.
  const window: Record<string, unknown> = {_smid: smid, SalesmanagoObject: 'sm'};
  runInNewContext(
    `window.sm = function () { (window.sm.q = window.sm.q || []).push(arguments); };
     window.sm('event', 'CART', {value: 89.9});`,
    {window},
  );
  const warnings: unknown[][] = [];
  runInNewContext(script, {
    window,
    document,
    location: {href: 'http://localhost:3000/it/sneaker-volterra-p?color=nero'},
    navigator: {
      sendBeacon: (url: string, body: string) => {
        beacons.push({url, body: JSON.parse(body)});
        return true;
      },
    },
    console: {warn: (...args: unknown[]) => warnings.push(args)},
    fetch: () => Promise.reject(new Error('no fetch expected')),
  });
  return {window: window as JsonBody, beacons, cookieWrites, warnings, cookies: () => jar};
}

const script = async () => {
  const response = await fetch(`${t.url}/static/sm.js`);
  return {response, body: await response.text()};
};
const replay = async (beacons: Array<{url: string; body: JsonBody}>) => {
  for (const beacon of beacons) {
    const response = await fetch(beacon.url, {
      method: 'POST',
      headers: {'content-type': 'text/plain;charset=UTF-8'},
      body: JSON.stringify(beacon.body),
    });
    expect(response.status).toBe(204);
  }
};
const rows = async (): Promise<JsonBody[]> =>
  (await fetchJson(`${t.url}/sandbox/api/tracking?source=salesmanago`)).body.events;

describe('sm.js', () => {
  it('is served as JavaScript that posts back to this sandbox, with no eval', async () => {
    const {response, body} = await script();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toContain(JSON.stringify(t.url));
    expect(body).not.toMatch(/\beval\b|\bFunction\(/);
  });

  it('sets smuuid once, records the visit, drains the queue and runs later calls at once', async () => {
    const page = runPage((await script()).body, {cookies: `cookiePreferences=${CONSENT}`});
    const uuid = /smuuid=([^;]+)/.exec(page.cookies())![1]!;
    expect(page.cookieWrites).toEqual([`smuuid=${uuid}; Path=/; Max-Age=315360000; SameSite=Lax`]);
    expect(page.beacons.map((b) => [b.url, b.body.event, b.body.args])).toEqual([
      [`${t.url}/sm/visit`, 'visit', []],
      [`${t.url}/sm/visit`, 'event', ['CART', {value: 89.9}]],
    ]);
    expect(page.window.sm.q).toEqual([]);
    page.window.sm('contact', 'anna@example.com');
    expect(page.beacons).toHaveLength(3);
    expect(page.beacons[0]!.body).toMatchObject({
      clientId,
      smuuid: uuid,
      smclient: null,
      url: 'http://localhost:3000/it/sneaker-volterra-p?color=nero',
      referrer: 'https://www.google.com/',
    });

    await replay(page.beacons);
    const logged = await rows();
    expect(logged.map((row) => [row.name, row.visit, row.page])).toEqual([
      ['visit', uuid, '/it/sneaker-volterra-p?color=nero'],
      ['event', uuid, '/it/sneaker-volterra-p?color=nero'],
      ['contact', uuid, '/it/sneaker-volterra-p?color=nero'],
    ]);
    expect(logged[0].consent).toEqual({
      analytics: true,
      marketing: true,
      sale_of_data: true,
      preferences: false,
    });
  });

  it('keeps an existing smuuid and reads the known contact from smclient', async () => {
    const page = runPage((await script()).body, {cookies: 'smuuid=kept-1; smclient=contact-9'});
    expect(page.cookieWrites).toEqual([]);
    expect(page.beacons[0]!.body).toMatchObject({smuuid: 'kept-1', smclient: 'contact-9'});
    expect(page.beacons[0]!.body.consent).toBeNull();
    await replay(page.beacons.slice(0, 1));
    expect((await rows())[0]).toMatchObject({visit: 'kept-1', consent: null});
  });

  it('does nothing without _smid', async () => {
    const page = runPage((await script()).body, {smid: null});
    expect(page.beacons).toEqual([]);
    expect(page.warnings).toEqual([['[salesmanago] window._smid is not set']]);
  });
});

describe('the visit beacon', () => {
  const send = (body: unknown) =>
    fetch(`${t.url}/sm/visit`, {method: 'POST', body: JSON.stringify(body)});
  const good = {clientId, smuuid: 'u-1', event: 'visit', url: 'http://localhost:3000/it'};

  it.each([
    ['another clientId', {...good, clientId: 'someone'}],
    ['no smuuid', {...good, smuuid: ''}],
    ['no event', {...good, event: undefined}],
  ])('refuses %s with 400 and records nothing', async (_, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(await rows()).toEqual([]);
    expect((await send(good)).status).toBe(204); // positive control
    expect(await rows()).toHaveLength(1);
  });
});
