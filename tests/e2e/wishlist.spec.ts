/**
 * Remembering the shopper (docs/product.md#wishlist, docs/product.md#recently-viewed): the
 * wishlist kept in the browser for a guest and on the account for a customer, merged at login;
 * the recently viewed row on the product page and the empty cart; axe on their pages.
 */
import {actAsOwnClient, expect, test, type Page} from './fixtures';
import {login, logout, newEmail, PASSWORD, register} from './account-support';
import {
  collectErrors,
  expectErrorsCollected,
  expectNoViolations,
  expectViolationSeen,
  hydrated,
  sandboxQuery,
} from './support';

interface Product {
  handle: string;
  title: string;
}

/** Products for sale, the same list every call (the e2e catalogue does not change). */
async function products(count: number, skip = 0): Promise<Product[]> {
  const {products} = await sandboxQuery<{
    products: {nodes: Array<Product & {availableForSale: boolean}>};
  }>('{ products(first: 80) { nodes { handle title availableForSale } } }');
  return products.nodes.filter((product) => product.availableForSale).slice(skip, skip + count);
}

const heart = (page: Page) =>
  page.locator('.product-details').getByRole('button', {name: /preferiti$/});
const wishlistLink = (page: Page) => page.getByRole('link', {name: /^Preferiti/});

async function openProduct(page: Page, product: Product, market = 'it') {
  await page.goto(`/${market}/${product.handle}-p`);
  await hydrated(page);
}

/** Saves the open product page's product; a customer's is saved on the account too. */
async function save(page: Page, {account = false} = {}) {
  const saved = account
    ? page.waitForResponse((r) => r.url().endsWith('/wishlist/items') && r.ok())
    : null;
  await page.getByRole('button', {name: 'Aggiungi ai preferiti', exact: true}).click();
  await expect(
    page.getByRole('button', {name: 'Rimuovi dai preferiti', exact: true}),
  ).toHaveAttribute('aria-pressed', 'true');
  await saved;
}

const savedTitles = (page: Page) =>
  page.getByRole('list', {name: 'Preferiti'}).locator('.product-card h3');

test.describe('wishlist', () => {
  test('a guest’s wishlist survives a reload; the heart on a card and the page’s remove work', async ({
    page,
  }) => {
    const [first, second] = await products(2, 10);
    const errors = collectErrors(page);
    await openProduct(page, first!);
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistLink(page)).toHaveAccessibleName('Preferiti');
    await save(page);
    await expect(wishlistLink(page)).toHaveAccessibleName('Preferiti: 1 prodotto');

    await page.reload();
    await hydrated(page);
    await expect(
      page.getByRole('button', {name: 'Rimuovi dai preferiti', exact: true}),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page)).toHaveAccessibleName('Preferiti: 1 prodotto');

    // A card's heart (the recently viewed row's): named with its product, beside the card's link.
    await openProduct(page, second!);
    await openProduct(page, first!);
    const card = page.getByRole('region', {name: 'Visti di recente'}).locator('.product-card');
    await card.getByRole('button', {name: `Aggiungi ai preferiti: ${second!.title}`}).click();
    await expect(
      card.getByRole('button', {name: `Rimuovi dai preferiti: ${second!.title}`}),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await card.locator('a button, a .wishlist-button').count()).toBe(0);
    await expect(wishlistLink(page)).toHaveAccessibleName('Preferiti: 2 prodotti');

    await wishlistLink(page).click();
    await expect(page).toHaveURL(/\/it\/wishlist$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(savedTitles(page)).toHaveText([second!.title, first!.title]);

    // Remove: the card goes, the focus stays in the list, then on the heading.
    await page.getByRole('button', {name: `Rimuovi dai preferiti: ${second!.title}`}).click();
    await expect(savedTitles(page)).toHaveText([first!.title]);
    await expect(page.getByRole('status').filter({hasText: 'rimosso'})).toHaveText(
      `${second!.title} rimosso dai preferiti`,
    );
    await expect(
      page.getByRole('button', {name: `Rimuovi dai preferiti: ${first!.title}`}),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', {name: 'Non hai ancora salvato nessun prodotto'}),
    ).toBeVisible();
    await expect(page.getByRole('heading', {level: 1, name: 'Preferiti'})).toBeFocused();
    await expect(wishlistLink(page)).toHaveAccessibleName('Preferiti');
    await page.reload();
    await expect(
      page.getByRole('heading', {name: 'Non hai ancora salvato nessun prodotto'}),
    ).toBeVisible();
    expect(errors).toEqual([]);
    await expectErrorsCollected(page, errors);
  });

  test('with storage blocked the pages work, and the heart still toggles for the visit', async ({
    page,
  }) => {
    const [product] = await products(1, 20);
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {get: blocked});
    });
    const errors = collectErrors(page);
    await openProduct(page, product!);
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    await save(page);
    await expect(wishlistLink(page)).toHaveAccessibleName('Preferiti: 1 prodotto');
    await page.reload();
    await hydrated(page);
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test('a customer’s wishlist is merged at login and survives logout and a new browser', async ({
    page,
    browser,
    baseURL,
    client,
  }) => {
    const [onAccount, asGuest] = await products(2, 30);
    const email = newEmail();
    await register(page, email);
    await openProduct(page, onAccount!);
    await save(page, {account: true});

    // Logged out, the account's list leaves this browser.
    await page.goto('/it/account');
    await logout(page);
    await expect(wishlistLink(page)).toHaveAccessibleName('Preferiti');

    // A guest's product, then the login: both lists, the guest's first.
    await openProduct(page, asGuest!);
    await save(page);
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/it\/account$/);
    await expect(wishlistLink(page)).toHaveAccessibleName('Preferiti: 2 prodotti');
    await page.goto('/it/wishlist');
    await expect(savedTitles(page)).toHaveText([asGuest!.title, onAccount!.title]);

    // Another browser, logged in: the account's list, from the server's page and into the header.
    const other = await browser.newContext({baseURL});
    await actAsOwnClient(other, baseURL!, client);
    const second = await other.newPage();
    await login(second, email, PASSWORD);
    await expect(second).toHaveURL(/\/it\/account$/);
    await expect(wishlistLink(second)).toHaveAccessibleName('Preferiti: 2 prodotti');
    await second.goto('/it/wishlist');
    await expect(savedTitles(second)).toHaveText([asGuest!.title, onAccount!.title]);
    await other.close();
  });
});

