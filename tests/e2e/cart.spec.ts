import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from './fixtures';
import {
  BUSY_LINE,
  collectErrors,
  expectBusyWhileHeld,
  expectErrorsCollected,
  SANDBOX,
  sizesInStock,
  type StockedSize,
} from './support';

const drawer = (page: Page) => page.getByRole('dialog', {name: 'Carrello'});
/** Waits until the drawer shows `count` lines, all confirmed by the platform. */
async function confirmedLines(page: Page, count: number) {
  await expect(lines(page)).toHaveCount(count);
  await expect(drawer(page).locator(BUSY_LINE)).toHaveCount(0);
}
/** The axe violations inside the open drawer. */
const drawerViolations = async (page: Page) =>
  (await new AxeBuilder({page}).include('.cart-drawer').analyze()).violations.map((v) => v.id);
/** The first price in a text, as a number ("159,90 € 228,00 €" → 159.9). */
const priceIn = (text: string) =>
  Number(/\d+(?:\.\d{3})*,\d{2}/.exec(text)![0].replace(/\./g, '').replace(',', '.'));
/** The drawer's event messages (its live region). */
const messages = (page: Page) => drawer(page).locator('.event-messages');
const lines = (page: Page) =>
  drawer(page)
    .getByRole('listitem')
    .filter({has: page.locator('.cart-line__body')});

async function addToCart(page: Page, item: StockedSize, market = 'it') {
  await page.goto(`/${market}/${item.handle}-p?size=${encodeURIComponent(item.size)}`);
  await page
    .getByRole('button', {name: /^(Aggiungi al carrello|Dodaj v košarico|Dodaj u košaricu)$/})
    .click();
}

