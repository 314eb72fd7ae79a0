import {expect, test} from './fixtures';
import {hydrated} from './support';

test.describe('sidebar menu', () => {
  test('opens, shows a sub-menu and closes, by mouse', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/it');
    await hydrated(page);
    await page.getByRole('button', {name: 'Menu', exact: true}).click();
    const dialog = page.getByRole('dialog', {name: 'Menu'});
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);

    await dialog.getByRole('button', {name: 'Apri Donna'}).click();
    const subMenu = page.getByRole('dialog', {name: 'Donna'});
    await expect(subMenu.getByRole('link', {name: 'Vedi tutto: Donna'})).toBeVisible();
    expect(await subMenu.getByRole('link').count()).toBeGreaterThan(2);
    await subMenu.getByRole('button', {name: 'Indietro'}).click();
    await expect(dialog.getByRole('button', {name: 'Apri Donna'})).toBeVisible();

    await dialog.getByRole('button', {name: 'Chiudi'}).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });

  test('follows a sub-menu link to its collection', async ({page}) => {
    await page.goto('/sl');
    await hydrated(page);
    await page.getByRole('button', {name: 'Meni', exact: true}).click();
    await page
      .getByRole('dialog')
      .getByRole('button', {name: /^Odpri /})
      .first()
      .click();
    const link = page.getByRole('dialog').getByRole('link').nth(1);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/sl\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('works by keyboard alone, and gives focus back', async ({page}) => {
    await page.goto('/it');
    await hydrated(page);
    const menuButton = page.getByRole('button', {name: 'Menu', exact: true});
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Menu'});
    await expect(dialog).toBeVisible();

    const donna = dialog.getByRole('button', {name: 'Apri Donna'});
    for (let i = 0; i < 6 && !(await donna.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(donna).toBeFocused();
    await page.keyboard.press('Enter');
    const back = page.getByRole('button', {name: 'Indietro'});
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(donna).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('closes with a click outside', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/it');
    await hydrated(page);
    await page.getByRole('button', {name: 'Menu', exact: true}).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(1200, 400);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
