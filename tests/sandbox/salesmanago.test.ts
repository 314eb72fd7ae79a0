/** SALESmanago's API as the storefront's server calls it: signed bodies, contacts and events. */
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {salesmanagoAccount} from '../../sandbox/config';
import {REDACTED} from '../../sandbox/http/redact';
import {salesmanagoSha} from '../../sandbox/marketing/salesmanago';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());
beforeEach(async () => {
  await fetch(`${t.url}/sandbox/api/tracking`, {method: 'DELETE'});
});

const {clientId, apiSecret, owner} = salesmanagoAccount();
/** The integration's own key, as .env.example names it. */
const API_KEY = 'sm_passo_sandbox_key';
const SHA = salesmanagoSha(API_KEY, clientId, apiSecret);
const auth = () => ({clientId, apiKey: API_KEY, requestTime: Date.now(), sha: SHA, owner});

const call = async (path: string, body: unknown) => {
  const response = await fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: {'content-type': 'application/json;charset=UTF-8', accept: 'application/json'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as JsonBody};
};
const upsert = (contact: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  call('/contact/upsert', {...auth(), contact, ...more});
const addEvent = (who: Record<string, unknown>, contactEvent: Record<string, unknown>, v2 = true) =>
  call(`${v2 ? '/v2' : ''}/contact/addContactExtEvent`, {...auth(), ...who, contactEvent});
const updateEvent = (who: Record<string, unknown>, contactEvent: Record<string, unknown>) =>
  call('/v2/contact/updateContactExtEvent', {...auth(), ...who, contactEvent});
const rows = async (): Promise<JsonBody[]> =>
  (await fetchJson(`${t.url}/sandbox/api/tracking?source=salesmanago`)).body.events;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const cart = {
  date: 1767225600000,
  contactExtEventType: 'CART',
  products: '101,102',
  value: 129.8,
  location: 'passo_it',
  shopDomain: 'localhost:3000',
  detail1: 'Sneaker Volterra,Stivale Aosta',
  detail2: '42,38',
  detail3: 'PSS-101-42,PSS-102-38',
  detail4: '1,1',
  detail5: 'EUR',
};

describe('SALESmanago auth', () => {
  it('has a sha check that matches SHA1(apiKey + clientId + apiSecret)', () => {
    // sha1sum of "keyclientsecret": a wrong concatenation order would show.
    expect(salesmanagoSha('key', 'client', 'secret')).toBe(
      '95ab89dbf30d7b0d522bea318b001ed9ceba514d',
    );
  });

  it('accepts a body signed for the account', async () => {
    const {status, body} = await upsert({email: 'auth@example.com'});
    expect(status).toBe(200);
    expect(body).toEqual({success: true, message: [], contactId: expect.stringMatching(UUID)});
  });

  it('accepts any apiKey the integration chooses, signed with the secret', async () => {
    const apiKey = 'another-key-of-ours';
    const {body} = await call('/contact/upsert', {
      ...auth(),
      apiKey,
      sha: salesmanagoSha(apiKey, clientId, apiSecret),
      contact: {email: 'key@example.com'},
    });
    expect(body.success).toBe(true);
  });

  it.each([
    ['a wrong sha', {sha: salesmanagoSha(API_KEY, clientId, 'not-the-secret')}, /sha/],
    ['an unknown clientId', {clientId: 'nobody123'}, /clientId nobody123/],
    ['another owner', {owner: 'someone@else.example'}, /someone@else\.example/],
    ['no sha', {sha: undefined}, /'sha' is required/],
    ['no requestTime', {requestTime: undefined}, /'requestTime' is required/],
    ['a requestTime that is no number', {requestTime: 'now'}, /'requestTime' is required/],
  ])('answers 200 success:false for %s, and stores nothing', async (_, change, message) => {
    const email = `refused-${Math.random().toString(36).slice(2)}@example.com`;
    const {status, body} = await call('/contact/upsert', {...auth(), ...change, contact: {email}});
    expect(status).toBe(200);
    expect(body).toEqual({success: false, message: [expect.stringMatching(message)]});
    const stored = (await fetchJson(`${t.url}/sandbox/api/salesmanago`)).body.contacts;
    expect(stored.map((c: JsonBody) => c.email)).not.toContain(email);
    // Positive control: the same body, signed right, is stored.
    expect((await upsert({email})).body.success).toBe(true);
    const after = (await fetchJson(`${t.url}/sandbox/api/salesmanago`)).body.contacts;
    expect(after.map((c: JsonBody) => c.email)).toContain(email);
  });

  it('answers malformed JSON and GET with an error status', async () => {
    expect(await call('/contact/upsert', '{')).toEqual({
      status: 200,
      body: {success: false, message: ['The request body must be a JSON object']},
    });
    const get = await fetch(`${t.url}/api/contact/upsert`);
    expect(get.status).toBe(405);
  });
});

describe('SALESmanago contacts', () => {
  it('gives one contactId per e-mail, whatever its case, and merges what later calls send', async () => {
    const first = await upsert(
      {email: 'giulia@example.com', name: 'Giulia'},
      {forceOptIn: true, tags: ['NEWSLETTER'], properties: {source: 'footer'}, lang: 'it'},
    );
    const again = await upsert(
      {email: 'Giulia@Example.com', phone: '+39333123456'},
      {
        tags: ['CUSTOMER'],
      },
    );
    expect(again.body.contactId).toBe(first.body.contactId);
    const other = await upsert({email: 'marco@example.com'});
    expect(other.body.contactId).not.toBe(first.body.contactId);

    const {contacts} = (await fetchJson(`${t.url}/sandbox/api/salesmanago`)).body;
    expect(contacts.find((c: JsonBody) => c.contactId === first.body.contactId)).toMatchObject({
      email: 'giulia@example.com',
      contact: {name: 'Giulia', phone: '+39333123456'},
      optIn: true,
      tags: ['NEWSLETTER', 'CUSTOMER'],
      properties: {source: 'footer'},
      lang: 'it',
    });
  });

  it.each([
    ['no contact', {contact: undefined}, /'contact' is required/],
    ['no e-mail', {contact: {name: 'X'}}, /'contact.email' is required/],
    ['a bad e-mail', {contact: {email: 'not-mail'}}, /Invalid e-mail address/],
    ['opt-in and opt-out at once', {forceOptIn: true, forceOptOut: true}, /cannot both/],
    ['tags that are no list', {tags: 'A,B'}, /'tags' must be an array/],
  ])('refuses an upsert with %s', async (_, change, message) => {
    const body = {...auth(), contact: {email: 'valid@example.com'}, ...change};
    const answer = await call('/contact/upsert', body);
    expect(answer.body).toEqual({success: false, message: [expect.stringMatching(message)]});
  });
});

describe('SALESmanago external events', () => {
  it('adds a CART event by e-mail or contactId (v2 and v1 paths) and updates it by eventId', async () => {
    const {contactId} = (await upsert({email: 'cart@example.com'})).body;
    const added = await addEvent({email: 'cart@example.com'}, cart);
    expect(added.body).toEqual({success: true, message: [], eventId: expect.stringMatching(UUID)});
    const viaV1 = await addEvent({contactId}, {...cart, detail4: '2,1'}, false);
    expect(viaV1.body.success).toBe(true);
    expect(viaV1.body.eventId).not.toBe(added.body.eventId);

    const changed = {eventId: added.body.eventId, value: 89.9, products: '101', detail4: '1'};
    const updated = await updateEvent({contactId}, changed);
    expect(updated.body).toEqual({success: true, message: [], eventId: added.body.eventId});

    const {events} = (await fetchJson(`${t.url}/sandbox/api/salesmanago?type=cart`)).body;
    const stored = events.find((e: JsonBody) => e.eventId === added.body.eventId);
    expect(stored).toMatchObject({
      contactId,
      email: 'cart@example.com',
      type: 'CART',
      contactEvent: {...cart, value: 89.9, products: '101', detail4: '1'},
    });
    expect(stored.updatedAt >= stored.createdAt).toBe(true);
    expect(events.filter((e: JsonBody) => e.contactId === contactId)).toHaveLength(2);
  });

  it.each([
    ['an unknown contact', {email: 'ghost@example.com'}, cart, /Contact not found/],
    ['an unknown contactId', {contactId: 'nope'}, cart, /Contact not found: nope/],
    ['no contact at all', {}, cart, /'email' or 'contactId'/],
    ['a bad type', {email: 'ev@example.com'}, {...cart, contactExtEventType: 'BASKET'}, /BASKET/],
    ['no type', {email: 'ev@example.com'}, {...cart, contactExtEventType: undefined}, /required/],
    ['a date that is no ms time', {email: 'ev@example.com'}, {...cart, date: '2026-01-01'}, /date/],
    ['a value that is no number', {email: 'ev@example.com'}, {...cart, value: '12,5'}, /value/],
    ['a detail past 20', {email: 'ev@example.com'}, {...cart, detail21: 'x'}, /detail21/],
    ['its own eventId', {email: 'ev@example.com'}, {...cart, eventId: 'mine'}, /eventId/],
  ])('refuses to add an event with %s', async (_, who, contactEvent, message) => {
    await upsert({email: 'ev@example.com'});
    const {status, body} = await addEvent(who, contactEvent);
    expect(status).toBe(200);
    expect(body).toEqual({success: false, message: [expect.stringMatching(message)]});
  });

  it('refuses to update an unknown event, or another contact’s', async () => {
    await upsert({email: 'one@example.com'});
    await upsert({email: 'two@example.com'});
    const {eventId} = (await addEvent({email: 'one@example.com'}, cart)).body;
    const unknown = await updateEvent({email: 'one@example.com'}, {eventId: 'no-such-event'});
    expect(unknown.body).toEqual({success: false, message: ['Event not found: no-such-event']});
    const others = await updateEvent({email: 'two@example.com'}, {eventId, value: 1});
    expect(others.body).toEqual({
      success: false,
      message: [`Event ${eventId} does not belong to contact two@example.com`],
    });
    const none = await updateEvent({email: 'one@example.com'}, {value: 1});
    expect(none.body.message).toEqual(["Field 'contactEvent.eventId' is required"]);
    // Positive control: the owner's update with the id goes through.
    expect((await updateEvent({email: 'one@example.com'}, {eventId, value: 1})).body.success).toBe(
      true,
    );
  });
});

describe('SALESmanago in the Tracking tab and the inspector', () => {
  it('files accepted and refused calls with their payload, secrets redacted', async () => {
    await upsert({email: 'seen@example.com'}, {forceOptIn: true});
    await addEvent({email: 'seen@example.com'}, cart);
    await call('/contact/upsert', {...auth(), sha: 'wrong', contact: {email: 'seen@example.com'}});
    const logged = await rows();
    expect(logged.map((row) => [row.name, row.visit])).toEqual([
      ['upsert', 'seen@example.com'],
      ['addContactExtEvent CART', 'seen@example.com'],
      ['upsert refused', 'seen@example.com'],
    ]);
    expect(logged[0]).toMatchObject({
      source: 'salesmanago',
      consent: {marketing: true},
      payload: {
        request: {clientId, apiKey: REDACTED, sha: REDACTED, owner, forceOptIn: true},
        answer: {success: true},
      },
    });
    expect(logged[1].payload.request.contactEvent).toEqual(cart);
    expect(logged[1].consent).toBeNull();
    expect(logged[2].payload.answer).toEqual({success: false, message: [expect.any(String)]});

    const everything = JSON.stringify(logged);
    expect(everything).not.toContain(SHA);
    expect(everything).not.toContain(API_KEY);
    // The request log keeps no credentials either.
    const {requests} = (await fetchJson(`${t.url}/sandbox/api/requests?service=salesmanago`)).body;
    const bodies = requests.map((r: JsonBody) => r.body).join('\n');
    expect(bodies).toContain(`"sha":"${REDACTED}"`);
    expect(bodies).not.toContain(SHA);
    expect(bodies).not.toContain(API_KEY);

    const tab = await (await fetch(`${t.url}/sandbox?tab=tracking&source=salesmanago`)).text();
    expect(tab).toContain('addContactExtEvent CART');
    expect(tab).not.toContain(SHA);
    expect(tab).toContain('server to server');
  });

  it('leaves bodies that only contain "sha" inside a word as they were sent', async () => {
    const text = 'shape=a b&shared=1';
    await fetch(`${t.url}/healthz`, {method: 'POST', body: text});
    const {requests} = (await fetchJson(`${t.url}/sandbox/api/requests?limit=1`)).body;
    expect(requests[0].body).toBe(text);
  });

  it('lists contacts and CART events with their details in the SALESmanago tab', async () => {
    await upsert({email: 'tab@example.com', name: 'Tabita'}, {forceOptOut: true});
    const {eventId} = (await addEvent({email: 'tab@example.com'}, cart)).body;
    const html = await (await fetch(`${t.url}/sandbox?tab=salesmanago`)).text();
    expect(html).toContain('aria-current="page">SALESmanago</a>');
    expect(html).toContain('tab@example.com');
    expect(html).toContain('Tabita');
    expect(html).toContain('opted out');
    expect(html).toContain(eventId);
    expect(html).toContain('Sneaker Volterra,Stivale Aosta');
    expect(html).toContain('<th>detail5</th><td>EUR</td>');
  });
});