test.describe('the wishlist endpoint', () => {
  test('takes same-origin posts only, from a customer only, and refuses in the market’s language', async ({
    request,
    baseURL,
  }) => {
    const form = {intent: 'add', id: 'gid://shopify/Product/1'};
    const foreign = await request.post('/it/wishlist/items', {
      form,
      headers: {Origin: 'https://evil.example'},
    });
    expect(foreign.status()).toBe(403);
    const guest = await request.post('/sl/wishlist/items', {form, headers: {Origin: baseURL!}});
    expect(guest.status()).toBe(401);
    expect(await guest.json()).toEqual({
      error: 'signedOut',
      message: 'Prijavite se, da priljubljene shranite v svoj račun.',
    });
    const bad = await request.post('/hr/wishlist/items', {
      form: {intent: 'add', id: 'gid://shopify/Collection/1'},
      headers: {Origin: baseURL!},
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe('Neispravan zahtjev: lista želja nije promijenjena.');
    const read = await request.get('/it/wishlist/items');
    expect(read.status()).toBe(405);
  });
});

test.describe('recently viewed', () => {
  test('the products opened before show on another product page and on the empty cart', async ({
    page,
  }) => {
    const [a, b, c] = await products(3, 40);
    await openProduct(page, a!);
    const row = page.getByRole('region', {name: 'Visti di recente'});
    // Positive control below: the first product page has nothing to show yet.
    await expect(row).toHaveCount(0);
    await openProduct(page, b!);
    await openProduct(page, c!);
    await expect(row.locator('.product-card h3')).toHaveText([b!.title, a!.title]);

    // Per market: Slovenian titles and prices are another list.
    await openProduct(page, a!, 'sl');
    await expect(page.getByRole('region', {name: 'Nazadnje ogledano'})).toHaveCount(0);

    await page.goto('/it/cart');
    await hydrated(page);
    await expect(row.locator('.product-card h3')).toHaveText([c!.title, b!.title, a!.title]);

    // The empty drawer shows it too; opening a card closes the drawer.
    await openProduct(page, a!);
    await page.getByRole('link', {name: 'Carrello', exact: true}).click();
    const drawer = page.getByRole('dialog', {name: 'Carrello'});
    const inDrawer = drawer.getByRole('region', {name: 'Visti di recente'});
    await expect(inDrawer.locator('.product-card h3')).toHaveText([a!.title, c!.title, b!.title]);
    await inDrawer.getByRole('link', {name: new RegExp(c!.title)}).click();
    await expect(page).toHaveURL(new RegExp(`/it/${c!.handle}-p$`));
    await expect(drawer).toBeHidden();
  });

  test('a product page left the moment it has hydrated is still recorded', async ({page}) => {
    const [a, b] = await products(2, 48);
    // What the browser holds when the page says it has hydrated, and a page left right then.
    await page.addInitScript((next) => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.dataset.hydrated) return;
        observer.disconnect();
        const stored = localStorage.getItem('passo:recently-viewed:it');
        sessionStorage.setItem('atHydration', stored ?? 'nothing');
        if (!location.pathname.endsWith(next)) location.assign(next);
        // The document, not its root: the init script runs before the root exists.
      }).observe(document as unknown as Node, {subtree: true, attributeFilter: ['data-hydrated']});
    }, `/it/${b!.handle}-p`);
    await page.goto(`/it/${a!.handle}-p`);
    await expect(page).toHaveURL(new RegExp(`/it/${b!.handle}-p$`));
    await hydrated(page);
    const atHydration = await page.evaluate(() => sessionStorage.getItem('atHydration'));
    // B's own view is stored by its hydration too, A's is kept ahead of it.
    expect(JSON.parse(atHydration!).map((card: Product) => card.handle)).toEqual([
      b!.handle,
      a!.handle,
    ]);
    const row = page.getByRole('region', {name: 'Visti di recente'});
    await expect(row.locator('.product-card h3')).toHaveText([a!.title]);
  });

  test('a row an older release stored (the platform’s card shape) still shows, and is kept in today’s', async ({
    page,
  }) => {
    const [a, b] = await products(2, 44);
    const older = {
      ...a!,
      id: 'gid://shopify/Product/1',
      vendor: 'Orsetto',
      availableForSale: true,
      featuredImage: null,
      priceRange: {minVariantPrice: {amount: '59.9', currencyCode: 'EUR'}},
      compareAtPriceRange: {maxVariantPrice: {amount: '79.0', currencyCode: 'EUR'}},
    };
    await page.goto('/it/cart');
    await page.evaluate(
      (card) => localStorage.setItem(`passo:recently-viewed:it`, JSON.stringify([card])),
      older,
    );
    await openProduct(page, b!);
    const card = page.getByRole('region', {name: 'Visti di recente'}).locator('.product-card');
    await expect(card).toHaveText(new RegExp(`^Orsetto${a!.title}.*59,90\\s€.*79,00\\s€`));
    const kept = await page.evaluate(() => localStorage.getItem(`passo:recently-viewed:it`));
    expect(JSON.parse(kept!)).toEqual([
      expect.objectContaining({handle: b!.handle}),
      expect.objectContaining({handle: a!.handle, price: 59.9, compareAt: 79}),
    ]);
  });
});

