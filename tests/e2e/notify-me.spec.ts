/**
 * Notify-me on a sold-out size (docs/product.md#back-in-stock, docs/decisions/0019): the shopper
 * asks in the shared modal, the sandbox's Klaviyo takes the subscription, a restock in the
 * inspector sends the e-mail to the Outbox and makes the size buyable again, on the product page
 * and in search. Errors keep what was typed; the keyboard does it all; axe finds nothing; and the
 * sign-up works without marketing consent, with no browser request to Klaviyo.
 */
import {expect, test, type Page} from './fixtures';
import {newEmail as newCustomerEmail, register} from './account-support';
import {arm, clearFaults, postForm} from './fault-support';
import {
  collectErrors,
  expectErrorsCollected,
  expectNoViolations,
  expectViolationSeen,
  hydrated,
  SANDBOX,
  sandboxQuery,
} from './support';

const WORDS = {
  it: {
    sizes: /Seleziona la taglia/,
    notify: 'Avvisami quando disponibile',
    email: 'E-mail',
    consent: /Acconsento a ricevere/,
    submit: 'Avvisami',
    close: 'Chiudi',
    addToCart: 'Aggiungi al carrello',
    soldOut: (size: string) => `${size} – esaurita`,
    product: (title: string, size: string) => `${title}, taglia ${size}`,
    done: (email: string, size: string) =>
      `Fatto! Ti scriveremo a ${email} appena la taglia ${size} torna disponibile.`,
    unavailable:
      'Non siamo riusciti a registrare la richiesta. Riprova tra poco: quello che hai scritto è ancora qui.',
    emailInvalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
    privacyRequired: 'Per ricevere l’avviso spunta la casella del consenso.',
  },
  hr: {
    sizes: /Odaberi veličinu/,
    notify: 'Obavijesti me kad bude dostupno',
    email: 'E-adresa',
    consent: /Pristajem primiti/,
    submit: 'Obavijesti me',
    close: 'Zatvori',
    addToCart: 'Dodaj u košaricu',
    soldOut: (size: string) => `${size} – rasprodano`,
    product: (title: string, size: string) => `${title}, veličina ${size}`,
    done: (email: string, size: string) =>
      `Hvala! Čim veličina ${size} ponovno bude dostupna, pisat ćemo vam na ${email}.`,
    unavailable:
      'Zahtjev nismo uspjeli zabilježiti. Pokušajte ponovno za trenutak: sve što ste upisali je sačuvano.',
    emailInvalid: 'Unesite valjanu e-adresu, na primjer ime@primjer.hr.',
    privacyRequired: 'Za obavijest označite polje s privolom.',
  },
};
type Market = keyof typeof WORDS;

interface SoldOutSize {
  handle: string;
  title: string;
  size: string;
  variantId: string;
}

/**
 * A size sold out now, of a product that has sizes in stock, in the market's language. Tests
 * take slots from 10 on (product specs use the first ones): a restocked size drops out of the
 * list, and the next slot is still a sold-out size.
 */
async function soldOutSize(slot: number, market: Market = 'it'): Promise<SoldOutSize> {
  const {products} = await sandboxQuery<{
    products: {
      nodes: Array<{
        handle: string;
        title: string;
        availableForSale: boolean;
        variants: {
          nodes: Array<{
            id: string;
            availableForSale: boolean;
            selectedOptions: Array<{value: string}>;
          }>;
        };
      }>;
    };
  }>(
    `query ($language: LanguageCode) @inContext(language: $language) {
       products(first: 100) { nodes { handle title availableForSale
         variants(first: 30) { nodes { id availableForSale selectedOptions { value } } } } } }`,
    {language: market.toUpperCase()},
  );
  const found = products.nodes.flatMap((product) => {
    const soldOut = product.variants.nodes.find((variant) => !variant.availableForSale);
    return product.availableForSale && product.variants.nodes.length > 2 && soldOut
      ? [
          {
            handle: product.handle,
            title: product.title,
            size: soldOut.selectedOptions[0]!.value,
            variantId: soldOut.id,
          },
        ]
      : [];
  });
  const pick = found[10 + slot];
  if (!pick) throw new Error(`the seed has no sold-out size for slot ${slot}`);
  return pick;
}

let emails = 0;
const newEmail = () => `avvisami-${Date.now()}-${++emails}@example.com`;

