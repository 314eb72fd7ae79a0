import {expect, test} from '@playwright/test';
import {OPENED_ELSEWHERE} from './fault-support';
import {hydrated, hydrationData, sandboxQuery, shellTextsAddress} from './support';

/**
 * What a first visit downloads before any script (docs/decisions/0022): the document, uncompressed,
 * within the budget of its template in every market, carrying the messages its page renders and
 * showing none of them as a raw key. The request fixture only: no browser needed.
 */
/**
 * The goal of issue 26: 60 KB (home), 50 KB (product) and 60 KB (listings, search's too)
 * (docs/decisions/0022). The largest parts left: the markup (a listing's 24 cards some 20 KB, its
 * facets 4–5 KB, the header and footer 11 KB) and a listing's cards in the hydration data (7 KB).
 * The shell's words come as a file of their own (0030), the drawer's and dialogs' when needed
 * (0027); cards and facets carry what they render (0028).
 */
const BUDGETS = {home: 60_000, product: 50_000, listing: 60_000, search: 60_000};
const MARKETS = ['it', 'sl', 'hr'] as const;
/** The namespaces of app/locales that every page might print, so a raw key would start with one. */
const RAW_KEY =
  /\b(?:shell|footer|product|cart|search|account|errors|consent|stores|content|home|notify|wishlist|newsletter|pages|care)\.[a-z][A-Za-z]+\b/;

let productPath = '';
test.beforeAll(async () => {
  const {products} = await sandboxQuery<{products: {nodes: Array<{handle: string}>}}>(
    '{products(first: 1) {nodes {handle}}}',
  );
  productPath = `${products.nodes[0].handle}-p`;
});

/** The page's text as a shopper reads it: the markup without its scripts and tags. */
const shownText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

