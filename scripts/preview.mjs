// Serves the production build in workerd through Miniflare (no Shopify CLI needed). This is what
// MiniOxygen's createMiniOxygen did, minus its routing worker, which has no compatibility date and
// answered a 500 to any URL with malformed percent-encoding (docs/decisions/0008): our own front
// worker (preview-router.mjs) takes its place, and dist/client is served from this process.
import {existsSync, readFileSync} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {Miniflare, Response} from 'miniflare';
import {workerEnv} from './env.mjs';
import {startGateway} from './preview-gateway.mjs';

/** The buyer headers Oxygen adds to each request, with MiniOxygen's local defaults. */
const OXYGEN_HEADERS = {
  'oxygen-buyer-ip': '127.0.0.1',
  'oxygen-buyer-longitude': '-122.40140',
  'oxygen-buyer-latitude': '37.78855',
  'oxygen-buyer-continent': 'NA',
  'oxygen-buyer-country': 'US',
  'oxygen-buyer-region': 'California',
  'oxygen-buyer-region-code': 'CA',
  'oxygen-buyer-city': 'San Francisco',
  'oxygen-buyer-postal-code': '94105',
  'oxygen-buyer-metro-code': '807',
  'oxygen-buyer-is-eu-country': '',
  'oxygen-buyer-timezone': 'America/Los_Angeles',
  'oxygen-buyer-deployment-id': 'local',
  'oxygen-buyer-shop-id': 'development',
  'oxygen-buyer-storefront-id': 'development',
};

/** Content types as MiniOxygen's asset server (mrmime) names them; anything else is binary. */
const CONTENT_TYPES = Object.fromEntries(
  Object.entries({
    'text/javascript': 'js mjs',
    'text/css': 'css',
    'text/html': 'html htm',
    'text/plain': 'txt',
    'text/xml': 'xml',
    'text/csv': 'csv',
    'application/json': 'json map',
    'application/manifest+json': 'webmanifest',
    'application/pdf': 'pdf',
    'application/wasm': 'wasm',
    'application/zip': 'zip',
    'image/svg+xml': 'svg svgz',
    'image/png': 'png',
    'image/jpeg': 'jpg jpeg',
    'image/gif': 'gif',
    'image/webp': 'webp',
    'image/avif': 'avif',
    'image/bmp': 'bmp',
    'image/tiff': 'tif tiff',
    'font/woff2': 'woff2',
    'font/woff': 'woff',
    'font/ttf': 'ttf',
    'font/otf': 'otf',
    'video/mp4': 'mp4',
    'video/webm': 'webm',
    'audio/mpeg': 'mp3',
    'audio/ogg': 'ogg',
    'model/gltf-binary': 'glb',
  }).flatMap(([type, extensions]) => extensions.split(' ').map((ext) => [ext, type])),
);

/**
 * dist/client as a Miniflare service binding (a function run in this process), with the headers
 * MiniOxygen's asset server sent. A 404 tells the front worker to ask ours instead.
 */
function serveFiles(directory) {
  const notFound = () => new Response(null, {status: 404});
  return async (request) => {
    let file;
    try {
      file = path.join(directory, decodeURIComponent(new URL(request.url).pathname));
    } catch {
      return notFound(); // malformed percent-encoding names no file
    }
    if (!file.startsWith(directory + path.sep)) return notFound();
    if (!(await stat(file).catch(() => undefined))?.isFile()) return notFound();
    const body = await readFile(file);
    const type = CONTENT_TYPES[path.extname(file).slice(1).toLowerCase()];
    return new Response(body, {
      statusText: 'OK',
      headers: {
        'Content-Length': String(body.length),
        'Content-Type': type ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}

/**
 * The worker's console output goes on (log to stdout, warn and error to stderr); workerd's own
 * diagnostics (`workerd/….c++:N: …` and their `stack:` of addresses, mostly a client that hung
 * up) are dropped, as MiniOxygen dropped all of workerd's output.
 */
function passWorkerOutput(stdout, stderr) {
  const runtimeLine = /^(?:(?:workerd|kj)\/\S+:\d+: |stack: \S+@[0-9a-f]+)/;
  readline.createInterface(stdout).on('line', (line) => console.log(line));
  readline.createInterface(stderr).on('line', (line) => {
    if (!runtimeLine.test(line)) console.error(line);
  });
}

/**
 * The compatibility date Oxygen deploys the build with (dist/server/oxygen.json), else
 * MiniOxygen's default: with it, workerd parses URLs as production does.
 */
function compatibilityDate(serverDir) {
  const file = path.join(serverDir, 'oxygen.json');
  return existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8')).compatibility_date
    : '2025-04-01';
}

/**
 * Starts the built worker on `port` and resolves with its URL and a close function.
 * `trustClientIp` (test stacks only) lets a request name its own `oxygen-buyer-ip`.
 * `inspectorPort` (the bench's memory phase; 0 picks a free port) opens workerd's V8 inspector
 * on localhost, one target per worker; it is off by default because anyone on the machine could
 * then read the worker's memory. `bindings` are bound as they are, beside the project's variables:
 * another build served for comparison (the bench's Hydrogen skeleton) reads names ours does not.
 */
export async function startPreview({
  port = 3000,
  host = '127.0.0.1',
  root = process.cwd(),
  env = {},
  trustClientIp = false,
  inspectorPort = undefined,
  bindings = {},
} = {}) {
  const workerPath = path.resolve(root, 'dist/server/index.js');
  const date = compatibilityDate(path.dirname(workerPath));
  // workerd listens privately; the gateway (preview-gateway.mjs) takes the public port.
  const miniflare = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    // No request.cf: Miniflare would fetch it from Cloudflare, and Oxygen gives none.
    cf: false,
    liveReload: false,
    inspectorPort,
    handleRuntimeStdio: passWorkerOutput,
    workers: [
      // The first worker receives every request.
      {
        name: 'preview-router',
        modules: true,
        // Module names are paths under `modulesRoot` (the working directory by default); one
        // outside it, as when this runs from another folder, stops workerd at start.
        modulesRoot: path.dirname(fileURLToPath(import.meta.url)),
        scriptPath: fileURLToPath(new URL('./preview-router.mjs', import.meta.url)),
        compatibilityDate: date,
        bindings: {OXYGEN_HEADERS, TRUST_CLIENT_IP: trustClientIp ? '1' : '0'},
        serviceBindings: {
          ENTRY: 'passo',
          ASSETS: serveFiles(path.resolve(root, 'dist/client')),
        },
      },
      {
        name: 'passo',
        modulesRoot: path.dirname(workerPath),
        modules: [{type: 'ESModule', path: workerPath, contents: await readFile(workerPath)}],
        compatibilityDate: date,
        bindings: {...workerEnv(env), ...bindings},
      },
    ],
  });
  const upstream = await miniflare.ready;
  const gateway = await startGateway({host, port, upstream: upstream.origin}).catch(
    async (error) => {
      await miniflare.dispose();
      throw error;
    },
  );
  const inspectorUrl =
    inspectorPort === undefined ? null : (await miniflare.getInspectorURL()).href;
  return {
    url: `http://${host}:${gateway.port}`,
    inspectorUrl,
    close: async () => {
      await gateway.close();
      await miniflare.dispose();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT || 3000);
  const preview = await startPreview({port});
  console.log(`Storefront ready on ${preview.url.replace('127.0.0.1', 'localhost')}`);
  const stop = async () => {
    await preview.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
