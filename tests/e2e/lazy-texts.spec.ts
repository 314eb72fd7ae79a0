import {expect, test, type Page} from './fixtures';
import {firstContentfulPaint, holdScripts} from './first-paint';
import {
  hydrated,
  hydrationData,
  openDrawerWithoutContent,
  productWithSoldOutSize,
  shellTextsAddress,
  sizesInStock,
} from './support';

/**
 * Texts shown only after an interaction travel when they are needed (docs/decisions/0027): the
 * cart drawer's, the back-in-stock form's, the store stock list's and the size guide's words are
 * in no product or home document; the browser loads each group once, when idle or when it opens,
 * and a drawer or dialog opened before they came waits for them rather than showing keys.
 */

/** One property name of each lazy group, found in no other group of the catalogue. */
const LAZY_KEYS = ['"freeShippingReached"', '"nearestFirst"', '"chest"', '"newTab"'];
const RAW_KEY = /\b(?:cart|notify|stores|sizeGuide|account)\.[a-z][A-Za-z]+\b/;

/** Counts the browser's requests for each group of texts, by market and group. */
function countTexts(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const match = /\/api\/(\w+)\/texts\/(\w+)/.exec(request.url());
    if (match)
      counts.set(`${match[1]}/${match[2]}`, (counts.get(`${match[1]}/${match[2]}`) ?? 0) + 1);
  });
  return (id: string) => counts.get(id) ?? 0;
}

const drawer = (page: Page) => page.getByRole('dialog', {name: 'Carrello'});

test('no product or home document carries the lazy texts; the cart page carries the drawer’s', async ({
  request,
}) => {
  const [item] = await sizesInStock(1);
  for (const market of ['it', 'sl', 'hr']) {
    for (const path of [`/${market}`, `/${market}/${item!.handle}-p`]) {
      const html = await (await request.get(path)).text();
      const data = hydrationData(html);
      const shell = await (await request.get(shellTextsAddress(html))).text();
      // Positive control: the page's own words and the shell's are there, in the same form.
      expect(data, path).toContain(path.endsWith('-p') ? '"addToCart"' : '"allStories"');
      expect(shell, path).toContain('"skipToContent"');
      for (const key of LAZY_KEYS) {
        expect(data, `${path} ${key}`).not.toContain(key);
        expect(shell, `${path} ${key}`).not.toContain(key);
      }
    }
    // Without JavaScript the cart page renders the drawer's content: it carries its words.
    const cart = hydrationData(await (await request.get(`/${market}/cart`)).text());
    expect(cart).toContain('"freeShippingReached"');
    expect(cart).not.toContain('"nearestFirst"');
  }
});

test('the texts route: JSON in the market’s language, for good under its version; a localized 404', async ({
  request,
  page,
}) => {
  const seen = page.waitForRequest(/\/api\/it\/texts\/cart\?v=/);
  await page.goto('/it');
  await hydrated(page);
  const url = (await seen).url();
  const current = await request.get(url);
  expect(current.status()).toBe(200);
  expect(current.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await current.json()).toMatchObject({cart: {total: 'Totale'}});
  // Another version (a page from before a deploy): today's words, kept briefly only.
  const other = await request.get('/api/it/texts/cart?v=old');
  expect(other.headers()['cache-control']).toBe('public, max-age=60');
  const hr = await request.get('/api/hr/texts/notify');
  expect((await hr.json()).notify.submit).toBe('Obavijesti me');
  for (const [path, message] of [
    ['/api/hr/texts/nothing', 'Stranica nije pronađena'],
    ['/api/xx/texts/cart', 'Pagina non trovata'],
    ['/api/it/texts/toString', 'Pagina non trovata'],
  ] as const) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect((await missing.json()).message, path).toBe(message);
  }
});

test('each group is asked for once across client navigations, and the drawer shows its words', async ({
  page,
}) => {
  const count = countTexts(page);
  await page.goto('/it/donna');
  await hydrated(page);
  await expect.poll(() => count('it/cart')).toBe(1);
  // A marker survives only client navigations: a document load would drop it.
  await page.evaluate(() => ((window as unknown as {kept: boolean}).kept = true));
  await page.locator('.product-card a').first().click();
  await expect(page).toHaveURL(/-p$/);
  // A size chosen: the store stock list may be asked for, its words come when the browser idles.
  await page.locator('label.size-chip:not(.size-chip--sold-out)').first().click();
  await expect.poll(() => count('it/storeStock')).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/it\/donna$/);
  await page.goForward();
  await expect(page).toHaveURL(/-p/);
  await page.locator('label.size-chip:not(.size-chip--sold-out)').first().click();
  await page.getByRole('button', {name: 'Disponibilità in negozio'}).click();
  await expect(page.locator('.store-availability')).toContainText('Vicino a me');
  await expect(page.locator('.store-availability')).not.toContainText(RAW_KEY);
  await page.getByRole('link', {name: 'Carrello', exact: true}).click();
  await expect(drawer(page)).toContainText('Il tuo carrello è vuoto.');
  expect(await page.evaluate(() => (window as unknown as {kept?: boolean}).kept)).toBe(true);
  expect(count('it/cart')).toBe(1);
  expect(count('it/storeStock')).toBe(1);
});