for (const market of MARKETS) {
  for (const template of Object.keys(BUDGETS) as Array<keyof typeof BUDGETS>) {
    test(`${market} ${template}: the document is within ${BUDGETS[template] / 1000} KB`, async ({
      request,
    }) => {
      const path = {
        home: '',
        product: `/${productPath}`,
        listing: '/donna',
        search: '/search?q=sneakers',
      }[template];
      const response = await request.get(`/${market}${path}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const bytes = Buffer.byteLength(html);
      const data = Buffer.byteLength(hydrationData(html));
      // Soft, so that the words are checked whatever the size.
      expect
        .soft(bytes, `${bytes} bytes: hydration data ${data}, the rest ${bytes - data}`)
        .toBeLessThanOrEqual(BUDGETS[template]);
      expect(shownText(html)).not.toMatch(RAW_KEY);
    });
  }
}

test('every collection (in Italian those other specs open), and a sale listing filtered by size, are within the listing budget', async ({
  request,
}) => {
  const {collections} = await sandboxQuery<{collections: {nodes: Array<{handle: string}>}}>(
    '{collections(first: 250) {nodes {handle}}}',
  );
  // Sale cards carry two prices and a badge each: the heaviest listing (63 KB before 0045).
  const paths = [...collections.nodes.map(({handle}) => `/${handle}`), '/saldi?size=38'];
  expect(paths).toContain('/saldi');
  // In Italian only those other specs open too: the fault tests keep the rest uncached.
  const opened = (market: string, path: string) =>
    market !== 'it' || OPENED_ELSEWHERE.has(path.slice(1).split('?')[0]!);
  const over: string[] = [];
  for (const market of MARKETS) {
    for (const path of paths.filter((each) => opened(market, each))) {
      const response = await request.get(`/${market}${path}`);
      expect(response.status(), path).toBe(200);
      const bytes = Buffer.byteLength(await response.text());
      if (bytes > BUDGETS.listing) over.push(`/${market}${path}: ${bytes} bytes`);
    }
  }
  expect(over).toEqual([]);
});

test('a page carries its own messages and not the others (positive control: the login page)', async ({
  request,
}) => {
  const homeHtml = await (await request.get('/it')).text();
  const loginHtml = await (await request.get('/it/account/login')).text();
  const home = hydrationData(homeHtml);
  const login = hydrationData(loginHtml);
  // Keys travel as the messages' property names: the login page's are on its page only.
  for (const key of ['"loginTitle"', '"forgotPassword"']) {
    expect(login).toContain(key);
    expect(home).not.toContain(key);
  }
  // The shell's words are in neither: one file per market, named by both (decision 0030).
  expect(shellTextsAddress(loginHtml)).toBe(shellTextsAddress(homeHtml));
  const shell = await request.get(shellTextsAddress(homeHtml));
  expect(shell.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await shell.text()).toContain('"skipToContent"');
  expect(home).not.toContain('"skipToContent"');
  expect(login).not.toContain('"skipToContent"');
  expect(shownText('<p>product.addToCart</p>')).toMatch(RAW_KEY);
});

test('the route manifest is a cached module, not inlined, and links carry no data-discover', async ({
  request,
}) => {
  const html = await (await request.get('/it/donna')).text();
  // Positive control: the page does link internal pages and loads the manifest module.
  expect(html).toMatch(/<a [^>]*href="\/it\/[a-z]/);
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/manifest-[\w-]+\.js"/);
  expect(html).not.toContain('window.__reactRouterManifest');
  expect(html).not.toContain('data-discover');
});

test('the Link header asks for exactly the stylesheets the head links, before the head is read', async ({
  request,
}) => {
  for (const path of [
    '/it',
    `/hr/${productPath}`,
    '/it/donna',
    '/sl/search?q=sneakers',
    '/it/negozi',
  ]) {
    const response = await request.get(path);
    const html = await response.text();
    // What a browser without JavaScript adds (fonts, no-script.css) is not asked for ahead.
    const scripted = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    const linked = [...scripted.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*\/>/g)].map(
      (match) => match[1],
    );
    const preloaded = [
      ...(response.headers()['link'] ?? '').matchAll(/<([^>]+)>; rel=preload; as=style/g),
    ].map((match) => match[1]);
    // Positive control: each page links its shared sheet and, but for the home, its own.
    expect(linked.length, path).toBeGreaterThanOrEqual(path === '/it' ? 1 : 2);
    expect(preloaded.sort(), path).toEqual(linked.sort());
  }
});

test('a product page waits for its own styles only, a collection for its own, and a later visit to either paints styled', async ({
  page,
}) => {
  const sheets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')]
        .map((link) =>
          new URL((link as HTMLLinkElement).href).pathname.replace(/-[\w-]{8}\.css$/, ''),
        )
        // Besides the fonts' and the no-script sheets, the cart's, which comes with its code.
        .filter(
          (name) => !['/assets/no-script', '/assets/fonts', '/assets/CartMain'].includes(name),
        ),
    );
  const response = await page.request.get(`/it/${productPath}`);
  const served = await response.text();
  expect(served).toMatch(/<link rel="stylesheet" href="\/assets\/product-[\w-]+\.css"/);
  expect(served).not.toMatch(/<link rel="stylesheet" href="\/assets\/listing-pages-/);

  await page.goto('/it/donna');
  await hydrated(page);
  // Once the page answers, the other kind's sheet is linked too, for the navigations to come,
  // but inactive: the collection is not restyled by it.
  await expect.poll(sheets).toEqual(['/assets/app', '/assets/product', '/assets/listing-pages']);
  const media = () =>
    page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLLinkElement>('link[data-page-kind]')].map((link) => [
          link.dataset.pageKind,
          link.media,
        ]),
      ),
    );
  expect(await media()).toEqual({product: 'not all', listing: ''});
  await page.locator('.product-card a').first().click();
  // At the product's first frame, its layout is already the product sheet's grid.
  const display = await page
    .locator('.product-page__layout')
    .evaluate((el) => getComputedStyle(el).display);
  expect(display).toBe('grid');
  await expect(page).toHaveURL(/-p$/);
  expect(await media()).toEqual({product: '', listing: 'not all'});
});

test('a product page names its own code beside the route’s and not a listing’s, a collection the other way round', async ({
  request,
}) => {
  const codeNamed = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [
      ...html.matchAll(/<link rel="modulepreload" href="\/assets\/([\w.]+)-[\w-]{8}\.js"/g),
    ].map((match) => match[1]);
  };
  const product = await codeNamed(`/it/${productPath}`);
  // The route's own module first (positive control), then its page's.
  expect(product.slice(-2)).toEqual(['catalogue', 'ProductPage']);
  expect(product).not.toContain('browse');
  const listing = await codeNamed('/it/donna');
  expect(listing.slice(-2)).toEqual(['catalogue', 'browse']);
  expect(listing).not.toContain('ProductPage');
});

test('a navigation whose page code is slow keeps the address and the page together', async ({
  page,
}) => {
  await page.goto('/it');
  await hydrated(page);
  // The listing's code, asked for once the route's module loads on this navigation, held back.
  await page.route('**/assets/browse-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('main a[href="/it/donna"]').first().click();
  await page.waitForURL(/\/it\/donna$/);
  // Once the address is the collection's, the collection shows within a frame or two, not once
  // the held code comes (1.5 s).
  await expect(page.locator('.listing-page__results')).toHaveCount(1, {timeout: 400});
  await expect(page.locator('h1')).toHaveText(/donna/i);
});
