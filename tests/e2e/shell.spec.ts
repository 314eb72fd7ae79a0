import {expect, test, type Page} from './fixtures';
import {
  collectErrors,
  expectErrorsCollected,
  expectNoViolations,
  expectViolationSeen,
  hydrated,
} from './support';

const inMain = (page: Page) =>
  page.evaluate(() => document.querySelector('main')!.contains(document.activeElement));

test.describe('scripts as the document arrives (docs/decisions/0023)', () => {
  for (const path of ['/it/donna', '/sl', '/hr/account/login']) {
    test(`${path}: the modules are fetched before the load event, not held for it; the page hydrates cleanly`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await hydrated(page);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name));
        return {
          load: navigation!.loadEventStart,
          first: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      // The route's modules are all there is to hydrate with: the filter sees them.
      expect(timing.scripts).toBeGreaterThan(5);
      expect(timing.first).toBeLessThan(timing.load);
      // A hydration mismatch (React's #418) would be logged here.
      expect(errors).toEqual([]);
      await expectErrorsCollected(page, errors);
    });
  }
});

test.describe('focus after a client-side navigation', () => {
  test('a header link followed with Enter puts focus on the new page, one Tab from its content', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/it');
    await hydrated(page);
    const nav = page.getByRole('navigation', {name: 'Navigazione principale'}).first();
    await nav.getByRole('link', {name: 'Donna', exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/it\/donna$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Donna'})).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await inMain(page)).toBe(true);
  });

  test('a link in the sidebar menu: the menu closes and focus is on the new page', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/hr');
    await hydrated(page);
    await page.getByRole('button', {name: 'Izbornik', exact: true}).click();
    await page.getByRole('dialog').getByRole('button').nth(1).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
  });

  test('another page of results (only the query changes) does not take focus', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/sl');
    await hydrated(page);
    await page.locator('.site-header__nav a[href="/sl/donna"]').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sl\/donna$/);
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toBeFocused();

    // Only the query changes: focus is the listing's business, the heading does not take it.
    await page.getByRole('link', {name: 'Naslednja stran'}).first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await page.waitForTimeout(300);
    await expect(heading).not.toBeFocused();
  });

  test('back keeps the restored scroll position', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/it/donna');
    await hydrated(page);
    const card = page.locator('.product-card a').nth(8);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await card.click();
    await expect(page).toHaveURL(/-p$/);
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/it\/donna$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Donna'})).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test.describe('desktop mega-menu', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
  });

  const headerNav = (page: Page) => page.locator('.site-header').getByRole('navigation');
  /** The panel a disclosure button controls (React's ids are no CSS identifiers). */
  const panelOf = async (page: Page, toggle: ReturnType<Page['locator']>) =>
    page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);

  test('a resting pointer opens the sub-categories; the panel stays while the pointer is in it', async ({
    page,
  }) => {
    await page.goto('/it');
    await hydrated(page);
    const nav = headerNav(page);
    const toggle = nav.getByRole('button', {name: 'Sottocategorie di Donna'});
    const panel = await panelOf(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await nav.getByRole('link', {name: 'Donna', exact: true}).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', {name: 'Vedi tutto: Donna'})).toBeVisible();
    const subCategories = panel.getByRole('link');
    expect(await subCategories.count()).toBeGreaterThan(3);
    await subCategories.nth(2).hover();
    await page.waitForTimeout(400);
    await expect(panel).toBeVisible();

    // Resting on another category switches to its panel; leaving the header closes it.
    await nav.getByRole('link', {name: 'Uomo', exact: true}).hover();
    await expect(nav.getByRole('button', {name: 'Sottocategorie di Uomo'})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(panel).toBeHidden();
    await page.mouse.move(640, 800);
    await expect(nav.getByRole('button', {name: 'Sottocategorie di Uomo'})).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('by keyboard: Enter opens, Tab walks the sub-categories, Escape closes with focus back', async ({
    page,
  }) => {
    await page.goto('/it');
    await hydrated(page);
    const nav = headerNav(page);
    const toggle = nav.getByRole('button', {name: 'Sottocategorie di Donna'});
    const panel = await panelOf(page, toggle);
    await nav.getByRole('link', {name: 'Donna', exact: true}).focus();
    // Focus alone opens nothing: the header's tab order stays short.
    await expect(panel).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', {name: 'Vedi tutto: Donna'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    // Focus moving on to the next category closes the panel.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeHidden();
  });

  test('a pointer passing by does not hide the panel the keyboard is in', async ({page}) => {
    await page.goto('/it');
    await hydrated(page);
    const nav = headerNav(page);
    const toggle = nav.getByRole('button', {name: 'Sottocategorie di Donna'});
    const panel = await panelOf(page, toggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const all = panel.getByRole('link', {name: 'Vedi tutto: Donna'});
    await expect(all).toBeFocused();
    await nav.getByRole('link', {name: 'Uomo', exact: true}).hover();
    await page.mouse.move(640, 800);
    await page.waitForTimeout(500);
    await expect(all).toBeFocused();

    // Positive control: with focus out of the panel, the same pointer does switch panels.
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await nav.getByRole('link', {name: 'Uomo', exact: true}).hover();
    await expect(nav.getByRole('button', {name: 'Sottocategorie di Uomo'})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a sub-category followed from the panel closes it and focus is on the new page', async ({
    page,
  }) => {
    await page.goto('/hr');
    await hydrated(page);
    const toggle = headerNav(page).getByRole('button').first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = await panelOf(page, toggle);
    const link = panel.getByRole('link').nth(1);
    const href = await link.getAttribute('href');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
  });

  for (const market of ['it', 'sl', 'hr']) {
    test(`no axe violations with the mega-menu open (${market}, 1280 px)`, async ({page}) => {
      await page.goto(`/${market}`);
      await hydrated(page);
      const toggle = headerNav(page).getByRole('button').first();
      await toggle.click();
      await expect(await panelOf(page, toggle)).toBeVisible();
      await expectNoViolations(page, `${market} mega-menu open`);
      if (market === 'it') await expectViolationSeen(page, '.mega-menu__panel:not([hidden])');
    });
  }

  test('below 1024 px the header keeps the sidebar menu and hides the categories', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/it');
    await hydrated(page);
    await expect(headerNav(page)).toBeHidden();
    await expect(page.getByRole('button', {name: 'Menu', exact: true})).toBeVisible();
    await page.setViewportSize({width: 1024, height: 800});
    await expect(headerNav(page)).toBeVisible();
  });
});
