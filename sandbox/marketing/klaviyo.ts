/**
 * Klaviyo's client API, as its onsite script and the storefront call it (research/
 * integrations.md §5; Klaviyo's OpenAPI create_client_profile / create_client_event):
 *   POST /client/profiles/?company_id=KEY   {"data":{"type":"profile","attributes":{…}}}  → 202
 *   POST /client/events/?company_id=KEY     {"data":{"type":"event","attributes":{…}}}    → 202
 * Both need a `revision` header and the configured public key. Accepted calls go to the tracking
 * log (source "klaviyo"; name "identify" or the metric's name); refusals answer Klaviyo's
 * JSON:API error document.
 */
import {randomUUID} from 'node:crypto';
import {klaviyoKeys} from '../config';
import type {SandboxContext} from '../context';
import type {NewTrackingEvent} from '../db/tracking';
import {json, type SandboxReply, type SandboxRequest, type Service} from '../http/types';

export const KLAVIYO_SERVICE = 'klaviyo';
const PATH = /^\/client\/(profiles|events)\/?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IDENTIFIERS = ['email', 'phone_number', 'external_id', 'anonymous_id'] as const;

type Source = {pointer: string} | {parameter: string} | {header: string};
type Json = Record<string, unknown>;

class KlaviyoError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly source: Source,
  ) {
    super(detail);
  }
}

function errorReply(error: KlaviyoError): SandboxReply {
  return json(error.status, {
    errors: [
      {
        id: randomUUID(),
        status: error.status,
        code: error.status === 405 ? 'method_not_allowed' : 'invalid',
        title: error.status === 405 ? 'Method not allowed.' : 'Invalid input.',
        detail: error.detail,
        source: error.source,
      },
    ],
  });
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` of the body, with its `type` checked; JSON, vnd.api+json or text/plain alike. */
function dataOf(request: SandboxRequest, type: string): Json {
  let body: unknown;
  try {
    body = JSON.parse(request.body.toString('utf8'));
  } catch {
    throw new KlaviyoError(400, 'The request body is not valid JSON.', {pointer: '/'});
  }
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data)) throw new KlaviyoError(400, '"data" is required.', {pointer: '/data'});
  if (data.type !== type)
    throw new KlaviyoError(400, `"data.type" must be "${type}".`, {pointer: '/data/type'});
  if (!isObject(data.attributes))
    throw new KlaviyoError(400, '"attributes" is required.', {pointer: '/data/attributes'});
  return data;
}

/** A profile needs one identifier, and an e-mail must be one. */
function checkProfile(attributes: Json, pointer: string): string {
  if (
    attributes.email !== undefined &&
    (typeof attributes.email !== 'string' || !EMAIL.test(attributes.email))
  )
    throw new KlaviyoError(400, 'Invalid email address.', {pointer: `${pointer}/email`});
  const id = IDENTIFIERS.map((key) => attributes[key]).find(
    (value) => typeof value === 'string' && value !== '',
  );
  if (typeof id !== 'string')
    throw new KlaviyoError(
      400,
      'A profile needs one of email, phone_number, external_id or anonymous_id.',
      {pointer},
    );
  return typeof attributes.anonymous_id === 'string' && attributes.anonymous_id
    ? attributes.anonymous_id
    : id;
}

function profileCall(request: SandboxRequest): NewTrackingEvent {
  const data = dataOf(request, 'profile');
  const visit = checkProfile(data.attributes as Json, '/data/attributes');
  return entry('identify', visit, data);
}

function eventCall(request: SandboxRequest): NewTrackingEvent {
  const data = dataOf(request, 'event');
  const attributes = data.attributes as Json;
  const metric = (attributes.metric as Json | undefined)?.data as Json | undefined;
  const name = (metric?.attributes as Json | undefined)?.name;
  if (metric?.type !== 'metric' || typeof name !== 'string' || !name)
    throw new KlaviyoError(400, 'The event needs a metric with a name.', {
      pointer: '/data/attributes/metric/data/attributes/name',
    });
  if (attributes.properties !== undefined && !isObject(attributes.properties))
    throw new KlaviyoError(400, '"properties" must be an object.', {
      pointer: '/data/attributes/properties',
    });
  const profile = (attributes.profile as Json | undefined)?.data as Json | undefined;
  if (profile?.type !== 'profile' || !isObject(profile.attributes))
    throw new KlaviyoError(400, 'The event needs a profile.', {
      pointer: '/data/attributes/profile/data',
    });
  const visit = checkProfile(profile.attributes, '/data/attributes/profile/data/attributes');
  return entry(name, visit, data);
}

function entry(name: string, visit: string, data: Json): NewTrackingEvent {
  return {
    source: 'klaviyo',
    visit,
    name,
    schemaId: null,
    page: null,
    pageType: null,
    consent: null,
    payload: data,
  };
}

export function klaviyoService(sandbox: SandboxContext): Service {
  return {
    name: KLAVIYO_SERVICE,
    matches: (path) => PATH.test(path),
    handle(request) {
      try {
        if (request.method !== 'POST')
          throw new KlaviyoError(405, `${request.url.pathname} takes POST.`, {pointer: '/'});
        if (!request.headers.revision)
          throw new KlaviyoError(400, 'The "revision" header is required.', {header: 'revision'});
        if (request.url.searchParams.get('company_id') !== klaviyoKeys().publicKey)
          throw new KlaviyoError(400, 'Invalid or missing company_id.', {
            parameter: 'company_id',
          });
        const fault = sandbox.faults.take(KLAVIYO_SERVICE);
        if (fault)
          throw new KlaviyoError(fault, `Fault injected by the sandbox (status ${fault}).`, {
            pointer: '/',
          });
        const kind = PATH.exec(request.url.pathname)![1];
        sandbox.tracking.add([kind === 'profiles' ? profileCall(request) : eventCall(request)]);
        return {status: 202};
      } catch (error) {
        if (error instanceof KlaviyoError) return errorReply(error);
        throw error;
      }
    },
  };
}
