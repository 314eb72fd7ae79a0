import {expect, test, type Page} from './fixtures';
import {collectErrors, expectErrorsCollected, hydrated} from './support';

const MARKETS = [
  {
    path: '/',
    lang: 'it',
    menu: 'Menu',
    cart: 'Carrello',
    heading: 'Il passo giusto per l’autunno',
  },
  {
    path: '/it',
    lang: 'it',
    menu: 'Menu',
    cart: 'Carrello',
    heading: 'Il passo giusto per l’autunno',
  },
  {path: '/sl', lang: 'sl', menu: 'Meni', cart: 'Košarica', heading: 'Pravi korak za jesen'},
  {
    path: '/hr',
    lang: 'hr',
    menu: 'Izbornik',
    cart: 'Košarica',
    heading: 'Pravi korak za jesen',
  },
];

for (const market of MARKETS) {
  test(`home ${market.path} is in ${market.lang}`, async ({page}) => {
    const errors = collectErrors(page);
    const response = await page.goto(market.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', market.lang);
    // The editors' hero title (docs/product.md#home-from-content).
    await expect(page.getByRole('heading', {level: 1})).toHaveText(market.heading);
    await expect(page.getByRole('button', {name: market.menu, exact: true})).toBeVisible();
    await expect(page.getByRole('link', {name: market.cart, exact: true})).toBeVisible();
    // Featured products with euro prices in the market's format ("129,00 €").
    const prices = page.locator('.product-card .price');
    await expect(prices.first()).toHaveText(/\d+,\d{2}\u00a0€/);
    expect(await page.locator('.product-card').count()).toBeGreaterThanOrEqual(4);
    await hydrated(page);
    expect(errors).toEqual([]);
    await expectErrorsCollected(page, errors);
  });
}

/** Italian copy of the home: what the other markets' homes must not show. */
const ITALIAN = [
  'Carrello',
  'Nuovi arrivi',
  'Novità della settimana',
  'Tutti i diritti',
  'Spedizione',
  'Vai al contenuto',
];
const italianOn = async (page: Page, path: string) => {
  await page.goto(path);
  // The shop's Instagram posts keep their captions in the language they were written in, one
  // account for every market (docs/product.md#instagram-feed): they are not the shop's words.
  await page
    .locator('.instagram-grid')
    .evaluateAll((grids) => grids.forEach((grid) => grid.remove()));
  // The visible text and the accessible names given as labels (the cart button's, say).
  const text = await page.locator('body').innerText();
  const labels = await page
    .locator('[aria-label]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
  return ITALIAN.filter((italian) => [text, ...labels].some((value) => value?.includes(italian)));
};

test('no Italian is left on the Slovenian and Croatian homes', async ({page}) => {
  for (const path of ['/sl', '/hr']) expect(await italianOn(page, path), path).toEqual([]);
  // Positive control: the Italian home shows every one of them.
  expect(await italianOn(page, '/it')).toEqual(ITALIAN);
});

test('every page lists its hreflang alternates and a prefixed canonical', async ({page}) => {
  await page.goto('/sl');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sl$/);
  const alternates = await page
    .locator('link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href')!).pathname,
      ]),
    );
  expect(alternates).toEqual([
    ['it-IT', '/it'],
    ['sl-SI', '/sl'],
    ['hr-HR', '/hr'],
    ['x-default', '/it'],
  ]);
});

test('switching market keeps the page', async ({page}) => {
  await page.goto('/it');
  await hydrated(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', {name: /Hrvatski/})
    .click();
  await expect(page).toHaveURL(/\/hr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Pravi korak za jesen');
});