/** The cart as the sandbox holds it, read with the browser's (HttpOnly) cookie. */
async function platformCart(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cartId');
  if (!cookie) return null;
  const id = `gid://shopify/Cart/${decodeURIComponent(cookie.value)}`;
  const response = await fetch(`${SANDBOX}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c',
    },
    body: JSON.stringify({
      query: `query ($id: ID!) { cart(id: $id) { id buyerIdentity { countryCode }
        lines(first: 20) { nodes { quantity merchandise { ... on ProductVariant { id } } } } } }`,
      variables: {id},
    }),
  });
  const body = (await response.json()) as {
    data: {
      cart: {
        buyerIdentity: {countryCode: string};
        lines: {nodes: Array<{quantity: number; merchandise: {id: string}}>};
      } | null;
    };
  };
  return body.data.cart;
}

test.describe('cart drawer', () => {
  test('adding opens the drawer with the new line; quantities change; removing empties it', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const [item] = await sizesInStock(4);
    // Positive control of `confirmedLines`: a line on its way to the platform is busy.
    await expectBusyWhileHeld(page, drawer(page), () => addToCart(page, item!));

    await expect(drawer(page)).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    const line = lines(page).first();
    await expect(line).toContainText(item!.title);
    await expect(line).toContainText(`Taglia: ${item!.size}`);
    await expect(line).toContainText('Appena aggiunto');
    await expect(messages(page)).toContainText('Articolo aggiunto al carrello');
    await expect(page.locator('#cart-count')).toHaveText('1 articolo nel carrello');

    const unit = await line.locator('.cart-line__unit').innerText();
    await line.getByRole('button', {name: 'Aumenta quantità'}).click();
    await expect(line.locator('output')).toHaveText('2');
    await expect(async () => {
      expect((await platformCart(page))?.lines.nodes[0]?.quantity).toBe(2);
    }).toPass();
    const price = priceIn(unit);
    await expect(line.locator('.cart-line__total')).toContainText(
      (price * 2).toFixed(2).replace('.', ','),
    );
    await line.getByRole('button', {name: 'Diminuisci quantità'}).click();
    await expect(line.locator('output')).toHaveText('1');
    await expect(line.getByRole('button', {name: 'Diminuisci quantità'})).toBeDisabled();

    await line.getByRole('button', {name: 'Rimuovi'}).click();
    await expect(drawer(page)).toContainText('Il tuo carrello è vuoto.');
    await expect(page.locator('#cart-count')).toHaveText('0 articoli nel carrello');
    await expect(async () => {
      expect((await platformCart(page))?.lines.nodes).toEqual([]);
    }).toPass();
    expect(errors).toEqual([]);
    await expectErrorsCollected(page, errors);
  });

  test('the quantity stepper stops at the stock and says so', async ({page}) => {
    const [item] = await sizesInStock(2, 2);
    await addToCart(page, item!);
    const line = lines(page).first();
    await line.getByRole('button', {name: 'Aumenta quantità'}).click();
    await expect(line.locator('output')).toHaveText('2');
    await expect(line.getByRole('button', {name: 'Aumenta quantità'})).toBeDisabled();
    await expect(line).toContainText('Sono disponibili al massimo 2 pezzi');
  });

  test('an invalid discount code is refused; a valid one lowers the total', async ({page}) => {
    const [, item] = await sizesInStock(3);
    await addToCart(page, item!);
    const code = drawer(page).getByRole('textbox', {name: 'Codice sconto'});
    await code.fill('NONESISTE');
    await drawer(page).getByRole('button', {name: 'Applica'}).click();
    // Told under the field, which keeps the code to correct.
    await expect(code).toHaveAccessibleDescription(
      'Il codice NONESISTE non è valido per questo carrello',
    );
    await expect(code).toHaveValue('NONESISTE');
    await code.fill('benvenuto10');
    await expect(code).not.toHaveAttribute('aria-invalid');
    await drawer(page).getByRole('button', {name: 'Applica'}).click();
    await expect(messages(page)).toContainText('applicato');
    await expect(code).toHaveValue('');
    const summary = drawer(page).locator('.cart-summary');
    await expect(summary).toContainText('Sconti (BENVENUTO10)');
    const amount = async (locator: Locator) => priceIn(await locator.innerText());
    const subtotal = await amount(summary.locator('dt:text-is("Subtotale") + dd'));
    const total = await amount(drawer(page).locator('.cart-total dd'));
    expect(total).toBeCloseTo(subtotal * 0.9, 1);
  });

  test('a code being typed survives the drawer drawn afresh (closed and opened again)', async ({
    page,
  }) => {
    const [, , , , item] = await sizesInStock(3);
    await addToCart(page, item!);
    const code = drawer(page).getByRole('textbox', {name: 'Codice sconto'});
    await code.fill('BENVE');
    await drawer(page).getByRole('button', {name: 'Chiudi', exact: true}).click();
    await expect(drawer(page)).toBeHidden();
    await page.getByRole('link', {name: 'Carrello', exact: true}).click();
    await expect(code).toHaveValue('BENVE');
    await code.fill('benvenuto10');
    await drawer(page).getByRole('button', {name: 'Applica'}).click();
    await expect(drawer(page).locator('.cart-summary')).toContainText('Sconti (BENVENUTO10)');
    // Applied, it leaves the field for good.
    await expect(code).toHaveValue('');
    await drawer(page).getByRole('button', {name: 'Chiudi', exact: true}).click();
    await page.getByRole('link', {name: 'Carrello', exact: true}).click();
    await expect(drawer(page).locator('.cart-summary')).toContainText('Sconti (BENVENUTO10)');
    await expect(code).toHaveValue('');
  });

  test('from the tap to the confirmed line, the drawer never says the cart is empty', async ({
    browser,
  }) => {
    const [, , , , , , item] = await sizesInStock(20);
    // The first add makes the cart: until the layout has reloaded it, the answer is the cart.
    // The gap was tens of milliseconds in one add of seven: several adds, each a first one.
    for (let attempt = 0; attempt < 5; attempt++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shown: string[] = [];
        (window as unknown as {drawerShown: string[]}).drawerShown = shown;
        new MutationObserver(() => {
          const sheet = document.querySelector('.cart-drawer');
          const now = sheet?.querySelector('.cart-empty')
            ? 'empty'
            : sheet?.querySelector('.cart-line')
              ? 'line'
              : null;
          if (now && shown.at(-1) !== now) shown.push(now);
        }).observe(document as unknown as Node, {subtree: true, childList: true});
      });
      await addToCart(page, item!);
      await confirmedLines(page, 1);
      await expect(page.locator('html[data-cart-idle]')).toBeAttached();
      expect(
        await page.evaluate(() => (window as unknown as {drawerShown: string[]}).drawerShown),
      ).toEqual(['line']);
      await context.close();
    }
  });

  test('five fast clicks on "Aggiungi al carrello" give one line of five', async ({page}) => {
    const [, , item] = await sizesInStock(6);
    await page.goto(`/it/${item!.handle}-p?size=${encodeURIComponent(item!.size)}`);
    // Five clicks faster than any answer (and than the drawer that opens over the button).
    await page
      .getByRole('button', {name: 'Aggiungi al carrello'})
      .evaluate((button: HTMLButtonElement) => {
        for (let i = 0; i < 5; i++) button.click();
      });
    await expect(async () => {
      const cart = await platformCart(page);
      expect(cart?.lines.nodes).toEqual([{quantity: 5, merchandise: {id: item!.variantId}}]);
    }).toPass();
    await page.reload();
    await page.getByRole('link', {name: 'Carrello', exact: true}).click();
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first().locator('output')).toHaveText('5');
  });

  test('two tabs adding different products keep both lines', async ({page, context}) => {
    const [, , , first, second] = await sizesInStock(3);
    await addToCart(page, first!);
    await confirmedLines(page, 1);
    const other = await context.newPage();
    await other.goto(`/it/${second!.handle}-p?size=${encodeURIComponent(second!.size)}`);
    await page.goto(`/it/${first!.handle}-p`); // the first tab moves on meanwhile
    await other.getByRole('button', {name: 'Aggiungi al carrello'}).click();
    await confirmedLines(other, 2);
    await page.reload();
    await page.getByRole('link', {name: 'Carrello', exact: true}).click();
    await expect(lines(page)).toHaveCount(2);
  });

  test('works by keyboard alone, and has no axe violations when open', async ({page}) => {
    const [, , , , , item] = await sizesInStock(3);
    await addToCart(page, item!);
    await expect(lines(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();

    const button = page.getByRole('link', {name: 'Carrello', exact: true});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    // Focus stays inside: tabbing through never leaves the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    expect(await drawerViolations(page)).toEqual([]);
    // Positive control: the same scan sees an image without a text alternative in the drawer.
    await drawer(page)
      .locator('.cart-line')
      .first()
      .evaluate((line) => line.append(document.createElement('img')));
    expect(await drawerViolations(page)).toContain('image-alt');
    await drawer(page)
      .locator('.cart-line img:not([src])')
      .evaluate((img) => img.remove());
    await drawer(page).getByRole('button', {name: 'Chiudi', exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a failed change rolls back and says so in the shopper language', async ({
    page,
    request,
  }) => {
    const [, , , , , , item] = await sizesInStock(3);
    await page.goto(`/hr/${item!.handle}-p?size=${encodeURIComponent(item!.size)}`);
    await request.post(`${SANDBOX}/sandbox/api/faults`, {
      data: {service: 'storefront', status: 503, count: 1},
    });
    try {
      await page.getByRole('button', {name: 'Dodaj u košaricu'}).click();
      // Under the button (the drawer gets out of the way): what did not happen, then why.
      await expect(page.locator('.product-form__add').getByRole('alert')).toContainText(
        'Proizvod nije dodan u košaricu. Košarica trenutačno nije dostupna',
      );
      await expect(page.getByRole('dialog', {name: 'Košarica'})).toBeHidden();
      await expect(page.locator('#cart-count')).toHaveText('0 proizvoda u košarici');
    } finally {
      await request.delete(`${SANDBOX}/sandbox/api/faults`);
    }
  });

  test('switching market keeps the cart and moves its country', async ({page}) => {
    const [, , , , , , , item] = await sizesInStock(3);
    await addToCart(page, item!);
    await confirmedLines(page, 1);
    expect((await platformCart(page))?.buyerIdentity.countryCode).toBe('IT');
    await page.goto('/sl');
    await page.getByRole('link', {name: 'Košarica', exact: true}).click();
    await expect(page.getByRole('dialog', {name: 'Košarica'}).locator('.cart-line')).toHaveCount(1);
    expect((await platformCart(page))?.buyerIdentity.countryCode).toBe('SI');
  });
});

test.describe('cart route', () => {
  test('sets an HttpOnly, SameSite=Lax, two-year cartId cookie', async ({page}) => {
    const [, , , , , , , , item] = await sizesInStock(3);
    await addToCart(page, item!);
    await confirmedLines(page, 1);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cartId')!;
    expect(cookie).toMatchObject({httpOnly: true, sameSite: 'Lax', path: '/', secure: false});
    const years = (cookie.expires * 1000 - Date.now()) / (365 * 24 * 3600 * 1000);
    expect(years).toBeGreaterThan(1.0); // Chromium caps cookie lifetimes at 400 days
  });

  test('malformed input is a 400 with a message; a foreign origin a 403', async ({
    request,
    baseURL,
  }) => {
    const bad = await request.post('/it/cart', {
      form: {cartFormInput: '{"action":"LinesAdd","inputs":{"lines":[{"merchandiseId":"x"}]}}'},
      headers: {Origin: baseURL!, Accept: 'application/json'},
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain('Richiesta non valida');
    const foreign = await request.post('/it/cart', {
      form: {cartFormInput: '{"action":"LinesRemove","inputs":{"lineIds":[]}}'},
      headers: {Origin: 'https://evil.example'},
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).toBe('Richiesta non consentita.');
  });

  test('redirectTo goes to same-origin paths only', async ({request, baseURL}) => {
    const [, , , , , , , , , , , item] = await sizesInStock(3);
    const add = (redirectTo: string) =>
      request.post('/it/cart', {
        form: {
          cartFormInput: JSON.stringify({
            action: 'LinesAdd',
            inputs: {lines: [{merchandiseId: item!.variantId, quantity: 1}]},
          }),
          redirectTo,
        },
        headers: {Origin: baseURL!},
        maxRedirects: 0,
      });
    expect((await add('/it/donna?x=1')).headers()['location']).toBe('/it/donna?x=1');
    for (const evil of ['https://evil.example/', '//evil.example/', '/\\evil.example'])
      expect((await add(evil)).headers()['location'], evil).toBe('/it/cart');
  });

  test('a click outside the drawer closes it', async ({page}) => {
    await page.goto('/it');
    await page.getByRole('link', {name: 'Carrello', exact: true}).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(100, 400); // the backdrop, left of the side sheet
    await expect(drawer(page)).toBeHidden();
  });

  test('a tampered cartId cookie starts a new cart, with no error', async ({page}) => {
    // Not a cart id at all, then a well-formed id of a cart that does not exist (set as a
    // host-only cookie, like the shop's own, so the shop's answer replaces it).
    await page.goto('/it');
    for (const value of ['%22%3E%3Cscript%3E', 'Zm9yZ2VkLWNhcnQ?key=nope']) {
      await page.evaluate((cookie) => (document.cookie = `cartId=${cookie}; path=/`), value);
      expect((await page.goto('/it'))?.status()).toBe(200);
    }
    const [, , , , , , , , , item] = await sizesInStock(3);
    await addToCart(page, item!);
    await confirmedLines(page, 1);
    expect((await platformCart(page))?.lines.nodes).toHaveLength(1);
  });

  test('without JavaScript, adding goes to the cart page', async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    const [, , , , , , , , , , item] = await sizesInStock(3);
    await page.goto(`/it/${item!.handle}-p?size=${encodeURIComponent(item!.size)}`);
    await page.getByRole('button', {name: 'Aggiungi al carrello'}).click();
    await expect(page).toHaveURL(/\/it\/cart$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Il tuo carrello');
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await context.close();
  });

  test('without JavaScript, a refused code stays in its field with the reason (422); a valid one applies', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    const [, , , , , , , , , , , , , item] = await sizesInStock(3);
    await page.goto(`/it/${item!.handle}-p?size=${encodeURIComponent(item!.size)}`);
    await page.getByRole('button', {name: 'Aggiungi al carrello'}).click();
    await expect(page).toHaveURL(/\/it\/cart$/);
    const code = page.getByRole('textbox', {name: 'Codice sconto'});
    await code.fill('NONESISTE');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', {name: 'Applica'}).click();
    expect((await refused).status()).toBe(422);
    await expect(code).toHaveValue('NONESISTE');
    // Posted from the cart page itself: no link back to it.
    await expect(page.getByRole('link', {name: 'Torna alla pagina precedente'})).toHaveCount(0);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(
      'Il codice NONESISTE non è valido per questo carrello',
    );
    await expect(page.locator('.cart-line')).toHaveCount(1);
    // The positive control: the same form with a valid code applies it and says nothing wrong.
    await code.fill('benvenuto10');
    await page.getByRole('button', {name: 'Applica'}).click();
    await expect(page).toHaveURL(/\/it\/cart$/);
    await expect(page.locator('.cart-summary')).toContainText('Sconti (BENVENUTO10)');
    await expect(code).toHaveValue('');
    await expect(code).not.toHaveAttribute('aria-invalid');
    await context.close();
  });

  test('without JavaScript, adding more than the stock says how many there are, in the shopper language', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    const [item] = await sizesInStock(1, 1);
    const product = `/hr/${item!.handle}-p?size=${encodeURIComponent(item!.size)}`;
    await page.goto(product);
    await page.getByRole('button', {name: 'Dodaj u košaricu'}).click();
    await expect(page).toHaveURL(/\/hr\/cart$/);
    // The first add warns of nothing (the positive control for the warning below).
    await expect(page.getByRole('alert').filter({hasText: /\S/})).toHaveCount(0);
    await page.goto(product);
    await page.getByRole('button', {name: 'Dodaj u košaricu'}).click();
    await expect(page.getByRole('alert').filter({hasText: /\S/})).toHaveText(
      'Dostupan je samo 1 komad: količina je prilagođena',
    );
    await expect(page.locator('.cart-line output')).toHaveText('1');
    // A sold-out size adds nothing: refused (422), said so, the cart as it was.
    const [soldOut] = await sizesInStock(0, 0);
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.goto(`/hr/${soldOut!.handle}-p`);
    await page.locator(`label.size-chip:has(input[data-size="${soldOut!.size}"])`).first().click();
    await page.getByRole('button', {name: 'Dodaj u košaricu'}).click();
    expect((await refused).status()).toBe(422);
    await expect(page.getByRole('alert').filter({hasText: /\S/})).toHaveText(
      'Ova je veličina rasprodana',
    );
    await expect(page.getByRole('link', {name: 'Natrag na prethodnu stranicu'})).toHaveAttribute(
      'href',
      `/hr/${soldOut!.handle}-p`,
    );
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await context.close();
  });

  test('without JavaScript, the size is chosen on the page; none chosen is refused in the shopper language', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    const [, , , , , , , , , , , , item] = await sizesInStock(3);
    await page.goto(`/hr/${item!.handle}-p`);
    const add = page.getByRole('button', {name: 'Dodaj u košaricu'});
    await add.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Odaberite veličinu kako biste proizvod dodali u košaricu.',
    );
    await expect(page.locator('.cart-line')).toHaveCount(0);
    // The page links back to the product, to choose.
    await page.getByRole('link', {name: 'Natrag na prethodnu stranicu'}).click();
    await expect(page).toHaveURL(new RegExp(`/hr/${item!.handle}-p$`));
    await page.locator(`label.size-chip:has(input[data-size="${item!.size}"])`).click();
    await add.click();
    await expect(page).toHaveURL(/\/hr\/cart$/);
    await expect(page.locator('.cart-line')).toHaveCount(1);
    await context.close();
  });
});
