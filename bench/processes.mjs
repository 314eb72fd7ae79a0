// Starting and, above all, stopping what the bench runs: the build, the sandbox child process and
// the preview (workerd through Miniflare, scripts/preview.mjs). Every start registers a stop so
// Ctrl-C or a crash leaves nothing behind.
import {spawn} from 'node:child_process';
import {closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {cp, mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {startSandboxProcess} from '../scripts/sandbox-process.mjs';
import {startPreview} from '../scripts/preview.mjs';

/** @type {{name: string, stop: () => Promise<unknown>}[]} */
const stops = [];
/** Child processes still alive, killed synchronously if the process exits without cleanup. */
const children = new Set();
/** Temp dirs, removed synchronously on exit for the same reason. */
const tempDirs = new Set();
/** Other synchronous last-resort stops (e.g. chrome-launcher's detached Chrome). */
const exitHooks = new Set();

/** Registers a synchronous stop that runs on process exit if cleanup did not get to it. */
export function onExit(stop) {
  exitHooks.add(stop);
}

/** Registers a stop function; they run in reverse order of registration. */
export function onCleanup(name, stop) {
  stops.push({name, stop});
}

let cleaning;
/** Runs every registered stop once, each bounded so one stuck process cannot hang the exit. */
export function cleanup() {
  cleaning ??= (async () => {
    while (stops.length) {
      const {name, stop} = stops.pop();
      const timeout = new Promise((resolve) => setTimeout(resolve, 10_000, 'timeout').unref());
      const outcome = await Promise.race([Promise.resolve().then(stop), timeout]).catch(
        (error) => error,
      );
      if (outcome === 'timeout' || outcome instanceof Error)
        console.error(`[bench] stopping ${name}: ${outcome}`);
    }
  })();
  return cleaning;
}

/** Ctrl-C / SIGTERM: stop everything, then exit with the conventional signal code. */
export function installSignalHandlers() {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, async () => {
      console.error(`\n[bench] ${signal}: stopping processes…`);
      await cleanup();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  // A crash anywhere (e.g. an 'error' event nobody listens to) still stops what was started.
  for (const event of /** @type {const} */ (['uncaughtException', 'unhandledRejection'])) {
    process.once(event, async (error) => {
      console.error(`[bench] ${event}:`, error);
      await cleanup();
      process.exit(1);
    });
  }
  // Last resort for paths that cut cleanup short (Miniflare's own SIGINT hook calls process.exit,
  // fatal errors): no orphan processes, no temp databases left behind.
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const stop of exitHooks) stop();
    for (const dir of tempDirs) rmSync(dir, {recursive: true, force: true});
  });
}

/**
 * `react-router build` (the local bin, as `npx react-router build` would run it, minus the npm
 * wrapper so a kill reaches the build itself); output goes to stderr, stdout keeps the report.
 */
export function build() {
  const bin = path.resolve('node_modules/@react-router/dev/bin.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build'], {
      stdio: ['ignore', process.stderr, process.stderr],
    });
    children.add(child);
    onCleanup('build', async () => child.exitCode === null && child.kill('SIGTERM'));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve(undefined);
      else reject(new Error(`react-router build failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** A private temp dir for this run (sandbox database, build snapshot), removed on exit. */
export async function createWorkDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'passo-bench-'));
  tempDirs.add(dir);
  onCleanup('bench temp dir', async () => {
    await rm(dir, {recursive: true, force: true});
    tempDirs.delete(dir);
  });
  return dir;
}

/**
 * Copies dist/ into the work dir and serves that copy: others on this machine rebuild dist/ (e2e
 * runs, npm start), and a rebuild mid-run would swap hashed assets under the browser checks.
 * @returns {Promise<string>} the snapshot's root (it holds dist/client and dist/server)
 */
export async function snapshotBuild(workDir) {
  for (const part of ['dist/server/index.js', 'dist/client/assets']) {
    if (!existsSync(part))
      throw new Error(
        `${part} is missing: the build did not finish (or another build is rewriting dist/)`,
      );
  }
  const root = path.join(workDir, 'build');
  await cp('dist', path.join(root, 'dist'), {recursive: true});
  return root;
}

/**
 * The sandbox on its own port with a throw-away database in the work dir (so nothing has to be
 * git-ignored and a developer's sandbox/.data is never touched).
 * @returns {Promise<{url: string, dbPath: string, logTail: () => string}>}
 */
export async function startSandbox({port, products, env, workDir}) {
  const dbPath = path.join(workDir, 'sandbox.db');
  // Its output goes to a file: a pipe nobody reads during seeding could fill up and stall it, and
  // per-request logging on the terminal would interleave with the report.
  const logPath = path.join(workDir, 'sandbox.log');
  const logFd = openSync(logPath, 'w');
  const logTail = () => readFileSync(logPath, 'utf8').slice(-3000);
  const args = ['--db', dbPath, '--products', String(products)];
  let sandbox;
  try {
    sandbox = await startSandboxProcess({port, args, env, stdio: ['ignore', logFd, logFd]});
  } catch (error) {
    // The helper leaves the child running when /healthz times out; find it by our unique db path.
    killOwnChildrenMatching(dbPath);
    throw new Error(
      `sandbox did not start: ${error instanceof Error ? error.message : error}\n${logTail()}`,
    );
  } finally {
    closeSync(logFd);
  }
  children.add(sandbox.child);
  onCleanup('sandbox', async () => {
    await sandbox.close();
    children.delete(sandbox.child);
  });
  return {url: sandbox.url, dbPath, logTail};
}

/** Kills (by pid) direct children of this process whose command line contains `needle`. */
function killOwnChildrenMatching(needle) {
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return; // no procfs: nothing more we can do
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (ppid === process.pid && cmdline.includes(needle)) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // the process went away meanwhile
    }
  }
}

/**
 * The production build (the snapshot under `root`) in workerd (scripts/preview.mjs). The bench
 * is many clients at once: the preview lets each request name its buyer IP, so the per-client
 * limits apply per simulated shopper. `inspect` opens workerd's inspector (the memory phase
 * only, on a preview of its own, so the other figures are never taken with it on).
 */
export async function startStorefront({port, env, root, inspect = false}) {
  const preview = await startPreview({
    port,
    host: '127.0.0.1',
    env: {...env, PUBLIC_SHOP_ORIGIN: `http://127.0.0.1:${port}`},
    root,
    trustClientIp: true,
    ...(inspect ? {inspectorPort: 0} : {}),
  });
  let closing;
  const close = () => (closing ??= preview.close());
  onCleanup('storefront (preview)', close);
  return {url: preview.url.replace(/\/$/, ''), inspectorUrl: preview.inspectorUrl, close};
}
