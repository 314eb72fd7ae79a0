import {expect, test, type Page} from './fixtures';
import {hydrated} from './support';

const inMain = (page: Page) =>
  page.evaluate(() => document.querySelector('main')!.contains(document.activeElement));

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
    await page.locator('.site-header__nav a[href="/sl/donna"]').focus();
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
