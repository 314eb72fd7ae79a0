import {expect, test} from './fixtures';
import {expectNoViolations, expectViolationSeen, hydrated, SANDBOX, sizesInStock} from './support';
import {
  addAddress,
  cookies,
  login,
  logout,
  newEmail,
  PASSWORD,
  placeGuestOrder,
  register,
} from './account-support';

const NEW_PASSWORD = 'seconda-password';

/** The reset link of the newest e-mail the sandbox "sent" to this address. */
async function resetLinkFor(email: string): Promise<string> {
  const response = await fetch(`${SANDBOX}/sandbox/api/outbox?to=${encodeURIComponent(email)}`);
  const {emails} = (await response.json()) as {emails: Array<{text: string}>};
  return /https?:\/\/\S+\/account\/reset\/\d+\/[\w-]+/.exec(emails[0]!.text)![0];
}

test('register, log out and in, see the earlier order, reset the password through the outbox', async ({
  page,
}) => {
  const email = newEmail();
  const order = await placeGuestOrder(page, email);

  // Registering with the e-mail of the guest order: the account has it.
  await page.goto('/it');
  await hydrated(page);
  await page.getByRole('link', {name: 'Accedi'}).click();
  await page.getByRole('link', {name: 'Registrati'}).click();
  await register(page, email);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Il mio account');
  await expect(page.getByText('Ciao, Giulia')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Il mio account'})).toBeVisible();

  const jar = await cookies(page);
  const access = jar.customerAccessData!;
  expect(access).toMatchObject({httpOnly: true, sameSite: 'Lax', path: '/'});
  const data = JSON.parse(decodeURIComponent(access.value)) as {
    accessToken: string;
    expiresAt: string;
  };
  expect(data.accessToken).toMatch(/^[\w-]{8,}$/);
  expect(Math.abs(access.expires - Date.parse(data.expiresAt) / 1000)).toBeLessThan(2);
  expect(jar.customerIsLoggedIn).toMatchObject({value: 'true', httpOnly: false, sameSite: 'Lax'});
  expect(Math.abs(jar.customerIsLoggedIn!.expires - access.expires)).toBeLessThan(2);

  await logout(page);
  const after = await cookies(page);
  expect(after.customerAccessData).toBeUndefined();
  expect(after.customerIsLoggedIn).toBeUndefined();

  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/it\/account$/);
  await page.getByRole('link', {name: `Vedi l’ordine ${order.name}`}).click();
  await expect(page).toHaveURL(new RegExp(`/it/account/orders/${order.number}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Ordine ${order.name}`);
  await expect(page.getByRole('main')).toContainText(order.title);

  // An address: added, seen, deleted.
  await page.getByRole('link', {name: 'Indirizzi'}).click();
  await hydrated(page);
  await addAddress(page, 'Via Roma 1');
  await expect(page.getByText('Indirizzo aggiunto.')).toBeVisible();
  await expect(page.locator('.address-list')).toContainText('Via Roma 1');
  await page.getByRole('button', {name: /^Elimina indirizzo: .*Via Roma 1/}).click();
  await expect(page.getByText('Indirizzo eliminato.')).toBeVisible();
  await expect(page.locator('.address-list')).not.toContainText('Via Roma 1');

  // Password reset: ask, follow the e-mail's link, choose a new one, and use it.
  await logout(page);
  await page.goto('/it/account/login');
  await page.getByRole('link', {name: 'Password dimenticata?'}).click();
  // A client-side navigation: the login form's own E-mail field is there until it ends.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Recupera la password');
  await hydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', {name: 'Invia il link'}).click();
  await expect(
    page.getByRole('status').filter({hasText: 'Se l’indirizzo è registrato'}),
  ).toBeVisible();
  await page.goto(await resetLinkFor(email));
  await hydrated(page);
  await page.getByLabel('Nuova password').fill(NEW_PASSWORD);
  await page.getByLabel('Conferma la password').fill(NEW_PASSWORD);
  await page.getByRole('button', {name: 'Salva la password'}).click();
  await expect(page).toHaveURL(/\/it\/account$/);
  await logout(page);

  await login(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('E-mail o password non corretti.');
  await login(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/it\/account$/);

  // Neither password reached the sandbox's request log.
  const log = await (
    await fetch(`${SANDBOX}/sandbox/api/requests?service=storefront&limit=500`)
  ).text();
  expect(log).not.toContain(PASSWORD);
  expect(log).not.toContain(NEW_PASSWORD);
  // Positive control: the log holds the logins that carried them, e-mail and all.
  expect(log).toContain(email);
  expect(log).toContain('customerAccessTokenCreate');
});

test('a cart built before logging in is kept, and checkout knows the customer', async ({page}) => {
  const item = (await sizesInStock(5))[33]!;
  await page.goto(`/it/${item.handle}-p?size=${encodeURIComponent(item.size)}`);
  await hydrated(page);
  await page.getByRole('button', {name: 'Aggiungi al carrello'}).click();
  const drawer = page.getByRole('dialog', {name: 'Carrello'});
  await expect(drawer.getByRole('link', {name: item.title})).toBeVisible();
  // The line shows at once; the cart (and its cookie) exists once the change has settled.
  await expect(page.locator('html[data-cart-idle]')).toHaveCount(1);

  await login(page, 'demo@passo.test', 'passo-demo');
  await expect(page).toHaveURL(/\/it\/account$/);
  await hydrated(page);
  await page.getByRole('link', {name: 'Carrello', exact: true}).click();
  await expect(drawer.getByRole('link', {name: item.title})).toBeVisible();
  await drawer.getByRole('link', {name: "Procedi all'acquisto"}).click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/cart/c/`));
  await expect(page.locator('#email')).toHaveValue('demo@passo.test');
  await expect(page.locator('#address1')).toHaveValue('Via Dante 12');
  await expect(page.locator('#city')).toHaveValue('Milano');
});

test('a wrong password shows the error and sets no cookie', async ({page}) => {
  await login(page, 'demo@passo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('E-mail o password non corretti.');
  await expect(page.getByLabel('E-mail')).toHaveValue('demo@passo.test');
  await expect(page.getByLabel('Password')).toHaveValue('');
  const jar = await cookies(page);
  expect(jar.customerAccessData).toBeUndefined();
  expect(jar.customerIsLoggedIn).toBeUndefined();
});

test('empty fields are refused with messages on the fields', async ({page}) => {
  await page.goto('/it/account/register');
  await hydrated(page);
  await page.getByLabel('E-mail').fill('non-una-mail');
  await page.getByRole('button', {name: 'Registrati'}).click();
  await expect(page.getByRole('alert')).toHaveText('Controlla i campi evidenziati.');
  await expect(page.getByLabel('Nome', {exact: true})).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
    'Inserisci un indirizzo e-mail valido.',
  );
  await expect(page.getByLabel('E-mail')).toHaveValue('non-una-mail');
});

test('after five wrong passwords, logins are throttled', async ({page}) => {
  const email = newEmail();
  await register(page, email);
  await logout(page);
  for (let attempt = 0; attempt < 5; attempt++) {
    await login(page, email, 'sbagliata');
    await expect(page.getByRole('alert')).toHaveText('E-mail o password non corretti.');
  }
  await login(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  );
  expect((await cookies(page)).customerAccessData).toBeUndefined();
});

test.describe('a tampered customerAccessData logs out cleanly', () => {
  const cases = {
    'bad JSON': '%7B%22accessToken%22%3A',
    'a token the platform does not know': encodeURIComponent(
      JSON.stringify({
        accessToken: 'deadbeefdeadbeefdeadbeefdeadbeef',
        expiresAt: '2099-01-01T00:00:00Z',
      }),
    ),
    'a past expiresAt': encodeURIComponent(
      JSON.stringify({
        accessToken: 'deadbeefdeadbeefdeadbeefdeadbeef',
        expiresAt: '2020-01-01T00:00:00Z',
      }),
    ),
  };
  for (const [name, value] of Object.entries(cases)) {
    test(name, async ({page, baseURL}) => {
      await page.context().addCookies([
        {name: 'customerAccessData', value, url: baseURL!},
        {name: 'customerIsLoggedIn', value: 'true', url: baseURL!},
      ]);
      const response = await page.goto('/it/account');
      expect(response!.status()).toBe(200);
      await expect(page).toHaveURL(/\/it\/account\/login\?returnTo=%2Fit%2Faccount$/);
      await hydrated(page);
      await expect(page.getByRole('link', {name: 'Accedi'})).toBeVisible();
      const jar = await cookies(page);
      expect(jar.customerAccessData).toBeUndefined();
      expect(jar.customerIsLoggedIn).toBeUndefined();
    });
  }
});

test('one customer cannot open another customer’s order', async ({page}) => {
  const order = await placeGuestOrder(page, newEmail());
  await login(page, 'demo@passo.test', 'passo-demo');
  await expect(page).toHaveURL(/\/it\/account$/);
  const response = await page.goto(`/it/account/orders/${order.number}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('main')).not.toContainText(order.title);
});

test('anonymous shoppers are sent to the login page and come back after it', async ({page}) => {
  await page.goto('/it/account/addresses?from=mail');
  await expect(page).toHaveURL(
    /\/it\/account\/login\?returnTo=%2Fit%2Faccount%2Faddresses%3Ffrom%3Dmail$/,
  );
  await hydrated(page);
  await page.getByLabel('E-mail').fill('demo@passo.test');
  await page.getByLabel('Password').fill('passo-demo');
  await page.getByRole('button', {name: 'Accedi', exact: true}).click();
  await expect(page).toHaveURL(/\/it\/account\/addresses\?from=mail$/);
});

test('the login form works by keyboard alone', async ({page}) => {
  await page.goto('/it/account/login');
  await hydrated(page);
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type('demo@passo.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('passo-demo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/account$/);
  await page.getByRole('button', {name: 'Esci'}).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it$/);
});

test('account forms and pages have no axe violations at 375px and 1280px', async ({page}) => {
  // Ten axe runs, each a few seconds on a busy 2-core machine.
  test.setTimeout(60_000);
  for (const width of [375, 1280]) {
    await page.setViewportSize({width, height: 900});
    for (const path of ['/it/account/login', '/sl/account/register', '/hr/account/recover']) {
      await page.goto(path);
      await hydrated(page);
      await expectNoViolations(page, `${path} at ${width}px`);
    }
    await page.goto('/it/account/login');
    await hydrated(page);
    await page.getByRole('button', {name: 'Accedi', exact: true}).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, `login with errors at ${width}px`);
  }
  await login(page, 'demo@passo.test', 'passo-demo');
  await expect(page).toHaveURL(/\/it\/account$/);
  for (const width of [375, 1280]) {
    await page.setViewportSize({width, height: 900});
    await expectNoViolations(page, `account at ${width}px`);
  }
  await expectViolationSeen(page);
});
