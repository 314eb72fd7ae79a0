/**
 * The newsletter pop-up and the footer sign-up (docs/product.md#newsletter-pop-up; issue 15
 * point 3), in it and hr: the pop-up opens after its delay once the visitor has chosen about
 * cookies, at most once per frequency cap; it is accessible; a sign-up reaches the sandbox's
 * Klaviyo list, with the SALESmanago contact call before it (docs/product.md#marketing-contact)
 * only with marketing consent, and even when that call fails.
 */
import {expect, test, type Page} from './fixtures';
import {cookies} from './account-support';
import {expectNoViolations, hydrated, SANDBOX} from './support';

// Provider records and data-layer entries, asserted on by shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const WORDS = {
  it: {
    title: 'Iscriviti alla newsletter',
    email: 'La tua email',
    privacy: /Ho letto l'informativa sulla privacy/,
    submit: 'Iscriviti',
    close: 'Chiudi',
    reject: 'Rifiuta',
    thanks: 'Grazie per esserti iscritto',
    privacyRequired: "Per iscriverti conferma di aver letto l'informativa sulla privacy.",
  },
  hr: {
    title: 'Pretplatite se na newsletter',
    email: 'Vaša adresa e-pošte',
    privacy: /Pročitao\/la sam politiku privatnosti/,
    submit: 'Pretplati se',
    close: 'Zatvori',
    reject: 'Odbij',
    thanks: 'Hvala na pretplati',
    privacyRequired: 'Za pretplatu potvrdite da ste pročitali politiku privatnosti.',
  },
} as const;
type Market = keyof typeof WORDS;

const FORM_ID = 'passo-benvenuto'; // the e2e stack's pop-up (playwright.config.ts)
/** The e2e stack's pop-up opens 2 s after the consent choice. */
const DELAY_MS = 2000;

let emails = 0;
const newEmail = () => `newsletter-${Date.now()}-${++emails}@example.com`;

const popUp = (page: Page, market: Market) => page.getByRole('dialog', {name: WORDS[market].title});

async function signUp(scope: ReturnType<Page['locator']>, market: Market, email: string) {
  await scope.getByLabel(WORDS[market].email).fill(email);
  await scope.getByRole('checkbox', {name: WORDS[market].privacy}).check();
  await scope.getByRole('button', {name: WORDS[market].submit}).click();
}

/** The sandbox's Klaviyo list member for this e-mail, if any. */
async function listMember(email: string): Promise<Json | undefined> {
  const response = await fetch(`${SANDBOX}/sandbox/api/klaviyo?listId=PsLst1&limit=500`);
  const {listMembers} = (await response.json()) as {listMembers: Json[]};
  return listMembers.find((member) => member.subscriber === email);
}

async function salesmanagoContact(email: string): Promise<Json | undefined> {
  const response = await fetch(`${SANDBOX}/sandbox/api/salesmanago?limit=500`);
  const {contacts} = (await response.json()) as {contacts: Json[]};
  return contacts.find((contact) => contact.email === email);
}

/** The profile Klaviyo's onsite script identified with this e-mail, if any. */
async function klaviyoProfile(email: string): Promise<Json | undefined> {
  const response = await fetch(`${SANDBOX}/sandbox/api/tracking?source=klaviyo`);
  const {events} = (await response.json()) as {events: Json[]};
  return events.find((row) => row.name === 'identify' && row.payload.attributes?.email === email);
}

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Json[]);

/**
 * The marketing requests the browser sends from now on: to the shop's SALESmanago routes, to
 * Klaviyo (its onsite script and client API) and SALESmanago's script at their origins. The one
 * matcher of the "nothing left the browser" assertion and of its positive control.
 */
function marketingRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/salesmanago/')) sent.push('salesmanago route');
    else if (url.origin === SANDBOX && /^\/(?:onsite\/js\/|client\/)/.test(url.pathname))
      sent.push('klaviyo');
    else if (url.origin === SANDBOX && url.pathname === '/static/sm.js') sent.push('sm.js');
  });
  return sent;
}