test('offline, the drawer says the cart is kept; opened again, it has its words', async ({
  page,
}) => {
  await page.route('**/api/it/texts/cart*', (route) => route.abort('internetdisconnected'));
  await openDrawerWithoutContent(page);
  await expect(drawer(page)).not.toContainText(RAW_KEY);
  await page.keyboard.press('Escape');
  await page.unrouteAll({behavior: 'wait'});
  await page.getByRole('link', {name: 'Carrello', exact: true}).click();
  await expect(drawer(page)).toContainText('Il tuo carrello è vuoto.');
});

/** Holds a group of texts until the test lets it go, to see a component wait for it. */
async function holdTexts(page: Page, pattern: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

test('the size guide tapped before hydration waits for its words, and never shows a key (hr)', async ({
  page,
}) => {
  const shoes = (await sizesInStock(3)).filter((item) => /^(sneaker|stivale)-/.test(item.handle));
  const count = countTexts(page);
  const releaseTexts = await holdTexts(page, '**/api/hr/texts/sizeGuide*');
  const scripts = await holdScripts(page);
  await page.goto(`/hr/${shoes[6]!.handle}-p`, {waitUntil: 'commit'});
  await firstContentfulPaint(page);
  const guide = page.getByRole('button', {name: 'Tablica veličina'});
  await guide.click();
  await expect(guide).toHaveAttribute('data-tap-kept', '');
  await scripts.release();
  const dialog = page.getByRole('dialog', {name: 'Tablica veličina'});
  await expect(dialog).toBeVisible({timeout: 20_000});
  await expect(dialog.locator('.spin')).toBeVisible();
  await expect(dialog).not.toContainText(RAW_KEY);
  releaseTexts();
  await expect(dialog).toContainText('Stopalo (cm)');
  await expect(dialog).not.toContainText(RAW_KEY);
  expect(count('hr/sizeGuide')).toBe(1);
});

test('the back-in-stock dialog opened before its words came says it is loading, then shows them', async ({
  page,
}) => {
  const product = await productWithSoldOutSize(1);
  const count = countTexts(page);
  const releaseTexts = await holdTexts(page, '**/api/it/texts/notify*');
  await page.goto(`/it/${product.handle}-p`);
  await hydrated(page);
  await page.locator(`label.size-chip:has(input[data-size="${product.soldOut}"])`).click();
  await page.getByRole('button', {name: 'Avvisami quando disponibile'}).first().click();
  const dialog = page.getByRole('dialog', {name: 'Avvisami quando disponibile'});
  await expect(dialog.getByRole('status')).toHaveText('Caricamento del modulo…');
  await expect(dialog).not.toContainText(RAW_KEY);
  releaseTexts();
  await expect(dialog.getByRole('button', {name: 'Avvisami', exact: true})).toBeVisible();
  await expect(dialog).toContainText('(si apre in una nuova scheda)');
  await expect(dialog).not.toContainText(RAW_KEY);
  expect(count('it/notify')).toBe(1);
});

test('the shell’s words: asked for once, by the document’s preload; another market’s when moved to it', async ({
  page,
}) => {
  const texts = countTexts(page);
  await page.goto('/it');
  await hydrated(page);
  // The preload answered the fetch hydration waited for: one request, not two.
  expect(texts('it/shell')).toBe(1);
  await expect(page.getByRole('heading', {name: 'Negozio'})).toBeVisible();
  // A client-side move to Slovenian: the new shell's words come before the page shows.
  await page.getByRole('link', {name: /Slovenščina/}).click();
  await expect(page).toHaveURL(/\/sl$/);
  await expect(page.getByRole('heading', {name: 'Trgovina'})).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(
    /\b(?:shell|footer|consent|errors|newsletter|markets|promises)\.[a-z][A-Za-z]+\b/,
  );
  expect(texts('sl/shell')).toBe(1);
  // Positive control: the Italian shell's words are gone.
  await expect(page.getByRole('heading', {name: 'Negozio'})).toHaveCount(0);
});

test('hydration waits for the shell’s words and asks again when they fail to come', async ({
  page,
}) => {
  let attempts = 0;
  await page.route(/\/api\/hr\/texts\/shell/, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('connectionreset');
    else await route.fallback();
  });
  await page.goto('/hr');
  await hydrated(page);
  expect(attempts).toBe(2);
  // Hydrated with its words: the menu opens and speaks Croatian.
  await page.getByRole('button', {name: 'Izbornik'}).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
