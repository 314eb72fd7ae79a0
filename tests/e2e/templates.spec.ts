import {expect, test, type Page} from './fixtures';
import {
  expectFitsScreen,
  expectNoViolations,
  expectViolationSeen,
  hydrated,
  sizesInStock,
} from './support';

/**
 * Every page template, in every market, on a phone and on a desktop: nothing is wider than the
 * screen and axe finds nothing. One list, so a new template is checked by adding a line here
 * (the account pages are checked the same way in account-pages.spec.ts, with an order of their own).
 */
const MARKETS = ['it', 'sl', 'hr'] as const;
/** Each market's own word for customer care and the store locator (docs/product.md#localized-paths). */
const CARE_PATHS: Record<string, string> = {
  it: '/it/assistenza',
  sl: '/sl/pomoc',
  hr: '/hr/podrska',
};
const STORE_LOCATOR: Record<string, string> = {
  it: '/it/negozi',
  sl: '/sl/trgovine',
  hr: '/hr/trgovine',
};
const WIDTHS = [375, 1280] as const;

interface Template {
  name: string;
  /** The path in a market, found on the shop itself where it depends on the catalogue. */
  path: (page: Page, market: string) => Promise<string>;
}

/** The collection the first banner of the market's home leads to (the editors' choice). */
async function firstCollection(page: Page, market: string) {
  await page.goto(`/${market}`);
  const href = await page.locator('a.banner-block__link').first().getAttribute('href');
  expect(href, `a banner on /${market}`).toBeTruthy();
  return href!;
}

/** The first story or article of a market's list (docs/product.md#stories). */
async function firstEntry(page: Page, list: string) {
  await page.goto(list);
  const href = await page.locator('.story-card__title a').first().getAttribute('href');
  expect(href, `an entry on ${list}`).toBeTruthy();
  return href!;
}

const SHOP_TEMPLATES: Template[] = [
  {name: 'home', path: async (_, m) => `/${m}`},
  {name: 'collection', path: firstCollection},
  {name: 'collection page 2', path: async (p, m) => `${await firstCollection(p, m)}?page=2`},
  {name: 'search results', path: async (_, m) => `/${m}/search?s=sneaker`},
  {name: 'search without results', path: async (_, m) => `/${m}/search?s=zzzzzz`},
  {
    name: 'product',
    path: async (_, m) => {
      const [item] = await sizesInStock(1);
      return `/${m}/${item!.handle}-p`;
    },
  },
  {name: 'empty cart', path: async (_, m) => `/${m}/cart`},
  {name: 'empty wishlist', path: async (_, m) => `/${m}/wishlist`},
  {name: 'policy', path: async (_, m) => `/${m}/policies/shipping-policy`},
  {name: 'page', path: async (_, m) => `/${m}/pages/payment-methods`},
  {name: 'legal notice', path: async (_, m) => `/${m}/pages/legal-notice`},
  {name: 'cookie policy', path: async (_, m) => `/${m}/pages/cookie-policy`},
  {name: 'all collections', path: async (_, m) => `/${m}/collections`},
  {name: 'login', path: async (_, m) => `/${m}/account/login`},
  {name: 'registration', path: async (_, m) => `/${m}/account/register`},
  {name: 'password recovery', path: async (_, m) => `/${m}/account/recover`},
  {name: 'not found', path: async (_, m) => `/${m}/nessuna-pagina-qui/altro`},
  {name: 'stories', path: async (_, m) => `/${m}/stories`},
  {name: 'story', path: (p, m) => firstEntry(p, `/${m}/stories`)},
  {name: 'journal', path: async (_, m) => `/${m}/journal`},
  {name: 'article', path: (p, m) => firstEntry(p, `/${m}/journal`)},
  {name: 'landing page', path: async (_, m) => `/${m}/pages/autunno`},
  {name: 'customer care', path: async (_, m) => CARE_PATHS[m]},
  {name: 'store locator', path: async (_, m) => STORE_LOCATOR[m]},
  {name: 'store search without results', path: async (_, m) => `${STORE_LOCATOR[m]}?q=zzzz`},
  {name: 'store page', path: async (_, m) => `${STORE_LOCATOR[m]}/napoli-chiaia`},
];

async function checkTemplates(page: Page, templates: Template[], market: string, width: number) {
  await page.setViewportSize({width, height: 800});
  for (const template of templates) {
    const path = await template.path(page, market);
    await page.goto(path);
    await hydrated(page);
    const label = `${template.name} (${path}) at ${width}px`;
    await expectFitsScreen(page, label);
    await expectNoViolations(page, label);
  }
}

test.describe('every template fits the screen and has no axe violations', () => {
  test.describe.configure({timeout: 180_000});
  for (const market of MARKETS) {
    test(`shop pages in ${market}`, async ({page}) => {
      for (const width of WIDTHS) await checkTemplates(page, SHOP_TEMPLATES, market, width);
    });
  }
});

test('the width check catches a page wider than the screen, and the scan a violation', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/it');
  await hydrated(page);
  // Positive control of the width check: one element 500 px wide widens the document.
  await page.locator('main').evaluate((main) => {
    const wide = document.createElement('div');
    wide.style.width = '500px';
    wide.style.height = '1px';
    main.append(wide);
  });
  await expect(expectFitsScreen(page, 'widened home')).rejects.toThrow(/no wider than the screen/);
  await expectViolationSeen(page);
});
