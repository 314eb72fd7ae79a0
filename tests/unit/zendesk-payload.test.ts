/** The Create Request body of a care ticket, and the helpdesk module's calls and typed failures. */
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {CareTicket} from '~/lib/care/care-types';
import {zendeskRequestBody} from '~/lib/care/zendesk-payload';
import {CareRateLimited, CareRefused, CareUnavailable, createCare} from '~/lib/care/zendesk.server';
import {translator} from '~/lib/i18n';
import it_ from '~/locales/it/common';
import sl from '~/locales/sl/common';

const FIELDS = {topic: 101, order: 102, market: 103};
const TICKET: CareTicket = {
  topic: 'returns',
  orderNumber: '#1001',
  name: 'Giulia Rossi',
  email: 'giulia@example.com',
  message: 'La scarpa sinistra è scucita.',
  market: 'it',
  language: 'it',
  uploads: [],
};
const tIt = translator('it', it_);

describe('the Zendesk request body', () => {
  it('names the shopper, the topic and the order, and carries market and language', () => {
    expect(zendeskRequestBody({...TICKET, uploads: ['tok1']}, FIELDS, tIt)).toEqual({
      request: {
        requester: {name: 'Giulia Rossi', email: 'giulia@example.com'},
        subject: 'Resi e rimborsi – ordine #1001',
        comment: {
          body: 'La scarpa sinistra è scucita.\n\n---\nMercato: Italia (it)\nLingua della pagina: it\nOrdine: #1001',
          uploads: ['tok1'],
        },
        custom_fields: [
          {id: 101, value: 'care_returns'},
          {id: 102, value: '#1001'},
          {id: 103, value: 'it'},
        ],
        tags: ['passo_care', 'care_returns', 'market_it', 'lang_it'],
      },
    });
  });

  it('is in the shopper’s language; without an order, neither subject nor fields name one', () => {
    const ticket = {
      ...TICKET,
      topic: 'products' as const,
      orderNumber: null,
      market: 'sl' as const,
    };
    const {request} = zendeskRequestBody({...ticket, language: 'sl'}, FIELDS, translator('sl', sl));
    expect(request.subject).toBe('Velikosti in izdelki');
    expect(request.comment).toEqual({
      body: 'La scarpa sinistra è scucita.\n\n---\nTrg: Slovenija (sl)\nJezik strani: sl',
    });
    expect(request.custom_fields).toEqual([
      {id: 101, value: 'care_products'},
      {id: 103, value: 'sl'},
    ]);
    expect(request.tags).toContain('lang_sl');
  });

  it('leaves out the fields the account has no id for', () => {
    const {request} = zendeskRequestBody(TICKET, {topic: null, order: 102, market: null}, tIt);
    expect(request.custom_fields).toEqual([{id: 102, value: '#1001'}]);
  });
});

describe('the helpdesk module', () => {
  afterEach(() => vi.unstubAllGlobals());

  const config = {
    apiOrigin: 'https://passo.zendesk.test',
    auth: null,
    fields: FIELDS,
  };
  const deadline = () => Date.now() + 6_000;

  function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
    const calls: Array<{url: string; init: RequestInit}> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({url, init});
      return new Response(JSON.stringify(body), {status, headers});
    });
    return calls;
  }

  it('files the request anonymously and answers the ticket number', async () => {
    const calls = answering(201, {request: {id: 1234}});
    const care = createCare({config, deadline: deadline(), t: tIt});
    expect(await care.createRequest(TICKET)).toEqual({ticketNumber: 1234});
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://passo.zendesk.test/api/v2/requests.json');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(
      zendeskRequestBody(TICKET, FIELDS, tIt),
    );
  });

  it('uploads a photo as its bytes and type, with the API token when one is configured', async () => {
    const calls = answering(201, {upload: {token: 'tok9'}});
    const auth = {user: 'assistenza@passo.example', token: 'sekret'};
    const care = createCare({config: {...config, auth}, deadline: deadline(), t: tIt});
    const file = new Blob([Uint8Array.from([0xff, 0xd8, 0xff])]);
    const photo = {file, contentType: 'image/jpeg' as const, fileName: 'scarpa rotta.jpg'};
    expect(await care.upload(photo)).toBe('tok9');
    expect(calls[0]!.url).toBe(
      'https://passo.zendesk.test/api/v2/uploads.json?filename=scarpa%20rotta.jpg',
    );
    expect(calls[0]!.init.body).toBe(file);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('image/jpeg');
    expect(atob(headers.authorization!.replace('Basic ', ''))).toBe(
      'assistenza@passo.example/token:sekret',
    );
  });

  it('throws the helpdesk’s 429 as CareRateLimited with its Retry-After', async () => {
    answering(429, {error: 'APIRateLimitExceeded'}, {'Retry-After': '93'});
    const care = createCare({config, deadline: deadline(), t: tIt});
    const error = await care.createRequest(TICKET).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CareRateLimited);
    expect((error as CareRateLimited).retryAfterSeconds).toBe(93);
  });

  it('throws a RecordInvalid as CareRefused, naming the form’s fields', async () => {
    answering(422, {
      error: 'RecordInvalid',
      details: {requester: [{error: 'InvalidFormat'}], uploads: [{error: 'InvalidValue'}]},
    });
    const care = createCare({config, deadline: deadline(), t: tIt});
    const error = await care.createRequest(TICKET).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CareRefused);
    expect((error as CareRefused).fields).toEqual(['email', 'photo']);
  });

  it.each([
    ['a 503', () => answering(503, {error: 'ServiceUnavailable'})],
    ['refused credentials', () => answering(401, {error: "Couldn't authenticate you"})],
    ['a 201 without an id', () => answering(201, {request: {}})],
    [
      'no answer',
      () =>
        vi.stubGlobal('fetch', async () => {
          throw new TypeError('fetch failed');
        }),
    ],
  ])('throws %s as CareUnavailable', async (_, arrange) => {
    arrange();
    const care = createCare({config, deadline: deadline(), t: tIt});
    await expect(care.createRequest(TICKET)).rejects.toBeInstanceOf(CareUnavailable);
  });

  it('makes no call once the request’s budget is spent', async () => {
    const calls = answering(201, {request: {id: 1}});
    const care = createCare({config, deadline: Date.now() - 1, t: tIt});
    await expect(care.createRequest(TICKET)).rejects.toBeInstanceOf(CareUnavailable);
    expect(calls).toEqual([]);
  });
});
