/**
 * Zendesk Support's Requests and Uploads APIs, as the shop's customer-care form calls them:
 *   POST /api/v2/uploads.json?filename=&token=   raw file body → 201 {upload: {token, expires_at, attachments, attachment}}
 *   POST /api/v2/requests.json                   {request: {...}} → 201 {request}  (request-input.ts)
 *   GET  /api/v2/requests/{id}.json              authenticated only → {request}
 *   GET  /attachments/token/{secret}/?name=      an attachment's file (the content URL)
 * Callers are anonymous ("Anyone can submit tickets" is on) or the API user with Basic
 * `{email}/token:{token}`; other credentials are a 401. Requests count against a per-minute
 * budget, per client address when anonymous and per account when authenticated; past it, a 429
 * with `Retry-After`. A new request e-mails its requester (confirmation-email.ts).
 */
import {zendeskAccount, zendeskUploadLimit} from '../config';
import type {SandboxContext} from '../context';
import {json, type SandboxReply, type SandboxRequest, type Service} from '../http/types';
import type {Limit} from '../marketing/klaviyo-rate-limit';
import {requestReceivedEmail, REQUEST_RECEIVED_EMAIL_KIND} from './confirmation-email';
import {readRequest} from './request-input';
import {
  API_PREFIX,
  ATTACHMENT_PREFIX,
  errorReply,
  failureBody,
  recordInvalid,
  requestJson,
  unauthenticated,
  uploadJson,
  ZendeskError,
} from './wire';

/** Requests a minute: an account's API budget, and what one anonymous address may send. */
export const ZENDESK_LIMITS: Record<'account' | 'anonymous', Limit> = {
  account: {burst: 100, steady: 700},
  anonymous: {burst: 20, steady: 60},
};

const UPLOADS = new RegExp(`^${API_PREFIX}/uploads(?:\\.json)?$`);
const REQUESTS = new RegExp(`^${API_PREFIX}/requests(?:\\.json)?$`);
const ONE_REQUEST = new RegExp(`^${API_PREFIX}/requests/(\\d+)(?:\\.json)?$`);

/** What Zendesk stores a file as when the upload says only "binary". */
const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
  pdf: 'application/pdf',
  txt: 'text/plain',
};
const BINARY = new Set(['', 'application/binary', 'application/octet-stream']);

const missing = (name: string) =>
  new ZendeskError(400, {
    error: 'ParameterMissing',
    description: `param is missing or the value is empty: ${name}`,
  });

/** The API user of a Basic `{email}/token:{token}` header, null without one; a bad one is a 401. */
function apiUserOf(request: SandboxRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, encoded = ''] = header.split(' ');
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const {apiUser, apiToken} = zendeskAccount();
  if (scheme?.toLowerCase() === 'basic' && decoded === `${apiUser}/token:${apiToken}`)
    return apiUser;
  throw unauthenticated();
}

function takeBudget(request: SandboxRequest, apiUser: string | null, sandbox: SandboxContext) {
  const [key, limit] = apiUser
    ? [`zendesk account`, ZENDESK_LIMITS.account]
    : [`zendesk ${request.clientIp}`, ZENDESK_LIMITS.anonymous];
  const verdict = sandbox.zendeskLimits.take(key, limit);
  if (verdict.throttled)
    throw new ZendeskError(429, failureBody(429), {
      'retry-after': String(verdict.retryAfter),
      'x-rate-limit': String(limit.steady),
      'x-rate-limit-remaining': '0',
    });
  return {
    ...verdict.headers,
    'x-rate-limit': verdict.headers['ratelimit-limit']!,
    'x-rate-limit-remaining': verdict.headers['ratelimit-remaining']!,
  };
}

function contentTypeOf(request: SandboxRequest, fileName: string): string {
  const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!BINARY.has(declared)) return declared;
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

