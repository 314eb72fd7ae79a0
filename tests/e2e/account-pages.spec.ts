import {expect, test} from './fixtures';
import {expectNoViolations, hydrated} from './support';
import {addAddress, login, newEmail, PASSWORD, placeGuestOrder, register} from './account-support';

test('addresses: add two, edit one, make it the default, refuse a bad postcode', async ({page}) => {
  await register(page, newEmail());
  await page.goto('/it/account/addresses');
  await hydrated(page);
  await expect(page.getByText('Non hai ancora salvato un indirizzo.')).toBeVisible();
  await addAddress(page, 'Via Roma 1');
  await expect(page.getByText('Indirizzo aggiunto.')).toBeVisible();
  // The first address is the default one.
  await expect(page.locator('.address-list__item').first()).toContainText('Indirizzo predefinito');
  await addAddress(page, 'Corso Como 5');
  await expect(page.locator('.address-list__item')).toHaveCount(2);

  const second = page.locator('.address-list__item', {hasText: 'Corso Como 5'});
  await second.locator('summary').click();
  await second.getByLabel('CAP').fill('123');
  await second.getByRole('button', {name: 'Salva indirizzo'}).click();
  await expect(second.getByLabel('CAP')).toHaveAccessibleDescription(
    'Il CAP non è valido per il paese scelto.',
  );
  await second.getByLabel('CAP').fill('20154');
  await second.getByLabel('Città').fill('Milano Centro');
  await second.getByRole('button', {name: 'Salva indirizzo'}).click();
  await expect(page.getByText('Indirizzo aggiornato.')).toBeVisible();
  await expect(page.locator('.address-list')).toContainText('20154 Milano Centro');

  await page.getByRole('button', {name: /^Rendi predefinito: .*Corso Como 5/}).click();
  await expect(page.getByText('Indirizzo predefinito aggiornato.')).toBeVisible();
  await page.goto('/it/account');
  await expect(page.locator('.account__section', {hasText: 'Indirizzo predefinito'})).toContainText(
    'Corso Como 5',
  );
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
  await expect(page.getByRole('status').filter({hasText: 'Profilo aggiornato.'})).toBeVisible();
  await expect(page.getByLabel('Nuova password')).toHaveValue('');
  // The session continues with the new token the platform gave.
  await page.goto('/it/account');
  await expect(page.getByText('Ciao, Giulietta')).toBeVisible();
  await page.goto('/it/account/profile');
  await expect(page.getByLabel('Voglio ricevere la newsletter')).toBeChecked();

  await page.getByRole('button', {name: 'Esci'}).click();
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

test('orders, an order, addresses and profile have no axe violations at 375px and 1280px', async ({
  page,
}) => {
  const email = newEmail();
  const order = await placeGuestOrder(page, email, 35);
  await register(page, email);
  await page.goto('/it/account/addresses');
  await hydrated(page);
  await addAddress(page, 'Via Roma 1');
  await expect(page.getByText('Indirizzo aggiunto.')).toBeVisible();
  const paths = [
    '/it/account/orders',
    `/it/account/orders/${order.number}`,
    '/it/account/addresses',
    '/it/account/profile',
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({width, height: 900});
    for (const path of paths) {
      await page.goto(path);
      await hydrated(page);
      if (path.endsWith('addresses')) {
        for (const summary of await page.locator('details summary').all()) await summary.click();
      }
      await expectNoViolations(page, `${path} at ${width}px`);
    }
  }
});
