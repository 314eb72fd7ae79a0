/**
 * The holes an attacker and an outage found (docs/decisions/0012), each checked from outside
 * over HTTP, as they were found: the shop's answers, not its code.
 */
import {request as httpRequest} from 'node:http';
import {expect, test} from './fixtures';
import {BUSY_LINE, hydrated, SANDBOX, sizesInStock} from './support';
import {login, newEmail, PASSWORD, submitRegistration} from './account-support';

const PORT = Number(process.env.E2E_PORT || 3500);
const SHOP = `http://localhost:${PORT}`;
let clients = 0;
/** A client address of its own per use (the test stack honours `oxygen-buyer-ip`). */
const newClient = () => `10.250.${process.pid % 256}.${++clients % 256}`;

/** A post from the shop's own page, as a browser sends it. */
function post(path: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${SHOP}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {Origin: SHOP, 'oxygen-buyer-ip': newClient(), ...headers},
    body: new URLSearchParams(body),
  });
}

/** This file's own products (with stock to spare), apart from the other tests' picks. */
const item = async (pick: number) => (await sizesInStock(20))[90 + pick]!;

const addLine = (variantId: string) =>
  JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: variantId, quantity: 1}]}});

/** Where a Location header takes a browser that is on the shop's cart page. */
const resolved = (response: Response) =>
  new URL(response.headers.get('Location') ?? '', `${SHOP}/it/cart`);

async function fault(body: Record<string, unknown>) {
  await fetch(`${SANDBOX}/sandbox/api/faults`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(body),
  });
}
const clearFaults = () => fetch(`${SANDBOX}/sandbox/api/faults`, {method: 'DELETE'});