function upload(request: SandboxRequest, owner: string, sandbox: SandboxContext): SandboxReply {
  const fileName = request.url.searchParams.get('filename')?.trim();
  if (!fileName) throw missing('filename');
  if (request.body.length === 0)
    throw new ZendeskError(422, {
      error: 'AttachmentUnprocessable',
      description: 'Unable to process the attachment.',
    });
  const limit = zendeskUploadLimit();
  if (request.body.length > limit)
    throw new ZendeskError(413, {
      error: 'AttachmentTooLarge',
      description: `Attachments may be at most ${limit} bytes`,
    });
  const token = request.url.searchParams.get('token') ?? undefined;
  const open = token ? sandbox.zendesk.upload(token) : undefined;
  if (token && !(open && sandbox.zendesk.isOpen(open)))
    throw recordInvalid({
      token: [{description: `Token: ${token} is invalid or has expired`, error: 'InvalidValue'}],
    });
  const file = {fileName, contentType: contentTypeOf(request, fileName), data: request.body, owner};
  const added = sandbox.zendesk.addFile(file, token);
  return json(201, uploadJson(added.upload, added.attachments, sandbox.publicUrl));
}

function parseJson(request: SandboxRequest): unknown {
  try {
    return JSON.parse(request.body.toString('utf8'));
  } catch {
    throw new ZendeskError(400, {error: 'InvalidJSON', description: 'The body is not valid JSON'});
  }
}

function createRequest(
  request: SandboxRequest,
  apiUser: string | null,
  sandbox: SandboxContext,
): SandboxReply {
  const input = readRequest(parseJson(request), {
    apiUser,
    store: sandbox.zendesk,
    fields: zendeskAccount().fields,
  });
  const created = sandbox.zendesk.create(input);
  const email = requestReceivedEmail(created);
  sandbox.outbox.add({...email, to: created.requester.email, kind: REQUEST_RECEIVED_EMAIL_KIND});
  const body = {request: requestJson(created, sandbox.publicUrl)};
  return json(201, body, {location: body.request.url});
}

function route(request: SandboxRequest, sandbox: SandboxContext): SandboxReply {
  const apiUser = apiUserOf(request);
  const headers = takeBudget(request, apiUser, sandbox);
  const {pathname} = request.url;
  const one = ONE_REQUEST.exec(pathname);
  let reply: SandboxReply;
  if (request.method === 'POST' && UPLOADS.test(pathname))
    reply = upload(request, apiUser ?? 'anonymous', sandbox);
  else if (request.method === 'POST' && REQUESTS.test(pathname))
    reply = createRequest(request, apiUser, sandbox);
  else if (request.method === 'GET' && one) {
    if (!apiUser) throw unauthenticated();
    const found = sandbox.zendesk.request(Number(one[1]));
    if (!found) throw new ZendeskError(404, failureBody(404));
    reply = json(200, {request: requestJson(found, sandbox.publicUrl)});
  } else throw new ZendeskError(404, {error: 'InvalidEndpoint', description: 'Not found'});
  return {...reply, headers: {...reply.headers, ...headers}};
}

export function zendeskService(sandbox: SandboxContext): Service {
  return {
    name: 'zendesk',
    matches: (path) => path.startsWith(`${API_PREFIX}/`),
    // The API's own limit is checked by the upload itself, in Zendesk's words.
    maxBodyBytes: zendeskUploadLimit() + 1,
    handle(request) {
      try {
        return route(request, sandbox);
      } catch (error) {
        if (error instanceof ZendeskError) return errorReply(error);
        throw error;
      }
    },
    // An injected 429 reads as the API's throttling; the router adds its Retry-After.
    failure: (status) => json(status, failureBody(status)),
  };
}

/**
 * The attachments' content URLs. A file is served as what it was stored as, but never run:
 * anything but an image downloads, and the page it would make has no script.
 */
export function zendeskAttachmentService(sandbox: SandboxContext): Service {
  return {
    name: 'zendesk-attachments',
    matches: (path) => path.startsWith(ATTACHMENT_PREFIX),
    handle(request): SandboxReply {
      const secret = request.url.pathname.slice(ATTACHMENT_PREFIX.length).replace(/\/$/, '');
      const file = sandbox.zendesk.content(secret);
      if (!file) return {status: 404, headers: {'content-type': 'text/plain'}, body: 'Not found'};
      const image = /^image\/(?:jpeg|png|webp|gif)$/.test(file.contentType);
      return {
        status: 200,
        headers: {
          'content-type': file.contentType,
          'content-disposition': image ? 'inline' : 'attachment',
          'content-security-policy': 'sandbox',
          'x-content-type-options': 'nosniff',
        },
        body: file.data,
      };
    },
  };
}
