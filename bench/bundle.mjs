// Client JavaScript per route, computed from the build: the files a first visit must load are
// entry.client + every matched route module + their static imports (dynamic imports load later
// and are reported apart). Sizes are gzip level 9 so they compare across builds and machines.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** Gzipped size of a buffer at level 9 (what a CDN would typically serve, give or take brotli). */
export const gzipSize = (buffer) => gzipSync(buffer, {level: 9}).length;

/** Reads `window.__reactRouterManifest={…}` from dist/client/assets/manifest-*.js. */
function readBrowserManifest(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const files = readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (files.length !== 1)
    throw new Error(`expected one manifest-*.js in ${assets}, found ${files.length}`);
  const text = readFileSync(path.join(assets, files[0]), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return JSON.parse(json);
}

// Minified ESM: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"`.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

/** Static and dynamic imports of one built file, as `/assets/…` URLs. */
function importsOf(clientDir, url) {
  const text = readFileSync(path.join(clientDir, url), 'utf8');
  const resolve = (spec) => path.posix.resolve(path.posix.dirname(url), spec);
  const withoutDynamic = text.replace(DYNAMIC_IMPORT, '');
  return {
    staticImports: [...withoutDynamic.matchAll(STATIC_IMPORT)].map((m) => resolve(m[1])),
    dynamicImports: [...text.matchAll(DYNAMIC_IMPORT)].map((m) => resolve(m[1])),
  };
}

/**
 * The JS a first visit to a route loads, from the React Router browser manifest (and Vite's
 * .vite/manifest.json when the build emits one; it does not by default).
 * @param {string} clientDir  dist/client
 * @param {string[]} routeIds  root first, leaf last
 * @param {string[]} [pageCode]  what the document names beside the routes' modules
 */
export function routeClosure(clientDir, routeIds, pageCode = []) {
  const manifest = readBrowserManifest(clientDir);
  const discovery = routeDiscoveryMode(path.join(clientDir, '..', 'server', 'index.js'));
  // With lazy route discovery (React Router's default with SSR) the page inlines a partial
  // manifest and never loads manifest-*.js; with "initial" it imports the whole file.
  const seeds = [
    ...(discovery === 'initial' ? [manifest.url] : []),
    manifest.entry.module,
    ...manifest.entry.imports,
  ];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route id "${id}" is not in the browser manifest`);
    seeds.push(route.module, ...(route.imports ?? []));
  }
  seeds.push(...pageCode);
  // Follow static imports in the files themselves, in case the manifest lists only direct ones.
  const files = new Set();
  const lazy = new Set();
  const queue = [...seeds];
  while (queue.length) {
    const url = queue.shift();
    if (files.has(url)) continue;
    if (!existsSync(path.join(clientDir, url)))
      throw new Error(`${url} from the manifest is not in ${clientDir}`);
    files.add(url);
    const {staticImports, dynamicImports} = importsOf(clientDir, url);
    queue.push(...staticImports);
    dynamicImports.forEach((u) => lazy.add(u));
  }
  for (const url of files) lazy.delete(url);
  const sized = (urls) =>
    [...urls]
      .filter((url) => existsSync(path.join(clientDir, url)))
      .map((url) => {
        const buffer = readFileSync(path.join(clientDir, url));
        return {url, bytes: buffer.length, gzip: gzipSize(buffer)};
      })
      .sort((a, b) => b.gzip - a.gzip);
  const list = sized(files);
  return {
    files: list,
    gzip: list.reduce((sum, f) => sum + f.gzip, 0),
    bytes: list.reduce((sum, f) => sum + f.bytes, 0),
    lazyFiles: sized(lazy),
    routeDiscovery: discovery,
    viteManifest: viteManifestNote(clientDir),
  };
}

/** React Router's route discovery mode as compiled into the server build ("lazy" by default). */
function routeDiscoveryMode(serverBuild) {
  if (!existsSync(serverBuild)) return 'lazy';
  const match = /routeDiscovery\s*=\s*\{\s*"mode"\s*:\s*"(\w+)"/.exec(
    readFileSync(serverBuild, 'utf8'),
  );
  return match ? match[1] : 'lazy';
}

/** Vite's manifest is only emitted with build.manifest; say so instead of silently skipping it. */
function viteManifestNote(clientDir) {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file)
    ? 'present (not needed: the React Router manifest lists the same chunks)'
    : 'absent';
}
