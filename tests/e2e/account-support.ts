/** Shared steps of the account browser tests: a customer of their own, logging in and out. */
import {expect, type Page} from './fixtures';
import {hydrated, SANDBOX, sizesInStock} from './support';

export const PASSWORD = 'prima-password';
let customers = 0;
export const newEmail = () => `account-${Date.now()}-${++customers}@example.com`;

/** Cookies of the shop, by name. */
export async function cookies(page: Page) {
  return Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [cookie.name, cookie]),
  );
}

/** Fills and sends the registration form; the answer is the same for a new or a known e-mail. */
export async function submitRegistration(page: Page, email: string, password = PASSWORD) {
  await page.goto('/it/account/register');
  await hydrated(page);
  await page.getByLabel('Nome', {exact: true}).fill('Giulia');
  await page.getByLabel('Cognome').fill('Bianchi');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', {name: 'Registrati'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Abbiamo inviato'})).toContainText(
    `Abbiamo inviato un’e-mail a ${email}`,
  );
}

/** A new customer: registered, then logged in with the password just chosen. */
export async function register(page: Page, email: string, password = PASSWORD) {
  await submitRegistration(page, email, password);
  await login(page, email, password);
  await expect(page).toHaveURL(/\/it\/account$/);
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/it/account/login');
  await hydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', {name: 'Accedi', exact: true}).click();
}

export async function logout(page: Page) {
  await page.getByRole('button', {name: 'Esci'}).click();
  await expect(page).toHaveURL(/\/it$/);
  await expect(page.getByRole('link', {name: 'Accedi'})).toBeVisible();
}

/** Fills the account's "new address" form (Milan) and saves it. */
export async function addAddress(page: Page, address1: string) {
  const form = page.locator('details.address-new');
  if (!(await form.evaluate((details: HTMLDetailsElement) => details.open)))
    await form.locator('summary').click();
  await form.getByLabel('Cognome').fill('Bianchi');
  await form.getByLabel('Indirizzo', {exact: true}).fill(address1);
  await form.getByLabel('CAP').fill('20121');
  await form.getByLabel('Città').fill('Milano');
  await form.getByRole('button', {name: 'Salva indirizzo'}).click();
}

/** A guest order through the sandbox checkout, with this e-mail; its name, e.g. "#1004". */
export async function placeGuestOrder(page: Page, email: string, pick = 31) {
  const item = (await sizesInStock(5))[pick]!;
  await page.goto(`/it/${item.handle}-p?size=${encodeURIComponent(item.size)}`);
  await hydrated(page);
  await page.getByRole('button', {name: 'Aggiungi al carrello'}).click();
  await page
    .getByRole('dialog', {name: 'Carrello'})
    .getByRole('link', {name: "Procedi all'acquisto"})
    .click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/cart/c/`));
  await page.locator('#email').fill(email);
  await page.locator('#firstName').fill('Giulia');
  await page.locator('#lastName').fill('Bianchi');
  await page.locator('#address1').fill('Via Roma 1');
  await page.locator('#zip').fill('20121');
  await page.locator('#city').fill('Milano');
  await page.locator('#cardNumber').fill('4242 4242 4242 4242');
  await page.locator('#cardName').fill('Giulia Bianchi');
  await page.locator('#cardExpiry').fill('12/30');
  await page.locator('#cardCvc').fill('123');
  await page.getByRole('button', {name: 'Paga ora'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Grazie per il tuo ordine');
  const {orders} = (await (
    await fetch(`${SANDBOX}/sandbox/api/orders?email=${encodeURIComponent(email)}`)
  ).json()) as {
    orders: Array<{name: string; number: number}>;
  };
  return {name: orders[0]!.name, number: orders[0]!.number, title: item.title};
}
