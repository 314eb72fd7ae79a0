import {packageEdits, REACT_ROUTER_BUILD, type PackageEdit} from './package-edits';

/**
 * React Router writes the page's data into the document as a JSON string holding a JSON line, so
 * every quote of that line is escaped once more: about 1.9 KB of backslashes on a listing, a
 * tenth of its data (docs/decisions/0045). The line that opens the stream (one JSON array) is
 * written as the literal it is and made a string again in the browser; any other chunk (a
 * deferred value's `P…:` line, or a chunk that is not one whole line) is written as before.
 * The line is HTML-escaped the same way, and `<` can only occur inside its strings.
 */
const EDITS: PackageEdit[] = [
  {
    from: '__html: `window.__reactRouterContext.streamController.enqueue(${escapeHtml(\n          JSON.stringify(value)\n        )});`',
    to: '__html: `window.__reactRouterContext.streamController.enqueue(${/^\\[[^\\n]*\\n$/.test(value) ? `JSON.stringify(${escapeHtml(value.slice(0, -1))})+"\\\\n"` : escapeHtml(\n          JSON.stringify(value)\n        )});`',
  },
];

/** Applies the edit to React Router's production build; a build fails if it no longer fits. */
export const hydrationDataLiteral = () =>
  packageEdits({
    name: 'hydration-data',
    file: REACT_ROUTER_BUILD,
    marker: 'streamController.enqueue(',
    edits: EDITS,
  });
