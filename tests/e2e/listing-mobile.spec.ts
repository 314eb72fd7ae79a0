/**
 * The listing on a phone (375 px): "Filtra e ordina" and its sheet, the grid above the fold, the
 * loading state and the scroll back to the results; axe on the sheet, and on refined listings at
 * 1280 px, in every market. The sort control: tests/e2e/listing-sort.spec.ts.
 */
import {consentCookieValue, expect, test, type Page} from './fixtures';
import {expectNoViolations, expectViolationSeen, hydrated} from './support';

const PHONE = {width: 375, height: 800};
const count = async (page: Page) =>
  Number((await page.locator('.listing-page__count').innerText()).replace(/\D/g, ''));
const sheet = (page: Page) => page.getByRole('dialog');
const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Opens a facet of the sheet and ticks its first value not yet ticked; returns the value. */
async function tick(page: Page, facet: string) {
  const group = sheet(page).locator('details.facet', {
    has: page.locator('summary', {hasText: facet}),
  });
  if (!(await group.evaluate((details: HTMLDetailsElement) => details.open)))
    await group.locator('summary').click();
  const box = group.locator('input[type="checkbox"]:not(:checked)').first();
  const label = await box.evaluate(
    (input) => input.parentElement!.firstChild!.nextSibling!.textContent!,
  );
  await box.check();
  return label.trim();
}

/** "Mostra N prodotti" once the count of what is ticked is known. */
async function shownCount(page: Page) {
  await expect(sheet(page).locator('.filter-sheet__choices')).toHaveAttribute('aria-busy', 'false');
  const text = await sheet(page)
    .getByRole('button', {name: /^Mostra \d+ prodott[oi]$/})
    .innerText();
  return Number(text.replace(/\D/g, ''));
}