/** What a server error shows when it leaks: a stack frame, React Router's error text. */
const SERVER_ERROR_TEXT = /at \S+ \(|Unexpected Server Error|\.js:\d+/;

test.afterEach(clearFaults);

test.describe('open redirects', () => {
  const TRICKS = ['/.//evil.example', '/x/..//evil.example', '/%2e//evil.example'];

  test('a cart change never leads to another site, whatever redirectTo says', async () => {
    const {variantId} = await item(0);
    for (const redirectTo of TRICKS) {
      const response = await post('/it/cart', {
        cartFormInput: addLine(variantId),
        redirectTo,
      });
      expect(response.status, redirectTo).toBe(303);
      expect(resolved(response).origin, redirectTo).toBe(SHOP);
    }
    // Positive control: a plain same-origin path is followed.
    const plain = await post('/it/cart', {
      cartFormInput: addLine(variantId),
      redirectTo: '/it/donna',
    });
    expect(plain.headers.get('Location')).toBe('/it/donna');
  });

  test("a login's returnTo, posted or for a customer already in, stays on the site", async () => {
    const email = newEmail();
    const client = newClient();
    await post('/it/account/register', {
      firstName: 'Ada',
      lastName: 'Neri',
      email,
      password: PASSWORD,
    });
    for (const returnTo of TRICKS) {
      const login = await post(
        '/it/account/login',
        {email, password: PASSWORD, returnTo},
        {'oxygen-buyer-ip': client},
      );
      expect(login.status, returnTo).toBe(303);
      expect(resolved(login).origin, returnTo).toBe(SHOP);
      const cookie = (login.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
      const again = await fetch(
        `${SHOP}/it/account/login?returnTo=${encodeURIComponent(returnTo)}`,
        {
          redirect: 'manual',
          headers: {cookie},
        },
      );
      expect(again.status, returnTo).toBe(302);
      expect(resolved(again).origin, returnTo).toBe(SHOP);
    }
  });

  test('a .data cart change carries no redirect to another site', async () => {
    const {variantId} = await item(1);
    const response = await post('/it/cart.data', {
      cartFormInput: addLine(variantId),
      redirectTo: '/.//evil.example',
    });
    expect(response.status).toBeLessThan(400);
    expect(await response.text()).not.toContain('//evil.example');
    // Positive control: the redirect a .data answer carries is in its body, and a same-origin
    // one is there to be read.
    const plain = await post('/it/cart.data', {
      cartFormInput: addLine(variantId),
      redirectTo: '/it/donna',
    });
    expect(await plain.text()).toContain('/it/donna');
  });
});

test.describe('crafted input', () => {
  for (const path of ['/%00', '/it%00', '/%0A/%2F', '/sl/%0d%0a']) {
    test(`${path} is a localized 400 page, not a 500`, async () => {
      const response = await fetch(`${SHOP}${path}`, {redirect: 'manual'});
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(
        path.startsWith('/sl') ? 'Neveljavna zahteva' : 'Richiesta non valida',
      );
      expect(html).not.toMatch(SERVER_ERROR_TEXT);
    });
  }

  test('positive control: the leak check sees a stack trace', () => {
    // A real one, from this process: what a server error page that leaked would show.
    expect(new Error('control').stack).toMatch(SERVER_ERROR_TEXT);
  });

  test('an empty or "null" Origin on a post is refused with a 403, not a 500', async () => {
    for (const origin of ['', 'null', 'https://evil.example']) {
      const response = await post('/it/cart', {cartFormInput: '{}'}, {Origin: origin});
      expect(response.status, JSON.stringify(origin)).toBe(403);
      expect(await response.text()).toBe('Richiesta non consentita.');
    }
  });
});

test('the Host header never reaches canonical links, hreflang or og:url', async () => {
  const html = await new Promise<string>((resolve, reject) => {
    const request = httpRequest(
      {host: '127.0.0.1', port: PORT, path: '/sl', headers: {Host: 'evil.example'}},
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      },
    );
    request.on('error', reject);
    request.end();
  });
  expect(html).not.toContain('evil.example');
  expect(html).toContain(`<link rel="canonical" href="${SHOP}/sl"/>`);
  expect(html).toContain(`hrefLang="hr-HR" href="${SHOP}/hr"`);
  expect(html).toContain(`property="og:url" content="${SHOP}/sl"`);
});

test.describe('request bodies', () => {
  const TEN_MB = 10 * 1024 * 1024;

  test('a declared 10 MB body is refused with a 413 before a byte of it is sent', async () => {
    // Only the headers go out: the answer must come without the body.
    const started = Date.now();
    const {status, text} = await new Promise<{status: number; text: string}>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/it/account/login',
          headers: {
            Origin: SHOP,
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': String(TEN_MB),
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            resolve({status: response.statusCode ?? 0, text: body});
            request.destroy();
          });
        },
      );
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
    expect(text).toContain('Richiesta troppo grande');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test('a streamed body is cut off at the limit, not read to its end', async () => {
    test.setTimeout(60_000);
    // More than the system's socket buffers hold unread (Linux grows a receive buffer up to
    // 32 MB): only a server that reads on lets the client write all of it.
    const STREAMED = 64 * 1024 * 1024;
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024, 97);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/it/cart',
          headers: {Origin: SHOP, 'content-type': 'application/x-www-form-urlencoded'},
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
          request.destroy();
        },
      );
      // The server may hang up while the rest is still being written: that is the point.
      request.on('error', () => {});
      const writeMore = () => {
        while (written < STREAMED && !request.destroyed) {
          written += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', writeMore);
        }
        if (!request.destroyed) request.end();
      };
      writeMore();
      setTimeout(() => reject(new Error('no answer within 40 s')), 40_000);
    });
    expect(status).toBe(413);
    expect(written).toBeLessThan(STREAMED);
  });

  test('a streamed body that is refused gets its 4xx, never a 502 from the preview', async () => {
    // A refusal races the rest of the body: written on into the closed worker connection, it
    // used to lose the answer (2 to 5 times in 150 posts to a path that is no page).
    const send = (path: string, size: number) =>
      new Promise<number | string>((resolve) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port: PORT,
            method: 'POST',
            path,
            headers: {Origin: SHOP, 'content-type': 'application/x-www-form-urlencoded'},
          },
          (response) => {
            resolve(response.statusCode ?? 0);
            response.resume();
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        // Written in pieces, the body goes chunked: no Content-Length to refuse it by.
        for (let at = 0; at < size; at += 16_384)
          request.write(Buffer.alloc(Math.min(16_384, size - at), 97));
        request.end();
      });
    const answers = new Map<string, number>();
    const count = async (path: string, size: number) => {
      const answer = `${path} ${await send(path, size)}`;
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
    };
    for (let i = 0; i < 150; i++) {
      await count('/it/cart', 70_000 + i * 1_000);
      // Refused before a route reads it, under the limit as well as over it.
      await count('/xx/cart.data', 4_000 + i * 1_500);
    }
    expect(Object.fromEntries(answers)).toEqual({'/it/cart 413': 150, '/xx/cart.data 405': 150});
  });
});

