import {expect, test} from './fixtures';
import {collectErrors, expectErrorsCollected, hydrated, productWithSoldOutSize} from './support';

test.describe('product page', () => {
  test('shows sizes; a sold-out size offers the notice, not the cart; add to cart asks for a size', async ({
    page,
  }) => {
    const product = await productWithSoldOutSize();
    const errors = collectErrors(page);
    const response = await page.goto(`/it/${product.handle}-p`);
    expect(response?.status()).toBe(200);
    await hydrated(page);

    await expect(page.getByRole('heading', {level: 1})).toHaveText(product.title);
    const sizes = page.getByRole('group', {name: /Seleziona la taglia/});
    await expect(sizes).toBeVisible();
    const addToCart = page.getByRole('button', {name: 'Aggiungi al carrello'});
    // Never disabled (it works before hydration too): pressed without a size, it asks for one.
    await expect(addToCart).toBeEnabled();
    await addToCart.click();
    await expect(page.getByRole('alert').filter({hasText: 'Seleziona una taglia'})).toBeVisible();
    await expect(sizes.getByRole('radio').first()).toBeFocused();
    await expect(page.getByRole('dialog', {name: 'Carrello'})).toBeHidden();

    // A sold-out size can be chosen, still named sold out; it never reaches the cart.
    const soldOut = sizes.getByRole('radio', {name: `${product.soldOut} – esaurita`, exact: true});
    await soldOut.check();
    await expect(soldOut).toBeChecked();
    await expect(addToCart).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Avvisami quando disponibile'})).toBeVisible();
    await expect(page.locator('.product-form__status')).toHaveText(
      `La taglia ${product.soldOut} è esaurita: possiamo avvisarti quando torna.`,
    );

    const available = sizes.getByRole('radio', {name: product.available, exact: true});
    await available.check();
    await expect(available).toBeChecked();
    await expect(page.getByRole('button', {name: 'Avvisami quando disponibile'})).toHaveCount(0);
    await expect(addToCart).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(product.available)}`));
    expect(errors).toEqual([]);
    await expectErrorsCollected(page, errors);
  });

  test('shows brand, price, breadcrumbs, description and related products', async ({page}) => {
    const product = await productWithSoldOutSize(1);
    await page.goto(`/hr/${product.handle}-p`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
    await expect(page.locator('.product-details__brand')).not.toBeEmpty();
    // The page's price (the quick-buy bar below has its own).
    await expect(page.locator('.product-details > .price')).toHaveText(/\d+,\d{2}\u00a0€/);
    const crumbs = page.getByRole('navigation', {name: 'Putanja'});
    await expect(crumbs.getByRole('link', {name: 'Početna'})).toHaveAttribute('href', '/hr');
    await expect(page.getByRole('heading', {name: 'Opis'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Dodaj u košaricu'})).toBeEnabled();
    await expect(page.getByRole('heading', {name: 'Možda će vam se svidjeti'})).toBeVisible();
  });

  test('the main image is the only eager, high-priority image', async ({page}) => {
    const product = await productWithSoldOutSize();
    await page.goto(`/it/${product.handle}-p`);
    const eager = await page.locator('img:not([loading="lazy"])').count();
    const high = await page.locator('img[fetchpriority="high"]').count();
    expect(eager).toBe(1);
    expect(high).toBe(1);
    // The first picture of the gallery; the others wait until they are scrolled to.
    const main = page.locator('.gallery__main img').first();
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('.gallery__main img').nth(1)).toHaveAttribute('loading', 'lazy');
    // Its src is the 1x candidate, so the srcset adds only the 2x.
    await expect(main).toHaveAttribute('src', /width=\d+/);
    await expect(main).toHaveAttribute('srcset', /^\S+width=\d+ 2x$/);
  });

  test('the size guide opens in the shared modal and closes every way', async ({page}) => {
    const product = await productWithSoldOutSize();
    await page.goto(`/it/${product.handle}-p`);
    await hydrated(page);
    const opener = page.getByRole('button', {name: 'Guida alle taglie'});
    const modal = page.getByRole('dialog', {name: 'Guida alle taglie'});

    await opener.click();
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('table')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);
    const width = await modal
      .locator('.modal__panel')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(630);
    await modal.getByRole('button', {name: 'Chiudi'}).click();
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);

    await opener.click();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await opener.click();
    await page.mouse.click(5, 5);
    await expect(modal).toBeHidden();
  });

  test('is a bottom sheet of at most 80vh on mobile', async ({page}) => {
    await page.setViewportSize({width: 375, height: 700});
    const product = await productWithSoldOutSize();
    await page.goto(`/sl/${product.handle}-p`);
    await hydrated(page);
    await page.getByRole('button', {name: 'Tabela velikosti'}).click();
    const panel = page.getByRole('dialog', {name: 'Tabela velikosti'}).locator('.modal__panel');
    const box = await panel.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(700 * 0.8 + 1);
    expect(Math.round(box!.y + box!.height)).toBe(700);
    await page.getByRole('button', {name: 'Zapri'}).click();
  });
});
