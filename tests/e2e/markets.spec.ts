import {expect, test} from './fixtures';
import {collectErrors, hydrated} from './support';

const MARKETS = [
  {
    path: '/',
    lang: 'it',
    menu: 'Menu',
    cart: 'Carrello',
    heading: 'Il passo giusto per ogni giorno',
  },
  {
    path: '/it',
    lang: 'it',
    menu: 'Menu',
    cart: 'Carrello',
    heading: 'Il passo giusto per ogni giorno',
  },
  {path: '/sl', lang: 'sl', menu: 'Meni', cart: 'Košarica', heading: 'Pravi korak za vsak dan'},
  {
    path: '/hr',
    lang: 'hr',
    menu: 'Izbornik',
    cart: 'Košarica',
    heading: 'Pravi korak za svaki dan',
  },
];

for (const market of MARKETS) {
  test(`home ${market.path} is in ${market.lang}`, async ({page}) => {
    const errors = collectErrors(page);
    const response = await page.goto(market.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', market.lang);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(market.heading);
    await expect(page.getByRole('button', {name: market.menu, exact: true})).toBeVisible();
    await expect(page.getByRole('button', {name: market.cart})).toBeVisible();
    // Featured products with euro prices in the market's format ("129,00 €").
    const prices = page.locator('.product-card .price');
    await expect(prices.first()).toHaveText(/\d+,\d{2}\u00a0€/);
    expect(await page.locator('.product-card').count()).toBeGreaterThanOrEqual(4);
    await hydrated(page);
    expect(errors).toEqual([]);
  });
}

test('no Italian is left on the Slovenian and Croatian homes', async ({page}) => {
  for (const path of ['/sl', '/hr']) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    for (const italian of [
      'Carrello',
      'Nuovi arrivi',
      'Prodotti in evidenza',
      'Tutti i diritti',
      'Spedizione',
      'Vai al contenuto',
    ]) {
      expect(text, `${path} contains "${italian}"`).not.toContain(italian);
    }
  }
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
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Pravi korak za svaki dan');
});
