import {fileURLToPath} from 'node:url';
import {defineConfig, loadEnv, type Rollup} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import {workerEnv} from './scripts/env.mjs';
import {hydrationDataLiteral} from './scripts/hydration-data';
import {reactServerWrites} from './scripts/react-server-writes';
import {routeMatchingCache} from './scripts/route-matching';
import {pageChunks} from './scripts/page-chunks';

const APP = fileURLToPath(new URL('./app/', import.meta.url));
const ROUTES = `${APP}routes/`;
const SHELL_ROUTES = [`${APP}root.tsx`, `${APP}routes/shop-layout.tsx`];
const SEARCH_ROUTE = `${ROUTES}search.tsx`;
/** The page bodies the catalogue route loads with `import()`, by kind (lib/page-kinds.tsx). */
const PAGES = {
  product: `${APP}components/ProductPage.tsx`,
  listing: `${APP}components/ListingPage.tsx`,
};
const BROWSE_ROUTES = [`${ROUTES}catalogue.tsx`, SEARCH_ROUTE, ...Object.values(PAGES)];
let chunkOf: Map<string, string> | null = null;

/** The app modules a route imports, directly or through others. */
function reachable(from: string[], getModuleInfo: Rollup.ManualChunkMeta['getModuleInfo']) {
  const found = new Set<string>();
  const queue = [...from];
  for (let next = queue.pop(); next; next = queue.pop()) {
    if (found.has(next)) continue;
    found.add(next);
    queue.push(...(getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/**
 * Every page loads the root and the shop layout with all they import: one `shell` chunk for them
 * instead of some forty small ones, each a round trip on a phone (docs/decisions/0023). Listings,
 * products and search share one `browse` chunk for what search imports too; what only a product
 * page imports stays in its page's chunk (docs/decisions/0041), and what they share with other
 * pages joins the shell (docs/decisions/0029).
 */
function shellChunk(id: string, {getModuleIds, getModuleInfo}: Rollup.ManualChunkMeta) {
  if (!chunkOf) {
    const routes = [...getModuleIds()].filter(
      (module) => module.startsWith(ROUTES) && !module.includes('?'),
    );
    const others = routes.filter((route) => !BROWSE_ROUTES.includes(route));
    const elsewhere = new Set(others.flatMap((route) => [...reachable([route], getModuleInfo)]));
    chunkOf = new Map();
    for (const module of reachable(SHELL_ROUTES, getModuleInfo)) chunkOf.set(module, 'shell');
    const searched = reachable([SEARCH_ROUTE], getModuleInfo);
    for (const module of reachable(BROWSE_ROUTES, getModuleInfo)) {
      if (chunkOf.has(module) || module.startsWith(ROUTES)) continue;
      if (elsewhere.has(module)) chunkOf.set(module, 'shell');
      else if (searched.has(module)) chunkOf.set(module, 'browse');
    }
  }
  if (!id.startsWith(APP) || id.startsWith(ROUTES)) return undefined;
  // A stylesheet's URL that several routes link (`?url`) is one string: alone it was a chunk of
  // 61 bytes and a module preload more on each of those pages.
  if (id.endsWith('.css?url') && (getModuleInfo(id)?.importers.length ?? 0) > 1) return 'shell';
  return chunkOf.get(id);
}

/**
 * React Router's package resolves to its development build under every export condition, where
 * only one constant differs from its production build: dev-only warnings stay on (their checks
 * run on every render, and a 404 logs "No routes matched"). A build takes the production files.
 */
const productionReactRouter = ['', '/dom'].map((entry) => ({
  find: new RegExp(`^react-router${entry}$`),
  replacement: fileURLToPath(
    new URL(
      `./node_modules/react-router/dist/production/${entry ? 'dom-export' : 'index'}.mjs`,
      import.meta.url,
    ),
  ),
}));

export default defineConfig(({mode, isSsrBuild, command}) => ({
  // `.env` is not handed to workerd by itself; pass the worker its variables explicitly.
  plugins: [
    hydrogen(),
    oxygen({env: workerEnv(loadEnv(mode, process.cwd(), ''))}),
    reactRouter(),
    tsconfigPaths(),
    routeMatchingCache(),
    reactServerWrites(),
    hydrationDataLiteral(),
    pageChunks(PAGES, [...SHELL_ROUTES, `${APP}entry.client.tsx`]),
  ],
  resolve: {
    alias: [
      ...(command === 'build' ? productionReactRouter : []),
      // The browser build everywhere: the Node build requires http/https, which workerd lacks.
      {
        find: 'algoliasearch/lite',
        replacement: fileURLToPath(
          new URL('./node_modules/algoliasearch/dist/lite/builds/browser.js', import.meta.url),
        ),
      },
      {
        find: 'search-insights',
        replacement: fileURLToPath(
          new URL('./node_modules/search-insights/index-browser.mjs', import.meta.url),
        ),
      },
    ],
  },
  build: {
    // Inline assets would need `data:` in the CSP.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: isSsrBuild ? {} : {manualChunks: shellChunk},
      treeshake: {
        // The rich-text renderer needs only node type names from this package; without a
        // `sideEffects` field, its validator (unused: lib/content/rich-text.ts checks documents
        // itself) stayed in the browser's rich-text chunk, about 1.9 KB gzip on every such page.
        moduleSideEffects: (id) => !id.includes('/node_modules/@contentful/rich-text-types/'),
      },
    },
  },
  ssr: {
    optimizeDeps: {
      include: [
        'set-cookie-parser',
        'cookie',
        'react-router',
        'use-sync-external-store/shim',
        // CommonJS inside (its `process` shim): the worker's dev runner loads only ES modules.
        'contentful',
      ],
    },
  },
}));
