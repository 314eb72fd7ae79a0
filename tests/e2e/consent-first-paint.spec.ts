import type {BrowserContext} from '@playwright/test';
import {expect, test, type Page} from './fixtures';
import {SANDBOX, expectNoViolations, hydrated} from './support';
import {firstContentfulPaint, holdScripts, throttleAsPhone} from './first-paint';

/**
 * The consent banner and "cookie preferences" before the page's scripts run
 * (docs/product.md#consent-banner): on a phone the banner is painted seconds before React
 * hydrates, and a choice made then must count. The scripts are held until `release()`, so every
 * tap here lands before hydration, with certainty.
 */
test.use({consent: 'unset'});

const WORDS = {
  it: {banner: 'La tua privacy', accept: 'Accetta tutti', sale: 'Saldi fino al 50%'},
  hr: {banner: 'Vaša privatnost', accept: 'Prihvati sve', sale: /Sniženj[ea] do 50 %/},
} as const;
type MarketId = keyof typeof WORDS;

const ACCEPTED = {functionality: true, measurement: true, marketing: true};

/** The purposes of the stored `cookiePreferences`, as the page's scripts read them. */
async function storedPurposes(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'cookiePreferences');
  return cookie && JSON.parse(decodeURIComponent(cookie.value)).purposes;
}

/** What a dead control looks like: the same button, but one that submits nothing. */
async function plantDeadButton(page: Page, name: string) {
  await page.evaluate((label) => {
    const live = [...document.querySelectorAll('button')].find((b) => b.textContent === label)!;
    const dead = live.cloneNode(true) as HTMLButtonElement;
    dead.type = 'button';
    live.replaceWith(dead);
  }, name);
}

/** A throttled phone's first visit: "accept all" tapped at the first paint, before hydration. */
async function acceptAtFirstPaint(page: Page, market: MarketId, dead = false) {
  await throttleAsPhone(page);
  const scripts = await holdScripts(page);
  await page.goto(`/${market}`, {waitUntil: 'commit'});
  await firstContentfulPaint(page);
  const banner = page.getByRole('region', {name: WORDS[market].banner});
  await expect(banner).toBeVisible();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  if (dead) await plantDeadButton(page, WORDS[market].accept);
  await banner.getByRole('button', {name: WORDS[market].accept}).click();
  return {banner, scripts};
}

/** The inspector's record of a visit (the sandbox's Tracking tab). */
async function tracked(page: Page, visit: string, source: 'datalayer' | 'monorail') {
  const response = await page.request.get(
    `${SANDBOX}/sandbox/api/tracking?visit=${visit}&source=${source}`,
  );
  const {events} = (await response.json()) as {
    events: Array<{name: string; pageType: string | null; consent: {analytics?: boolean} | null}>;
  };
  return events;
}

for (const market of Object.keys(WORDS) as MarketId[]) {
  test(`${market}: "accept all" tapped at the first paint, before hydration, is stored, and analytics flow for the rest of the visit`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const {banner, scripts} = await acceptAtFirstPaint(page, market);
    await expect.poll(() => storedPurposes(context), {timeout: 20_000}).toEqual(ACCEPTED);
    // Back on the page, which the server now renders without the banner, still unhydrated.
    await expect(banner).toHaveCount(0, {timeout: 20_000});
    await expect(page).toHaveURL(new RegExp(`/${market}$`));
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

    scripts.release();
    await hydrated(page);
    const visit = (await page.evaluate(() => sessionStorage.getItem('passoVisit')))!;
    await expect
      .poll(async () => (await tracked(page, visit, 'datalayer')).map((event) => event.name))
      .toEqual(expect.arrayContaining(['page_view', 'consent_preference_not_needed']));
    const consentEvent = (await tracked(page, visit, 'datalayer')).find(
      (event) => event.name === 'consent_preference_not_needed',
    );
    expect(consentEvent?.consent).toMatchObject({analytics: true, marketing: true});
    // The tag manager's container starts with the consent.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys((window as {google_tag_manager?: object}).google_tag_manager ?? {}),
        ),
      )
      .toContain('GTM-PASSO01');

    // The page, then two page changes: each a Shopify analytics page view of the visit, consented.
    await page.getByRole('link', {name: WORDS[market].sale}).first().click();
    await expect(page).toHaveURL(new RegExp(`/${market}/[^/]+$`));
    await page.locator('.product-card a').first().click();
    await expect(page).toHaveURL(/-p$/);
    await expect
      .poll(
        async () =>
          (await tracked(page, visit, 'monorail'))
            .filter((event) => event.name === 'page_rendered')
            .map((event) => [event.pageType, event.consent?.analytics]),
        {timeout: 15_000},
      )
      .toEqual([
        ['index', true],
        ['collection', true],
        ['product', true],
      ]);
  });
}

