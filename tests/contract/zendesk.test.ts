/**
 * The sandbox's Zendesk against a Zendesk client library: `node-zendesk`, maintained, on Node 20,
 * speaking the Uploads and Requests endpoints with the API token (it always authenticates, so the
 * anonymous side is driven by the shop's own module, app/lib/care/zendesk.server.ts). Both see the
 * same answers: 201s with the documents they read, 422 RecordInvalid, 429 with Retry-After.
 */
import {Readable} from 'node:stream';
import {createClient} from 'node-zendesk';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {zendeskAccount} from '../../sandbox/config';
import type {CareTicket} from '~/lib/care/care-types';
import {CareRateLimited, CareRefused, createCare, type Care} from '~/lib/care/zendesk.server';
import {translator} from '~/lib/i18n';
import it_ from '~/locales/it/common';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from '../sandbox/helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());
afterEach(() => fetch(`${t.url}/sandbox/api/faults`, {method: 'DELETE'}));

const {apiUser, apiToken, fields} = zendeskAccount();
const [TOPIC, ORDER, MARKET] = [...fields.keys()] as [number, number, number];
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

const client = () =>
  createClient({
    username: apiUser,
    token: apiToken,
    endpointUri: `${t.url}/api/v2`,
    throwOriginalException: true,
  });

const fault = (body: Record<string, unknown>) =>
  fetch(`${t.url}/sandbox/api/faults`, {method: 'POST', body: JSON.stringify(body)});

const ticketsOf = async (email: string): Promise<JsonBody[]> =>
  (await fetchJson(`${t.url}/sandbox/api/tickets?email=${encodeURIComponent(email)}`)).body.tickets;

describe('node-zendesk against the sandbox', () => {
  it('uploads a file and files a request carrying it, then reads the request back', async () => {
    const zendesk = client();
    // Typed as a Buffer, which it would open as a path: a stream is what it sends as the body.
    const uploaded = (await zendesk.attachments.upload(Readable.from([JPEG]) as never, {
      filename: 'scarpa.jpg',
      binary: true,
    })) as JsonBody;
    const token: string = uploaded.upload.token;
    expect(uploaded.upload.attachment).toMatchObject({file_name: 'scarpa.jpg', size: JPEG.length});
    // The library sends `application/binary`: the type comes from the name, as Zendesk reads it.
    expect(uploaded.upload.attachment.content_type).toBe('image/jpeg');

    const email = `libreria-${Date.now()}@example.com`;
    const created = await zendesk.requests.create({
      request: {
        requester: {name: 'Marco Bianchi', email},
        subject: 'Ordine #1002',
        comment: {body: 'Il pacco è arrivato aperto.', uploads: [token]},
        custom_fields: [
          {id: TOPIC, value: 'care_order'},
          {id: ORDER, value: '#1002'},
          {id: MARKET, value: 'it'},
        ],
      },
    } as never);
    const request = created.result as JsonBody;
    expect(request).toMatchObject({status: 'new', subject: 'Ordine #1002'});

    const shown = (await zendesk.requests.show(request.id)).result as JsonBody;
    expect(shown).toMatchObject({id: request.id, description: 'Il pacco è arrivato aperto.'});
    const [ticket] = await ticketsOf(email);
    expect(ticket.attachments).toMatchObject([{file_name: 'scarpa.jpg'}]);
  });

  it('sees a RecordInvalid as the 422 it is', async () => {
    const error = (await client()
      .requests.create({request: {requester: {email: 'nessuno@'}, comment: {body: 'x'}}} as never)
      .catch((e: unknown) => e)) as {statusCode: number; result: JsonBody};
    expect(error.statusCode).toBe(422);
    expect(error.result).toMatchObject({error: 'RecordInvalid', details: {requester: [{}]}});
  });

  it('sees an injected 429 as rate limited', async () => {
    await fault({service: 'zendesk', status: 429, retryAfter: 30});
    // The library returns, rather than throws, an answer with Retry-After as a 429 error.
    const answer = (await client()
      .requests.create({request: {comment: {body: 'Prova'}}} as never)
      .catch((e: unknown) => e)) as {result?: {statusCode?: number}; statusCode?: number};
    expect(answer.statusCode ?? answer.result?.statusCode).toBe(429);
  });
});

describe('the shop’s helpdesk module against the sandbox, anonymously', () => {
  const care = (): Care =>
    createCare({
      config: {
        apiOrigin: t.url,
        auth: null,
        fields: {topic: TOPIC, order: ORDER, market: MARKET},
      },
      deadline: Date.now() + 6_000,
      t: translator('it', it_),
    });
  const ticket = (email: string, uploads: string[] = []): CareTicket => ({
    topic: 'returns',
    orderNumber: '#1001',
    name: 'Giulia Rossi',
    email,
    message: 'La scarpa sinistra è scucita.',
    market: 'it',
    language: 'it',
    uploads,
  });

  it('uploads the photo and files the request: the ticket holds both, the requester has mail', async () => {
    const email = `modulo-${Date.now()}@example.com`;
    const photo = {file: new Blob([JPEG]), contentType: 'image/jpeg' as const, fileName: 'f.jpg'};
    const token = await care().upload(photo);
    const {ticketNumber} = await care().createRequest(ticket(email, [token]));
    const [filed] = await ticketsOf(email);
    expect(filed).toMatchObject({
      id: ticketNumber,
      submitter: 'anonymous',
      subject: 'Resi e rimborsi – ordine #1001',
      customFields: [
        {id: TOPIC, value: 'care_returns'},
        {id: ORDER, value: '#1001'},
        {id: MARKET, value: 'it'},
      ],
      attachments: [{file_name: 'f.jpg', content_type: 'image/jpeg', size: JPEG.length}],
    });
    const {emails} = (await fetchJson(`${t.url}/sandbox/api/outbox?to=${email}`)).body;
    expect(emails[0].subject).toBe(`Abbiamo ricevuto la tua richiesta n. ${ticketNumber}`);
  });

  it('throws the sandbox’s 422 as CareRefused and its 429 as CareRateLimited', async () => {
    const refused = await care()
      .createRequest(ticket('giulia@'))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CareRefused);
    expect((refused as CareRefused).fields).toEqual(['email']);

    await fault({service: 'zendesk', status: 429, retryAfter: 180});
    const limited = await care()
      .createRequest(ticket('giulia@example.com'))
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(CareRateLimited);
    expect((limited as CareRateLimited).retryAfterSeconds).toBe(180);
  });
});
