/**
 * Identification (docs/product.md#customer-identification; issue 6 part 5): a logged-in
 * customer's e-mail reaches the e-mail
 * marketing provider only with marketing consent, and the error reporter whenever a DSN is set;
 * both as the sandbox receives them on the providers' wire formats.
 */
import {expect, test, type Page} from './fixtures';
import {cookies, logout, newEmail, register} from './account-support';
import {hydrated, SANDBOX} from './support';

// Provider payloads, asserted on by shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
type Row = {name: string; visit: string; payload: Json};

async function tracked(source: 'klaviyo' | 'sentry', visit?: string): Promise<Row[]> {
  const query = new URLSearchParams({source, ...(visit && {visit})});
  const response = await fetch(`${SANDBOX}/sandbox/api/tracking?${query}`);
  return ((await response.json()) as {events: Row[]}).events;
}

/** An error nobody catches, thrown from a task of its own as a page bug would be. */
const throwUncaught = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

/** The error event the sandbox's Sentry received for this message. */
async function reportedError(message: string) {
  let found: Row | undefined;
  await expect
    .poll(async () => {
      found = (await tracked('sentry')).find(
        (row) =>
          row.name === 'event' &&
          JSON.stringify(row.payload.exception ?? row.payload.message ?? '').includes(message),
      );
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/**
 * Resolves once the reporter's SDK has come down: for a logged-in visit that happens when the
 * customer is identified, so an error thrown after it is reported with their e-mail.
 */
const reporterLoaded = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('sentry-sdk')),
      ),
    )
    .toBe(true);

const profileOf = (rows: Row[], email: string) =>
  rows.find((row) => row.name === 'identify' && row.payload.attributes?.email === email);

/**
 * Klaviyo's requests from now on: its onsite script and its client API. The one matcher of the
 * "Klaviyo hears nothing" assertion and of its positive control, with consent.
 */
function klaviyoRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/klaviyo\.js/.test(url)) sent.push('script');
    else if (/\/client\//.test(url)) sent.push('client API');
  });
  return sent;
}
const kindsIn = (sent: string[]) => [...new Set(sent)].sort();

/** The data layer's Klaviyo entries, by event name. */
async function klaviyoEvents(page: Page) {
  const layer = (await page.evaluate(() => window.dataLayer ?? [])) as Json[];
  return layer.map((entry) => String(entry.event)).filter((event) => event.startsWith('klaviyo.'));
}

/** What a password-reset link carries that no report may: its customer id, token and key. */
const RESET_SECRETS = /secret-reset-token|secret-key|123456/;

test.describe('with marketing consent', () => {
  test.use({consent: 'accepted'});

  test('logging in identifies the customer to Klaviyo and names them on error reports', async ({
    page,
  }) => {
    const email = newEmail();
    const klaviyo = klaviyoRequests(page);
    await register(page, email);

    // Klaviyo: the onsite script loaded and posted the profile on the client API.
    await expect.poll(async () => Boolean(profileOf(await tracked('klaviyo'), email))).toBe(true);
    expect(kindsIn(klaviyo)).toEqual(['client API', 'script']);
    expect(await klaviyoEvents(page)).toEqual(
      expect.arrayContaining(['klaviyo.initialize', 'klaviyo.identify']),
    );
    const layer = (await page.evaluate(() => window.dataLayer ?? [])) as Json[];
    expect(layer).toContainEqual({event: 'klaviyo.initialize', klaviyo: {publicKey: 'PsSbx1'}});
    expect(layer).toContainEqual({event: 'klaviyo.identify', klaviyo: {email}});
    expect(layer.filter((entry) => entry.event === 'klaviyo.identify')).toHaveLength(1);
    expect((await cookies(page)).__kla_id).toBeDefined();

    // Sentry: loaded at login, so an uncaught error is reported with the customer's e-mail.
    await reporterLoaded(page);
    const message = `e2e-logged-in-${Date.now()}`;
    await throwUncaught(page, message);
    const report = await reportedError(message);
    expect(report.payload.user).toMatchObject({email});
    expect(report.visit).toBe(email);

    // Logged out: later reports name nobody.
    await logout(page);
    const after = `e2e-logged-out-${Date.now()}`;
    await throwUncaught(page, after);
    expect((await reportedError(after)).payload.user?.email).toBeUndefined();
  });

  test('withdrawing marketing consent forgets the Klaviyo cookie', async ({page}) => {
    await register(page, newEmail());
    await expect.poll(async () => Boolean((await cookies(page)).__kla_id)).toBe(true);
    await page.getByRole('link', {name: 'Preferenze cookie'}).click();
    await page.getByRole('button', {name: 'Rifiuta'}).click();
    await expect.poll(async () => Boolean((await cookies(page)).__kla_id)).toBe(false);
  });
});

test('without marketing consent Klaviyo hears nothing, and the error reporter still names the customer', async ({
  page,
}) => {
  const klaviyo = klaviyoRequests(page);
  const email = newEmail();
  await register(page, email);
  await reporterLoaded(page);
  const message = `e2e-no-consent-${Date.now()}`;
  await throwUncaught(page, message);
  expect((await reportedError(message)).payload.user).toMatchObject({email});

  expect(klaviyo).toEqual([]);
  expect(profileOf(await tracked('klaviyo'), email)).toBeUndefined();
  expect(await klaviyoEvents(page)).toEqual([]);
});

test('an anonymous visit downloads no error reporter until an error happens', async ({page}) => {
  const sdk: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('sentry-sdk')) sdk.push(request.url());
  });
  await page.goto('/it');
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(sdk).toEqual([]);

  const message = `e2e-anonymous-${Date.now()}`;
  await throwUncaught(page, message);
  const report = await reportedError(message);
  expect(sdk).toHaveLength(1);
  expect(report.payload.user?.email).toBeUndefined();
});

test('a password-reset link’s token never reaches the error reporter', async ({page}) => {
  await page.goto('/it/account/reset/123456/secret-reset-token?key=secret-key');
  await hydrated(page);
  const message = `e2e-reset-${Date.now()}`;
  await throwUncaught(page, message);
  const report = await reportedError(message);
  expect(report.payload.request.url).toContain('/it/account/reset/[Filtered]');
  expect(JSON.stringify(report.payload)).not.toMatch(RESET_SECRETS);
  // Positive control: the page the report comes from does carry them.
  expect(page.url()).toMatch(RESET_SECRETS);
});