/** Opens the product page, chooses the sold-out size and presses the notify button. */
async function openNotify(page: Page, market: Market, product: SoldOutSize) {
  const words = WORDS[market];
  await page.goto(`/${market}/${product.handle}-p`);
  await hydrated(page);
  const sizes = page.getByRole('group', {name: words.sizes});
  const radio = sizes.getByRole('radio', {name: words.soldOut(product.size), exact: true});
  await radio.check();
  await expect(radio).toBeChecked();
  await expect(page.getByRole('button', {name: words.addToCart, exact: true})).toHaveCount(0);
  const trigger = page.getByRole('button', {name: words.notify, exact: true});
  await trigger.click();
  const dialog = page.getByRole('dialog', {name: words.notify});
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(words.product(product.title, product.size))).toBeVisible();
  return {dialog, trigger};
}

/** The data layer's entries with this event name. */
async function pushes(page: Page, event: string) {
  const layer = (await page.evaluate(() => window.dataLayer ?? [])) as Array<
    Record<string, unknown>
  >;
  return layer.filter((entry) => entry.event === event);
}

const numeric = (gid: string) => gid.split('/').pop()!;

/** The Outbox's e-mails to this address (newest first). */
async function outbox(to: string) {
  const response = await fetch(`${SANDBOX}/sandbox/api/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as {emails: Array<{subject: string; text: string}>}).emails;
}

/** The Klaviyo back-in-stock subscriptions the sandbox received for this e-mail. */
async function subscriptions(email: string) {
  const response = await fetch(`${SANDBOX}/sandbox/api/requests?service=klaviyo&limit=200`);
  const {requests} = (await response.json()) as {
    requests: Array<{path: string; status: number; body: string}>;
  };
  return requests.filter(
    (request) => request.path.includes('back-in-stock') && request.body.includes(email),
  );
}

for (const market of ['it', 'hr'] as const) {
  test(`${market}: notify-me on a sold-out size, the e-mail after a restock, then the size is buyable and found`, async ({
    page,
  }) => {
    const words = WORDS[market];
    const product = await soldOutSize(market === 'it' ? 0 : 1, market);
    const email = newEmail();
    const errors = collectErrors(page);
    const {dialog} = await openNotify(page, market, product);
    const field = dialog.getByRole('textbox', {name: words.email});
    await expect(field).toBeFocused();

    // Refused first: the messages are tied to their fields, and nothing is sent.
    await field.fill('giulia@');
    await dialog.getByRole('button', {name: words.submit, exact: true}).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(words.emailInvalid);
    await expect(field).toBeFocused();
    const consent = dialog.getByRole('checkbox', {name: words.consent});
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(new RegExp(words.privacyRequired));
    expect(await subscriptions(email)).toEqual([]);

    await field.fill(email);
    await consent.check();
    await dialog.getByRole('button', {name: words.submit, exact: true}).click();
    const done = dialog.getByRole('status').filter({hasText: words.done(email, product.size)});
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();

    // The provider got it on its wire format; the data layer got the event, without the e-mail.
    const [sent] = await subscriptions(email);
    expect(sent?.status).toBe(202);
    expect(JSON.parse(sent!.body).data.relationships.variant.data.id).toBe(
      `$shopify:::$default:::${numeric(product.variantId)}`,
    );
    expect(await pushes(page, 'SubscribeToBackInStock')).toEqual([
      {
        event: 'SubscribeToBackInStock',
        productId: expect.stringMatching(/^\d+$/),
        variantId: numeric(product.variantId),
        size: product.size,
      },
    ]);
    expect(await pushes(page, 'size_interaction')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({action: 'view size'}),
        expect.objectContaining({action: 'select size', size: product.size, available: false}),
        expect.objectContaining({action: 'notify me when available', size: product.size}),
      ]),
    );
    const layer = JSON.stringify(await page.evaluate(() => window.dataLayer ?? []));
    expect(layer).not.toContain(email);
    // Positive control of that matcher: the e-mail is in the page, as the confirmation says.
    expect(await page.content()).toContain(email);

    await dialog.getByRole('button', {name: words.close, exact: true}).click();
    await expect(dialog).toBeHidden();

    // A marketer restocks the variant in the inspector: the e-mail lands in the Outbox.
    await restock(product.variantId);
    await expect.poll(async () => (await outbox(email)).length).toBe(1);
    const [mail] = await outbox(email);
    expect(mail!.subject).toBe(`La taglia ${product.size} è di nuovo disponibile`);
    expect(mail!.text).toContain(`/${product.handle}-p`);

    // The size is buyable on the product page (a cached page may be a few seconds old)…
    await expect(async () => {
      await page.reload();
      await hydrated(page);
      const radio = page
        .getByRole('group', {name: words.sizes})
        .getByRole('radio', {name: product.size, exact: true});
      await radio.check({timeout: 1000});
      await expect(page.getByRole('button', {name: words.addToCart})).toBeEnabled({
        timeout: 1000,
      });
    }).toPass({timeout: 20_000});

    // …and search finds the product in that size.
    const search = `/${market}/search?s=${encodeURIComponent(product.title)}&size=${encodeURIComponent(product.size)}`;
    await expect(async () => {
      await page.goto(search);
      await expect(page.locator(`main a[href$="/${product.handle}-p"]`).first()).toBeVisible({
        timeout: 1000,
      });
    }).toPass({timeout: 20_000});
    expect(errors).toEqual([]);
    await expectErrorsCollected(page, errors);
  });
}

/** Restocks a variant as the inspector's "Restock" button does. */
async function restock(variantId: string) {
  const response = await fetch(`${SANDBOX}/sandbox/api/restock`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({variantId, quantity: 5}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

test.describe('the notify page', () => {
  test('hr, without JavaScript: a sold-out size added from the product page leads to the notify page, which refuses, keeps, then takes the request', async ({
    browser,
    baseURL,
  }) => {
    const words = WORDS.hr;
    const product = await soldOutSize(10, 'hr');
    const email = newEmail();
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    await page.goto(`/hr/${product.handle}-p`);
    await page.locator(`label.size-chip:has(input[data-size="${product.size}"])`).first().click();
    await page.getByRole('button', {name: words.addToCart, exact: true}).click();
    await expect(page).toHaveURL(/\/hr\/cart$/);
    await page.getByRole('link', {name: words.notify, exact: true}).click();
    await expect(page).toHaveURL(
      `/hr/back-in-stock?product=${product.handle}&variant=${numeric(product.variantId)}`,
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText(words.notify);
    await expect(page.getByText(words.product(product.title, product.size))).toBeVisible();

    // Refused: a 400, each reason on its field, what was typed kept, nothing sent.
    const field = page.getByRole('textbox', {name: words.email});
    await field.fill('giulia@');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', {name: words.submit, exact: true}).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole('alert').filter({hasText: /\S/})).toHaveText(
      'Provjerite označena polja.',
    );
    await expect(field).toHaveValue('giulia@');
    await expect(field).toHaveAccessibleDescription(words.emailInvalid);
    const consent = page.getByRole('checkbox', {name: words.consent});
    await expect(consent).toHaveAccessibleDescription(new RegExp(words.privacyRequired));
    expect(await subscriptions(email)).toEqual([]);

    // Corrected, it goes through: said on the page, and the provider has it.
    await field.fill(email);
    await consent.check();
    const taken = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', {name: words.submit, exact: true}).click();
    expect((await taken).status()).toBe(200);
    await expect(page.locator('main').getByRole('status')).toHaveText(
      words.done(email, product.size),
    );
    expect(await subscriptions(email)).toHaveLength(1);
    await page.getByRole('link', {name: `Natrag na ${product.title}`}).click();
    await expect(page).toHaveURL(
      `/hr/${product.handle}-p?size=${encodeURIComponent(product.size).replace(/%20/g, '+')}`,
    );
    await context.close();
  });

  test('with JavaScript the same page sends through the shop’s script, and axe finds nothing', async ({
    page,
  }) => {
    const words = WORDS.it;
    const product = await soldOutSize(11);
    const email = newEmail();
    await page.goto(
      `/it/back-in-stock?product=${product.handle}&variant=${numeric(product.variantId)}`,
    );
    await hydrated(page);
    await expectNoViolations(page, 'notify page');
    await page.getByRole('textbox', {name: words.email}).fill(email);
    await page.getByRole('checkbox', {name: words.consent}).check();
    const url = page.url();
    await page.getByRole('button', {name: words.submit, exact: true}).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(
      words.done(email, product.size),
    );
    expect(page.url()).toBe(url);
    expect(await subscriptions(email)).toHaveLength(1);
    expect(await pushes(page, 'SubscribeToBackInStock')).toHaveLength(1);
  });

  test('the notify page sends a size in stock back to its product, and knows no other variant', async ({
    request,
  }) => {
    const product = await soldOutSize(10);
    const {products} = await sandboxQuery<{
      products: {nodes: Array<{handle: string; variants: {nodes: Array<{id: string}>}}>};
    }>(`{ products(first: 100) { nodes { handle variants(first: 30) { nodes { id } } } } }`);
    const ids = products.nodes.find((item) => item.handle === product.handle)!.variants.nodes;
    const page = (variant: string) =>
      request.get(`/it/back-in-stock?product=${product.handle}&variant=${variant}`, {
        maxRedirects: 0,
      });
    // Positive control: the sold-out size is the page.
    expect((await page(numeric(product.variantId))).status()).toBe(200);
    const inStock = ids.find((node) => node.id !== product.variantId)!;
    const sent = await page(numeric(inStock.id));
    expect(sent.status()).toBe(303);
    expect(sent.headers()['location']).toMatch(new RegExp(`^/it/${product.handle}-p\\?size=`));
    expect((await page('1')).status()).toBe(404);
    expect((await request.get('/it/back-in-stock?product=nessuno&variant=1')).status()).toBe(404);
  });
});

test('before a restock, search does not find the product in the sold-out size', async ({page}) => {
  const product = await soldOutSize(2);
  await page.goto(
    `/it/search?s=${encodeURIComponent(product.title)}&size=${encodeURIComponent(product.size)}`,
  );
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator(`main a[href$="/${product.handle}-p"]`)).toHaveCount(0);
});

test.describe('when the provider fails', () => {
  test.afterEach(clearFaults);

  for (const market of ['it', 'hr'] as const) {
    test(`${market}: the dialog says so in the shopper's language and keeps what was typed`, async ({
      page,
    }) => {
      const words = WORDS[market];
      const product = await soldOutSize(3, market);
      const email = newEmail();
      const {dialog} = await openNotify(page, market, product);
      await arm('klaviyo', {status: 503});
      await dialog.getByRole('textbox', {name: words.email}).fill(email);
      await dialog.getByRole('checkbox', {name: words.consent}).check();
      const submit = dialog.getByRole('button', {name: words.submit, exact: true});
      await submit.click();
      await expect(dialog.getByRole('alert')).toHaveText(words.unavailable);
      await expect(dialog.getByRole('textbox', {name: words.email})).toHaveValue(email);
      await expect(dialog.getByRole('checkbox', {name: words.consent})).toBeChecked();
      await expect(submit).toBeFocused();
      expect(await pushes(page, 'SubscribeToBackInStock')).toEqual([]);

      // Once the provider is back, the same form goes through.
      await clearFaults();
      await submit.click();
      await expect(dialog.getByRole('status').filter({hasText: email})).toBeVisible();
      expect(await pushes(page, 'SubscribeToBackInStock')).toHaveLength(1);
    });
  }
});