for (const market of ['it', 'hr'] as const) {
  const words = WORDS[market];

  test.describe(`the pop-up in ${market}`, () => {
    test.use({newsletterPopUp: 'eligible'});

    test.describe('for a first-time visitor', () => {
      test.use({consent: 'unset'});

      test('opens after its delay, and only once a consent choice is made', async ({page}) => {
        await page.goto(`/${market}`);
        await hydrated(page);
        await page.waitForTimeout(DELAY_MS + 1000);
        await expect(popUp(page, market)).toHaveCount(0);
        await page.getByRole('button', {name: words.reject}).click();
        const chosenAt = Date.now();
        await expect(popUp(page, market)).toBeVisible({timeout: DELAY_MS + 5000});
        expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(DELAY_MS - 100);
        await expect(popUp(page, market).getByLabel(words.email)).toBeVisible();
      });
    });

    test('closed, it is not shown again on the next page or after a reload', async ({page}) => {
      await page.goto(`/${market}`);
      await expect(popUp(page, market)).toBeVisible({timeout: DELAY_MS + 5000});
      await popUp(page, market).getByRole('button', {name: words.close}).click();
      await expect(popUp(page, market)).toHaveCount(0);
      const memory = await page.evaluate(() => localStorage.getItem('passoNewsletter'));
      expect(JSON.parse(memory!)).toMatchObject({shownAt: {[FORM_ID]: expect.any(Number)}});

      await page.goto(`/${market}/donna`);
      await page.waitForTimeout(DELAY_MS + 1000);
      await expect(popUp(page, market)).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await page.waitForTimeout(DELAY_MS + 1000);
      await expect(popUp(page, market)).toHaveCount(0);

      // Positive control: with that memory gone, the same page opens it again.
      await page.evaluate(() => localStorage.removeItem('passoNewsletter'));
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await expect(popUp(page, market)).toBeVisible({timeout: DELAY_MS + 5000});
    });

    test('is accessible: no axe violations at 375 and 1280 px, and works by keyboard', async ({
      page,
    }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({width, height: 800});
        await page
          .evaluate(() => {
            localStorage.removeItem('passoNewsletter');
            sessionStorage.clear();
          })
          .catch(() => {}); // the first time round there is no page yet
        await page.goto(`/${market}`);
        await hydrated(page);
        // Focus is somewhere on the page when the pop-up opens; it comes back there.
        const home = page.locator('header a[href]').first();
        await home.focus();
        const dialog = popUp(page, market);
        await expect(dialog).toBeVisible({timeout: DELAY_MS + 5000});
        await expectNoViolations(page, `pop-up at ${width}px`);

        // Focus went into the dialog, and Tab cycles inside it.
        const inDialog = () =>
          page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
        expect(await inDialog()).toBe(true);
        const visited = new Set<string>();
        for (let i = 0; i < 8; i++) {
          await page.keyboard.press('Tab');
          expect(await inDialog()).toBe(true);
          visited.add(
            await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? ''),
          );
        }
        // e-mail, checkbox, privacy link, submit, close (and the scrolling body)
        expect(visited.size).toBeGreaterThanOrEqual(5);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(home).toBeFocused();
      }
    });

    test('an invalid sign-up names its fields, linked and announced, and sends nothing', async ({
      page,
    }) => {
      const sent = marketingRequests(page);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/newsletter'))
          posts.push(request.url());
      });
      await page.goto(`/${market}`);
      const dialog = popUp(page, market);
      await expect(dialog).toBeVisible({timeout: DELAY_MS + 5000});
      await dialog.getByLabel(words.email).fill('anna@example.com');
      await dialog.getByRole('button', {name: words.submit}).click();
      const box = dialog.getByRole('checkbox', {name: words.privacy});
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toBeFocused();
      await expect(box).toHaveAccessibleDescription(words.privacyRequired);
      expect(posts).toEqual([]);
      expect(sent).toEqual([]);
    });

    test.describe('with marketing consent', () => {
      test.use({consent: 'accepted'});

      test('a sign-up: the contact call, then the subscription; data layer, smclient, identify', async ({
        page,
      }) => {
        const sent = marketingRequests(page);
        const email = newEmail();
        await page.goto(`/${market}`);
        const dialog = popUp(page, market);
        await expect(dialog).toBeVisible({timeout: DELAY_MS + 5000});
        expect(await dataLayer(page)).toContainEqual({
          event: 'klaviyo.openForm',
          klaviyo: {formId: FORM_ID},
        });
        const order: string[] = [];
        page.on('request', (request) => {
          const {pathname} = new URL(request.url());
          if (/^\/api\/(salesmanago\/contact|\w\w\/newsletter)$/.test(pathname))
            order.push(pathname);
        });
        await signUp(dialog, market, email);
        await expect(dialog.getByRole('status')).toContainText(words.thanks);
        await expect(dialog.getByRole('status')).toBeFocused();
        expect(order).toEqual(['/api/salesmanago/contact', `/api/${market}/newsletter`]);

        // Klaviyo's list has the e-mail, from this form.
        expect(await listMember(email)).toMatchObject({
          customSource: FORM_ID,
          consent: {email: 'SUBSCRIBED'},
        });
        // The data layer heard the subscription, then the identification.
        const layer = await dataLayer(page);
        expect(layer).toContainEqual({
          event: 'newsletter_subscription',
          result: 'OK',
          formType: 'pop-up',
          formId: FORM_ID,
          campaign: 'benvenuto',
          listId: 'PsLst1',
        });
        expect(layer).toContainEqual({event: 'klaviyo.identify', klaviyo: {email}});
        // …which the onsite script sent on to Klaviyo's client API.
        await expect.poll(() => klaviyoProfile(email)).toBeDefined();
        // SALESmanago has the contact, and the browser keeps it in smclient and bhrBasket.
        const contact = await salesmanagoContact(email);
        expect(contact).toMatchObject({optIn: true});
        const smclient = (await cookies(page)).smclient;
        expect(smclient).toMatchObject({
          value: contact!.contactId,
          path: '/',
          sameSite: 'None',
          secure: true,
          domain: 'localhost', // the current host, no Domain attribute
        });
        // The shop asks for contactCookieExpiry (3650) days; Chromium keeps no cookie longer
        // than 400 (RFC 6265bis), so that is what the browser holds.
        const days = (smclient!.expires * 1000 - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(399);
        expect(days).toBeLessThanOrEqual(400);
        expect(
          await page.evaluate(() => JSON.parse(localStorage.getItem('bhrBasket')!).contactId),
        ).toBe(contact!.contactId);
        // The positive control of the refused-consent test: this matcher sees the calls.
        expect([...new Set(sent)].sort()).toEqual(
          expect.arrayContaining(['klaviyo', 'salesmanago route']),
        );

        // Thanked, and never asked again.
        await page.reload();
        await hydrated(page);
        await page.evaluate(() => sessionStorage.clear());
        await page.reload();
        await page.waitForTimeout(DELAY_MS + 1000);
        await expect(popUp(page, market)).toHaveCount(0);
      });

      test('a sign-up succeeds when the contact route answers 500', async ({page}) => {
        const contactCalls: number[] = [];
        await page.route('**/api/salesmanago/contact', (route) => {
          contactCalls.push(Date.now());
          return route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"success":false}',
          });
        });
        const email = newEmail();
        await page.goto(`/${market}`);
        const dialog = popUp(page, market);
        await expect(dialog).toBeVisible({timeout: DELAY_MS + 5000});
        await signUp(dialog, market, email);
        await expect(dialog.getByRole('status')).toContainText(words.thanks);
        expect(contactCalls).toHaveLength(1);
        expect(await listMember(email)).toMatchObject({customSource: FORM_ID});
        expect((await cookies(page)).smclient).toBeUndefined();
        expect(await dataLayer(page)).toContainEqual(
          expect.objectContaining({event: 'newsletter_subscription', formId: FORM_ID}),
        );
      });
    });

    test('with marketing consent refused, the sign-up works and no marketing request leaves', async ({
      page,
    }) => {
      const sent = marketingRequests(page);
      const email = newEmail();
      await page.goto(`/${market}`);
      const dialog = popUp(page, market);
      await expect(dialog).toBeVisible({timeout: DELAY_MS + 5000});
      await signUp(dialog, market, email);
      await expect(dialog.getByRole('status')).toContainText(words.thanks);
      expect(await listMember(email)).toMatchObject({customSource: FORM_ID});
      await page.waitForTimeout(500);
      expect(sent).toEqual([]);
      expect(await salesmanagoContact(email)).toBeUndefined();
      expect(await klaviyoProfile(email)).toBeUndefined();
      const layer = await dataLayer(page);
      expect(layer.filter((entry) => String(entry.event).startsWith('klaviyo.'))).toEqual([]);
      expect(layer).toContainEqual(
        expect.objectContaining({event: 'newsletter_subscription', formType: 'pop-up'}),
      );
    });
  });

  test(`the footer sign-up in ${market}`, async ({page}) => {
    const email = newEmail();
    await page.goto(`/${market}`);
    await hydrated(page);
    const footer = page.getByRole('region', {name: 'Newsletter'});
    await signUp(footer, market, email);
    await expect(footer.getByRole('status')).toContainText(words.thanks);
    expect(await listMember(email)).toMatchObject({customSource: 'footer'});
    expect(await dataLayer(page)).toContainEqual({
      event: 'newsletter_subscription',
      result: 'OK',
      formType: 'footer',
      formId: 'footer',
      campaign: 'footer',
      listId: 'PsLst1',
    });
  });
}

