// `npm start`: sandbox (seeded on first run) + production build + MiniOxygen preview.
// `npm run dev`: the same with Vite's dev server and HMR. Ctrl-C stops everything.
import {spawn} from 'node:child_process';
import {loadProjectEnv} from './env.mjs';
import {startSandboxProcess} from './sandbox-process.mjs';
import {startPreview} from './preview.mjs';

const dev = process.argv.includes('--dev');
const REACT_ROUTER = 'node_modules/.bin/react-router';
const env = loadProjectEnv();
const port = Number(env.PORT || 3000);
const sandboxPort = Number(env.SANDBOX_PORT || 4000);
env.SANDBOX_STOREFRONT_URL ||= `http://localhost:${port}`;
// .env.example's origin is the default port's: another PORT brings its own origin along.
if (env.PUBLIC_SHOP_ORIGIN === 'http://localhost:3000')
  env.PUBLIC_SHOP_ORIGIN = `http://localhost:${port}`;
// Its provider URLs (and the content client's bare `host:port`) point at the default sandbox
// port: another SANDBOX_PORT moves them along.
const DEFAULT_SANDBOX = /(^|\/\/(?:[^/@\s]+@)?)127\.0\.0\.1:4000(?=\/|$)/;
for (const [name, value] of Object.entries(env)) {
  if (typeof value === 'string' && DEFAULT_SANDBOX.test(value))
    env[name] = value.replace(DEFAULT_SANDBOX, (_, before) => `${before}127.0.0.1:${sandboxPort}`);
}
const stops = [];

let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  // Each part gets a moment to stop cleanly; nothing may keep the terminal waiting.
  const withTimeout = (stop) =>
    Promise.race([stop().catch(() => {}), new Promise((r) => setTimeout(r, 3000))]);
  for (const stop of stops.reverse()) await withTimeout(stop);
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: 'inherit', env});
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function assertFree(portNumber, name) {
  const busy = await fetch(`http://127.0.0.1:${portNumber}/`).then(
    () => true,
    () => false,
  );
  if (busy)
    throw new Error(
      `Port ${portNumber} (${name}) is already in use: is another \`npm start\` running?`,
    );
}

try {
  await assertFree(sandboxPort, 'sandbox');
  await assertFree(port, 'storefront');
  const sandbox = await startSandboxProcess({port: sandboxPort, env});
  stops.push(sandbox.close);

  if (dev) {
    // The binary itself, not `npx`: a signal to npx would not reach the dev server.
    const child = spawn(
      REACT_ROUTER,
      ['dev', '--port', String(port), '--host', '127.0.0.1', '--strictPort'],
      {
        stdio: 'inherit',
        env,
      },
    );
    process.once('exit', () => child.kill('SIGTERM'));
    stops.push(
      () =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    );
    child.on('exit', (code) => stopAll(code ?? 0));
  } else {
    await run(REACT_ROUTER, ['build']);
    const preview = await startPreview({port, env});
    stops.push(preview.close);
  }

  console.log(`\n  Passo storefront   http://localhost:${port}/`);
  console.log(`  Sandbox inspector  ${sandbox.url.replace('127.0.0.1', 'localhost')}/sandbox\n`);
  console.log('  Press Ctrl-C to stop both.\n');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
