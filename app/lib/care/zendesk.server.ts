/**
 * The customer-care helpdesk (Zendesk Support) as the shop's server calls it
 * (docs/architecture.md#adding-a-provider): `upload(photo)` puts a file on the Uploads API and
 * answers its token, `createRequest(ticket)` files the request (zendesk-payload.ts) and answers
 * its ticket number. Plain fetch within the request's budget (docs/decisions/0012); anonymous
 * unless an API token is configured. Failures are typed: CareRateLimited (a 429, with the wait
 * the helpdesk asked for), CareRefused (it refused what was sent, naming the form's fields), and
 * CareUnavailable (no answer, an outage, or refused credentials).
 */
import type {Translate} from '../i18n';
import {callTimeout, UPSTREAM_TIMEOUT_MS, withTimeout} from '../upstream-budget.server';
import type {CareConfig} from './config.server';
import type {CarePhoto, CareReceipt, CareTicket} from './care-types';
import {zendeskRequestBody} from './zendesk-payload';

export class CareUnavailable extends Error {
  override name = 'CareUnavailable';
}

export class CareRateLimited extends Error {
  override name = 'CareRateLimited';
  constructor(readonly retryAfterSeconds: number) {
    super(`The helpdesk asks to wait ${retryAfterSeconds} s`);
  }
}

/** The form's fields the helpdesk found fault with. */
export type CareField = 'email' | 'name' | 'message' | 'photo';

export class CareRefused extends Error {
  override name = 'CareRefused';
  constructor(readonly fields: CareField[]) {
    super(`The helpdesk refused: ${fields.join(', ')}`);
  }
}

/** When a 429 names no wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Zendesk's RecordInvalid details, by key, as the form's fields. */
const REFUSED_FIELDS: Record<string, CareField> = {
  requester: 'email',
  base: 'message',
  description: 'message',
  uploads: 'photo',
  token: 'photo',
};

function retryAfterOf(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS;
}

async function refusalOf(response: Response, fallback: CareField): Promise<CareRefused> {
  const body = (await response.json().catch(() => null)) as {details?: object} | null;
  const keys = Object.keys(body?.details ?? {});
  const fields = [...new Set(keys.map((key) => REFUSED_FIELDS[key] ?? fallback))];
  return new CareRefused(fields.length ? fields : [fallback]);
}

export function createCare({
  config,
  deadline,
  t,
}: {
  config: CareConfig;
  deadline: number;
  /** The market's messages: the request's subject and notes are in the shopper's language. */
  t: Translate;
}) {
  const authorization: Record<string, string> = config.auth
    ? {authorization: `Basic ${btoa(`${config.auth.user}/token:${config.auth.token}`)}`}
    : {};

  /** One call; what is not a success is thrown as one of the typed errors. */
  async function call(
    path: string,
    init: {body: BodyInit; contentType: string},
    refusedField: CareField,
  ): Promise<unknown> {
    const timeout = callTimeout(deadline, UPSTREAM_TIMEOUT_MS.mutation);
    if (timeout === 0) throw new CareUnavailable('Helpdesk: the request budget is spent');
    let response: Response;
    try {
      response = await withTimeout(timeout, (signal) =>
        fetch(`${config.apiOrigin}/api/v2/${path}`, {
          method: 'POST',
          headers: {accept: 'application/json', 'content-type': init.contentType, ...authorization},
          body: init.body,
          signal,
        }),
      );
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new CareUnavailable(
        timedOut
          ? `Helpdesk did not answer within ${timeout} ms`
          : `Helpdesk unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status === 201) return response.json().catch(() => null);
    if (response.status === 429) throw new CareRateLimited(retryAfterOf(response));
    if (response.status === 413) throw new CareRefused(['photo']);
    if (response.status === 422) throw await refusalOf(response, refusedField);
    throw new CareUnavailable(`Helpdesk answered ${response.status} to ${path}`);
  }

  return {
    /** Puts the photo on the helpdesk; answers the upload token a request can carry. */
    async upload(photo: CarePhoto): Promise<string> {
      const answer = (await call(
        `uploads.json?filename=${encodeURIComponent(photo.fileName)}`,
        {body: photo.file, contentType: photo.contentType},
        'photo',
      )) as {upload?: {token?: unknown}} | null;
      const token = answer?.upload?.token;
      if (typeof token !== 'string') throw new CareUnavailable('Helpdesk upload without a token');
      return token;
    },
    /** Files the ticket for the shopper; answers its number. */
    async createRequest(ticket: CareTicket): Promise<CareReceipt> {
      const answer = (await call(
        'requests.json',
        {
          body: JSON.stringify(zendeskRequestBody(ticket, config.fields, t)),
          contentType: 'application/json',
        },
        'message',
      )) as {request?: {id?: unknown}} | null;
      const id = answer?.request?.id;
      if (typeof id !== 'number') throw new CareUnavailable('Helpdesk request without an id');
      return {ticketNumber: id};
    },
  };
}

export type Care = ReturnType<typeof createCare>;
