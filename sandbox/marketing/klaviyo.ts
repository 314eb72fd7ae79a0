/**
 * Klaviyo's client API, as its onsite script and the storefront's browser call it:
 *   POST /client/profiles/?company_id=KEY                     → 202  (klaviyo-onsite-calls.ts)
 *   POST /client/events/?company_id=KEY                       → 202
 *   POST /client/back-in-stock-subscriptions/?company_id=KEY  → 202  (klaviyo-back-in-stock.ts)
 *   POST /client/subscriptions/?company_id=KEY                → 202  (klaviyo-subscriptions.ts)
 * Each needs a `revision` header and the configured public key, within Klaviyo's rate limits
 * (klaviyo-rate-limit.ts); refusals answer Klaviyo's JSON:API error document. Every call goes to
 * the tracking log (source "klaviyo"): an accepted one under its name with the body's `data`, a
 * refused one as "{name} refused" with the request and the error document.
 */
import {klaviyoKeys} from '../config';
import type {SandboxContext} from '../context';
import {providerEvent, type NewTrackingEvent} from '../db/tracking';
import {json, type SandboxReply, type SandboxRequest, type Service} from '../http/types';
import {backInStockCall} from './klaviyo-back-in-stock';
import {
  errorDocument,
  errorReply,
  isObject,
  KlaviyoError,
  parseBody,
  type Json,
} from './klaviyo-jsonapi';
import {eventCall, profileCall} from './klaviyo-onsite-calls';
import {KLAVIYO_LIMITS} from './klaviyo-rate-limit';
import {subscriptionCall} from './klaviyo-subscriptions';

const PATH = /^\/client\/(profiles|events|back-in-stock-subscriptions|subscriptions)\/?$/;
type Endpoint = 'profiles' | 'events' | 'back-in-stock-subscriptions' | 'subscriptions';

/** Each endpoint's call and the name its requests go by in the Tracking tab. */
const CALLS: Record<
  Endpoint,
  {name: string; call: (body: unknown, sandbox: SandboxContext) => NewTrackingEvent}
> = {
  profiles: {name: 'identify', call: profileCall},
  events: {name: 'event', call: eventCall},
  'back-in-stock-subscriptions': {name: 'back-in-stock-subscription', call: backInStockCall},
  subscriptions: {name: 'subscription', call: subscriptionCall},
};

const throttled = (detail: string) =>
  new KlaviyoError(429, detail, {pointer: '/data/'}, 'throttled', 'Request was throttled.');

/** Whom a refused call is about, read leniently from whatever parsed. */
function visitOfRefused(body: unknown): string {
  const data = isObject(body) && isObject(body.data) ? body.data : {};
  const attributes = isObject(data.attributes) ? data.attributes : {};
  const profile = isObject(attributes.profile) ? attributes.profile.data : undefined;
  const who = isObject(profile) && isObject(profile.attributes) ? profile.attributes : attributes;
  for (const key of ['anonymous_id', 'email', 'phone_number', 'external_id'])
    if (typeof who[key] === 'string' && who[key] !== '') return who[key] as string;
  return 'unknown';
}

function accept(
  request: SandboxRequest,
  endpoint: Endpoint,
  sandbox: SandboxContext,
  headers: Record<string, string>,
): NewTrackingEvent {
  const company = request.url.searchParams.get('company_id') ?? '';
  const verdict = sandbox.klaviyoLimits.take(`${company} ${endpoint}`, KLAVIYO_LIMITS[endpoint]);
  if (verdict.throttled) {
    headers['retry-after'] = String(verdict.retryAfter);
    const unit = verdict.retryAfter === 1 ? 'second' : 'seconds';
    throw throttled(`Request was throttled. Expected available in ${verdict.retryAfter} ${unit}.`);
  }
  Object.assign(headers, verdict.headers);
  if (!request.headers.revision)
    throw new KlaviyoError(400, "The 'revision' header is required.", {parameter: 'revision'});
  if (company !== klaviyoKeys().publicKey)
    throw new KlaviyoError(400, "Invalid or missing 'company_id'.", {parameter: 'company_id'});
  return CALLS[endpoint].call(parseBody(request.body.toString('utf8')), sandbox);
}

function handle(request: SandboxRequest, sandbox: SandboxContext): SandboxReply {
  if (request.method !== 'POST') {
    const message = `Method "${request.method}" not allowed.`;
    return errorReply(
      new KlaviyoError(405, message, {pointer: '/data/'}, 'method_not_allowed', message),
    );
  }
  const endpoint = PATH.exec(request.url.pathname)![1] as Endpoint;
  const headers: Record<string, string> = {};
  try {
    sandbox.tracking.add([accept(request, endpoint, sandbox, headers)]);
    return {status: 202, headers};
  } catch (error) {
    if (!(error instanceof KlaviyoError)) throw error;
    const text = request.body.toString('utf8');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as the text that was sent
    }
    const document = errorDocument(error);
    const answer: Json = {status: error.status, ...document};
    const name = `${CALLS[endpoint].name} refused`;
    sandbox.tracking.add([
      providerEvent('klaviyo', visitOfRefused(body), name, {request: body, answer}),
    ]);
    return json(error.status, document, headers);
  }
}

export function klaviyoService(sandbox: SandboxContext): Service {
  return {
    name: 'klaviyo',
    matches: (path) => PATH.test(path),
    handle: (request) => handle(request, sandbox),
    // An injected 429 reads as Klaviyo's throttling; the router adds its Retry-After.
    failure: (status, message) =>
      errorReply(
        status === 429
          ? throttled(`Request was throttled. ${message}.`)
          : new KlaviyoError(status, `${message}.`, {pointer: '/'}, 'fault', 'Fault injected.'),
      ),
  };
}
