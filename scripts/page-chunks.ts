import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin, ResolvedConfig, Rollup} from 'vite';

const ID = 'virtual:page-chunks';
const RESOLVED = `\0${ID}`;

/**
 * A page body a route loads with `import()` (app/lib/page-kinds.tsx) is not in React Router's
 * manifest, so nothing would ask for its code before the route's module runs. The browser build
 * writes down, per page, the chunk holding it and those it imports that the shell's modules do
 * not; the worker's build reads them as `virtual:page-chunks`, and the document names them
 * beside the route's modules (docs/decisions/0041). In development the map is empty: modules
 * load as asked for.
 */
export function pageChunks(pages: Record<string, string>, shell: string[]): Plugin {
  let config: ResolvedConfig;
  const file = () => path.join(config.root, 'node_modules/.cache/passo/page-chunks.json');
  return {
    name: 'page-chunks',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (config.command !== 'build' || !config.build.ssr) return 'export default {};';
      // The browser's build ran first: without its map, a page's code would come late.
      return `export default ${readFileSync(file(), 'utf8')};`;
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: Rollup.OutputChunk, found = new Set<string>()) => {
        if (found.has(chunk.fileName)) return found;
        found.add(chunk.fileName);
        for (const name of chunk.imports) withImports(byName.get(name)!, found);
        return found;
      };
      const everywhere = new Set<string>();
      for (const chunk of chunks) {
        if (shell.includes(chunk.facadeModuleId ?? '')) withImports(chunk, everywhere);
      }
      const map: Record<string, string[]> = {};
      for (const [page, module] of Object.entries(pages)) {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
        if (!chunk) this.error(`page-chunks: no chunk holds ${module}`);
        map[page] = [...withImports(chunk)]
          .filter((name) => !everywhere.has(name))
          .map((name) => `${config.base}${name}`);
      }
      mkdirSync(path.dirname(file()), {recursive: true});
      writeFileSync(file(), JSON.stringify(map));
    },
  };
}
