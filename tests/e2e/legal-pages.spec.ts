/**
 * Legal pages, the cookie list, all collections, the sitemap, robots.txt and URL redirects, as a
 * shopper and a search engine meet them.
 */
import {expect, test, type Page} from './fixtures';
import {hydrated, sizesInStock} from './support';
import {COOKIE_CATALOGUE} from '../../app/lib/cookie-catalogue';

const MARKETS = ['it', 'sl', 'hr'] as const;
const LEGAL = {
  it: {cookies: 'Cookie policy', notice: 'Note legali', privacy: 'Informativa sulla privacy'},
  sl: {cookies: 'Politika piškotkov', notice: 'Pravno obvestilo', privacy: 'Politika zasebnosti'},
  hr: {cookies: 'Politika kolačića', notice: 'Pravna napomena', privacy: 'Politika privatnosti'},
};

const legalLinks = (page: Page) => page.locator('.site-footer__legal-links');

for (const market of MARKETS) {
  test(`the legal pages are linked from the footer of every kind of page in ${market}`, async ({
    page,
  }) => {
    const [item] = await sizesInStock(1);
    for (const path of [`/${market}`, `/${market}/${item!.handle}-p`, `/${market}/collections`]) {
      await page.goto(path);
      const links = legalLinks(page);
      await expect(links.getByRole('link', {name: LEGAL[market].cookies})).toHaveAttribute(
        'href',
        `/${market}/pages/cookie-policy`,
      );
      await expect(links.getByRole('link', {name: LEGAL[market].notice})).toHaveAttribute(
        'href',
        `/${market}/pages/legal-notice`,
      );
      await expect(links.getByRole('link', {name: LEGAL[market].privacy})).toHaveAttribute(
        'href',
        `/${market}/policies/privacy-policy`,
      );
      await expect(links.locator(`a[href="/${market}/policies/terms-of-service"]`)).toHaveCount(1);
    }
    await page.goto(`/${market}/pages/legal-notice`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(LEGAL[market].notice);
    for (const fact of ['IT09876540963', 'MI-2123456', 'passo@pec.passo.example'])
      await expect(page.locator('.text-page__body')).toContainText(fact);
    await page.goto(`/${market}/policies/terms-of-service`);
    await expect(page.locator('.text-page__body')).toContainText('14');
  });
}

test('the cookie policy lists every cookie and key of the catalogue, in the shopper language', async ({
  page,
}) => {
  const response = await page.goto('/sl/pages/cookie-policy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Politika piškotkov');
  const table = page.getByRole('table', {
    name: 'Piškotki in ključi shrambe, ki jih uporablja trgovina',
  });
  const names = await table.locator('tbody th code').allTextContents();
  expect(names).toEqual(Object.keys(COOKIE_CATALOGUE));
  const cart = table.getByRole('row').filter({has: page.locator('code', {hasText: /^cartId$/})});
  await expect(cart.getByRole('cell')).toHaveText([
    'Passo',
    'Zapomni si vašo košarico.',
    '2 leti',
    'Prva stranka',
    'Tehnični: brez privolitve',
  ]);
  const shopify = table
    .getByRole('row')
    .filter({has: page.locator('code', {hasText: /^_shopify_s$/})});
  await expect(shopify.getByRole('cell').nth(2)).toHaveText('30 minut');
  await expect(shopify.getByRole('cell').nth(3)).toHaveText('Tretja stranka');
});

test.describe('with every purpose accepted', () => {
  test.use({consent: 'accepted'});

  test('every cookie and storage key the browser holds after a visit is in the cookie policy', async ({
    page,
  }) => {
    const [item] = await sizesInStock(2);
    await page.goto(`/it/${item!.handle}-p?size=${encodeURIComponent(item!.size)}`);
    await hydrated(page);
    await page.getByRole('button', {name: 'Aggiungi al carrello'}).click();
    // The cart's cookie comes with the platform's answer, after the drawer opens.
    await expect
      .poll(async () => (await page.context().cookies()).map((c) => c.name))
      .toContain('cartId');
    await page.goto('/it/search?s=sneaker');
    await hydrated(page);
    await page.waitForTimeout(1_500);
    const cookies = (await page.context().cookies()).map((c) => c.name);
    const keys = await page.evaluate(() => [
      ...Object.keys(window.localStorage),
      ...Object.keys(window.sessionStorage),
    ]);
    const listed = Object.keys(COOKIE_CATALOGUE).map(
      (name) =>
        new RegExp(
          `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{market\\}', '(it|sl|hr)')}$`,
        ),
    );
    const unlisted = [...cookies, ...keys].filter((name) => !listed.some((re) => re.test(name)));
    expect(unlisted).toEqual([]);
    // Positive control: the visit did set what the policy lists.
    expect(cookies).toEqual(expect.arrayContaining(['cartId', 'cookiePreferences', '_shopify_y']));
  });
});

test('/it/collections lists every collection with its picture, a page at a time', async ({
  page,
}) => {
  const response = await page.goto('/it/collections');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tutte le collezioni');
  const tiles = page.locator('main a.collection-tile');
  await expect(tiles).toHaveCount(24);
  await expect(tiles.first().locator('img')).toHaveAttribute('src', /\/cdn\/shop\/files\//);
  const titles = await page.locator('main .collection-tile__title').allTextContents();
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'it')));
  const first = await tiles.first().getAttribute('href');
  expect((await page.goto(first!))?.status()).toBe(200);
  await page.goto('/it/collections');
  await page.getByRole('navigation', {name: 'Pagine delle collezioni'}).getByRole('link').click();
  await expect(page).toHaveURL(/\/it\/collections\?after=/);
  await expect(page.locator('main a.collection-tile').first()).toBeVisible();
  // A made-up cursor is page one, not an error.
  await page.goto('/it/collections?after=bm9wZQ');
  await expect(page).toHaveURL(/\/it\/collections$/);
});

