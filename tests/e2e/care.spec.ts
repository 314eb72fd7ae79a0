/**
 * The customer-care form (docs/product.md#customer-care): a request with a photo becomes a ticket
 * in the sandbox's Zendesk (its Tickets tab shows it with the photo) and a confirmation e-mail in
 * the Outbox; bad input gets a message on each field with the focus on the first; the helpdesk's
 * 429 and an outage keep what was typed and say what to do; the form works without JavaScript;
 * the footer leads to it in every market; axe finds nothing at phone and desktop widths.
 */
import sharp from 'sharp';
import {expect, test, type Page} from './fixtures';
import {arm, clearFaults} from './fault-support';
import {expectNoViolations, expectViolationSeen, hydrated, SANDBOX} from './support';

const WORDS = {
  it: {
    path: '/it/assistenza',
    title: 'Assistenza clienti',
    topic: 'Argomento',
    topics: {returns: 'Resi e rimborsi', products: 'Taglie e prodotti'},
    order: 'Numero d’ordine',
    name: 'Nome e cognome',
    email: 'E-mail',
    message: 'Messaggio',
    photo: 'Foto (facoltativa)',
    privacy: /acconsento al trattamento dei miei dati/,
    submit: 'Invia la richiesta',
    done: (n: number) => `Abbiamo ricevuto la tua richiesta n. ${n}.`,
    mailSubject: (n: number) => `Abbiamo ricevuto la tua richiesta n. ${n}`,
    summary: 'Controlla i campi evidenziati: il resto di quello che hai scritto è ancora qui.',
    topicRequired: 'Scegli un argomento.',
    nameRequired: 'Scrivi il tuo nome.',
    emailInvalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
    tooShort: 'Scrivi almeno 20 caratteri.',
    privacyRequired: 'Per inviare la richiesta spunta la casella sulla privacy.',
    retry: 'Riprova tra 1 minuto:',
    unavailable: 'Non siamo riusciti a inviare la richiesta.',
    photoAgain: 'selezionala di nuovo prima di inviare',
    footer: 'Assistenza clienti',
  },
  sl: {
    path: '/sl/pomoc',
    title: 'Pomoč strankam',
    topic: 'Tema',
    topics: {returns: 'Vračila in povračila', products: 'Velikosti in izdelki'},
    order: 'Številka naročila',
    name: 'Ime in priimek',
    email: 'E-pošta',
    message: 'Sporočilo',
    photo: 'Fotografija (neobvezno)',
    privacy: /strinjam z obdelavo svojih podatkov/,
    submit: 'Pošlji zahtevo',
    done: (n: number) => `Prejeli smo vašo zahtevo št. ${n}.`,
    mailSubject: (n: number) => `Prejeli smo vašo zahtevo št. ${n}`,
    summary: 'Preverite označena polja: vse drugo, kar ste napisali, je ostalo.',
    topicRequired: 'Izberite temo.',
    nameRequired: 'Vpišite svoje ime.',
    emailInvalid: 'Vpišite veljaven e-poštni naslov, na primer ime@primer.si.',
    tooShort: 'Napišite vsaj 20 znakov.',
    privacyRequired: 'Za pošiljanje zahteve označite polje o zasebnosti.',
    retry: 'Poskusite znova čez 1 minuto:',
    unavailable: 'Zahteve nismo uspeli poslati.',
    photoAgain: 'pred pošiljanjem jo izberite znova',
    footer: 'Pomoč strankam',
  },
};
type Market = keyof typeof WORDS;

const MESSAGE = 'La scarpa sinistra si è scucita sul tallone dopo una settimana.';
let emails = 0;
const newEmail = () => `assistenza-${Date.now()}-${++emails}@example.com`;

async function photo() {
  const buffer = await sharp({
    create: {width: 16, height: 16, channels: 3, background: '#b3261e'},
  })
    .jpeg()
    .toBuffer();
  return {name: 'scarpa scucita.jpg', mimeType: 'image/jpeg', buffer};
}