test('positive control: the same tap on a planted dead button stores nothing, and the test sees it', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const {banner, scripts} = await acceptAtFirstPaint(page, 'it', true);
  await expect(
    expect.poll(() => storedPurposes(context), {timeout: 4000}).toEqual(ACCEPTED),
  ).rejects.toThrow();
  expect(await storedPurposes(context)).toBeUndefined();
  await expect(banner).toBeVisible();
  scripts.release();
});

test('"Personalizza" before hydration opens the purposes on the same page; "Salva" stores them', async ({
  page,
  context,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/it/saldi?sort=price_asc', {waitUntil: 'commit'});
  const banner = page.getByRole('region', {name: 'La tua privacy'});
  await banner.getByRole('button', {name: 'Personalizza'}).click();
  await expect(page).toHaveURL(/\/it\/saldi\?sort=price_asc&cookie-preferences$/);
  const purposes = banner.getByRole('group', {name: 'Scegli per finalità'});
  await expect(purposes.getByRole('checkbox', {name: /Necessari/})).toBeChecked();
  await expectNoViolations(page, 'consent preferences before hydration');
  await purposes.getByRole('checkbox', {name: /Misurazione/}).check();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  await banner.getByRole('button', {name: 'Salva le scelte'}).click();

  await expect
    .poll(() => storedPurposes(context))
    .toEqual({
      functionality: false,
      measurement: true,
      marketing: false,
    });
  await expect(page).toHaveURL(/\/it\/saldi\?sort=price_asc$/);
  await expect(banner).toHaveCount(0);
  scripts.release();
});

test.describe('with a choice stored', () => {
  test.use({consent: 'rejected'});

  test('"Preferenze cookie" before hydration opens the banner on the purposes; once hydrated, in place', async ({
    page,
    context,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/hr/saldi', {waitUntil: 'commit'});
    const banner = page.getByRole('region', {name: 'Vaša privatnost'});
    await expect(page.getByRole('link', {name: 'Postavke kolačića'})).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.getByRole('link', {name: 'Postavke kolačića'}).click();
    await expect(page).toHaveURL(/\/hr\/saldi\?cookie-preferences$/);
    // The stored choice is what the purposes start from.
    await expect(banner.getByRole('checkbox', {name: /Mjerenje/})).not.toBeChecked();
    await banner.getByRole('button', {name: 'Prihvati sve'}).click();
    await expect.poll(() => storedPurposes(context)).toEqual(ACCEPTED);
    await expect(page).toHaveURL(/\/hr\/saldi$/);
    await expect(banner).toHaveCount(0);

    // Hydrated, the same link opens the banner where the shopper is, without a page load.
    scripts.release();
    await hydrated(page);
    await page.evaluate(() => ((window as {kept?: boolean}).kept = true));
    await page.getByRole('link', {name: 'Postavke kolačića'}).click();
    await expect(banner.getByRole('heading', {name: 'Vaša privatnost'})).toBeFocused();
    await expect(banner.getByRole('checkbox', {name: /Mjerenje/})).toBeChecked();
    await banner.getByRole('button', {name: 'Odbij'}).click();
    await expect(banner).toBeHidden();
    expect((await storedPurposes(context)).measurement).toBe(false);
    expect(await page.evaluate(() => (window as {kept?: boolean}).kept)).toBe(true);
    await expect(page).toHaveURL(/\/hr\/saldi$/);
  });
});

test('the form endpoint refuses another site (403) and a value no banner posts (400), in the market’s language', async ({
  page,
  baseURL,
}) => {
  const post = (path: string, consent: string, origin = baseURL!) =>
    page.request.post(path, {form: {consent}, headers: {Origin: origin}, maxRedirects: 0});
  const foreign = await post('/it/consent', 'accept', 'https://evil.example');
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toBe('Richiesta non consentita.');
  const bad = await post('/hr/consent', 'maybe');
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain('Neispravan zahtjev');
  // Positive control: the same post, from the shop, with a banner's value.
  const good = await post('/hr/consent', 'reject');
  expect(good.status()).toBe(303);
  expect(good.headers()['location']).toBe('/hr');
  expect(good.headers()['set-cookie']).toMatch(/^cookiePreferences=[^;]+; Path=\/; /);
});

test('Enter in a purpose saves the purposes ticked, before hydration and after', async ({
  page,
  context,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/it?cookie-preferences', {waitUntil: 'commit'});
  const banner = page.getByRole('region', {name: 'La tua privacy'});
  await banner.getByRole('checkbox', {name: /Marketing/}).check();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => storedPurposes(context))
    .toEqual({
      functionality: false,
      measurement: false,
      marketing: true,
    });
  await expect(page).toHaveURL(/\/it$/);

  scripts.release();
  await hydrated(page);
  await page.getByRole('link', {name: 'Preferenze cookie'}).click();
  await banner.getByRole('checkbox', {name: /Misurazione/}).check();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect(await storedPurposes(context)).toEqual({
    functionality: false,
    measurement: true,
    marketing: true,
  });
});
