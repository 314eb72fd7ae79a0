import {expect, test, type Page} from './fixtures';
import {
  expectFitsScreen,
  expectNoViolations,
  expectViolationSeen,
  hydrated,
  sandboxQuery,
} from './support';
import {
  addAddress,
  login,
  logout,
  newEmail,
  PASSWORD,
  placeGuestOrder,
  register,
} from './account-support';

/** A customer made straight in the sandbox, for pages visited without JavaScript. */
async function createCustomer(email: string) {
  await sandboxQuery(
    `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`,
    {input: {email, password: PASSWORD, firstName: 'Marta', lastName: 'Verdi'}},
  );
}

/** The account page's "done" message (the shell has live regions of its own). */
const done = (page: Page) => page.locator('.account-form__done');

/** Submits a form by its button and gives the status of the page that answers. */
async function submit(page: Page, button: ReturnType<Page['getByRole']>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    button.click(),
  ]);
  await page.waitForLoadState();
  return response.status();
}

test('addresses: add two, edit one, make it the default, refuse a bad postcode', async ({page}) => {
  await register(page, newEmail());
  await page.goto('/it/account/addresses');
  await hydrated(page);
  await expect(page.getByText('Non hai ancora salvato un indirizzo.')).toBeVisible();
  await addAddress(page, 'Via Roma 1');
  await expect(page.getByText('Indirizzo aggiunto.')).toBeVisible();
  await expect(page.locator('.address-list')).toContainText('Via Roma 1');
  // The first address is the default one.
  await expect(page.locator('.address-list__item').first()).toContainText('Indirizzo predefinito');
  // A saved address empties and closes the "add" form.
  const add = page.locator('details.address-new');
  await expect(add).not.toHaveAttribute('open');
  await add.locator('summary').click();
  await expect(add).toHaveAttribute('open');
  await expect(add.getByLabel('Indirizzo', {exact: true})).toHaveValue('');
  await addAddress(page, 'Corso Como 5');
  await expect(page.locator('.address-list__item')).toHaveCount(2);

  const second = page.locator('.address-list__item', {hasText: 'Corso Como 5'});
  // The edit form opens by keyboard: its disclosure is a native <summary>.
  await second.locator('summary').focus();
  await page.keyboard.press('Enter');
  await second.getByLabel('CAP').fill('123');
  await second.getByRole('button', {name: 'Salva indirizzo'}).click();
  await expect(second.getByLabel('CAP')).toHaveAccessibleDescription(
    'Il CAP non è valido per il paese scelto.',
  );
  await expect(second.getByRole('alert')).toBeFocused();
  await expectNoViolations(page, 'addresses with a refused edit');
  await second.getByLabel('CAP').fill('20154');
  await second.getByLabel('Città').fill('Milano Centro');
  await second.getByRole('button', {name: 'Salva indirizzo'}).click();
  await expect(page.getByText('Indirizzo aggiornato.')).toBeVisible();
  await expect(page.locator('.address-list')).toContainText('20154 Milano Centro');

  await page.getByRole('button', {name: /^Rendi predefinito: .*Corso Como 5/}).click();
  await expect(page.getByText('Indirizzo predefinito aggiornato.')).toBeVisible();
  // The pressed button is gone with the change: focus goes to the message, not the page top.
  await expect(done(page)).toBeFocused();

  await page.getByRole('button', {name: /^Elimina indirizzo: .*Via Roma 1/}).click();
  await expect(done(page)).toHaveText('Indirizzo eliminato.');
  await expect(done(page)).toBeFocused();
  await expect(page.locator('.address-list__item')).toHaveCount(1);
  await expect(page.locator('.address-list')).not.toContainText('Via Roma 1');

  await page.goto('/it/account');
  await expect(
    page.locator('.account-area__section', {hasText: 'Indirizzo predefinito'}),
  ).toContainText('Corso Como 5');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('addresses and profile are plain forms: refusals are 400 and keep what was typed', async ({
    page,
  }) => {
    const email = newEmail();
    await createCustomer(email);
    await page.goto('/it/account/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', {name: 'Accedi', exact: true}).click();
    await expect(page).toHaveURL(/\/it\/account$/);

    await page.goto('/it/account/addresses');
    const add = page.locator('details.address-new');
    await add.getByLabel('Cognome').fill('Verdi');
    await add.getByLabel('Indirizzo', {exact: true}).fill('Slovenska cesta 1');
    await add.getByLabel('CAP').fill('10000');
    await add.getByLabel('Città').fill('Ljubljana');
    await add.getByLabel('Paese').selectOption('SI');
    expect(await submit(page, add.getByRole('button', {name: 'Salva indirizzo'}))).toBe(400);
    await expect(add.getByLabel('CAP')).toHaveAccessibleDescription(
      'Il CAP non è valido per il paese scelto.',
    );
    await expect(add.getByLabel('Indirizzo', {exact: true})).toHaveValue('Slovenska cesta 1');
    await expect(add.getByLabel('Paese')).toHaveValue('SI');
    await add.getByLabel('CAP').fill('1000');
    expect(await submit(page, add.getByRole('button', {name: 'Salva indirizzo'}))).toBe(200);
    await expect(done(page)).toHaveText('Indirizzo aggiunto.');
    await expect(page.locator('.address-list')).toContainText('1000 Ljubljana');

    const saved = page.locator('.address-list__item');
    await saved.locator('summary').click();
    await saved.getByLabel('Città').fill('Maribor');
    await saved.getByLabel('CAP').fill('2000');
    expect(await submit(page, saved.getByRole('button', {name: 'Salva indirizzo'}))).toBe(200);
    await expect(done(page)).toHaveText('Indirizzo aggiornato.');
    await expect(saved).toContainText('2000 Maribor');
    const remove = page.getByRole('button', {name: /^Elimina indirizzo: .*Slovenska cesta 1/});
    expect(await submit(page, remove)).toBe(200);
    await expect(done(page)).toHaveText('Indirizzo eliminato.');
    await expect(page.getByText('Non hai ancora salvato un indirizzo.')).toBeVisible();

    await page.goto('/it/account/profile');
    await page.getByLabel('Cognome').fill('Verdi-Rossi');
    await page.getByLabel('E-mail').fill('non-una-email');
    await page.getByLabel('Voglio ricevere la newsletter').check();
    await page.getByLabel('Nuova password').fill('nuova-password');
    await page.getByLabel('Conferma la password').fill('nuova-password');
    expect(await submit(page, page.getByRole('button', {name: 'Salva il profilo'}))).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('Controlla i campi evidenziati.');
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Inserisci un indirizzo e-mail valido.',
    );
    await expect(page.getByLabel('Cognome')).toHaveValue('Verdi-Rossi');
    await expect(page.getByLabel('Voglio ricevere la newsletter')).toBeChecked();
    await expect(page.getByLabel('Nuova password')).toHaveValue('');
    await page.getByLabel('E-mail').fill(email);
    expect(await submit(page, page.getByRole('button', {name: 'Salva il profilo'}))).toBe(200);
    await expect(done(page)).toHaveText('Profilo aggiornato.');
    await expect(page.getByLabel('Cognome')).toHaveValue('Verdi-Rossi');
    await expect(page.getByLabel('Voglio ricevere la newsletter')).toBeChecked();
  });

  test('registration refused (400) keeps the names, the e-mail and the newsletter box', async ({
    page,
  }) => {
    await page.goto('/it/account/register');
    await page.getByLabel('Nome', {exact: true}).fill('Mario');
    await page.getByLabel('Cognome').fill('Rossi');
    await page.getByLabel('E-mail').fill(newEmail());
    await page.getByLabel('Password').fill('abc');
    const box = page.getByLabel('Voglio ricevere la newsletter');
    await box.check();
    expect(await submit(page, page.getByRole('button', {name: 'Registrati'}))).toBe(400);
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/almeno 5 caratteri/);
    await expect(page.getByLabel('Cognome')).toHaveValue('Rossi');
    await expect(box).toBeChecked();
    // Positive control: unticked, it comes back unticked.
    await box.uncheck();
    await page.getByLabel('Password').fill('abc');
    expect(await submit(page, page.getByRole('button', {name: 'Registrati'}))).toBe(400);
    await expect(page.getByLabel('Cognome')).toHaveValue('Rossi');
    await expect(box).not.toBeChecked();
  });
});