test.describe('at 375 px', () => {
  test.use({viewport: PHONE});

  test('"Filtra e ordina" applies a size and a brand with "Mostra N prodotti", N live and equal to the grid', async ({
    page,
  }) => {
    await page.goto('/it/donna');
    await hydrated(page);
    const all = await count(page);
    const button = page.getByRole('button', {name: 'Filtra e ordina'});
    await button.click();
    await expect(sheet(page)).toBeVisible();
    expect(await shownCount(page)).toBe(all);

    const size = await tick(page, 'Taglia');
    const afterSize = await shownCount(page);
    // Live: the count follows the ticks before anything is applied.
    expect(afterSize).toBeLessThan(all);
    expect(new URL(page.url()).search).toBe('');
    const brand = await tick(page, 'Marchi');
    const n = await shownCount(page);
    expect(n).toBeLessThanOrEqual(afterSize);
    expect(n).toBeGreaterThan(0);

    await sheet(page)
      .getByRole('button', {name: `Mostra ${n} prodott`})
      .click();
    await expect(sheet(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.searchParams.getAll('size').includes(size));
    expect(new URL(page.url()).searchParams.getAll('brand')).toEqual([brand]);
    await expect.poll(() => count(page)).toBe(n);
    await expect(page.getByRole('list', {name: 'Prodotti'}).locator('.product-card')).toHaveCount(
      Math.min(n, 24),
    );
    await expect(button).toBeFocused();
  });

  test('the sheet is a modal dialog: focus stays in it, Escape closes it and focus returns to the button', async ({
    page,
  }) => {
    await page.goto('/sl/search');
    await hydrated(page);
    const button = page.getByRole('button', {name: 'Filtriraj in razvrsti'});
    await button.click();
    await expect(sheet(page)).toBeVisible();
    for (let k = 0; k < 14; k++) {
      await page.keyboard.press('Tab');
      expect(await sheet(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await tick(page, 'Velikost');
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(button).toBeFocused();
    // Closed without applying: nothing changed.
    expect(new URL(page.url()).search).toBe('');
  });

  test('the grid starts above the fold; page 2 and the open sheet are no wider than the phone', async ({
    page,
  }) => {
    await page.goto('/it/donna');
    await hydrated(page);
    const firstCard = page.locator('.product-card').first();
    const box = (await firstCard.boundingBox())!;
    expect(box.y + 120).toBeLessThan(PHONE.height);
    // The facets are not on the page until asked for.
    await expect(page.locator('summary.facet__title').first()).toBeHidden();

    await page.goto('/it/donna?page=2');
    await hydrated(page);
    await expect(page.getByRole('navigation', {name: 'Pagine dei risultati'})).toBeVisible();
    expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', {name: 'Filtra e ordina'}).click();
    await tick(page, 'Marchi');
    await tick(page, 'Colore');
    expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
    const dialogBox = (await sheet(page).boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(PHONE.width);
  });

  test("the first row's pictures load at once, ahead of the page's other images", async ({
    page,
  }) => {
    await page.goto('/it/donna');
    const images = page.locator('.product-grid img');
    expect(await images.count()).toBeGreaterThan(4);
    for (const index of [0, 1]) {
      await expect(images.nth(index)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(index)).toHaveAttribute('fetchpriority', 'high');
    }
    // Only those two are urgent; the second row, often in the first screen too, is not lazy.
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(2);
    for (const index of [2, 3]) {
      await expect(images.nth(index)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(index)).not.toHaveAttribute('fetchpriority', /.*/);
    }
    // The rest wait until they are scrolled to.
    await expect(images.nth(4)).toHaveAttribute('loading', 'lazy');
  });

  test('while new results load the results are busy, then their top is scrolled into view', async ({
    page,
  }) => {
    await page.goto('/it/search');
    await hydrated(page);
    const results = page.locator('.listing-page__results');
    const heading = page.locator('.listing-page__count');
    await page.getByRole('link', {name: 'Pagina 2'}).scrollIntoViewIfNeeded();
    // The control: scrolled down to the pages, the results' top is out of view.
    await expect(heading).not.toBeInViewport();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByRole('link', {name: 'Pagina 2'}).click();
    await expect(results).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page).toHaveURL(/page=2/);
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(heading).toBeInViewport();
  });

  test('without JavaScript "Filtra e ordina" opens the filters as a panel, and a value filters', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL, viewport: PHONE});
    // A shopper who has already answered the cookie banner, which would cover the button.
    const choice = {functionality: false, measurement: false, marketing: false};
    await context.addCookies([
      {name: 'cookiePreferences', value: consentCookieValue(choice), url: baseURL!},
    ]);
    const page = await context.newPage();
    await page.goto('/hr/search');
    const before = await count(page);
    const panel = page.locator('#listing-filters');
    await expect(panel).toBeHidden();
    await page.getByRole('link', {name: 'Filtriraj i poredaj'}).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('combobox', {name: 'Poredaj'})).toBeVisible();
    await panel.locator('summary', {hasText: 'Boja'}).click();
    await panel
      .locator('details.facet', {hasText: 'Boja'})
      .locator('.facet__values a')
      .first()
      .click();
    await expect(page).toHaveURL(/color=/);
    expect(await count(page)).toBeLessThan(before);
    await context.close();
  });

  for (const market of ['it', 'sl', 'hr'] as const) {
    test(`${market}: the open filter sheet has no axe violations`, async ({page}) => {
      await page.goto(`/${market}/donna?sort=price_asc`);
      await hydrated(page);
      await page.locator('.filter-bar button').click();
      await expect(sheet(page)).toBeVisible();
      for (const summary of await sheet(page).locator('summary').all()) await summary.click();
      await sheet(page).locator('.facet input[type="checkbox"]').first().check();
      await expect(sheet(page).locator('.filter-sheet__choices')).toHaveAttribute(
        'aria-busy',
        'false',
      );
      await expectNoViolations(page, `${market} filter sheet`);
      if (market === 'it') await expectViolationSeen(page, '.filter-sheet .modal__body');
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({viewport: {width: 1280, height: 900}});

  for (const {market, path, chips} of [
    {market: 'sl', path: '/sl/donna?color=Bela&size=38&sort=price_desc', chips: ['38', 'Bela']},
    {market: 'hr', path: '/hr/search?gender=%C5%BDene&color=Crna', chips: ['Crna', 'Žene']},
  ]) {
    test(`${market}: a refined listing speaks the market's language and has no axe violations`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('.active-filters .chip')).toHaveText(chips);
      for (const summary of await page.locator('summary.facet__title').all()) {
        if (!(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)))
          await summary.click();
      }
      const colours = page.locator('details.facet').nth(3).locator('.facet__values a');
      await expect(colours.first()).toBeVisible();
      const labels = await colours.evaluateAll((links) =>
        links.map((a) => a.firstChild!.textContent!),
      );
      expect(labels).not.toContain('Bianco');
      expect(labels).not.toContain('Nero');
      expect(await count(page)).toBeGreaterThan(0);
      await expectNoViolations(page, `${market} refined listing`);
    });
  }
});
