/**
 * What the second outside probe found (docs/decisions/0012, docs/product.md#security), each checked from outside
 * over HTTP on the e2e stack, as it was found: the SALESmanago routes trusting the post, control
 * characters in the preview's redirect, the care form's Retry-After, a no-JS newsletter sign-up
 * losing the e-mail in an outage, `Allow` naming the wrong methods, and JSON posts with neither
 * `Origin` nor `Sec-Fetch-Site`. (The care form's control characters and the e-mail check are
 * unit tests: tests/unit/form-text.test.ts.)
 */
import {expect, test} from './fixtures';
import {arm, clearFaults} from './fault-support';
import {expectNoViolations} from './support';

const PORT = Number(process.env.E2E_PORT || 3500);
const SHOP = `http://localhost:${PORT}`;
let clients = 0;
/** A client address of its own per use (the test stack honours `oxygen-buyer-ip`). */
const newClient = () => `10.252.${process.pid % 256}.${++clients % 256}`;

function send(path: string, init: RequestInit & {headers?: Record<string, string>} = {}) {
  return fetch(`${SHOP}${path}`, {
    redirect: 'manual',
    ...init,
    headers: {'oxygen-buyer-ip': newClient(), ...init.headers},
  });
}

const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  send(path, {
    method: 'POST',
    body: new URLSearchParams(body),
    headers: {Origin: SHOP, ...headers},
  });

test.afterEach(clearFaults);

test('a contact id or cart token the browser was not given writes no CART event', async () => {
  const client = newClient();
  const contact = await post(
    '/api/salesmanago/contact',
    {
      email: `probe-${Date.now()}@example.com`,
      clientId: process.env.PUBLIC_SALESMANAGO_CLIENT_ID ?? 'psbx7k2m9q1w',
      shop: new URL(SHOP).host,
      newsletter: 'false',
      action: 'backInStock',
    },
    {'oxygen-buyer-ip': client},
  );
  expect(contact.status).toBe(200);
  const {contactId} = (await contact.json()) as {contactId: string};
  const binding = contact.headers.get('set-cookie')?.split(';')[0] ?? '';
  expect(binding).toMatch(/^passoMarketingContact=[\w-]{43}$/);
  const form = (id: string) => ({
    type: 'CART',
    token: 'SomebodyElsesCartToken1',
    products: '1',
    variantsId: '2',
    detail1: 'Compra qui: evil.example',
    detail2: '',
    detail3: '',
    detail4: '1',
    detail5: 'EUR',
    value: '1',
    clientId: process.env.PUBLIC_SALESMANAGO_CLIENT_ID ?? 'psbx7k2m9q1w',
    shop: new URL(SHOP).host,
    contactId: id,
  });
  // Somebody else's contact id, as the probe posted it: refused.
  const stranger = await post(
    '/api/salesmanago/cart',
    form('5b0e3c1a-7f2d-4e8b-9a61-2c4d8e0f1a3b'),
  );
  expect(stranger.status).toBe(403);
  // Its own contact, but a cart token that is not its cart: refused as well.
  const foreign = await post('/api/salesmanago/cart', form(contactId), {Cookie: binding});
  expect(foreign.status).toBe(403);
  expect(await foreign.json()).toMatchObject({success: false, message: expect.any(String)});
});

test('control characters in the preview’s way back are the localized 400, never a 5xx', async () => {
  for (const control of ['%00', '%01', '%7F', '%C2%85', '%0D%0ASet-Cookie:%20x=1']) {
    const response = await send(`/it/preview?exit&redirect=%2F${control}`);
    expect(response.status, control).toBe(400);
    expect(response.headers.get('location'), control).toBeNull();
    expect(await response.text()).toContain('Richiesta non valida');
  }
  // A cart change without JavaScript, whose way back holds one: refused before the cart changes.
  const input = {
    action: 'LinesAdd',
    inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]},
  };
  const sl = await post('/sl/cart', {
    cartFormInput: JSON.stringify(input),
    redirectTo: '/sl\u0000',
  });
  expect(sl.status).toBe(400);
  expect(sl.headers.get('set-cookie')).toBeNull();
  expect(await sl.text()).toContain('lang="sl"');
  // Positive control: a plain way back is a redirect to it.
  const back = await send('/it/preview?exit&redirect=%2Fit%2Fjournal');
  expect(back.status).toBe(302);
  expect(back.headers.get('location')).toBe('/it/journal');
});