test('the sitemap indexes each market’s children, whose pages carry their alternates', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const locations = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const market of MARKETS)
    for (const type of ['products', 'collections', 'pages', 'landing', 'stories', 'journal'])
      expect(locations).toContain(`${baseURL}/sitemap/${market}/${type}/1.xml`);

  const products = await (await request.get('/sitemap/sl/products/1.xml')).text();
  const [item] = await sizesInStock(1);
  expect(products).toContain(`<loc>${baseURL}/sl/${item!.handle}-p</loc>`);
  expect(products).toContain(
    `<xhtml:link rel="alternate" hreflang="hr-HR" href="${baseURL}/hr/${item!.handle}-p"/>`,
  );
  expect(products).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/it/${item!.handle}-p"/>`,
  );
  const collections = await (await request.get('/sitemap/it/collections/1.xml')).text();
  expect(collections).toContain(`<loc>${baseURL}/it/donna</loc>`);
  const pages = await (await request.get('/sitemap/hr/pages/1.xml')).text();
  for (const path of [
    '/hr/policies/privacy-policy',
    '/hr/pages/legal-notice',
    '/hr/pages/cookie-policy',
  ])
    expect(pages).toContain(`<loc>${baseURL}${path}</loc>`);

  // Stories from the content service: the same slug in every market, so the same alternates.
  const stories = await (await request.get('/sitemap/hr/stories/1.xml')).text();
  const story = /<loc>[^<]*\/hr\/stories\/([a-z0-9-]+)<\/loc>/.exec(stories)?.[1];
  expect(story, 'a story in the hr stories sitemap').toBeTruthy();
  expect(stories).toContain(
    `<xhtml:link rel="alternate" hreflang="it-IT" href="${baseURL}/it/stories/${story}"/>`,
  );

  expect((await request.get('/sitemap/it/products/99.xml')).status()).toBe(404);
  expect((await request.get('/sitemap/xx/products/1.xml')).status()).toBe(404);
  expect((await request.get('/sitemap/it/nope/1.xml')).status()).toBe(404);
});

test('robots.txt names the sitemap on the shop origin and keeps shopper pages out', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt', {headers: {Host: 'evil.example'}});
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const rule of ['Disallow: /*/account/', 'Disallow: /*/cart$', 'Disallow: /*/search?'])
    expect(text).toContain(rule);
});

test('a path the merchant redirected answers 301; a gone one with none stays a 404', async ({
  request,
  page,
}) => {
  const moved = await request.get('/it/vecchia-collezione?utm_source=mail', {maxRedirects: 0});
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/it/donna?utm_source=mail');
  const movedPage = await request.get('/it/pages/chi-siamo', {maxRedirects: 0});
  expect(movedPage.status()).toBe(301);
  expect(movedPage.headers().location).toBe('/it/pages/legal-notice');
  // The browser lands on the target.
  await page.goto('/sl/stara-kolekcija');
  await expect(page).toHaveURL(/\/sl\/donna$/);
  // Positive control: without a redirect, the localized 404 stands.
  const gone = await request.get('/it/vecchia-collezione-2', {maxRedirects: 0});
  expect(gone.status()).toBe(404);
});