test('the footer sign-up works without JavaScript: a refusal is a 400 page that keeps what was sent', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  const email = newEmail();
  await page.goto('/it/donna');
  const footer = page.getByRole('region', {name: 'Newsletter'});
  await footer.getByLabel(WORDS.it.email).fill('anna@');
  await footer.getByRole('checkbox').check();
  const refusal = page.waitForResponse((r) => r.url().endsWith('/it/newsletter'));
  await footer.getByRole('button', {name: WORDS.it.submit}).click();
  // Refused (the e-mail): this page, saying which field, with what was typed and ticked.
  expect((await refusal).status()).toBe(400);
  await expect(page).toHaveURL(`${baseURL}/it/newsletter`);
  const form = page.locator('main form');
  await expect(form.getByLabel(WORDS.it.email)).toHaveValue('anna@');
  await expect(form.getByLabel(WORDS.it.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('checkbox')).toBeChecked();
  await expect(form.getByRole('alert')).toContainText('Controlla i campi evidenziati');
  await expect(form).toContainText('Inserisci un indirizzo e-mail valido');
  expect(await listMember(email)).toBeUndefined();

  // Corrected and sent again: back on the listing it came from, thanked.
  await form.getByLabel(WORDS.it.email).fill(email);
  await form.getByRole('button', {name: WORDS.it.submit}).click();
  await expect(page).toHaveURL(/\/it\/donna#newsletter-ok$/);
  await expect(page.locator('#newsletter-ok')).toBeVisible();
  await expect(page.locator('#newsletter-ok')).toContainText(WORDS.it.thanks);
  expect(await listMember(email)).toMatchObject({customSource: 'footer'});

  // Unticked, in hr: the privacy box is what is named, the e-mail kept.
  await page.goto('/hr/zene');
  const hrFooter = page.getByRole('region', {name: 'Newsletter'});
  await hrFooter.getByLabel(WORDS.hr.email).fill(email);
  const unticked = page.waitForResponse((r) => r.url().endsWith('/hr/newsletter'));
  await hrFooter.getByRole('button', {name: WORDS.hr.submit}).click();
  expect((await unticked).status()).toBe(400);
  const hrForm = page.locator('main form');
  await expect(hrForm.getByLabel(WORDS.hr.email)).toHaveValue(email);
  await expect(hrForm.getByRole('checkbox')).not.toBeChecked();
  await expect(hrForm.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  await context.close();
});