test('the care form’s 429 says in Retry-After the wait the page states, on the page and .data', async () => {
  const fields = {
    topic: 'products',
    name: 'Giulia Rossi',
    email: `probe-care-${Date.now()}@example.com`,
    message: 'Vorrei sapere se la taglia 38 torna disponibile.',
    isPrivacyDisclaimerChecked: 'on',
  };
  for (const path of ['/it/assistenza', '/it/assistenza.data']) {
    const client = newClient();
    // The client's budget (5), spent on posts the form refuses for a missing name.
    for (let i = 0; i < 5; i++)
      await post(path, {...fields, name: ''}, {'oxygen-buyer-ip': client});
    const limited = await post(path, fields, {'oxygen-buyer-ip': client});
    expect(limited.status, path).toBe(429);
    expect(limited.headers.get('retry-after'), path).toBe('120');
    if (!path.endsWith('.data')) expect(await limited.text()).toContain('Riprova tra 2 minuti');
  }
  // The helpdesk's own 429: its 20 s are stated as 1 minute, and said as 60.
  await arm('zendesk', {status: 429, retryAfter: 20});
  const helpdesk = await post('/it/assistenza', {...fields, email: `h-${fields.email}`});
  expect(helpdesk.status).toBe(429);
  expect(helpdesk.headers.get('retry-after')).toBe('60');
  expect(await helpdesk.text()).toContain('Riprova tra 1 minuto');
});

test('a no-JS newsletter sign-up during a Klaviyo outage is a 503 page with the e-mail typed', async ({
  page,
}) => {
  await arm('klaviyo', {status: 503});
  // An older page's form, posted to the JSON endpoint as a page: sent on, body and all.
  const sent = await post(
    '/api/it/newsletter',
    {email: 'probe-news@example.com', isPrivacyDisclaimerChecked: 'on', formId: 'footer'},
    {Accept: 'text/html'},
  );
  expect(sent.status).toBe(307);
  expect(sent.headers.get('location')).toBe('/it/newsletter');

  await page.goto('/it/assistenza');
  const footer = page.locator('.site-footer__newsletter');
  await footer.getByRole('textbox', {name: 'La tua email'}).fill('probe-news@example.com');
  await footer.getByRole('checkbox').check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/it/newsletter'));
  await page.evaluate(() =>
    document.querySelector<HTMLFormElement>('.site-footer__newsletter form')!.submit(),
  );
  const response = await answer;
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('30');
  const form = page.locator('main form');
  await expect(form.getByRole('textbox', {name: 'La tua email'})).toHaveValue(
    'probe-news@example.com',
  );
  await expect(form.getByRole('checkbox')).toBeChecked();
  await expect(form.getByRole('alert')).toContainText('non è raggiungibile');
  await expectNoViolations(page, '/it/newsletter, a refused sign-up');
});

test('each 405 names in Allow the methods its path takes', async () => {
  const cases: Array<[string, string, string]> = [
    ['PUT', '/api/it/newsletter', 'POST'],
    ['GET', '/api/it/newsletter', 'POST'],
    ['DELETE', '/api/salesmanago/cart', 'POST'],
    ['GET', '/api/salesmanago/contact', 'POST'],
    ['PUT', '/it/cart', 'GET, HEAD, POST'],
    ['PATCH', '/it/donna', 'GET, HEAD'],
  ];
  for (const [method, path, allow] of cases) {
    const response = await send(path, {method, headers: {Origin: SHOP}});
    expect(response.status, `${method} ${path}`).toBe(405);
    expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
  }
});

test('a POST with neither Origin nor Sec-Fetch-Site reaches only the plain forms', async () => {
  const bare = (path: string, body: Record<string, string>) =>
    send(path, {method: 'POST', body: new URLSearchParams(body)});
  for (const path of ['/api/it/newsletter', '/api/salesmanago/contact', '/it/cart.data'])
    expect((await bare(path, {email: 'x@example.com'})).status, path).toBe(403);
  // An old browser's form post to a page still goes through (a 400 for its odd fields).
  const form = await bare('/it/account/recover', {email: 'not-an-email'});
  expect(form.status).toBe(400);
  // With Sec-Fetch-Site, the JSON endpoint is reached (a 400 for the same odd fields).
  const modern = await send('/api/it/newsletter', {
    method: 'POST',
    body: new URLSearchParams({email: 'x'}),
    headers: {'Sec-Fetch-Site': 'same-origin'},
  });
  expect(modern.status).toBe(400);
});
