// Serves the production build in workerd through MiniOxygen (no Shopify CLI needed).
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {workerEnv} from './env.mjs';

/** Starts the built worker on `port` (assets on port + 100) and resolves with a close function. */
export async function startPreview({
  port = 3000,
  host = '127.0.0.1',
  root = process.cwd(),
  env = {},
} = {}) {
  const workerPath = path.resolve(root, 'dist/server/index.js');
  const miniOxygen = createMiniOxygen({
    port,
    host,
    requestHook: null,
    assets: {port: port + 100, directory: path.resolve(root, 'dist/client')},
    workers: [
      {
        name: 'passo',
        modulesRoot: path.dirname(workerPath),
        modules: [{type: 'ESModule', path: workerPath, contents: await readFile(workerPath)}],
        bindings: workerEnv(env),
      },
    ],
  });
  const {workerUrl} = await miniOxygen.ready;
  return {url: workerUrl.origin, close: () => miniOxygen.dispose()};
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
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
