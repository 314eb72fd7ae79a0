/**
 * Klaviyo's client API, as its onsite script and the storefront call it (Klaviyo's OpenAPI
 * create_client_profile / create_client_event):
 *   POST /client/profiles/?company_id=KEY   {"data":{"type":"profile","attributes":{…}}}  → 202
 *   POST /client/events/?company_id=KEY     {"data":{"type":"event","attributes":{…}}}    → 202
 * Both need a `revision` header and the configured public key. Like Klaviyo, the body is JSON
 * whatever its content type, and an attribute the spec does not know is refused, so a stand-in
 * script that sends the wrong shape fails here as it would in production. Accepted calls go to
 * the tracking log (source "klaviyo"; name "identify" or the metric's name); refusals answer
 * Klaviyo's JSON:API error document.
 */
import {randomUUID} from 'node:crypto';
import {klaviyoKeys} from '../config';
import type {SandboxContext} from '../context';
import {providerEvent, type NewTrackingEvent} from '../db/tracking';
import {json, type SandboxReply, type SandboxRequest, type Service} from '../http/types';

const KLAVIYO_SERVICE = 'klaviyo';
const PATH = /^\/client\/(profiles|events)\/?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164, as Klaviyo requires for phone numbers. */
const PHONE = /^\+[1-9]\d{6,14}$/;
/** In the order that names a visit: the browser's anonymous id first, so one browser is one visit. */
const IDENTIFIERS = ['anonymous_id', 'email', 'external_id', 'phone_number'] as const;

type Source = {pointer: string} | {parameter: string};
type Json = Record<string, unknown>;
/** An attribute's expected type, by name (for the message) and test. */
type FieldType = readonly [string, (value: unknown) => boolean];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const STRING: FieldType = ['string', (value) => typeof value === 'string'];
const OBJECT: FieldType = ['object', isObject];

/** The profile attributes of the spec (OnsiteProfileCreateQuery, EventProfileCreateQuery). */
const PROFILE_FIELDS: Record<string, FieldType> = {
  email: STRING,
  phone_number: STRING,
  external_id: STRING,
  anonymous_id: STRING,
  _kx: STRING,
  first_name: STRING,
  last_name: STRING,
  organization: STRING,
  locale: STRING,
  title: STRING,
  image: STRING,
  location: OBJECT,
  properties: OBJECT,
  meta: OBJECT,
};
/** The event attributes of the spec (EventCreateQueryV2). */
const EVENT_FIELDS: Record<string, FieldType> = {
  properties: OBJECT,
  metric: OBJECT,
  profile: OBJECT,
  time: ['date-time', (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value))],
  value: ['number', (value) => typeof value === 'number' && Number.isFinite(value)],
  value_currency: STRING,
  unique_id: STRING,
  backfill: ['boolean', (value) => typeof value === 'boolean'],
};

class KlaviyoError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly source: Source,
    readonly code = 'invalid',
    readonly title = 'Invalid input.',
  ) {
    super(detail);
  }
}

const invalid = (detail: string, pointer: string) => new KlaviyoError(400, detail, {pointer});

function errorReply(error: KlaviyoError): SandboxReply {
  return json(error.status, {
    errors: [
      {
        id: randomUUID(),
        status: error.status,
        code: error.code,
        title: error.title,
        detail: error.detail,
        source: error.source,
        links: {},
        meta: {},
      },
    ],
  });
}

/** Unknown attributes and wrong types are refused; `null` is allowed, as the spec's are nullable. */
function checkFields(
  attributes: Json,
  fields: Record<string, FieldType>,
  resource: string,
  pointer: string,
) {
  for (const [key, value] of Object.entries(attributes)) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined; // not "constructor"
    if (!field)
      throw invalid(
        `'${key}' is not a valid field for the resource '${resource}'.`,
        `${pointer}/${key}`,
      );
    if (value !== null && !field[1](value))
      throw invalid(`'${key}' must be a ${field[0]}.`, `${pointer}/${key}`);
  }
}

