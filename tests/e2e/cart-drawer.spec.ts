/**
 * The cart drawer and add to cart beyond the basics of cart.spec.ts (docs/product.md#cart-drawer):
 * a change that does not go through keeps the page and offers to try again; the total and the
 * checkout stay in view; free shipping, the delivery estimate, line discounts, refused codes and
 * the empty cart say what they mean, in it, sl and hr, with no axe violations.
 */
import {deliveryEstimate, formatDeliveryEstimate} from '../../app/lib/delivery';
import {MARKETS} from '../../app/lib/markets';
import {clientAddress, expect, test, type Page} from './fixtures';
import {
  BUSY_LINE,
  collectErrors,
  expectErrorsCollected,
  expectNoViolations,
  expectViolationSeen,
  hydrated,
  openDrawerWithoutContent,
  SANDBOX,
  sizesInStock,
  type StockedSize,
} from './support';

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

  test('a drawer whose code cannot load says the cart is kept, and opens fine later', async ({
    page,
  }) => {
    // The drawer's content loads after the page; here the connection is gone before it could.
    // Found by its content: the bundler names chunks after whichever module it merged first.
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('cart-main__lines')) return route.abort('internetdisconnected');
      return route.fulfill({response, body});
    });
    await openDrawerWithoutContent(page);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(
      'Servizio momentaneamente non disponibile',
    );
    await page.keyboard.press('Escape');
    // A chunk still being fetched through the handler must reach the page, or the next import hangs.
    await page.unrouteAll({behavior: 'wait'});
    await page.getByRole('link', {name: 'Carrello', exact: true}).click();
    await expect(drawer(page)).toContainText('Il tuo carrello è vuoto.');
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
    const alert = drawer(page).locator('.cart-main__lines .cart-failure');
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

type Market = 'it' | 'sl' | 'hr';
const WORDS = {
  it: {cart: 'Carrello', checkout: "Procedi all'acquisto"},
  sl: {cart: 'Košarica', checkout: 'Nadaljuj na blagajno'},
  hr: {cart: 'Košarica', checkout: 'Nastavi na blagajnu'},
} as const;
const marketDrawer = (page: Page, market: Market) =>
  page.getByRole('dialog', {name: WORDS[market].cart});

/** Cart changes as a browser without JavaScript posts them: quick to set a cart up. */
async function post(page: Page, market: Market, client: string, change: object) {
  const origin = new URL(
    page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url(),
  ).origin;
  const response = await page.request.post(`/${market}/cart`, {
    form: {cartFormInput: JSON.stringify(change), redirectTo: `/${market}/cart`},
    headers: {origin, 'oxygen-buyer-ip': client},
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

async function fillCart(
  page: Page,
  market: Market,
  client: string,
  items: StockedSize[],
  codes: string[] = [],
) {
  for (const item of items)
    await post(page, market, client, {
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: item.variantId, quantity: 1}]},
    });
  if (codes.length)
    await post(page, market, client, {
      action: 'DiscountCodesUpdate',
      inputs: {discountCodes: codes},
    });
}

async function openDrawer(page: Page, market: Market, path = `/${market}`) {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('link', {name: WORDS[market].cart, exact: true}).click();
  await expect(marketDrawer(page, market)).toBeVisible();
  await expect(marketDrawer(page, market).locator(BUSY_LINE)).toHaveCount(0);
}

const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')}\u00a0€`;