test.describe('sign-in forms', () => {
  test('registering a known e-mail answers as a new one would, and e-mails the owner', async ({
    page,
  }) => {
    const answer = async (email: string) => {
      await submitRegistration(page, email);
      const text = await page.getByRole('status').filter({hasText: 'Abbiamo inviato'}).innerText();
      return text.replace(email, 'EMAIL');
    };
    const known = newEmail();
    await answer(known);
    const fresh = newEmail();
    expect(await answer(known)).toBe(await answer(fresh));
    const taken = page.getByText('Esiste già un account');
    await expect(taken).toHaveCount(0);
    const subjects = async (email: string) => {
      const response = await fetch(`${SANDBOX}/sandbox/api/outbox?to=${encodeURIComponent(email)}`);
      const {emails} = (await response.json()) as {emails: Array<{subject: string; text: string}>};
      return emails.map((e) => (/\/account\/reset\/\d+\//.test(e.text) ? 'reset' : e.subject));
    };
    // The new customer is welcomed; the owner of the known one, and only they, hear of the
    // second try: a password-reset e-mail (sent after the answer, hence the poll).
    await expect.poll(() => subjects(fresh)).toEqual(['Benvenuto in Passo']);
    await expect.poll(() => subjects(known)).toEqual(['reset', 'Benvenuto in Passo']);

    // Positive control: where the shop may say an e-mail is taken (a logged-in customer's
    // profile), the same locator finds it.
    await login(page, fresh, PASSWORD);
    await expect(page).toHaveURL(/\/it\/account$/);
    await page.goto('/it/account/profile');
    await hydrated(page);
    await page.getByLabel('E-mail').fill(known);
    await page.getByRole('button', {name: 'Salva il profilo'}).click();
    await expect(taken).toHaveCount(1);
  });

  test('one client gets 10 logins a minute, whichever e-mails it tries; another still gets in', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await post(
        '/it/account/login',
        {email: `probe-${i}-${Date.now()}@example.com`, password: 'sbagliata'},
        {'oxygen-buyer-ip': client},
      );
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    // Positive control: the same attempt from another client is judged on its merits.
    const other = await post('/it/account/login', {
      email: 'probe@example.com',
      password: 'sbagliata',
    });
    expect(other.status).toBe(401);
  });

  test('registration, recovery and cart changes are limited per client too', async () => {
    const cases: Array<[string, () => Record<string, string>, number]> = [
      [
        '/it/account/register',
        () => ({firstName: 'A', lastName: 'B', email: newEmail(), password: PASSWORD}),
        10,
      ],
      ['/it/account/recover', () => ({email: newEmail()}), 10],
      ['/it/cart', () => ({cartFormInput: '{"action":"LinesRemove","inputs":{"lineIds":[]}}'}), 60],
    ];
    for (const [path, body, limit] of cases) {
      const client = newClient();
      const statuses = [];
      // A few more than the limit: the bucket refills a little while they are sent.
      for (let i = 0; i < limit + 5; i++)
        statuses.push((await post(path, body(), {'oxygen-buyer-ip': client})).status);
      expect(statuses.slice(0, limit), path).not.toContain(429);
      expect(statuses.at(-1), path).toBe(429);
    }
  });
});

test('a cart change refused for too many keeps the code typed in its field, with the reason', async () => {
  const client = newClient();
  const discount = (code: string) => ({
    cartFormInput: '{"action":"DiscountCodesUpdate","inputs":{"discountCodes":[]}}',
    discountCode: code,
    redirectTo: '/it/cart',
  });
  const field = (html: string) => /<input[^>]*name="discountCode"[^>]*>/.exec(html)?.[0];
  const added = await post(
    '/it/cart',
    {cartFormInput: addLine((await item(6)).variantId)},
    {'oxygen-buyer-ip': client},
  );
  const cookie = added.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = {'oxygen-buyer-ip': client, cookie};
  // Positive control: before the limit, the platform is asked, and refuses the code.
  const served = await post('/it/cart', discount('ESTATE'), headers);
  expect(served.status).toBe(422);
  const servedHtml = await served.text();
  expect(servedHtml).toContain('Il codice ESTATE non è valido per questo carrello');
  expect(servedHtml).not.toContain('Troppe modifiche');
  expect(field(servedHtml)).toContain('value="ESTATE"');
  let refused: Response | undefined;
  for (let i = 0; i < 80 && refused?.status !== 429; i++)
    refused = await post('/it/cart', discount('ESTATE'), headers);
  expect(refused?.status).toBe(429);
  const html = await refused!.text();
  expect(html).toContain('Troppe modifiche in poco tempo. Attendi qualche secondo e riprova.');
  expect(field(html)).toContain('value="ESTATE"');
});

/** The cart page's "your cart is empty". */
const EMPTY_CART = 'class="cart-empty"';

test.describe('outages', () => {
  test('the cart page says the cart is unavailable, never that it is empty', async () => {
    // Positive control: the cart page of a shopper without a cart does say it is empty.
    expect(await (await fetch(`${SHOP}/it/cart`)).text()).toContain(EMPTY_CART);
    const product = await item(2);
    const added = await post('/it/cart', {cartFormInput: addLine(product.variantId)});
    const cookie = added.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await fault({service: 'storefront', status: 502, count: 20});
    const response = await fetch(`${SHOP}/it/cart`, {headers: {cookie}});
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    // The page, not the messages it carries for the browser: the outage, and no empty cart.
    expect(html).toContain('<h1 id="error-title">Servizio momentaneamente non disponibile</h1>');
    expect(html).not.toContain(EMPTY_CART);
    await clearFaults();
    // Kept: the same cookie reads the same cart once the platform is back.
    const back = await (await fetch(`${SHOP}/it/cart`, {headers: {cookie}})).text();
    expect(back).toContain(product.title);
  });

  test('an outage page asks to retry later and is never stored', async () => {
    const {handle} = await item(3);
    await fault({service: 'storefront', status: 502, count: 20});
    const response = await fetch(`${SHOP}/it/${handle}-p`);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

test('data, API and redirect answers carry the security headers', async () => {
  const answers = await Promise.all([
    fetch(`${SHOP}/it/donna.data`),
    fetch(`${SHOP}/api/it/user/get-customer-info`),
    fetch(`${SHOP}/donna`, {redirect: 'manual'}),
  ]);
  for (const response of answers) {
    expect(response.headers.get('X-Content-Type-Options'), response.url).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy'), response.url).toBeTruthy();
  }
  expect(answers[2]!.status).toBe(301);
});

/** The newest request the sandbox logged, to count what came after it. */
async function lastRequestId(): Promise<number> {
  const response = await fetch(`${SANDBOX}/sandbox/api/requests?limit=1`);
  return ((await response.json()) as {requests: Array<{id: number}>}).requests[0]?.id ?? 0;
}

async function cartsCreatedSince(id: number): Promise<number> {
  const response = await fetch(`${SANDBOX}/sandbox/api/requests?service=storefront&limit=500`);
  const {requests} = (await response.json()) as {
    requests: Array<{id: number; operationName: string | null; status: number}>;
  };
  return requests.filter((r) => r.id > id && r.operationName === 'CartCreate').length;
}

test('two tabs adding at once, before there is a cart, fill one cart', async ({context}) => {
  const [a, b] = [await item(4), await item(5)];
  const before = await lastRequestId();
  const tabs = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all(
    tabs.map((tab, i) =>
      tab.goto(`/it/${[a, b][i]!.handle}-p?size=${encodeURIComponent([a, b][i]!.size)}`),
    ),
  );
  for (const tab of tabs)
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const addButton = (i: number) => tabs[i]!.getByRole('button', {name: 'Aggiungi al carrello'});
  // The first tab's add is held on its way until the second tab has added too (or 1.5 s have
  // passed): the two overlap for certain, unless the second one waits for the first.
  let secondAdd: Promise<void> | null = null;
  let secondSeen: () => void = () => {};
  const second = new Promise<void>((resolve) => (secondSeen = resolve));
  // The positive control of the "no longer busy" check below: held, the first line is busy.
  let busyWhileHeld = 0;
  await context.route(/\/it\/cart\.data$/, async (route) => {
    if (secondAdd) secondSeen();
    else {
      secondAdd = addButton(1).click();
      await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 1_500))]);
      busyWhileHeld = await tabs[0]!.locator(BUSY_LINE).count();
    }
    await route.fallback();
  });
  await addButton(0).click();
  await expect.poll(() => secondAdd).not.toBeNull();
  await secondAdd;
  // Each tab's drawer shows its own line, confirmed (no longer busy), once its change is answered.
  for (const [i, tab] of tabs.entries()) {
    const drawer = tab.getByRole('dialog', {name: 'Carrello'});
    await expect(drawer).toContainText([a, b][i]!.title);
    await expect(drawer.locator(BUSY_LINE)).toHaveCount(0, {timeout: 10_000});
  }
  expect(busyWhileHeld).toBe(1);
  // One cart holds both, and it is the only one made: before the lock, the second tab
  // started a cart of its own, left orphaned.
  const cart = await (await tabs[0]!.request.get('/it/cart')).text();
  expect(cart).toContain(a.title);
  expect(cart).toContain(b.title);
  expect(await cartsCreatedSince(before)).toBe(1);
});
