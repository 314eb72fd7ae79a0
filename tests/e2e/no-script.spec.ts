import {expect, test, type Page} from './fixtures';
import {sizesInStock} from './support';

/**
 * Without JavaScript no control is painted that only the page's script could answer
 * (docs/product.md#from-the-first-paint): the hearts, the menu button, the mega-menu's toggles,
 * the gallery's buttons and the size guide are not shown, and a phone reaches the categories
 * through links under the header.
 */
const PHONE = {width: 375, height: 800};
const CATEGORY = {it: 'Donna', hr: 'Žene'} as const;

/** The `type="button"` controls a shopper can see (and tab to) on the page. */
const scriptOnlyControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('button[type="button"]')]
      .filter((button) => button.checkVisibility({visibilityProperty: true}))
      .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''),
  );

async function pagesOf(market: 'it' | 'hr') {
  const [shoe] = (await sizesInStock(3)).filter((item) => /^(sneaker|stivale)-/.test(item.handle));
  return [`/${market}`, `/${market}/${shoe!.handle}-p`, `/${market}/donna`];
}

for (const market of ['it', 'hr'] as const) {
  test(`${market}: without JavaScript no control waits for a script, and the categories are links`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL, viewport: PHONE});
    const page = await context.newPage();
    for (const path of await pagesOf(market)) {
      await page.goto(path);
      expect(await scriptOnlyControls(page), path).toEqual([]);
    }
    const category = page
      .locator('header')
      .getByRole('link', {name: CATEGORY[market], exact: true});
    await expect(category).toBeVisible();
    await category.click();
    await expect(page).toHaveURL(new RegExp(`/${market}/donna$`));
    await context.close();
  });
}

test('positive control: with JavaScript the same pages show those controls, and the check finds them', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const [home, product] = await pagesOf('it');
  await page.goto(home!);
  expect(await scriptOnlyControls(page)).toEqual(
    expect.arrayContaining(['Menu', expect.stringMatching(/^Aggiungi ai preferiti: /)]),
  );
  await page.goto(product!);
  expect(await scriptOnlyControls(page)).toEqual(
    expect.arrayContaining([
      'Immagine successiva',
      'Ingrandisci l’immagine 1 di 3',
      'Guida alle taglie',
      'Aggiungi ai preferiti',
    ]),
  );
  // The categories' row is the script-less phone's: with the script, the menu button has them.
  await expect(page.locator('header').getByRole('link', {name: 'Donna', exact: true})).toBeHidden();
});
