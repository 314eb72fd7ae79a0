import {expect, test, type Locator, type Page} from './fixtures';
import {expectFitsScreen, hydrated, SANDBOX} from './support';

const results = (page: Page) => page.getByRole('list', {name: /^(Prodotti|Proizvodi)$/});
const count = async (page: Page) =>
  Number((await page.locator('.listing-page__count').innerText()).replace(/\D/g, ''));
/** Each card's price paid: the first amount its price line says (a sale's comes before the old). */
const prices = async (page: Page) =>
  (await results(page).locator('.price').allInnerTexts()).map((text) =>
    Number(/\d+(?:\.\d{3})*,\d{2}/.exec(text)![0].replace(/\./g, '').replace(',', '.')),
  );

/** A facet value's label: the link's text before its count. */
const valueLabel = (link: Locator) => link.evaluate((a) => a.firstChild!.textContent!.trim());

/** Opens a facet and follows its first value link not yet selected (by position). */
async function refine(page: Page, facet: string, nth = 0) {
  const group = page.locator('details.facet', {has: page.getByText(facet, {exact: true})});
  if (!(await group.evaluate((details: HTMLDetailsElement) => details.open)))
    await group.locator('summary').click();
  const link = group.locator('.facet__values a:not([aria-current])').nth(nth);
  const label = await valueLabel(link);
  const href = new URL((await link.getAttribute('href'))!, page.url()).href;
  await link.click();
  await expect(page).toHaveURL(href);
  await hydrated(page);
  return label;
}

const JOURNEYS = [
  {
    market: 'it',
    search: 'Cerca',
    heading: 'Risultati per «scarpa»',
    size: 'Taglia',
    brand: 'Marchi',
    sort: 'Ordina',
    page2: 'Pagina 2',
  },
  {
    market: 'hr',
    search: 'Pretraži',
    heading: 'Rezultati za „scarpa”',
    size: 'Veličina',
    brand: 'Marke',
    sort: 'Poredaj',
    page2: 'Stranica 2',
  },
];

