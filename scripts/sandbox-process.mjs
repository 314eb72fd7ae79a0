// Starts the sandbox as a child process and waits until it answers /healthz.
import {spawn} from 'node:child_process';

async function waitForHealth(url, {timeoutMs = 120_000, child} = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`sandbox exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`sandbox did not answer ${url}/healthz within ${timeoutMs} ms`);
}

/** `args` go to sandbox/main.ts (`--port`, `--db`, `--products`, `--reset`). */
export async function startSandboxProcess({
  port = 4000,
  args = [],
  env = process.env,
  stdio = 'inherit',
} = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'sandbox/main.ts', '--port', String(port), ...args],
    {
      env,
      stdio,
    },
  );
  // MiniOxygen's own signal handler may end this process first: the sandbox goes with it.
  process.once('exit', () => child.kill('SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, {child});
  return {
    url,
    child,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 2000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
