import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {envForSandboxPort} from '../../scripts/env.mjs';
import {startPreview} from '../../scripts/preview.mjs';
import {startSandboxProcess} from '../../scripts/sandbox-process.mjs';
import {expect, test} from './fixtures';
import {BUSY_LINE, expectBusyWhileHeld, hydrated} from './support';

// A stack of its own (the shared one must keep running), on ports clear of the others: 3800 and
// 4800 with the default ports, beside another run's stack with its own.
const PORT = Number(process.env.E2E_PORT || 3500) + 300;
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || 4500) + 300;

test('the cart survives restarting the storefront and the sandbox', async ({browser}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'passo-restart-'));
  const env = {...envForSandboxPort(SANDBOX_PORT), PUBLIC_SHOP_ORIGIN: `http://localhost:${PORT}`};
  const start = async () => {
    const sandbox = await startSandboxProcess({
      port: SANDBOX_PORT,
      args: ['--db', path.join(dir, 'sandbox.db'), '--products', '60'],
      env,
      stdio: 'ignore',
    });
    const storefront = await startPreview({port: PORT, env});
    return async () => {
      await storefront.close();
      await sandbox.close();
    };
  };
  let stop = await start();
  const context = await browser.newContext({baseURL: `http://localhost:${PORT}`});
  try {
    const page = await context.newPage();
    await page.goto('/it/donna');
    await page.locator('a[href$="-p"]').first().click();
    await hydrated(page);
    await page.locator('.size-chip:not(.size-chip--sold-out) input').first().check();
    const drawer = page.getByRole('dialog', {name: 'Carrello'});
    // Positive control of the "no longer busy" check: held on its way, the new line is busy.
    await expectBusyWhileHeld(page, drawer, () =>
      page.getByRole('button', {name: 'Aggiungi al carrello'}).click(),
    );
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await expect(drawer.locator(BUSY_LINE)).toHaveCount(0);
    const title = await drawer.locator('.cart-line__title').innerText();

    await stop();
    stop = await start();

    await page.goto('/it');
    await hydrated(page);
    await page.getByRole('link', {name: 'Carrello', exact: true}).click();
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await expect(drawer.locator('.cart-line__title')).toHaveText(title);
  } finally {
    await context.close();
    await stop();
    rmSync(dir, {recursive: true, force: true});
  }
});
