// `npm start`: sandbox (seeded on first run) + production build + MiniOxygen preview.
// `npm run dev`: the same with Vite's dev server and HMR. Ctrl-C stops everything.
import {spawn} from 'node:child_process';
import {loadProjectEnv} from './env.mjs';
import {startSandboxProcess} from './sandbox-process.mjs';
import {startPreview} from './preview.mjs';

const dev = process.argv.includes('--dev');
const env = loadProjectEnv();
const port = Number(env.PORT || 3000);
const sandboxPort = Number(env.SANDBOX_PORT || 4000);
const stops = [];

async function stopAll(code = 0) {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: 'inherit', env});
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

try {
  const sandbox = await startSandboxProcess({port: sandboxPort, env});
  stops.push(sandbox.close);

  if (dev) {
    const child = spawn('npx', ['react-router', 'dev', '--port', String(port), '--host', '127.0.0.1', '--strictPort'], {
      stdio: 'inherit',
      env,
    });
    stops.push(async () => child.kill('SIGTERM'));
    child.on('exit', (code) => stopAll(code ?? 0));
  } else {
    await run('npx', ['react-router', 'build']);
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