async function fillForm(page: Page, market: Market, email: string, withPhoto = true) {
  const w = WORDS[market];
  await page.getByLabel(w.topic).selectOption({label: w.topics.returns});
  await page.getByLabel(w.order).fill('#1001');
  await page.getByLabel(w.name, {exact: true}).fill('Giulia Rossi');
  await page.getByLabel(w.email, {exact: true}).fill(email);
  await page.getByLabel(w.message).fill(MESSAGE);
  if (withPhoto) await page.getByLabel(w.photo).setInputFiles(await photo());
  await page.getByRole('checkbox', {name: w.privacy}).check();
}

async function ticketsOf(email: string) {
  const answer = await fetch(`${SANDBOX}/sandbox/api/tickets?email=${encodeURIComponent(email)}`);
  return ((await answer.json()) as {tickets: Array<{id: number; attachments: unknown[]}>}).tickets;
}

async function outboxOf(email: string) {
  const answer = await fetch(`${SANDBOX}/sandbox/api/outbox?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as {emails: Array<{subject: string}>}).emails;
}

test.afterEach(clearFaults);

for (const market of ['it', 'sl'] as const) {
  const w = WORDS[market];

  test(`${market}: a request with a photo becomes a ticket in the inspector and a confirmation in the Outbox`, async ({
    page,
  }) => {
    const email = newEmail();
    await page.goto(w.path);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(w.title);
    await fillForm(page, market, email);
    await page.getByRole('button', {name: w.submit}).click();

    const status = page.getByRole('status').filter({hasText: w.done(0).slice(0, 12)});
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    const [ticket] = await ticketsOf(email);
    expect(ticket, 'the ticket filed').toBeTruthy();
    await expect(status).toContainText(w.done(ticket!.id));
    expect(ticket!.attachments).toHaveLength(1);

    // The inspector's Tickets tab: the ticket, its photo shown.
    const inspector = await page.context().newPage();
    await inspector.goto(`${SANDBOX}/sandbox?tab=tickets&id=${ticket!.id}`);
    await expect(inspector.getByRole('heading', {level: 2})).toContainText(`#${ticket!.id}`);
    const image = inspector.getByRole('img', {name: 'scarpa-scucita.jpg'});
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    // The Outbox: the confirmation, in the market's language, with the ticket number.
    await inspector.goto(`${SANDBOX}/sandbox?tab=outbox&to=${encodeURIComponent(email)}`);
    await expect(inspector.getByRole('link', {name: w.mailSubject(ticket!.id)})).toBeVisible();
    expect((await outboxOf(email)).map((mail) => mail.subject)).toEqual([
      w.mailSubject(ticket!.id),
    ]);
  });

  test(`${market}: bad input gets a message on each field, the focus on the first, and nothing is filed`, async ({
    page,
  }) => {
    const email = 'giulia@';
    await page.goto(w.path);
    await hydrated(page);
    await page.getByLabel(w.email, {exact: true}).fill(email);
    await page.getByLabel(w.message).fill('Troppo corto');
    await page.getByRole('button', {name: w.submit}).click();

    await expect(page.getByRole('alert')).toHaveText(w.summary);
    const topic = page.getByLabel(w.topic);
    await expect(topic).toBeFocused();
    await expect(topic).toHaveAttribute('aria-invalid', 'true');
    await expect(topic).toHaveAccessibleDescription(w.topicRequired);
    await expect(page.getByLabel(w.name, {exact: true})).toHaveAccessibleDescription(
      w.nameRequired,
    );
    await expect(page.getByLabel(w.email, {exact: true})).toHaveAccessibleDescription(
      w.emailInvalid,
    );
    await expect(page.getByLabel(w.message)).toHaveAccessibleDescription(
      new RegExp(`${w.tooShort}$`),
    );
    await expect(page.getByRole('checkbox', {name: w.privacy})).toHaveAccessibleDescription(
      w.privacyRequired,
    );
    // What was typed is still there.
    await expect(page.getByLabel(w.email, {exact: true})).toHaveValue(email);
    await expect(page.getByLabel(w.message)).toHaveValue('Troppo corto');
    expect(await ticketsOf(email)).toEqual([]);
    await expectNoViolations(page, `${w.path} with errors`);
  });
}

