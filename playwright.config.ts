import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT || 3500);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT || 4500);
// The consent-provider stack, on ports clear of every other stack.
const providerPort = Number(process.env.E2E_PROVIDER_PORT || 5300);
const providerSandboxPort = Number(process.env.E2E_PROVIDER_SANDBOX_PORT || 5500);
const executablePath = (await findChromium()) ?? undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {executablePath, args: CHROMIUM_ARGS},
  },
  projects: [
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome'], launchOptions: {executablePath, args: CHROMIUM_ARGS}},
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${port}/bench/bare`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        E2E_PORT: String(port),
        E2E_SANDBOX_PORT: String(sandboxPort),
        // The shop's welcome pop-up as configured by default, but after 2 s instead of 10, so
        // its browser tests need not wait (tests/e2e/newsletter.spec.ts).
        PUBLIC_NEWSLETTER_FORMS: JSON.stringify([
          {
            formId: 'passo-benvenuto',
            campaign: 'benvenuto',
            triggers: [{type: 'delay', seconds: 2}, {type: 'exitIntent'}],
            frequencyCapDays: 30,
          },
        ]),
      },
    },
    {
      // The same shop with a consent provider configured (tests/e2e/consent-provider.spec.ts).
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${providerPort}/bench/bare`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        E2E_PORT: String(providerPort),
        E2E_SANDBOX_PORT: String(providerSandboxPort),
        E2E_CONSENT_PROVIDER: '1',
      },
    },
  ],
  metadata: {
    sandbox: `http://127.0.0.1:${sandboxPort}`,
    providerStack: `http://localhost:${providerPort}`,
  },
});
