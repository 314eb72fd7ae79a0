/** The sort control: its words (decision 0014) and the keyboard (WCAG 3.2.2). */
import {expect, test} from './fixtures';
import {hydrated} from './support';

test.use({viewport: {width: 1280, height: 900}});

test('the sort waits for Enter when chosen with the keyboard, and keeps focus as the results change', async ({
  page,
}) => {
  await page.goto('/it/search');
  await hydrated(page);
  const sort = page.getByRole('combobox', {name: 'Ordina'});
  await expect(sort).toHaveValue('');
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(sort).toHaveValue('title_asc');
  // Arrowing through the options changes nothing yet (WCAG 3.2.2)…
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).search).toBe('');
  await expect(sort).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(sort).toHaveValue('title_desc');
  // …until the shopper commits it.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?sort=title_desc$/);
  const titles = page.getByRole('list', {name: 'Prodotti'}).locator('.product-card h3');
  await expect
    .poll(async () => {
      const list = await titles.allInnerTexts();
      return (
        list.length > 1 && list.every((t, i) => i === 0 || list[i - 1]!.localeCompare(t, 'it') >= 0)
      );
    })
    .toBe(true);
  await expect(sort).toBeFocused();

  // The visible "Applica" commits too, and focus comes back to the select.
  await page.keyboard.press('ArrowUp');
  const apply = page.getByRole('button', {name: 'Applica'});
  await expect(apply).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?sort=title_asc$/);
  await expect(sort).toBeFocused();
  await expect(apply).toBeHidden();
});

test('"Ordina" is said once, as the label; the options are the orders alone, in all three languages', async ({
  page,
}) => {
  for (const {market, label, options} of [
    {
      market: 'it',
      label: 'Ordina',
      options: [
        'Per rilevanza',
        'Titolo (A-Z)',
        'Titolo (Z-A)',
        'Prezzo (decrescente)',
        'Prezzo (crescente)',
      ],
    },
    {
      market: 'sl',
      label: 'Razvrsti',
      options: [
        'Po ustreznosti',
        'Naziv (A-Ž)',
        'Naziv (Ž-A)',
        'Cena (padajoče)',
        'Cena (naraščajoče)',
      ],
    },
    {
      market: 'hr',
      label: 'Poredaj',
      options: [
        'Po relevantnosti',
        'Naziv (A-Ž)',
        'Naziv (Ž-A)',
        'Cijena (silazno)',
        'Cijena (uzlazno)',
      ],
    },
  ]) {
    await page.goto(`/${market}/search`);
    const sort = page.getByRole('combobox', {name: label, exact: true});
    await expect(sort.locator('option')).toHaveText(options);
    await expect(page.locator('.listing-page__toolbar .sort-select__label')).toHaveText(label);
  }
});
