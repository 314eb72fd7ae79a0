/**
 * Sentry's envelope endpoint, driven by Sentry's own browser client, by the envelope serializer
 * that client ships with, and by hand-made envelopes.
 */
import {createRequire} from 'node:module';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {BrowserClient, Scope, defaultStackParser, makeFetchTransport} from '@sentry/browser';
import {sentryProject} from '../../sandbox/config';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());
beforeEach(async () => {
  await fetch(`${t.url}/sandbox/api/tracking`, {method: 'DELETE'});
});

const {publicKey, projectId} = sentryProject();
const GIULIA = 'giulia@example.com';

/** The part of @sentry/core's envelope API used here. */
interface EnvelopeApi {
  dsnFromString(dsn: string): unknown;
  createEventEnvelope(event: object, dsn: unknown): unknown;
  makeSession(context: object): unknown;
  createSessionEnvelope(session: unknown, dsn: unknown): unknown;
  createAttachmentEnvelopeItem(attachment: {filename: string; data: Uint8Array}): unknown;
  addItemToEnvelope(envelope: unknown, item: unknown): unknown;
  serializeEnvelope(envelope: unknown): string | Uint8Array<ArrayBuffer>;
}
// @sentry/browser's own copy of @sentry/core, the serializer the shop's client uses (the
// top-level copy, if any, belongs to another package and may be another major version).
const require = createRequire(import.meta.url);
const core = createRequire(require.resolve('@sentry/browser'))('@sentry/core') as EnvelopeApi;
const endpoint = (key = publicKey, project = projectId) =>
  `${t.url}/api/${project}/envelope/?sentry_key=${key}&sentry_version=7&sentry_client=test`;
const rows = async (query = ''): Promise<JsonBody[]> =>
  (await fetchJson(`${t.url}/sandbox/api/tracking?source=sentry${query}`)).body.events;
const post = (body: BodyInit, url = endpoint(), headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: {'content-type': 'text/plain;charset=UTF-8', ...headers},
    body,
  });

describe('POST /api/{project}/envelope/', () => {
  it('takes the official client’s envelopes and files the event under the user’s e-mail', async () => {
    const client = new BrowserClient({
      dsn: `http://${publicKey}@${new URL(t.url).host}/${projectId}`,
      transport: makeFetchTransport,
      stackParser: defaultStackParser,
      integrations: [],
    });
    const scope = new Scope();
    scope.setClient(client);
    scope.setUser({email: GIULIA});
    const id = client.captureException(new Error('Qualcosa è andato storto'), undefined, scope);
    expect(await client.flush(5000)).toBe(true);
    const [row] = await rows(`&visit=${encodeURIComponent(GIULIA)}`);
    expect(row).toMatchObject({name: 'event', visit: GIULIA});
    expect(row.payload.event_id).toBe(id);
    expect(row.payload.exception.values[0]).toMatchObject({
      type: 'Error',
      value: 'Qualcosa è andato storto',
    });
  });

  it('takes the bytes of the client’s serializer: event, binary attachment, session', async () => {
    const dsn = core.dsnFromString(`http://${publicKey}@${new URL(t.url).host}/${projectId}`);
    const eventId = 'b'.repeat(32);
    const envelope = core.addItemToEnvelope(
      core.createEventEnvelope({event_id: eventId, message: 'ciao', user: {email: GIULIA}}, dsn),
      // `length`-framed bytes, newlines and non-UTF-8 included.
      core.createAttachmentEnvelopeItem({filename: 'a.bin', data: Uint8Array.of(1, 10, 255, 10)}),
    );
    const response = await post(core.serializeEnvelope(envelope));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({id: eventId});
    const session = core.makeSession({user: {email: GIULIA}});
    const sessions = core.serializeEnvelope(core.createSessionEnvelope(session, dsn));
    expect((await post(sessions)).status).toBe(200);
    expect(await rows()).toMatchObject([
      {source: 'sentry', name: 'event', visit: GIULIA, payload: {event_id: eventId}},
      {name: 'attachment', visit: eventId, payload: {bytes: 4}},
      {name: 'session', visit: GIULIA, payload: {status: 'ok', did: GIULIA}},
    ]);
  });

  it('reads items with and without a byte length, multi-byte text included', async () => {
    const event = JSON.stringify({
      event_id: 'a'.repeat(32),
      message: 'città',
      user: {email: GIULIA},
    });
    const session = (sid: string) => JSON.stringify({sid, status: 'ok', init: true});
    const framed = session('f'.repeat(32));
    // A string body is sent as UTF-8: `length` counts its bytes, not its characters.
    const envelope =
      `{"sent_at":"2026-11-22T10:00:00Z"}\n` +
      `{"type":"event","length":${Buffer.byteLength(event)}}\n${event}\n` +
      `{"type":"session"}\n${session('s'.repeat(32))}\n` +
      `{"type":"session","length":${framed.length}}\n${framed}`;
    const response = await post(envelope);
    expect(response.status).toBe(200);
    // No event_id in the envelope header: the event item's.
    expect(await response.json()).toEqual({id: 'a'.repeat(32)});
    expect(await rows()).toMatchObject([
      {name: 'event', visit: GIULIA, payload: {message: 'città'}},
      {name: 'session', visit: 's'.repeat(32), payload: {status: 'ok'}},
      {name: 'session', visit: 'f'.repeat(32)},
    ]);
  });

  it('accepts the key in X-Sentry-Auth', async () => {
    const response = await post(
      '{}\n{"type":"client_report"}\n{"discarded_events":[]}\n',
      `${t.url}/api/${projectId}/envelope/`,
      {'x-sentry-auth': `Sentry sentry_key=${publicKey}, sentry_version=7`},
    );
    expect(response.status).toBe(200);
    expect(await rows()).toMatchObject([{name: 'client_report'}]);
  });

  it('refuses a wrong key (401), an unknown project (404) and a broken envelope (400)', async () => {
    const good = '{}\n{"type":"event"}\n{"message":"x"}\n';
    expect((await post(good, endpoint('0'.repeat(32)))).status).toBe(401);
    expect((await post(good, `${t.url}/api/${projectId}/envelope/`)).status).toBe(401);
    expect((await post(good, endpoint(publicKey, '999'))).status).toBe(404);
    for (const broken of [
      'not json',
      '{}\n{"length":3}\nabc',
      '{}\n{"type":"event","length":99}\n{}',
      '{}\n{"type":"event"}\n{oops',
    ])
      expect((await post(broken)).status, broken).toBe(400);
    const refused = await post('{}\n{"type":"event"}\n{oops');
    expect(((await refused.json()) as JsonBody).detail).toMatch(/Invalid envelope/);
    expect((await fetch(endpoint())).status).toBe(405);
    expect(await rows()).toEqual([]);
    // Positive control: the same envelope, with the right key and project, is filed.
    expect((await post(good)).status).toBe(200);
    expect(await rows()).toMatchObject([{name: 'event', payload: {message: 'x'}}]);
  });

  it('answers an injected fault with its status', async () => {
    const armed = await fetch(`${t.url}/sandbox/api/faults`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({service: 'sentry', status: 503, count: 1}),
    });
    expect(armed.status).toBe(200);
    expect((await post('{}\n{"type":"event"}\n{}\n')).status).toBe(503);
    expect((await post('{}\n{"type":"event"}\n{}\n')).status).toBe(200);
  });
});
