import type {Plugin} from 'vite';

/** React Router's production build, which more than one edit changes. */
export const REACT_ROUTER_BUILD = /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;

/** One exact text replacement in a package's published build. */
export type PackageEdit = {from: string; to: string; ssrOnly?: boolean};

/**
 * A build plugin that edits a pinned package's published file by exact text: a fix its later
 * versions carry, or one it does not have yet. If the text is no longer there once, the build
 * fails and names the file, so a version bump cannot drop an edit silently.
 */
export function packageEdits({
  name,
  file,
  marker,
  edits,
}: {
  name: string;
  file: RegExp;
  /** Text only the file to edit contains, among those `file` matches. */
  marker: string;
  edits: PackageEdit[];
}): Plugin {
  return {
    name: `passo:${name}`,
    apply: 'build',
    transform(code, id, options) {
      if (!file.test(id) || !code.includes(marker)) return null;
      let edited = code;
      for (const {ssrOnly, from, to} of edits) {
        if (ssrOnly && !options?.ssr) continue;
        if (edited.split(from).length !== 2)
          throw new Error(`${name}: ${id} changed; review the edit`);
        edited = edited.replace(from, to);
      }
      return {code: edited, map: null};
    },
  };
}