test.describe('axe', () => {
  for (const width of [375, 1280]) {
    for (const market of ['it', 'sl', 'hr']) {
      test(`wishlist page (empty and with items) and product page with recently viewed, ${market} at ${width}px`, async ({
        page,
      }) => {
        const [a, b] = await products(2, 50);
        await page.setViewportSize({width, height: 900});
        await page.goto(`/${market}/wishlist`);
        await hydrated(page);
        await expect(page.locator('.wishlist-empty')).toBeVisible();
        await expectNoViolations(page, `/${market}/wishlist empty at ${width}px`);

        await openProduct(page, a!, market);
        await openProduct(page, b!, market);
        await expect(page.locator('.recently-viewed .product-card')).toHaveCount(1);
        await page.locator('.recently-viewed').scrollIntoViewIfNeeded();
        await expectNoViolations(page, `/${market} product with recently viewed at ${width}px`);

        await page.locator('.product-details .wishlist-button').click();
        await page.locator('.recently-viewed .wishlist-button').click();
        await page.goto(`/${market}/wishlist`);
        await hydrated(page);
        await expect(page.locator('.wishlist-page .product-card')).toHaveCount(2);
        await expectNoViolations(page, `/${market}/wishlist with items at ${width}px`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
        if (market === 'it' && width === 375) await expectViolationSeen(page);
      });
    }
  }
});
