/** Zendesk's Requests and Uploads APIs, the Tickets tab and the requester's confirmation e-mail. */
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {zendeskAccount} from '../../sandbox/config';
import {ZENDESK_LIMITS} from '../../sandbox/zendesk/service';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from './helpers';

let now = Date.parse('2026-11-30T10:00:00.000Z');
let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({clock: () => now});
});
afterAll(() => t.stop());
afterEach(async () => {
  delete process.env.SANDBOX_ZENDESK_MAX_UPLOAD_BYTES;
  await fetch(`${t.url}/sandbox/api/faults`, {method: 'DELETE'});
  // A new minute and second: every test starts with the budgets full.
  now += 61_000;
});

const {apiUser, apiToken, fields} = zendeskAccount();
const [TOPIC, ORDER, MARKET] = [...fields.keys()];
const TOKEN_AUTH = {
  authorization: `Basic ${Buffer.from(`${apiUser}/token:${apiToken}`).toString('base64')}`,
};
/** The first bytes of a PNG: enough for a file the sandbox stores as sent. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const upload = (
  body: Buffer,
  query: string,
  headers: Record<string, string> = {'content-type': 'image/png'},
) =>
  fetchJson(`${t.url}/api/v2/uploads.json?${query}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
  });

const fileRequest = (request: unknown, headers: Record<string, string> = {}) =>
  fetchJson(`${t.url}/api/v2/requests.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: JSON.stringify(request),
  });

let emails = 0;
const newEmail = () => `cliente-${++emails}@example.com`;

const shopperRequest = (email: string, more: Record<string, unknown> = {}) => ({
  request: {
    requester: {name: 'Giulia Rossi', email},
    subject: 'Ordine #1001: reso',
    comment: {body: 'La scarpa sinistra è scucita.'},
    custom_fields: [
      {id: TOPIC, value: 'care_returns'},
      {id: ORDER, value: '#1001'},
      {id: MARKET, value: 'it'},
      {id: 999, value: 'unknown field'},
    ],
    tags: ['passo_care', 'Lang_IT'],
    ...more,
  },
});

async function outboxFor(email: string): Promise<JsonBody[]> {
  return (await fetchJson(`${t.url}/sandbox/api/outbox?to=${encodeURIComponent(email)}`)).body
    .emails;
}

describe('Zendesk uploads', () => {
  it('takes a file anonymously, then a second one on the same token', async () => {
    const first = await upload(PNG, 'filename=scarpa.png');
    expect(first.status).toBe(201);
    const {token, expires_at, attachment, attachments} = first.body.upload;
    expect(token).toMatch(/^[\w-]{10,}$/);
    // Tokens last an hour.
    expect(Date.parse(expires_at) - now).toBe(3_600_000);
    expect(attachment).toMatchObject({
      file_name: 'scarpa.png',
      content_type: 'image/png',
      size: PNG.length,
      inline: false,
      deleted: false,
      thumbnails: [],
    });
    expect(attachment.url).toBe(`${t.url}/api/v2/attachments/${attachment.id}.json`);
    expect(attachments).toEqual([attachment]);
    // The content URL serves the bytes as they came, not as a page that could run anything.
    const file = await fetch(attachment.content_url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);

    const second = await upload(Buffer.from('ciao'), `filename=nota.txt&token=${token}`, {
      'content-type': 'application/binary',
    });
    expect(second.status).toBe(201);
    expect(second.body.upload.token).toBe(token);
    expect(second.body.upload.attachments).toHaveLength(2);
    // "binary" is read from the file name, as Zendesk does.
    expect(second.body.upload.attachment).toMatchObject({
      file_name: 'nota.txt',
      content_type: 'text/plain',
    });
  });

  it.each([
    ['no file name', () => upload(PNG, ''), 400, {error: 'ParameterMissing'}],
    [
      'an empty file',
      () => upload(Buffer.alloc(0), 'filename=a.png'),
      422,
      {error: 'AttachmentUnprocessable'},
    ],
    [
      'a token never given',
      () => upload(PNG, 'filename=a.png&token=nessuno'),
      422,
      {error: 'RecordInvalid', details: {token: [{error: 'InvalidValue'}]}},
    ],
  ])('refuses %s', async (_, send, status, body) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject(body);
  });

  it('refuses a file over the account’s limit with a 413, and takes one at the limit', async () => {
    process.env.SANDBOX_ZENDESK_MAX_UPLOAD_BYTES = '16';
    expect((await upload(PNG, 'filename=limite.png')).status).toBe(201);
    const over = await upload(Buffer.concat([PNG, Buffer.from('x')]), 'filename=grande.png');
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      error: 'AttachmentTooLarge',
      description: 'Attachments may be at most 16 bytes',
    });
  });
});

describe('Zendesk requests', () => {
  it('files an anonymous request with its upload, custom fields and tags, and mails the requester', async () => {
    const email = newEmail();
    const {token} = (await upload(PNG, 'filename=scarpa.png')).body.upload;
    const created = await fileRequest(
      shopperRequest(email, {
        comment: {body: 'La scarpa sinistra è scucita.', uploads: [token]},
      }),
    );
    expect(created.status).toBe(201);
    const {request} = created.body;
    expect(request).toMatchObject({
      status: 'new',
      subject: 'Ordine #1001: reso',
      description: 'La scarpa sinistra è scucita.',
      via: {channel: 'api'},
      created_at: new Date(now).toISOString(),
      // The field the account lacks is dropped.
      custom_fields: [
        {id: TOPIC, value: 'care_returns'},
        {id: ORDER, value: '#1001'},
        {id: MARKET, value: 'it'},
      ],
    });
    expect(request.id).toBeGreaterThan(1200);
    expect(request.url).toBe(`${t.url}/api/v2/requests/${request.id}.json`);
    expect(typeof request.requester_id).toBe('number');

    const {tickets} = (await fetchJson(`${t.url}/sandbox/api/tickets?email=${email}`)).body;
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      id: request.id,
      requester: {name: 'Giulia Rossi', email},
      submitter: 'anonymous',
      tags: ['passo_care', 'lang_it'],
      attachments: [{file_name: 'scarpa.png', content_type: 'image/png', size: PNG.length}],
    });
    // The upload went with the request: its token files nothing again.
    const again = await fileRequest(
      shopperRequest(newEmail(), {comment: {body: 'x', uploads: [token]}}),
    );
    expect(again.status).toBe(422);

    const [mail, ...more] = await outboxFor(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'zendesk_request_received',
      subject: `Abbiamo ricevuto la tua richiesta n. ${request.id}`,
    });
    expect(mail.text).toContain('La scarpa sinistra è scucita.');
    expect(mail.html).toContain('lang="it"');

    const list = await (await fetch(`${t.url}/sandbox?tab=tickets`)).text();
    expect(list).toContain(`href="/sandbox?tab=tickets&id=${request.id}"`);
    const detail = await (await fetch(`${t.url}/sandbox?tab=tickets&id=${request.id}`)).text();
    expect(detail).toContain('<img src="');
    expect(detail).toContain('order number');
  });

  it.each([
    ['sl', 'Prejeli smo vašo zahtevo št.'],
    ['hr', 'Zaprimili smo vaš zahtjev br.'],
  ])('writes the confirmation in the language tag’s language: %s', async (lang, subject) => {
    const email = newEmail();
    const created = await fileRequest(shopperRequest(email, {tags: [`lang_${lang}`]}));
    expect(created.status).toBe(201);
    const [mail] = await outboxFor(email);
    expect(mail.subject).toBe(`${subject} ${created.body.request.id}`);
    expect(mail.html).toContain(`lang="${lang}"`);
  });

  it('takes the API user’s token: for the requester it names, else for itself', async () => {
    const email = newEmail();
    const named = await fileRequest(shopperRequest(email), TOKEN_AUTH);
    expect(named.status).toBe(201);
    const own = await fileRequest(
      {request: {comment: {body: 'Una prova del servizio'}}},
      TOKEN_AUTH,
    );
    expect(own.status).toBe(201);
    // Without a subject, the description's start is one.
    expect(own.body.request.subject).toBe('Una prova del servizio');
    const {tickets} = (await fetchJson(`${t.url}/sandbox/api/tickets?limit=2`)).body;
    expect(tickets.map((ticket: JsonBody) => [ticket.requester.email, ticket.submitter])).toEqual([
      [apiUser, apiUser],
      [email, apiUser],
    ]);

    const shown = await fetchJson(`${t.url}/api/v2/requests/${named.body.request.id}.json`, {
      headers: TOKEN_AUTH,
    });
    expect(shown).toMatchObject({status: 200, body: {request: {id: named.body.request.id}}});
    const anonymous = await fetchJson(`${t.url}/api/v2/requests/${named.body.request.id}.json`);
    expect(anonymous).toEqual({status: 401, body: {error: "Couldn't authenticate you"}});
    const unknown = await fetchJson(`${t.url}/api/v2/requests/99999.json`, {headers: TOKEN_AUTH});
    expect(unknown).toMatchObject({status: 404, body: {error: 'RecordNotFound'}});
  });

  it.each([
    ['a wrong token', `${apiUser}/token:sbagliato`],
    ['a password', `${apiUser}:password`],
  ])('refuses %s with a 401', async (_, credentials) => {
    const authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    const answer = await fileRequest(shopperRequest(newEmail()), {authorization});
    expect(answer).toEqual({status: 401, body: {error: "Couldn't authenticate you"}});
  });

  const invalid = (field: string, error: string, description: string) => ({
    error: 'RecordInvalid',
    description: 'Record validation errors',
    details: {[field]: [expect.objectContaining({error, description})]},
  });
  it.each([
    [
      'no requester (anonymous)',
      {requester: undefined},
      invalid('requester', 'BlankValue', 'Requester: cannot be blank'),
    ],
    [
      'a requester without e-mail',
      {requester: {name: 'Giulia'}},
      invalid('requester', 'BlankValue', 'Requester: Email: cannot be blank'),
    ],
    [
      'a malformed e-mail',
      {requester: {name: 'Giulia', email: 'giulia@'}},
      invalid('requester', 'InvalidFormat', 'Requester: Email: giulia@ is not properly formatted'),
    ],
    [
      'an empty comment',
      {comment: {body: '  '}},
      invalid('base', 'BlankValue', 'Description: cannot be blank'),
    ],
    [
      'an unknown upload token',
      {comment: {body: 'Foto', uploads: ['nessuno']}},
      invalid('uploads', 'InvalidValue', 'Uploads: nessuno is invalid or has expired'),
    ],
  ])('refuses %s with a 422 RecordInvalid', async (_, change, body) => {
    const answer = await fileRequest(shopperRequest(newEmail(), change));
    expect(answer).toEqual({status: 422, body});
  });

  it('refuses an upload token past its hour', async () => {
    const {token} = (await upload(PNG, 'filename=vecchia.png')).body.upload;
    now += 3_600_001;
    const answer = await fileRequest(
      shopperRequest(newEmail(), {comment: {body: 'x', uploads: [token]}}),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.details.uploads).toHaveLength(1);
  });

  it('answers 400 for a body without a request and 404 for an unknown endpoint', async () => {
    expect(await fileRequest({ticket: {}})).toMatchObject({
      status: 400,
      body: {error: 'ParameterMissing'},
    });
    expect(await fetchJson(`${t.url}/api/v2/tickets.json`)).toEqual({
      status: 404,
      body: {error: 'InvalidEndpoint', description: 'Not found'},
    });
  });
});

describe('Zendesk rate limits', () => {
  it('throttles an anonymous address past its budget with Retry-After, and not the account', async () => {
    const {burst} = ZENDESK_LIMITS.anonymous;
    for (let i = 0; i < burst; i++) {
      const answer = await fetch(`${t.url}/api/v2/uploads.json?filename=a.png`, {
        method: 'POST',
        body: new Uint8Array(PNG),
      });
      expect(answer.status, `upload ${i + 1}`).toBe(201);
    }
    const throttled = await fetch(`${t.url}/api/v2/requests.json`, {
      method: 'POST',
      body: JSON.stringify(shopperRequest(newEmail())),
    });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await throttled.json()).toEqual({
      error: 'APIRateLimitExceeded',
      description: 'Number of allowed API requests per minute exceeded',
    });
    // Positive control: the same moment, the account's own budget still answers.
    expect((await fileRequest(shopperRequest(newEmail()), TOKEN_AUTH)).status).toBe(201);
  });

  it('answers an injected 429 in Zendesk’s words, with the Retry-After asked for', async () => {
    const armed = await fetch(`${t.url}/sandbox/api/faults`, {
      method: 'POST',
      body: JSON.stringify({service: 'zendesk', status: 429, retryAfter: 120}),
    });
    expect(armed.status).toBe(200);
    const answer = await fetch(`${t.url}/api/v2/requests.json`, {
      method: 'POST',
      headers: TOKEN_AUTH,
      body: JSON.stringify(shopperRequest(newEmail())),
    });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('120');
    expect(await answer.json()).toMatchObject({error: 'APIRateLimitExceeded'});
  });
});
