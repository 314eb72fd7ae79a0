import pageChunks from 'virtual:page-chunks';
import type {PageKind} from '~/lib/page-kinds';

/**
 * The code a page kind's route loads with `import()` (docs/decisions/0041), for its document to
 * name beside the route's modules: it comes with the route's data, as the browser's own build
 * cannot know its file names.
 */
export function pageCode(kind: PageKind): string[] {
  return pageChunks[kind] ?? [];
}
