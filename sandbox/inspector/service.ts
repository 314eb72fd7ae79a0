/** `/sandbox`: the inspector page (one tab per section), the tabs' forms and the JSON API. */
import type {SandboxContext} from '../context';
import {html, HttpError, type Service} from '../http/types';
import {API_PREFIX, handleApi} from './api';
import {h, page} from './layout';
import {checkSameOrigin} from './origin';
import type {InspectorSection} from './sections';

export function inspectorService(
  sandbox: SandboxContext,
  sections: readonly InspectorSection[],
): Service {
  return {
    name: 'inspector',
    matches: (path) => path === '/sandbox' || path.startsWith('/sandbox/'),
    handle(request) {
      if (request.url.pathname.startsWith(API_PREFIX)) return handleApi(request, sandbox);
      const current =
        sections.find((s) => s.id === request.url.searchParams.get('tab')) ?? sections[0]!;
      const show = (status: number, body = current.render(request.url, sandbox)) =>
        html(status, page(current.title, sections, current.id, body));
      if (request.method !== 'POST') return show(200);
      if (!current.post) throw new HttpError(405, `The ${current.title} tab takes no form`);
      try {
        checkSameOrigin(request, sandbox.publicUrl, {form: true});
        return current.post(request, sandbox);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return show(
          error.status,
          h`<p class="status-bad" role="alert">${error.message}</p>${current.render(request.url, sandbox)}`,
        );
      }
    },
  };
}
