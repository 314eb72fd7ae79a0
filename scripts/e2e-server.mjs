// The stack the browser tests run against: a fresh sandbox database and the production build
// on MiniOxygen, on their own ports so a running `npm start` is left alone. Started by hand to
// rerun browser tests, give it the environment playwright.config.ts gives it: the main stack's
// welcome pop-up comes after 2 s there (`PUBLIC_NEWSLETTER_FORMS`), and the newsletter tests
// count on that.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {envForSandboxPort} from './env.mjs';
import {startSandboxProcess} from './sandbox-process.mjs';
import {startPreview} from './preview.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT || 3500);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || 4500);

const dir = mkdtempSync(path.join(os.tmpdir(), 'passo-e2e-'));
const env = envForSandboxPort(E2E_SANDBOX_PORT);
// The checkout's way back to the shop, and the shop's public origin, are this stack's storefront.
env.SANDBOX_STOREFRONT_URL = `http://localhost:${E2E_PORT}`;
env.PUBLIC_SHOP_ORIGIN = `http://localhost:${E2E_PORT}`;
// The consent-provider stack: the same shop, with iubenda's script (the sandbox's stand-in).
if (process.env.E2E_CONSENT_PROVIDER) {
  Object.assign(env, {
    PUBLIC_CONSENT_PROVIDER_SITE_ID: '3981234',
    PUBLIC_CONSENT_COOKIE_POLICY_ID: '71234567',
    PUBLIC_CONSENT_SCRIPT_URL: `${env.SANDBOX_ORIGIN}/cs/iubenda_cs.js`,
  });
}

const sandbox = await startSandboxProcess({
  port: E2E_SANDBOX_PORT,
  args: ['--db', path.join(dir, 'sandbox.db')],
  env,
});
// Each browser test and generated case may be a client of its own (per-client rate limits).
const preview = await startPreview({port: E2E_PORT, env, trustClientIp: true});
console.log(`e2e stack ready: ${preview.url} (sandbox ${sandbox.url})`);

const stop = async () => {
  await preview.close().catch(() => {});
  await sandbox.close();
  rmSync(dir, {recursive: true, force: true});
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