test('a 429 from the helpdesk keeps the message and says when to retry; then it goes through', async ({
  page,
}) => {
  const w = WORDS.it;
  const email = newEmail();
  await arm('zendesk', {status: 429, retryAfter: 20});
  await page.goto(w.path);
  await hydrated(page);
  await fillForm(page, 'it', email);
  await page.getByRole('button', {name: w.submit}).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(w.retry);
  await expect(alert).toBeFocused();
  await expect(page.getByLabel(w.message)).toHaveValue(MESSAGE);
  await expect(page.getByLabel(w.order)).toHaveValue('#1001');
  expect(await ticketsOf(email)).toEqual([]);

  // Positive control: the same form, the helpdesk back, is filed.
  await clearFaults();
  await page.getByRole('button', {name: w.submit}).click();
  await expect(page.getByRole('status').filter({hasText: 'Abbiamo ricevuto'})).toBeVisible();
  expect(await ticketsOf(email)).toHaveLength(1);
});

test('an outage of the helpdesk keeps what was typed and says so', async ({page}) => {
  const w = WORDS.it;
  const email = newEmail();
  await arm('zendesk', {status: 503});
  await page.goto(w.path);
  await hydrated(page);
  await fillForm(page, 'it', email, false);
  await page.getByRole('button', {name: w.submit}).click();
  await expect(page.getByRole('alert')).toContainText(w.unavailable);
  await expect(page.getByLabel(w.message)).toHaveValue(MESSAGE);
  await expect(page.getByLabel(w.email, {exact: true})).toHaveValue(email);
});

test('the footer leads to customer care in every market', async ({page}) => {
  for (const [market, path, name] of [
    ['it', '/it/assistenza', 'Assistenza clienti'],
    ['sl', '/sl/pomoc', 'Pomoč strankam'],
    ['hr', '/hr/podrska', 'Korisnička podrška'],
  ] as const) {
    await page.goto(`/${market}`);
    const link = page.getByRole('contentinfo').getByRole('link', {name, exact: true});
    await expect(link).toHaveAttribute('href', path);
  }
  // Another market's word is no page there.
  expect((await page.goto('/sl/assistenza'))?.status()).toBe(404);
  // The page names its alternates by each market's own word, and the market switcher follows.
  await page.goto('/sl/pomoc');
  await expect(page.locator('link[rel="alternate"][hreflang="hr-HR"]')).toHaveAttribute(
    'href',
    /\/hr\/podrska$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sl\/pomoc$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a refused post comes back with its messages and what was typed, and the photo asked for again; the corrected one is filed', async ({
    page,
  }) => {
    const w = WORDS.it;
    const email = newEmail();
    await page.goto(w.path);
    await fillForm(page, 'it', email);
    await page.getByLabel(w.name, {exact: true}).fill('');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', {name: w.submit}).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText(w.summary);
    await expect(page.getByRole('alert')).toContainText(w.photoAgain);
    const name = page.getByLabel(w.name, {exact: true});
    await expect(name).toHaveAccessibleDescription(w.nameRequired);
    // The first field in error has the focus, from the page itself.
    await expect(name).toBeFocused();
    await expect(page.getByLabel(w.message)).toHaveValue(MESSAGE);
    await expect(page.getByLabel(w.order)).toHaveValue('#1001');
    await expect(page.getByRole('checkbox', {name: w.privacy})).toBeChecked();

    await name.fill('Giulia Rossi');
    await page.getByLabel(w.photo).setInputFiles(await photo());
    await page.getByRole('button', {name: w.submit}).click();
    const [ticket] = await ticketsOf(email);
    expect(ticket, 'the ticket filed').toBeTruthy();
    await expect(page.locator('.care-done')).toContainText(w.done(ticket!.id));
    expect(ticket!.attachments).toHaveLength(1);
  });
});

test('axe finds nothing on the form, at phone and desktop widths', async ({page}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({width, height: 800});
    for (const path of ['/it/assistenza', '/sl/pomoc', '/hr/podrska']) {
      await page.goto(path);
      await hydrated(page);
      await expectNoViolations(page, `${path} at ${width}px`);
    }
  }
  await expectViolationSeen(page);
});
