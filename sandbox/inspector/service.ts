/** `/sandbox`: the inspector page (one tab per section) and its JSON API. */
import type {SandboxContext} from '../context';
import {html, type Service} from '../http/types';
import {API_PREFIX, handleApi} from './api';
import {page} from './layout';
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
      return html(
        200,
        page(current.title, sections, current.id, current.render(request.url, sandbox)),
      );
    },
  };
}
