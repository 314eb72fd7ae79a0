/**
 * A stand-in for SALESmanago's monitoring code, `GET /static/sm.js`, and the beacon it sends,
 * `POST /sm/visit`. It keeps the public contract of the page snippet: the page sets
 * `window._smid` (the client id) and `window.SalesmanagoObject = 'sm'` with `window.sm` a
 * function queueing its calls in `sm.q`. The script gives the browser its anonymous `smuuid`
 * cookie (path /, ten years) unless it has one, records the page visit, and runs the queued
 * calls and every later one. Each arrives in the Tracking tab (source "salesmanago": "visit", or
 * the call's first argument), with the shop's consent as the browser stored it
 * (`cookiePreferences`), which the real script does not send: the sandbox reads it so the
 * marketer sees what the visitor had allowed.
 */
import {salesmanagoAccount} from '../config';
import type {SandboxContext} from '../context';
import {
  HttpError,
  parseJsonBody,
  type SandboxReply,
  type SandboxRequest,
  type Service,
} from '../http/types';
import {statedConsent} from '../tracking/events';
import {originOf} from './klaviyo';

const SCRIPT_PATH = '/static/sm.js';
const VISIT_PATH = '/sm/visit';

/** The script's body; `origin` is where it sends its beacons. ES2017, no eval. */
function monitoringScript(origin: string): string {
  return `(function () {
  var w = window, d = document, API = ${JSON.stringify(origin)};
  var name = w.SalesmanagoObject || 'sm', clientId = w._smid;
  if (!clientId) { console.warn('[salesmanago] window._smid is not set'); return; }
  function read(cookie) {
    var match = d.cookie.match(new RegExp('(?:^|; )' + cookie + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : null;
  }
  var uuid = read('smuuid');
  if (!uuid) {
    uuid = w.crypto && w.crypto.randomUUID ? w.crypto.randomUUID()
      : 'sm' + Math.random().toString(36).slice(2) + Date.now().toString(36);
    d.cookie = 'smuuid=' + uuid + '; Path=/; Max-Age=315360000; SameSite=Lax';
  }
  // The shop's stored choice (measurement, marketing, functionality), for the sandbox's inspector.
  function consent() {
    try {
      var p = JSON.parse(read('cookiePreferences')).purposes;
      return {analytics: p.measurement === true, marketing: p.marketing === true,
        sale_of_data: p.marketing === true, preferences: p.functionality === true};
    } catch (e) { return null; }
  }
  function send(event, args) {
    var body = JSON.stringify({clientId: clientId, smuuid: uuid, smclient: read('smclient'),
      url: location.href, referrer: d.referrer, title: d.title, consent: consent(),
      event: event, args: args || []});
    if (navigator.sendBeacon && navigator.sendBeacon(API + ${JSON.stringify(VISIT_PATH)}, body)) return;
    fetch(API + ${JSON.stringify(VISIT_PATH)}, {method: 'POST', body: body, keepalive: true})
      .catch(function () {});
  }
  function run(call) {
    var args = Array.prototype.slice.call(call);
    if (typeof args[0] !== 'string') { console.warn('[salesmanago] unknown call', args); return; }
    send(args[0], args.slice(1));
  }
  send('visit');
  var queued = (w[name] && w[name].q) || [];
  var sm = function () { run(arguments); };
  sm.q = [];
  w[name] = sm;
  queued.forEach(run);
})();
`;
}

function pathOf(url: unknown): string | null {
  try {
    const parsed = new URL(String(url));
    return parsed.pathname + parsed.search;
  } catch {
    return null;
  }
}

function visit(request: SandboxRequest, sandbox: SandboxContext): SandboxReply {
  if (request.method !== 'POST')
    throw new HttpError(405, `${VISIT_PATH} takes POST, not ${request.method}`);
  const body = parseJsonBody(request) as Record<string, unknown> | null;
  if (typeof body !== 'object' || body === null)
    throw new HttpError(400, 'Body must be a JSON object');
  if (body.clientId !== salesmanagoAccount().clientId)
    throw new HttpError(400, `Unknown clientId ${String(body.clientId)}`);
  if (typeof body.smuuid !== 'string' || body.smuuid === '')
    throw new HttpError(400, '"smuuid" must be the browser\'s anonymous id');
  if (typeof body.event !== 'string' || body.event === '')
    throw new HttpError(400, '"event" must name the visit or the call');
  sandbox.tracking.add([
    {
      source: 'salesmanago',
      visit: body.smuuid,
      name: body.event,
      schemaId: null,
      page: pathOf(body.url),
      pageType: null,
      consent: statedConsent(body.consent),
      payload: body,
    },
  ]);
  return {status: 204};
}

export function salesmanagoScriptService(sandbox: SandboxContext): Service {
  return {
    name: 'salesmanago-js',
    matches: (path) => path === SCRIPT_PATH || path === VISIT_PATH,
    handle(request): SandboxReply {
      if (request.url.pathname === VISIT_PATH) return visit(request, sandbox);
      return {
        status: 200,
        headers: {
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'no-store',
        },
        body: monitoringScript(originOf(request, sandbox.publicUrl)),
      };
    },
  };
}
