/**
 * A stand-in for Klaviyo's onsite script, `GET /onsite/js/klaviyo.js?company_id=KEY` (or
 * `/onsite/js/KEY/klaviyo.js`). It keeps the public contract of the onsite object: calls queued
 * before it loaded (`window._klOnsite` entries `[method, ...args, callback]`) run in order,
 * later pushes run at once, and `window.klaviyo` gets `identify`, `track`, `isIdentified` and
 * `push`. `identify` and `track` post to this sandbox's client API (marketing/klaviyo.ts) with
 * the spec's revision; the visitor is remembered in the first-party `__kla_id` cookie.
 */
import {klaviyoKeys} from '../config';
import type {SandboxContext} from '../context';
import type {SandboxReply, SandboxRequest, Service} from '../http/types';

/** Any key segment matches, so a wrong key is a 400 like the query form's, not a 404. */
const PATH = /^\/onsite\/js\/(?:([^/]+)\/)?klaviyo\.js$/;
/** The e-mail marketing API revision (docs/product.md#marketing-constants). */
const KLAVIYO_REVISION = '2024-05-15';

/** The script's body; `origin` is where it posts, `key` the company id. ES2017, no eval. */
function onsiteScript(origin: string, key: string): string {
  return `(function () {
  var API = ${JSON.stringify(origin)}, KEY = ${JSON.stringify(key)};
  var COOKIE = '__kla_id', YEAR = 31536000;
  function readId() {
    var match = document.cookie.match(/(?:^|; )__kla_id=([^;]*)/);
    try { return match ? JSON.parse(atob(decodeURIComponent(match[1]))) : {}; } catch (e) { return {}; }
  }
  function writeId(value) {
    document.cookie = COOKIE + '=' + encodeURIComponent(btoa(JSON.stringify(value))) +
      '; Path=/; Max-Age=' + YEAR + '; SameSite=Lax';
  }
  var id = readId();
  if (!id.anonymous_id) {
    id.anonymous_id = 'kx' + Math.random().toString(36).slice(2) + Date.now().toString(36);
    writeId(id);
  }
  function post(path, data) {
    return fetch(API + path + '?company_id=' + encodeURIComponent(KEY), {
      method: 'POST',
      keepalive: true,
      headers: {revision: ${JSON.stringify(KLAVIYO_REVISION)}, 'content-type': 'application/json', accept: 'application/json'},
      body: JSON.stringify({data: data})
    }).then(function (response) {
      if (!response.ok) console.warn('[klaviyo] ' + path + ' answered ' + response.status);
      return response.ok;
    }, function (error) {
      console.warn('[klaviyo] ' + path + ' failed', error);
      return false;
    });
  }
  function profile() {
    var attributes = {anonymous_id: id.anonymous_id};
    if (id.$email) attributes.email = id.$email;
    return attributes;
  }
  // identify() takes one flat object, legacy "$" names included; the API wants the profile's own
  // fields as attributes and everything else under "properties".
  var FIELDS = ['email', 'phone_number', 'external_id', 'first_name', 'last_name', 'organization',
    'locale', 'title', 'image', 'location'];
  var LEGACY = {$email: 'email', $phone_number: 'phone_number', $id: 'external_id',
    $first_name: 'first_name', $last_name: 'last_name', $organization: 'organization',
    $title: 'title', $image: 'image'};
  function profileOf(properties) {
    var attributes = {anonymous_id: id.anonymous_id}, custom = {};
    Object.keys(properties).forEach(function (key) {
      var field = LEGACY[key] || key;
      if (FIELDS.indexOf(field) !== -1) attributes[field] = properties[key];
      else if (key === 'properties') Object.assign(custom, properties[key]);
      else custom[key] = properties[key];
    });
    if (Object.keys(custom).length) attributes.properties = custom;
    return attributes;
  }
  var api = {
    identify: function (properties) {
      properties = properties || {};
      var attributes = profileOf(properties);
      if (attributes.email) { id.$email = attributes.email; writeId(id); }
      return post('/client/profiles/', {type: 'profile', attributes: attributes})
        .then(function () { return properties; });
    },
    track: function (metric, properties) {
      return post('/client/events/', {type: 'event', attributes: {
        properties: properties || {},
        metric: {data: {type: 'metric', attributes: {name: metric}}},
        profile: {data: {type: 'profile', attributes: profile()}}
      }}).then(function () { return true; });
    },
    isIdentified: function () { return Promise.resolve(Boolean(id.$email)); },
    push: function (call) { run(call); }
  };
  function run(call) {
    if (!Array.isArray(call) || typeof api[call[0]] !== 'function' || call[0] === 'push') {
      console.warn('[klaviyo] unknown call', call);
      return;
    }
    var args = call.slice(1);
    var callback = typeof args[args.length - 1] === 'function' ? args.pop() : null;
    Promise.resolve(api[call[0]].apply(api, args)).then(function (result) {
      // The page's callback failing is the page's bug, but it must not become ours.
      try { if (callback) callback(result); } catch (e) { console.warn('[klaviyo] callback failed', e); }
    });
  }
  var queue = Array.isArray(window._klOnsite) ? window._klOnsite : [];
  var waiting = queue.splice(0);
  queue.push = function () {
    for (var i = 0; i < arguments.length; i++) run(arguments[i]);
    return 0;
  };
  window._klOnsite = queue;
  window.klaviyo = api;
  waiting.forEach(run);
})();
`;
}

/**
 * Where the page reached this sandbox, so the script posts back to the same origin (the Host
 * header, on the public URL's scheme in case a proxy terminates TLS); the public URL without one.
 */
export function originOf(request: SandboxRequest, publicUrl: string): string {
  const host = request.headers.host;
  return host ? `${new URL(publicUrl).protocol}//${host}` : publicUrl;
}

export function klaviyoScriptService(sandbox: SandboxContext): Service {
  return {
    name: 'klaviyo-js',
    matches: (path) => PATH.test(path),
    handle(request): SandboxReply {
      const key =
        PATH.exec(request.url.pathname)![1] ?? request.url.searchParams.get('company_id') ?? '';
      if (key !== klaviyoKeys().publicKey) {
        return {status: 400, headers: {'content-type': 'text/plain'}, body: 'Invalid company_id'};
      }
      return {
        status: 200,
        headers: {
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'no-store',
        },
        body: onsiteScript(originOf(request, sandbox.publicUrl), key),
      };
    },
  };
}
