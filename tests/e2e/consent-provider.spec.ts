import {expect, test, type Page} from './fixtures';
import {hydrated} from './support';
import {holdScripts} from './first-paint';

// The shop started with a consent provider (iubenda; the sandbox serves a stand-in script).
test.use({
  consent: 'unset',
  baseURL: `http://localhost:${process.env.E2E_PROVIDER_PORT || 5300}`,
});

type Entry = Record<string, unknown>;
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);

test("the provider's script drives the consent: our banner stays away, its choice is the shop's", async ({
  page,
  context,
}) => {
  await page.goto('/it');
  await expect.poll(() => page.evaluate(() => Boolean(window._iub?.cs))).toBe(true);
  await expect(page.getByRole('region', {name: 'La tua privacy'})).toHaveCount(0);

  await page.evaluate(() => (window._iub!.cs as {api: {acceptAll(): void}}).api.acceptAll());
  const events = (await dataLayer(page)).map((entry) => entry.event).filter(Boolean);
  expect(events).toEqual(expect.arrayContaining(['consent_given', 'consent_given_purpose']));
  const cookie = (await context.cookies()).find((c) => c.name === 'cookiePreferences')!;
  expect(JSON.parse(decodeURIComponent(cookie.value)).purposes).toEqual({
    functionality: true,
    measurement: true,
    marketing: true,
  });

  // On the next page the provider reports the stored choice: no banner was needed.
  await page.reload();
  await expect
    .poll(
      async () =>
        (await dataLayer(page)).filter((e) => e.event === 'consent_preference_not_needed').length,
    )
    .toBe(1);
});

test("our banner takes over when the provider's script fails to load", async ({page}) => {
  await page.route('**/cs/iubenda_cs.js', (route) => route.abort());
  await page.goto('/it');
  await expect(page.getByRole('region', {name: 'La tua privacy'})).toBeVisible();
});

test('our banner takes over when the provider is not ready within 3 s', async ({page}) => {
  await page.route('**/cs/iubenda_cs.js', (route) =>
    route.fulfill({contentType: 'application/javascript', body: '/* never calls onReady */'}),
  );
  const started = Date.now();
  await page.goto('/it');
  await hydrated(page);
  await expect(page.getByRole('region', {name: 'La tua privacy'})).toBeVisible({timeout: 6000});
  expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
});

test('"Preferenze cookie" opens the provider\'s preferences once it is ready; before hydration our banner stands in', async ({
  page,
  context,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/it', {waitUntil: 'commit'});
  const banner = page.getByRole('region', {name: 'La tua privacy'});
  await page.getByRole('link', {name: 'Preferenze cookie'}).click();
  await expect(page).toHaveURL(/\/it\?cookie-preferences$/);
  await banner.getByRole('button', {name: 'Accetta tutti'}).click();
  await expect(page).toHaveURL(/\/it$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookiePreferences')!;
  expect(JSON.parse(decodeURIComponent(cookie.value)).purposes.marketing).toBe(true);

  scripts.release();
  await expect.poll(() => page.evaluate(() => Boolean(window._iub?.cs))).toBe(true);
  const opened = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        addEventListener('sandbox-iubenda-preferences', () => resolve(true), {once: true}),
      ),
  );
  await page.getByRole('link', {name: 'Preferenze cookie'}).click();
  expect(await opened).toBe(true);
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/\/it$/);
});