test.describe('the cart drawer', () => {
  test('at 375 px with six lines, the total and the checkout are in view; the lines scroll', async ({
    page,
    client,
  }) => {
    await page.setViewportSize({width: 375, height: 667});
    const items = (await sizesInStock(4)).slice(40, 46);
    await fillCart(page, 'it', client, items);
    await openDrawer(page, 'it');
    const dialog = drawer(page);
    await expect(lines(page)).toHaveCount(6);
    const checkout = dialog.getByRole('link', {name: "Procedi all'acquisto"});
    await expect(checkout).toBeInViewport({ratio: 1});
    await expect(dialog.locator('.cart-total')).toBeInViewport({ratio: 1});
    // Positive control: the lines do not all fit, so the last one is out of view until scrolled.
    const last = lines(page).last();
    await expect(last).not.toBeInViewport();
    await last.getByRole('button', {name: 'Rimuovi'}).scrollIntoViewIfNeeded();
    await expect(last.getByRole('button', {name: 'Rimuovi'})).toBeInViewport();
    await expect(checkout).toBeInViewport({ratio: 1});
    // Nothing wider than the phone.
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.querySelector('.cart-drawer .modal__body')!.scrollWidth,
      document.querySelector('.cart-drawer .modal__body')!.clientWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(375);
    expect(widths[1]).toBeLessThanOrEqual(widths[2]!);
    await page.screenshot({path: test.info().outputPath('drawer-375.png')});
  });

  test('removing lines by keyboard keeps the focus in the drawer, down to the empty cart', async ({
    page,
    client,
  }) => {
    await fillCart(page, 'it', client, (await sizesInStock(4)).slice(47, 49));
    await openDrawer(page, 'it');
    const focusInDrawer = () =>
      drawer(page).evaluate((dialog) => dialog.contains(document.activeElement));
    for (const left of [1, 0]) {
      await lines(page).first().getByRole('button', {name: 'Rimuovi'}).focus();
      await page.keyboard.press('Enter');
      await expect(lines(page)).toHaveCount(left);
      expect(await focusInDrawer()).toBe(true);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    }
    await expect(drawer(page)).toContainText('Il tuo carrello è vuoto.');
    await page.keyboard.press('Tab');
    expect(await focusInDrawer()).toBe(true);
  });

  test('free shipping: what is missing to the cent after discounts, then reached', async ({
    page,
    client,
  }) => {
    // Above the threshold at its price, below it after BENVENUTO10's 10 %.
    const item = (await sizesInStock(4)).find((p) => p.price >= 80 && p.price * 0.9 < 79)!;
    await fillCart(page, 'it', client, [item], ['BENVENUTO10']);
    await openDrawer(page, 'it');
    const shipping = drawer(page).locator('.cart-shipping');
    const missing = Math.round((79 - Math.round(item.price * 90) / 100) * 100) / 100;
    await expect(shipping).toContainText(`Ti mancano ${euros(missing)} per la spedizione gratuita`);
    const bar = drawer(page).getByRole('progressbar', {name: 'Spedizione gratuita da 79,00 €'});
    await expect(bar).toHaveAttribute('value', String(Math.round(((79 - missing) / 79) * 100)));
    await expect(drawer(page).locator('.cart-summary')).toContainText('Calcolata al pagamento');

    await lines(page).first().getByRole('button', {name: 'Aumenta quantità'}).click();
    await expect(shipping).toContainText('Hai diritto alla spedizione gratuita');
    await expect(bar).toHaveAttribute('value', '100');
    await expect(drawer(page).locator('.cart-summary')).toContainText('Gratuita');
  });

  test('the delivery estimate gives the same dates on the product page, in the drawer and on the cart page', async ({
    page,
    client,
  }) => {
    const errors = collectErrors(page);
    const [item] = (await sizesInStock(4)).slice(50, 51);
    const dates = formatDeliveryEstimate(deliveryEstimate(new Date()), MARKETS.it);
    const words = `Consegna prevista tra ${dates.from} e ${dates.to}`;
    await page.goto(`/it/${item!.handle}-p`);
    await hydrated(page);
    await expect(page.locator('.product-details__promises')).toContainText(words);

    await fillCart(page, 'it', client, [item!]);
    await openDrawer(page, 'it');
    await expect(drawer(page).locator('.cart-shipping')).toContainText(words);
    await page.keyboard.press('Escape');

    await page.goto('/it/cart');
    await hydrated(page);
    await expect(page.locator('.cart-page .cart-shipping')).toContainText(words);
    // Rendered on the server and hydrated without a mismatch.
    expect(errors).toEqual([]);
    await expectErrorsCollected(page, errors);
  });

  test('a discounted line shows its price before the discount, the code and the amount', async ({
    page,
    client,
  }) => {
    const item = (await sizesInStock(4)).find((p) => p.price === Math.round(p.price))!;
    await fillCart(page, 'it', client, [item], ['BENVENUTO10']);
    await openDrawer(page, 'it');
    const line = lines(page).first();
    const before = euros(item.price);
    const off = euros(Math.round(item.price * 10) / 100);
    const after = euros(Math.round(item.price * 90) / 100);
    await expect(line.locator('.cart-line__total')).toHaveText(
      `Prezzo prima dello sconto: ${before} Totale articolo: ${after}`,
    );
    await expect(line.locator('.cart-line__total s')).toHaveText(before);
    await expect(line.locator('.cart-line__discount')).toHaveText(`Sconto BENVENUTO10: −${off}`);
  });

  (
    [
      ['it', 'Il codice ESTATE2024 è scaduto', 'Codice sconto', 'Applica'],
      ['hr', 'Kod ESTATE2024 je istekao', 'Kod za popust', 'Primijeni'],
    ] as const
  ).forEach(([market, expired, label, apply]) => {
    test(`an expired code says so and stays in the field (${market})`, async ({page, client}) => {
      const [item] = (await sizesInStock(4)).slice(52, 53);
      await fillCart(page, market, client, [item!]);
      await openDrawer(page, market);
      const field = marketDrawer(page, market).getByRole('textbox', {name: label});
      await field.fill('estate2024');
      await marketDrawer(page, market).getByRole('button', {name: apply}).click();
      await expect(field).toHaveAccessibleDescription(expired);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue('estate2024');
      // Positive control: a code that applies leaves the field, with no error.
      await field.fill('BENVENUTO10');
      await marketDrawer(page, market).getByRole('button', {name: apply}).click();
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid');
    });
  });

  test('the empty cart leads to the main categories and home', async ({page}) => {
    await openDrawer(page, 'it');
    const dialog = drawer(page);
    await expect(dialog).toContainText('Il tuo carrello è vuoto.');
    const categories = dialog.getByRole('list', {name: /Scopri le nostre categorie/});
    await expect(categories.getByRole('link')).toHaveText([
      'Donna',
      'Uomo',
      'Bambino',
      'Novità',
      'Saldi',
    ]);
    await expect(dialog.getByRole('link', {name: 'Continua lo shopping'})).toHaveAttribute(
      'href',
      '/it',
    );
    await categories.getByRole('link', {name: 'Uomo'}).click();
    await expect(page).toHaveURL(/\/it\/uomo$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe('axe on the drawer', () => {
  (['it', 'sl', 'hr'] as const).forEach((market, index) => {
    test(`empty, with a refused code, and with many lines and a discount (${market})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const scan = async (state: string) => {
        for (const width of [375, 1280]) {
          await page.setViewportSize({width, height: width === 375 ? 667 : 800});
          await expectNoViolations(page, `${market} ${state} at ${width} px`);
        }
      };
      await openDrawer(page, market);
      await scan('empty');
      if (index === 0) await expectViolationSeen(page, '.cart-drawer');

      const sizes = await sizesInStock(4);
      const items = sizes.slice(60 + index * 7, 67 + index * 7);
      // Under 60 € one line stays short of free shipping; any such size will do.
      const cheap = items.find((item) => item.price < 60) ?? sizes.find((item) => item.price < 60)!;
      await fillCart(page, market, clientAddress(), [cheap]);
      await openDrawer(page, market);
      const field = marketDrawer(page, market).locator('input[name="discountCode"]');
      await field.fill('ESTATE2024');
      await field.press('Enter');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await scan('one line, free shipping to go, a refused code');

      await fillCart(page, market, clientAddress(), items.filter((i) => i !== cheap).slice(0, 5), [
        'BENVENUTO10',
      ]);
      await openDrawer(page, market);
      await expect(marketDrawer(page, market).locator('.cart-line')).toHaveCount(6);
      await expect(marketDrawer(page, market).locator('.cart-line__discount')).toHaveCount(6);
      await scan('six lines with a discount');
    });
  });
});