test('with the connection gone, the dialog says so and keeps the e-mail', async ({page}) => {
  const words = WORDS.it;
  const email = newEmail();
  const {dialog} = await openNotify(page, 'it', await soldOutSize(3));
  await page.route('**/api/it/back-in-stock', (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('textbox', {name: words.email}).fill(email);
  await dialog.getByRole('checkbox', {name: words.consent}).check();
  await dialog.getByRole('button', {name: words.submit, exact: true}).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'La connessione non risponde. Controllala e riprova.',
  );
  await expect(dialog.getByRole('textbox', {name: words.email})).toHaveValue(email);
});

test('a logged-in customer finds their e-mail filled in', async ({page}) => {
  const email = newCustomerEmail();
  await register(page, email);
  const {dialog} = await openNotify(page, 'it', await soldOutSize(8));
  await expect(dialog.getByRole('textbox', {name: WORDS.it.email})).toHaveValue(email);
});

test('one client gets 10 sign-up posts, then a localized 429 with Retry-After; another still gets in', async ({
  request,
  baseURL,
  client,
}) => {
  const {variantId} = await soldOutSize(9);
  const email = newEmail();
  const post = (from: string, fields: Record<string, string>) =>
    postForm(request, {baseURL: baseURL!, client: from}, '/api/hr/back-in-stock', {
      variantId,
      isPrivacyDisclaimerChecked: 'on',
      ...fields,
    });
  // Refused posts use the budget too.
  for (let i = 0; i < 10; i++)
    expect((await post(client, {email: 'nije-adresa'})).status).toBe(400);
  const limited = await post(client, {email});
  expect(limited.status).toBe(429);
  expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  expect(JSON.parse(limited.body)).toEqual({
    ok: false,
    error: 'rateLimited',
    message: 'Previše zahtjeva u kratkom vremenu. Pokušajte ponovno za nekoliko minuta.',
  });
  expect(await subscriptions(email)).toEqual([]);
  // Another client is not held back, and its post reaches the provider (the matcher's control).
  expect((await post(`${client}9`, {email})).status).toBe(200);
  expect(await subscriptions(email)).toHaveLength(1);
});

test('keyboard only: choose the size, open, fill, tick, send, close; focus comes back', async ({
  page,
}) => {
  const words = WORDS.it;
  const product = await soldOutSize(4);
  const email = newEmail();
  await page.goto(`/it/${product.handle}-p`);
  await hydrated(page);
  const sizes = page.getByRole('group', {name: words.sizes});
  // Tab into the size group, then arrows to the sold-out size.
  await sizes.getByRole('radio').first().focus();
  const target = sizes.getByRole('radio', {name: words.soldOut(product.size), exact: true});
  for (
    let step = 0;
    step < 20 && !(await target.evaluate((e) => e === document.activeElement));
    step++
  )
    await page.keyboard.press('ArrowRight');
  await expect(target).toBeFocused();
  await expect(target).toBeChecked();
  const trigger = page.getByRole('button', {name: words.notify, exact: true});
  for (
    let step = 0;
    step < 5 && !(await trigger.evaluate((e) => e === document.activeElement));
    step++
  )
    await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', {name: words.notify});
  const field = dialog.getByRole('textbox', {name: words.email});
  await expect(field).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  const consent = dialog.getByRole('checkbox', {name: words.consent});
  await expect(consent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', {name: /informativa sulla privacy/})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', {name: words.submit, exact: true})).toBeFocused();
  // Tab stays inside the dialog: past the last control it comes back to the first.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', {name: words.close, exact: true})).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status').filter({hasText: email})).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe('accessibility', () => {
  for (const width of [375, 1280]) {
    test(`the dialog at ${width}px, empty and with errors, has no axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: width < 1024 ? 800 : 900});
      const words = WORDS.it;
      const {dialog} = await openNotify(page, 'it', await soldOutSize(5));
      await expect(dialog.getByRole('textbox', {name: words.email})).toBeFocused();
      await expectNoViolations(page, `dialog at ${width}`);
      await dialog.getByRole('button', {name: words.submit, exact: true}).click();
      await expect(dialog.getByRole('textbox', {name: words.email})).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoViolations(page, `dialog with errors at ${width}`);
      if (width === 375) await expectViolationSeen(page, 'dialog[open] .modal__body');
    });
  }

  test('on a phone the quick-buy bar offers the notice too, and opens the same dialog', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    const words = WORDS.it;
    const product = await soldOutSize(6);
    await page.goto(`/it/${product.handle}-p?size=${encodeURIComponent(product.size)}`);
    await hydrated(page);
    await page.getByRole('radio', {name: words.soldOut(product.size), exact: true}).check();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = page.getByRole('region', {name: 'Acquisto rapido'});
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(`Taglia ${product.size}`);
    const barButton = bar.getByRole('button', {name: words.notify, exact: true});
    await barButton.click();
    const dialog = page.getByRole('dialog', {name: words.notify});
    await expect(dialog.getByText(words.product(product.title, product.size))).toBeVisible();
    await expectNoViolations(page, 'dialog from the quick-buy bar');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(barButton).toBeFocused();
  });
});

/**
 * The browser's requests to Klaviyo from now on: its onsite script and its client API (both on
 * the sandbox's origin here). The one matcher of the "none" assertion and of its positive control.
 */
function klaviyoRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(SANDBOX)) return;
    if (/klaviyo\.js/.test(url)) sent.push('script');
    else if (/\/client\//.test(url)) sent.push('client API');
  });
  return sent;
}

test.describe('marketing consent refused', () => {
  test('the sign-up still works, and no browser request goes to Klaviyo', async ({page}) => {
    const words = WORDS.it;
    const product = await soldOutSize(7);
    const email = newEmail();
    const klaviyo = klaviyoRequests(page);
    const {dialog} = await openNotify(page, 'it', product);
    await dialog.getByRole('textbox', {name: words.email}).fill(email);
    await dialog.getByRole('checkbox', {name: words.consent}).check();
    await dialog.getByRole('button', {name: words.submit, exact: true}).click();
    await expect(dialog.getByRole('status').filter({hasText: email})).toBeVisible();
    // The shop's server made the call.
    expect((await subscriptions(email)).map((request) => request.status)).toEqual([202]);
    await page.waitForTimeout(500);
    expect(klaviyo).toEqual([]);
  });
});

test.describe('marketing consent given (positive control)', () => {
  test.use({consent: 'accepted'});

  test('the same page loads Klaviyo’s onsite script, which the matcher sees', async ({page}) => {
    const klaviyo = klaviyoRequests(page);
    await page.goto(`/it/${(await soldOutSize(7)).handle}-p`);
    await hydrated(page);
    await expect.poll(() => klaviyo).toContain('script');
  });
});