/** `data` of the body, with its `type` checked; JSON, vnd.api+json or text/plain alike. */
function dataOf(request: SandboxRequest, type: string): Json {
  let body: unknown;
  try {
    body = JSON.parse(request.body.toString('utf8'));
  } catch {
    throw invalid('The request body is not valid JSON.', '/');
  }
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data)) throw invalid("'data' is required.", '/data');
  if (data.type !== type) throw invalid(`'type' must be '${type}'.`, '/data/type');
  if (!isObject(data.attributes)) throw invalid("'attributes' is required.", '/data/attributes');
  return data;
}

/** Checks a profile's attributes and answers the visit it belongs to. */
function checkProfile(attributes: Json, pointer: string): string {
  checkFields(attributes, PROFILE_FIELDS, 'profile', pointer);
  if (typeof attributes.email === 'string' && !EMAIL.test(attributes.email))
    throw invalid('Invalid email address.', `${pointer}/email`);
  if (typeof attributes.phone_number === 'string' && !PHONE.test(attributes.phone_number))
    throw invalid(
      'Invalid phone number format (Example of a valid format: +12345678901).',
      `${pointer}/phone_number`,
    );
  const visit = IDENTIFIERS.map((key) => attributes[key]).find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  if (visit === undefined)
    throw invalid(
      'One of email, phone_number, external_id or anonymous_id is required to identify a profile.',
      pointer,
    );
  return visit;
}

function profileCall(request: SandboxRequest): NewTrackingEvent {
  const data = dataOf(request, 'profile');
  const visit = checkProfile(data.attributes as Json, '/data/attributes');
  return providerEvent('klaviyo', visit, 'identify', data);
}

function eventCall(request: SandboxRequest): NewTrackingEvent {
  const data = dataOf(request, 'event');
  const attributes = data.attributes as Json;
  checkFields(attributes, EVENT_FIELDS, 'event', '/data/attributes');
  if (!isObject(attributes.properties))
    throw invalid("'properties' is required.", '/data/attributes/properties');
  const metric = (attributes.metric as Json | undefined)?.data as Json | undefined;
  if (metric?.type !== 'metric')
    throw invalid(
      "The event needs a metric of type 'metric'.",
      '/data/attributes/metric/data/type',
    );
  const name = (metric.attributes as Json | undefined)?.name;
  if (typeof name !== 'string' || !name)
    throw invalid("'name' is required.", '/data/attributes/metric/data/attributes/name');
  const profile = (attributes.profile as Json | undefined)?.data as Json | undefined;
  if (profile?.type !== 'profile' || !isObject(profile.attributes))
    throw invalid('The event needs a profile.', '/data/attributes/profile/data');
  const visit = checkProfile(profile.attributes, '/data/attributes/profile/data/attributes');
  return providerEvent('klaviyo', visit, name, data);
}

function accept(request: SandboxRequest, sandbox: SandboxContext): SandboxReply {
  if (request.method !== 'POST') {
    const message = `Method "${request.method}" not allowed.`;
    throw new KlaviyoError(405, message, {pointer: '/data/'}, 'method_not_allowed', message);
  }
  if (!request.headers.revision)
    throw new KlaviyoError(400, "The 'revision' header is required.", {parameter: 'revision'});
  if (request.url.searchParams.get('company_id') !== klaviyoKeys().publicKey)
    throw new KlaviyoError(400, "Invalid or missing 'company_id'.", {parameter: 'company_id'});
  const kind = PATH.exec(request.url.pathname)![1];
  sandbox.tracking.add([kind === 'profiles' ? profileCall(request) : eventCall(request)]);
  return {status: 202};
}

export function klaviyoService(sandbox: SandboxContext): Service {
  return {
    name: KLAVIYO_SERVICE,
    matches: (path) => PATH.test(path),
    handle(request) {
      try {
        return accept(request, sandbox);
      } catch (error) {
        if (error instanceof KlaviyoError) return errorReply(error);
        throw error;
      }
    },
    failure: (status, message) =>
      errorReply(
        new KlaviyoError(status, `${message}.`, {pointer: '/'}, 'fault', 'Fault injected.'),
      ),
  };
}
