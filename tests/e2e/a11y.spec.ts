import {expect, test} from './fixtures';
import {
  expectNoViolations,
  expectViolationSeen,
  hydrated,
  productWithSoldOutSize,
  sizesInStock,
} from './support';

// A first-time visitor: every page is checked with the consent banner open.
test.describe('with the consent banner open', () => {
  test.use({consent: 'unset'});
  for (const width of [375, 1280]) {
    for (const market of ['it', 'sl', 'hr']) {
      test(`home and product page in ${market} at ${width}px have no axe violations`, async ({
        page,
      }) => {
        await page.setViewportSize({width, height: 900});
        await page.goto(`/${market}`);
        await hydrated(page);
        await expectNoViolations(page, `/${market} home`);

        const product = await productWithSoldOutSize();
        await page.goto(`/${market}/${product.handle}-p`);
        await hydrated(page);
        await expectNoViolations(page, `/${market} product`);
      });
    }
  }
});

test('open states have no axe violations: menu, sub-menu, size guide, consent preferences', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/it');
  await hydrated(page);
  await page.getByRole('button', {name: 'Menu', exact: true}).click();
  await expectNoViolations(page, 'menu');
  await page.getByRole('button', {name: 'Apri Donna'}).click();
  await expectNoViolations(page, 'sub-menu');
  await page.keyboard.press('Escape');

  const product = await productWithSoldOutSize();
  await page.goto(`/it/${product.handle}-p`);
  await hydrated(page);
  await page.getByRole('button', {name: 'Guida alle taglie'}).click();
  await expectNoViolations(page, 'size guide');
  await page.keyboard.press('Escape');

  await page.getByRole('link', {name: 'Preferenze cookie'}).click();
  await expect(page.getByRole('group', {name: 'Scegli per finalità'})).toBeVisible();
  await expectNoViolations(page, 'consent preferences');
  // Positive control: the same scan sees an image without a text alternative.
  await expectViolationSeen(page);
});

test('the cart drawer with lines and a discount, and the cart page, have no axe violations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [item] = await sizesInStock(3);
  for (const [market, cart, add, apply, discount] of [
    ['it', 'Carrello', 'Aggiungi al carrello', 'Applica', 'Codice sconto'],
    ['hr', 'Košarica', 'Dodaj u košaricu', 'Primijeni', 'Kod za popust'],
  ] as const) {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(`/${market}/${item!.handle}-p?size=${encodeURIComponent(item!.size)}`);
    await hydrated(page);
    await page.getByRole('button', {name: add}).click();
    const drawer = page.getByRole('dialog', {name: cart});
    await drawer.getByRole('textbox', {name: discount}).fill('BENVENUTO10');
    await drawer.getByRole('button', {name: apply}).click();
    // Two cart changes in a row (the line, then the code) on a busy machine.
    await expect(drawer.locator('.discount__code')).toHaveText('BENVENUTO10', {timeout: 15_000});
    await expectNoViolations(page, `${market} drawer at 1280px`);
    await page.setViewportSize({width: 375, height: 800});
    await expectNoViolations(page, `${market} drawer at 375px`);
    await page.goto(`/${market}/cart`);
    await hydrated(page);
    await expectNoViolations(page, `${market} cart page at 375px`);
  }
});

for (const width of [375, 1280]) {
  test(`the listing with facets open and filters chosen has no axe violations at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/it/donna?size=38&brand=Alba%20Milano&sort=price_asc');
    await hydrated(page);
    // On a phone the facets are behind "Filtra e ordina" (tests/e2e/listing-mobile.spec.ts).
    for (const summary of await page.locator('summary.facet__title:visible').all()) {
      if (!(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)))
        await summary.click();
    }
    await expectNoViolations(page, `listing at ${width}px`);
    await page.goto('/hr/search?s=zzzzzz');
    await expectNoViolations(page, `empty search at ${width}px`);
  });
}

test('the search suggestions, open, have no axe violations', async ({page}) => {
  await page.goto('/sl');
  await hydrated(page);
  await page.getByRole('combobox', {name: 'Iskanje'}).pressSequentially('sneaker', {delay: 20});
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.getByRole('combobox', {name: 'Iskanje'}).press('ArrowDown');
  await expectNoViolations(page, 'search suggestions');
});
