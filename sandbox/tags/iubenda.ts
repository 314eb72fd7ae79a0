/**
 * A stand-in for iubenda's consent script, `GET /cs/iubenda_cs.js`: it reads
 * `window._iub.csConfiguration`, answers its callbacks as the real script does (onReady, then
 * onPreferenceExpressedOrNotNeeded with the stored preference or null) and offers the API a
 * banner would use, `_iub.cs.api.acceptAll()` / `rejectAll()`, so the storefront's provider path
 * runs offline. Its preference lives in localStorage, like the real script's own storage.
 */
import type {SandboxReply, Service} from '../http/types';

const SCRIPT = `(function () {
  var w = window, iub = (w._iub = w._iub || {}), config = iub.csConfiguration || {}, cb = config.callback || {};
  var KEY = 'passoSandboxIubenda';
  function read() { try { return JSON.parse(localStorage.getItem(KEY)); } catch (e) { return null; } }
  function express(all) {
    var pref = {consent: all, purposes: {1: true, 2: all, 3: all, 4: all, 5: all}, timestamp: new Date().toISOString()};
    localStorage.setItem(KEY, JSON.stringify(pref));
    (all ? cb.onConsentGiven : cb.onConsentRejected) && (all ? cb.onConsentGiven() : cb.onConsentRejected());
    cb.onPreferenceExpressed && cb.onPreferenceExpressed(pref);
    cb.onPreferenceExpressedOrNotNeeded && cb.onPreferenceExpressedOrNotNeeded(pref);
  }
  iub.cs = {api: {
    acceptAll: function () { express(true); },
    rejectAll: function () { express(false); },
    getPreferences: read,
    openPreferences: function () { w.dispatchEvent(new CustomEvent('sandbox-iubenda-preferences')); }
  }};
  cb.onReady && cb.onReady();
  cb.onPreferenceExpressedOrNotNeeded && cb.onPreferenceExpressedOrNotNeeded(read());
})();`;

export function iubendaService(): Service {
  return {
    name: 'consent-provider',
    matches: (path) => path === '/cs/iubenda_cs.js',
    handle(): SandboxReply {
      return {
        status: 200,
        headers: {
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'no-store',
        },
        body: SCRIPT,
      };
    },
  };
}
