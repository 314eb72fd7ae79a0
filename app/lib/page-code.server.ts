import pageChunks from 'virtual:page-chunks';
import type {PageKind} from '~/lib/page-kinds';

/**
 * Per page kind, the code its route loads with `import()` (docs/decisions/0041), for the
 * document to name beside the route's modules. It comes with the root's data: the browser's own
 * build cannot know its file names.
 */
export const pageCode: Partial<Record<PageKind, string[]>> = pageChunks;
