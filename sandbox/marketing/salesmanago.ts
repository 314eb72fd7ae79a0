/**
 * SALESmanago's API as the storefront's server calls it (API v2; each path also without `/v2`):
 *   POST /api/contact/upsert                       → {success, message: [], contactId}
 *   POST /api/v2/contact/addContactExtEvent        → {success, message: [], eventId}
 *   POST /api/v2/contact/updateContactExtEvent     → {success, message: [], eventId}
 * Auth travels in the JSON body: `clientId`, `apiKey` (the integration's own string), `requestTime`
 * (ms) and `sha` = SHA1(apiKey + clientId + apiSecret), plus `owner`, the account user's e-mail.
 * Like SALESmanago, a refusal answers HTTP 200 with `success: false` and its reasons in `message`.
 * Every call, refused ones too, is filed in the tracking log (source "salesmanago") with the
 * request (credentials redacted) and the answer.
 */
import {createHash, timingSafeEqual} from 'node:crypto';
import {salesmanagoAccount} from '../config';
import type {SandboxContext} from '../context';
import {providerEvent} from '../db/tracking';
import {redactJson} from '../http/redact';
import {json, type SandboxReply, type SandboxRequest, type Service} from '../http/types';
import {addEvent, Refusal, updateEvent, upsert, type CallResult} from './salesmanago-calls';

type Json = Record<string, unknown>;
type Method = 'upsert' | 'addContactExtEvent' | 'updateContactExtEvent';

const PATH = /^\/api(?:\/v2)?\/contact\/(upsert|addContactExtEvent|updateContactExtEvent)$/;
const CALLS: Record<Method, typeof upsert> = {
  upsert,
  addContactExtEvent: addEvent,
  updateContactExtEvent: updateEvent,
};

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** SHA1(apiKey + clientId + apiSecret), hex: what a caller that knows the secret sends. */
export function salesmanagoSha(apiKey: string, clientId: string, apiSecret: string): string {
  return createHash('sha1')
    .update(apiKey + clientId + apiSecret)
    .digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The account checks, in SALESmanago's order: the fields, the client, the signature, the owner.
 * `requestTime` must be a time in ms; SALESmanago is not known to refuse an old one, so neither
 * does the sandbox.
 */
function authenticate(body: Json): void {
  const missing = ['clientId', 'apiKey', 'sha', 'owner'].filter(
    (field) => typeof body[field] !== 'string' || body[field] === '',
  );
  if (!Number.isInteger(body.requestTime)) missing.push('requestTime');
  if (missing.length) throw new Refusal(missing.map((field) => `Field '${field}' is required`));
  const account = salesmanagoAccount();
  if (body.clientId !== account.clientId)
    throw new Refusal([`No account with clientId ${String(body.clientId)}`]);
  const expected = salesmanagoSha(body.apiKey as string, account.clientId, account.apiSecret);
  if (!sameText(String(body.sha).toLowerCase(), expected))
    throw new Refusal(['Not authenticated: sha does not match apiKey, clientId and API secret']);
  if (String(body.owner).toLowerCase() !== account.owner.toLowerCase())
    throw new Refusal([`Owner ${String(body.owner)} is not a user of this account`]);
}

/** Whom a refused call is about, read leniently from what could be parsed. */
function visitOfRefused(body: unknown): string {
  if (!isObject(body)) return 'unknown';
  const contact = isObject(body.contact) ? body.contact : {};
  for (const value of [contact.email, body.email, body.contactId])
    if (typeof value === 'string' && value) return value;
  return 'unknown';
}

function handle(request: SandboxRequest, sandbox: SandboxContext): SandboxReply {
  const match = PATH.exec(request.url.pathname)!;
  const method = match[1] as Method;
  if (request.method !== 'POST')
    return json(405, {success: false, message: [`${request.method} is not allowed; use POST`]});
  let body: unknown;
  try {
    body = JSON.parse(request.body.toString('utf8'));
  } catch {
    body = request.body.toString('utf8');
  }
  let result: CallResult | undefined;
  let answer: Json;
  try {
    if (!isObject(body)) throw new Refusal(['The request body must be a JSON object']);
    authenticate(body);
    result = CALLS[method](body, sandbox.salesmanago);
    answer = result.answer;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    answer = {success: false, message: error.messages};
  }
  const name = result ? [method, result.type].filter(Boolean).join(' ') : `${method} refused`;
  sandbox.tracking.add([
    providerEvent(
      'salesmanago',
      result?.visit ?? visitOfRefused(body),
      name,
      {request: redactJson(body), answer},
      result?.consent ?? null,
    ),
  ]);
  return json(200, answer);
}

export function salesmanagoService(sandbox: SandboxContext): Service {
  return {
    name: 'salesmanago',
    matches: (path) => PATH.test(path),
    handle: (request) => handle(request, sandbox),
    failure: (status, message) => json(status, {success: false, message: [message]}),
  };
}
