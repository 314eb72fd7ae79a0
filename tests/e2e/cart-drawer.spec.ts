/**
 * The cart drawer and add to cart beyond the basics of cart.spec.ts: a change that does not go
 * through keeps the page and offers to try again (docs/product.md#cart-drawer).
 */
import {expect, test, type Page} from './fixtures';
import {BUSY_LINE, hydrated, SANDBOX, sizesInStock, type StockedSize} from './support';

const drawer = (page: Page) => page.getByRole('dialog', {name: 'Carrello'});
const lines = (page: Page) => drawer(page).locator('.cart-line');
const addButton = (page: Page) => page.getByRole('button', {name: 'Aggiungi al carrello'});
/** Sizes of their own: cart.spec.ts takes the first ones of the same list. */
const stock = async (index: number) => (await sizesInStock(4))[30 + index]!;

async function openProduct(page: Page, item: StockedSize) {
  await page.goto(`/it/${item.handle}-p?size=${encodeURIComponent(item.size)}`);
  await hydrated(page);
}

/** The lines of the cart the sandbox holds for the browser's (HttpOnly) cookie. */
async function platformLines(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cartId');
  if (!cookie) return [];
  const response = await fetch(`${SANDBOX}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c',
    },
    body: JSON.stringify({
      query: `query ($id: ID!) { cart(id: $id) {
        lines(first: 20) { nodes { quantity merchandise { ... on ProductVariant { id } } } } } }`,
      variables: {id: `gid://shopify/Cart/${decodeURIComponent(cookie.value)}`},
    }),
  });
  const body = (await response.json()) as {
    data: {cart: {lines: {nodes: Array<{quantity: number; merchandise: {id: string}}>}} | null};
  };
  return (body.data.cart?.lines.nodes ?? []).map((l) => ({
    id: l.merchandise.id,
    quantity: l.quantity,
  }));
}

/** The ways a change fails to reach the shop, as a browser sees them. */
const BROKEN = [
  [
    'the connection drops',
    (page: Page) => page.route('**/cart.data', (route) => route.abort('internetdisconnected')),
  ],
  [
    'a proxy answers 503',
    (page: Page) =>
      page.route('**/cart.data', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'text/html',
          body: '<h1>Service Unavailable</h1>',
        }),
      ),
  ],
] as const;

test.describe('a cart change that does not go through', () => {
  BROKEN.forEach(([how, breakIt], index) => {
    test(`${how}: the add keeps the page, says so under the button, and "Riprova" adds`, async ({
      page,
    }) => {
      const item = await stock(index);
      await openProduct(page, item);
      await breakIt(page);
      await addButton(page).click();

      const alert = page.locator('.product-form__add').getByRole('alert');
      await expect(alert).toContainText("L'articolo non è stato aggiunto al carrello.");
      await expect(page.getByRole('heading', {level: 1})).toHaveText(item.title);
      await expect(drawer(page)).toBeHidden();
      await expect(addButton(page)).toBeFocused();
      expect(await platformLines(page)).toEqual([]);

      await page.unrouteAll();
      await alert.getByRole('button', {name: 'Riprova'}).click();
      await expect(drawer(page)).toBeVisible();
      await expect(lines(page)).toHaveCount(1);
      await expect(drawer(page).locator(BUSY_LINE)).toHaveCount(0);
      await expect(alert).toBeEmpty();
      expect(await platformLines(page)).toEqual([{id: item.variantId, quantity: 1}]);
    });
  });

  test('offline from the start of the request on: the page stays, with its own code loaded early', async ({
    page,
  }) => {
    const item = await stock(2);
    await openProduct(page, item);
    // The shopper has had the page a moment: the cart route's code is in (data-cart-ready).
    await expect(page.locator('html')).toHaveAttribute('data-cart-ready', '');
    await page.route('**/cart*', (route) => route.abort('internetdisconnected'));
    await addButton(page).click();
    await expect(page.locator('.product-form__add').getByRole('alert')).toContainText(
      'Non riusciamo a raggiungere il negozio',
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText(item.title);
  });

  test('a failed quantity change in the drawer keeps the line and offers "Riprova"', async ({
    page,
  }) => {
    const item = await stock(3);
    await openProduct(page, item);
    await addButton(page).click();
    await expect(lines(page)).toHaveCount(1);
    await expect(drawer(page).locator(BUSY_LINE)).toHaveCount(0);

    await page.route('**/cart.data', (route) => route.abort('internetdisconnected'));
    const line = lines(page).first();
    await line.getByRole('button', {name: 'Aumenta quantità'}).click();
    const alert = drawer(page).locator('.cart-failure');
    await expect(alert).toContainText('Il carrello non è stato modificato.');
    await expect(line.locator('output')).toHaveText('1');
    await expect(drawer(page)).toBeVisible();

    await page.unrouteAll();
    await alert.getByRole('button', {name: 'Riprova'}).click();
    await expect(line.locator('output')).toHaveText('2');
    await expect(alert).toBeEmpty();
    await expect(async () =>
      expect(await platformLines(page)).toEqual([{id: item.variantId, quantity: 2}]),
    ).toPass();
  });
});
