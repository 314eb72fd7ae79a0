import {expect, test} from './fixtures';
import {hydrated, sandboxQuery} from './support';

test('a collection lists 24 products a page, with numbered pages', async ({page}) => {
  await page.goto('/it/donna');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Donna');
  const cards = page.locator('.product-card');
  await expect(cards).toHaveCount(24);
  const first = await cards.first().locator('h3').innerText();
  await hydrated(page);

  await page.getByRole('link', {name: 'Pagina successiva'}).click();
  await expect(page).toHaveURL(/\/it\/donna\?page=2$/);
  await expect(page.getByRole('link', {name: 'Pagina 2'})).toHaveAttribute('aria-current', 'page');
  await expect(cards.first().locator('h3')).not.toHaveText(first);
  await page.getByRole('link', {name: 'Pagina precedente'}).click();
  await expect(cards.first().locator('h3')).toHaveText(first);
});

test('a product without images shows the no-image fallback', async ({page}) => {
  const {products} = await sandboxQuery<{
    products: {nodes: Array<{handle: string; featuredImage: unknown}>};
  }>('{ products(first: 250) { nodes { handle featuredImage { url } } } }');
  const bare = products.nodes.find((product) => product.featuredImage === null);
  expect(bare, 'the seed has products without images').toBeTruthy();
  await page.goto(`/it/${bare!.handle}-p`);
  const main = page.locator('.gallery__main img');
  await expect(main).toHaveAttribute('src', '/images/no-image.jpg');
  expect(await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
});

test('a page without page data renders bare, without the shell', async ({page}) => {
  await page.goto('/bench/bare');
  await hydrated(page);
  await expect(page.locator('body')).toHaveText('Passo');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // Positive control: a page of the shop has both.
  await page.goto('/it');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});