for (const j of JOURNEYS) {
  test(`${j.market}: search, refine, sort, paginate, go back and reload: the URL is the state`, async ({
    page,
  }) => {
    await page.goto(`/${j.market}`);
    await hydrated(page);
    await page.getByRole('combobox', {name: j.search}).fill('scarpa');
    await page.getByRole('combobox', {name: j.search}).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${j.market}/search\\?s=scarpa$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(j.heading);

    await page.goto(`/${j.market}/search`);
    await hydrated(page);
    const all = await count(page);
    expect(all).toBeGreaterThan(24);
    const size = await refine(page, j.size);
    expect(new URL(page.url()).searchParams.getAll('size')).toEqual([size]);
    const brandA = await refine(page, j.brand);
    const brandB = await refine(page, j.brand);
    await expect(page.locator('.active-filters .chip')).toHaveCount(3);
    expect(new URL(page.url()).searchParams.getAll('brand')).toEqual([brandA, brandB]);
    const refined = await count(page);
    expect(refined).toBeLessThan(all);

    await page.getByRole('combobox', {name: j.sort}).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    // The URL changes as the navigation commits; the list follows in the same transition.
    // (An empty list is ascending too: the prices must be there to be compared.)
    const isAscending = (values: number[]) =>
      values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! <= v);
    await expect.poll(async () => isAscending(await prices(page))).toBe(true);

    await page.goto(`/${j.market}/search?sort=price_asc`);
    await hydrated(page);
    const first = await prices(page);
    await page.getByRole('link', {name: j.page2}).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await prices(page))[0]! >= first.at(-1)!).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${j.market}/search\\?sort=price_asc$`));
    await page.goBack();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.locator('.active-filters .chip')).toHaveCount(3);
    await page.reload();
    await expect(page.locator('.active-filters .chip')).toHaveCount(3);
    await expect(page.getByRole('combobox', {name: j.sort})).toHaveValue('price_asc');
    expect(await count(page)).toBe(refined);
  });
}

test('on a collection, a size filters the grid with JavaScript on, and a later sort keeps it', async ({
  page,
}) => {
  await page.goto('/it/donna');
  await hydrated(page);
  const all = await count(page);
  const size = await refine(page, 'Taglia');
  // The grid follows the URL: the same count as loading that URL afresh.
  await expect.poll(() => count(page)).toBeLessThan(all);
  const filtered = await count(page);
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  expect(await count(fresh)).toBe(filtered);
  await fresh.close();

  await page.getByRole('combobox', {name: 'Ordina'}).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  expect(new URL(page.url()).searchParams.getAll('size')).toEqual([size]);
  await expect.poll(() => count(page)).toBe(filtered);
});

test('page 2 of a listing fits a 375 px phone: nothing is wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 800});
  for (const path of ['/it/search?page=2', '/it/donna?page=2', '/it/search?page=5']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('navigation', {name: 'Pagine dei risultati'})).toBeVisible();
    await expectFitsScreen(page, path);
  }
});

test('Croatian labels on /hr', async ({page}) => {
  await page.goto('/hr/search');
  await expect(page.locator('summary.facet__title')).toHaveText([
    'Cijena',
    'Veličina',
    'Marke',
    'Boja',
    'Spol',
  ]);
  await expect(page.getByRole('combobox', {name: 'Poredaj'}).locator('option')).toHaveText([
    'Po relevantnosti',
    'Naziv (A-Ž)',
    'Naziv (Ž-A)',
    'Cijena (silazno)',
    'Cijena (uzlazno)',
  ]);
});

test('Italian facet and sort labels, in the documented order', async ({page}) => {
  await page.goto('/it/donna');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Donna');
  await expect(page.locator('summary.facet__title')).toHaveText([
    'Prezzo',
    'Taglia',
    'Marchi',
    'Colore',
    'Genere',
  ]);
  const price = page.locator('details.facet').first().locator('.facet__values a').first();
  expect(await valueLabel(price)).toMatch(/^\d+ - \d+ €$/);
});

test('without JavaScript a facet link still filters', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/it/search');
  const before = await count(page);
  await page.locator('details.facet summary', {hasText: 'Genere'}).click();
  await page
    .locator('details.facet', {hasText: 'Genere'})
    .locator('.facet__values a')
    .first()
    .click();
  await expect(page).toHaveURL(/gender=/);
  expect(await count(page)).toBeLessThan(before);
  await context.close();
});

test('bad input gives a sensible page, never a 500; the search text is escaped', async ({page}) => {
  for (const search of [
    'page=0',
    'page=-1',
    'page=abc',
    'foo=bar&brand=',
    `s=${'x'.repeat(5000)}`,
    'brand=%22%3E%3Cimg%20src%3Dx%3E&size=a:b:c',
  ]) {
    const response = await page.goto(`/it/search?${search}`);
    expect(response?.status(), search).toBe(200);
  }
  const last = await page.goto('/it/search?page=99999');
  expect(last?.status()).toBe(200);
  expect(new URL(page.url()).searchParams.get('page')).not.toBe('99999');

  await page.goto('/it/search?s=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Risultati per «<img src=x onerror=alert(1)>»',
  );
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});

test.describe('search insights', () => {
  test.use({consent: 'accepted'});

  test('opening a result sends one click after search; adding it to the cart a conversion', async ({
    page,
    request,
  }) => {
    await page.goto('/it/search?s=sneaker');
    await hydrated(page);
    const queryID = await page.locator('.listing-page__results').getAttribute('data-query-id');
    expect(queryID).toMatch(/^[0-9a-f]{32}$/);
    const card = results(page).locator('.product-card').nth(2);
    await card.locator('a').click();
    await expect(page).toHaveURL(/-p$/);
    await hydrated(page);
    const userToken = (await page.context().cookies()).find((c) => c.name === '_ALGOLIA')?.value;
    expect(userToken).toBeTruthy();
    const events = async () => {
      const response = await request.get(
        `${SANDBOX}/sandbox/api/tracking?source=insights&visit=${encodeURIComponent(userToken!)}`,
      );
      const {events: received} = (await response.json()) as {
        events: Array<{payload: Record<string, unknown>}>;
      };
      return received.map((event) => event.payload);
    };
    await expect
      .poll(async () => (await events()).filter((e) => e.eventType === 'click'))
      .toEqual([
        expect.objectContaining({
          eventName: 'Product Clicked',
          index: 'passo_it_products',
          queryID,
          positions: [3],
          userToken,
        }),
      ]);

    await page.locator('.size-chip:not(.size-chip--sold-out) input').first().check();
    await page.getByRole('button', {name: 'Aggiungi al carrello'}).click();
    await expect
      .poll(async () => (await events()).filter((e) => e.eventType === 'conversion'))
      .toEqual([expect.objectContaining({queryID, eventName: 'Product Added To Cart'})]);
  });
});

test('suggestions as you type: debounced, keyboard navigable, open a product', async ({page}) => {
  await page.goto('/it');
  await hydrated(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/1/indexes/')) searches.push(request.postData() ?? '');
  });
  const box = page.getByRole('combobox', {name: 'Cerca'});
  await box.pressSequentially('sneaker', {delay: 40});
  const list = page.getByRole('listbox', {name: 'Suggerimenti di ricerca'});
  await expect(list.getByRole('option').first()).toBeVisible();
  expect(searches.length).toBeLessThanOrEqual(2);
  expect(searches.at(-1)).toContain('"query":"sneaker"');
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/it\/[^/]+-p$/);
});

test('Slovenian suggestions name collections in Slovenian, from the market’s collections index', async ({
  page,
}) => {
  await page.goto('/sl');
  await hydrated(page);
  await page.getByRole('combobox', {name: 'Iskanje'}).pressSequentially('superge', {delay: 30});
  const collections = page
    .getByRole('listbox', {name: 'Predlogi iskanja'})
    .getByRole('option')
    .filter({hasText: 'Zbirka'});
  await expect(collections.first()).toBeVisible();
  const labels = await collections.locator('.search-suggestions__label').allInnerTexts();
  expect(labels).toEqual(expect.arrayContaining(['Superge', 'Ženske superge']));
  for (const label of labels) expect(label.toLowerCase()).toContain('superge');
  await collections.filter({hasText: 'Ženske superge'}).dispatchEvent('mousedown');
  await expect(page).toHaveURL(/\/sl\/donna-sneakers$/);
});