test('an orders page cursor that is not one is page one', async ({page}) => {
  await register(page, newEmail());
  for (const query of ['after=<script>', 'before=%25%25', 'after=bm90LWEtY3Vyc29y']) {
    const response = await page.goto(`/it/account/orders?${query}`);
    expect(response!.status(), query).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Ordini');
  }
  // One the platform refuses is sent to the plain page one.
  await expect(page).toHaveURL(/\/it\/account\/orders$/);
});

test('profile: names and newsletter saved; a new password replaces the old one', async ({page}) => {
  const email = newEmail();
  await register(page, email);
  await page.goto('/it/account/profile');
  await hydrated(page);
  await page.getByLabel('Nome', {exact: true}).fill('Giulietta');
  await page.getByLabel('Voglio ricevere la newsletter').check();
  await page.getByLabel('Nuova password').fill('terza-password');
  await page.getByLabel('Conferma la password').fill('terza-password');
  await page.getByRole('button', {name: 'Salva il profilo'}).click();
  await expect(done(page).filter({hasText: 'Profilo aggiornato.'})).toBeVisible();
  await expect(page.getByLabel('Nuova password')).toHaveValue('');
  // The session continues with the new token the platform gave.
  await page.goto('/it/account');
  await expect(page.getByText('Ciao, Giulietta')).toBeVisible();
  await page.goto('/it/account/profile');
  await expect(page.getByLabel('Voglio ricevere la newsletter')).toBeChecked();

  await logout(page);
  await login(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('E-mail o password non corretti.');
  await login(page, email, 'terza-password');
  await expect(page).toHaveURL(/\/it\/account$/);
});

test('an order number that is not the customer’s, or not a number, is a 404', async ({page}) => {
  await register(page, newEmail());
  for (const path of ['/it/account/orders/999999', '/it/account/orders/abc']) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Pagina non trovata');
  }
});

test('orders, an order, addresses and profile fit the screen and have no axe violations in every market at 375px and 1280px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = newEmail();
  const order = await placeGuestOrder(page, email, 35);
  await register(page, email);
  await page.goto('/it/account/addresses');
  await hydrated(page);
  await addAddress(page, 'Via Roma 1');
  await expect(page.getByText('Indirizzo aggiunto.')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({width, height: 900});
    for (const market of ['it', 'sl', 'hr']) {
      for (const section of ['orders', `orders/${order.number}`, 'addresses', 'profile']) {
        const path = `/${market}/account/${section}`;
        await page.goto(path);
        await hydrated(page);
        if (section === 'addresses') {
          for (const summary of await page.locator('details summary').all()) await summary.click();
        }
        await expectFitsScreen(page, `${path} at ${width}px`);
        await expectNoViolations(page, `${path} at ${width}px`);
      }
    }
  }
  await expectViolationSeen(page);
});
