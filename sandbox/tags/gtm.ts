/**
 * A stand-in for Google Tag Manager's container script, `GET /gtm.js?id=GTM-…`, so the
 * storefront's container start can run and be seen offline. It registers the container the way
 * the real script does (`window.google_tag_manager[id]`) and marks the data layer's start; every
 * load is in the request log (service "gtm").
 */
import type {SandboxReply, Service} from '../http/types';

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export function gtmService(): Service {
  return {
    name: 'gtm',
    matches: (path) => path === '/gtm.js',
    handle(request): SandboxReply {
      const id = request.url.searchParams.get('id') ?? '';
      if (!CONTAINER_ID.test(id)) {
        return {status: 400, headers: {'content-type': 'text/plain'}, body: 'Invalid container id'};
      }
      const script =
        `(function(){var w=window;w.google_tag_manager=w.google_tag_manager||{};` +
        `w.google_tag_manager[${JSON.stringify(id)}]={sandbox:true,dataLayer:{name:'dataLayer'}};` +
        `(w.dataLayer=w.dataLayer||[]).push({event:'gtm.sandbox.loaded',container:${JSON.stringify(id)}});})();`;
      return {
        status: 200,
        headers: {
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'no-store',
        },
        body: script,
      };
    },
  };
}
