// Shopify's Hydrogen skeleton, as published on npm: the starter `npm create @shopify/hydrogen`
// copies, shipped in @shopify/cli-hydrogen. It is fetched and built at bench time, never
// committed and never edited: it is configured through its environment only, pointed at the
// bench's sandbox, and served by the same local preview as Passo (scripts/preview.mjs).
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {cp, mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {startPreview} from '../scripts/preview.mjs';
import {onCleanup} from './processes.mjs';

const CLI_HYDROGEN_VERSION = '11.1.5';
const STARTER = 'package/dist/assets/hydrogen/starter';

/** Runs a command with its output on stderr (stdout keeps the report). */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, stdio: ['ignore', process.stderr, process.stderr]});
    onCleanup(`${command} ${args[0]}`, async () => child.exitCode === null && child.kill());
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

/**
 * The built skeleton, from a cache in the system's temp dir keyed by the CLI's version: the
 * first run downloads, installs and builds it (a few minutes), later runs reuse it. It is built
 * in a directory of its own and renamed into place at the end, so an interrupted run leaves no
 * half-built cache behind.
 * @returns {Promise<{root: string, version: string, cached: boolean}>}
 */
export async function prepareSkeleton(log) {
  const cache = path.join(os.tmpdir(), `passo-bench-hydrogen-skeleton-${CLI_HYDROGEN_VERSION}`);
  const root = path.join(cache, 'starter');
  if (existsSync(path.join(cache, 'ready')))
    return {root, version: await starterVersion(root), cached: true};
  const partial = `${cache}.partial-${process.pid}`;
  onCleanup('skeleton partial build', () => rm(partial, {recursive: true, force: true}));
  await rm(partial, {recursive: true, force: true});
  await mkdir(partial, {recursive: true});
  log(`fetching @shopify/cli-hydrogen@${CLI_HYDROGEN_VERSION} into ${cache}…`);
  // The package's tarball is enough: the starter is plain files in it, the CLI is not needed.
  await run(
    'npm',
    ['pack', `@shopify/cli-hydrogen@${CLI_HYDROGEN_VERSION}`, '--pack-destination', partial],
    partial,
  );
  const tarball = `shopify-cli-hydrogen-${CLI_HYDROGEN_VERSION}.tgz`;
  await run('tar', ['-xzf', tarball, STARTER], partial);
  await cp(path.join(partial, STARTER), path.join(partial, 'starter'), {recursive: true});
  await rm(path.join(partial, 'package'), {recursive: true, force: true});
  await rm(path.join(partial, tarball), {force: true});
  const starter = path.join(partial, 'starter');
  log('installing the skeleton’s dependencies…');
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], starter);
  // `shopify hydrogen build` is this same Vite build plus codegen, whose output the starter ships.
  log('building the skeleton (react-router build)…');
  await run(
    process.execPath,
    [path.join(starter, 'node_modules/@react-router/dev/bin.js'), 'build'],
    starter,
  );
  await writeFile(path.join(partial, 'ready'), `${new Date().toISOString()}\n`);
  await rm(cache, {recursive: true, force: true});
  await rename(partial, cache);
  return {root, version: await starterVersion(root), cached: false};
}

/** The skeleton's own version and its Hydrogen's, as its package.json names them. */
async function starterVersion(root) {
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  return `${pkg.version} (@shopify/hydrogen ${pkg.dependencies['@shopify/hydrogen']}, react-router ${pkg.dependencies['react-router']})`;
}

/**
 * Serves the built skeleton like Passo: workerd through scripts/preview.mjs, on a free port, its
 * Storefront API the bench's sandbox (`env` from envForSandboxPort). The session secret and the
 * Customer Account API's settings are dummies: no page measured signs in.
 */
export async function startSkeleton({root, env}) {
  const preview = await startPreview({
    port: 0,
    host: '127.0.0.1',
    env,
    root,
    trustClientIp: true,
    bindings: {
      SESSION_SECRET: 'passo-bench-skeleton-session',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'passo-bench-skeleton',
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'http://127.0.0.1:9/customer-account',
    },
  });
  let closing;
  const close = () => (closing ??= preview.close());
  onCleanup('skeleton (preview)', close);
  return {url: preview.url.replace(/\/$/, ''), close};
}
