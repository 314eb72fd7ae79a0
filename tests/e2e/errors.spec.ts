import {InMemoryCache} from '@shopify/hydrogen';
import {createStorefrontApi} from '../../app/lib/commerce/storefront.server';
import {readConfig} from '../../app/lib/config.server';
import {envForSandboxPort} from '../../scripts/env.mjs';
import {expect, test} from './fixtures';
import {SANDBOX} from './support';

/** A server error's text in a page: a stack frame, or the error a malformed URL raises. */
const LEAK = /TypeError|Invalid URL|at .+\.(js|ts):\d+/;
/** The cause of an outage as the app logs it: the Storefront client's error. */
const UPSTREAM_CAUSE = /StorefrontError|Received status code/;

test('positive controls: the leak checks see a real stack trace and a real outage cause', async ({
  request,
}) => {
  // A URL error, with its stack, as the local preview once printed (docs/decisions/0008).
  let urlError = new Error('no error');
  try {
    new URL('%zz');
  } catch (error) {
    urlError = error as Error;
  }
  expect(String(urlError)).toMatch(LEAK);
  expect(urlError.stack!.split('\n').slice(1).join('\n')).toMatch(LEAK);

  // The app's own Storefront client, answered a 503 by the sandbox: the error the 503 page hides.
  const config = readConfig(envForSandboxPort(Number(new URL(SANDBOX).port)));
  await request.post(`${SANDBOX}/sandbox/api/faults`, {
    data: {service: 'storefront', status: 503, count: 1},
  });
  try {
    const cause = await createStorefrontApi({
      marketConfig: config.markets.it,
      storeOrigin: SANDBOX,
      privateToken: null,
      cache: new InMemoryCache(),
      waitUntil: () => {},
      request: new Request('http://localhost/it'),
      deadline: Date.now() + 10_000,
    })
      .query('query Shop { shop { name } }', {cache: {mode: 'no-store'}})
      .catch((error: Error) => error);
    expect(`${cause}`).toMatch(UPSTREAM_CAUSE);
  } finally {
    await request.delete(`${SANDBOX}/sandbox/api/faults`);
  }
});

test('an unknown market prefix is a 404 in Italian', async ({page}) => {
  const response = await page.goto('/xx/qualcosa-p');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Pagina non trovata');
  await expect(page.getByRole('link', {name: 'Torna alla home'})).toBeVisible();
});

test('an unknown product or collection is a localized 404 with links onward', async ({page}) => {
  let response = await page.goto('/sl/ne-obstaja-p');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Strani ni mogoče najti');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Nazaj na domačo stran'})).toHaveAttribute(
    'href',
    '/sl',
  );

  response = await page.goto('/hr/nepostojeca-kolekcija');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Stranica nije pronađena');
  const body = await page.content();
  expect(body).not.toMatch(LEAK);
});

test('a path without market prefix is redirected to the Italian one', async ({page}) => {
  await page.goto('/donna');
  await expect(page).toHaveURL(/\/it\/donna$/);
});

test('a failing Storefront API gives a localized 503 page', async ({page, request}) => {
  await request.post(`${SANDBOX}/sandbox/api/faults`, {
    data: {service: 'storefront', status: 503, count: 4},
  });
  try {
    const response = await page.goto(`/sl/fault-${Date.now()}-p`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Storitev trenutno ni na voljo');
    await expect(page.getByText('vaša košarica je shranjena')).toBeVisible();
    expect(await page.content()).not.toMatch(UPSTREAM_CAUSE);
  } finally {
    await request.delete(`${SANDBOX}/sandbox/api/faults`);
  }
});

test('documents carry the security headers', async ({request}) => {
  const response = await request.get('/it');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src[^;]*'nonce-[0-9a-f]+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('https://http');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const nonce = /'nonce-([0-9a-f]+)'/.exec(headers['content-security-policy'])![1];
  const html = await response.text();
  const scripts = [...html.matchAll(/<script([^>]*)>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const match of scripts) expect(match[1]).toContain(`nonce="${nonce}"`);
});

// Malformed percent-encoding reaches our worker, which answers in the shopper's language: the
// listing keeps or ignores the value, an unknown path is a 404. The local preview used to answer
// these with a 500 and a stack trace before our worker saw them (docs/decisions/0008).
const MALFORMED: Array<{url: string; lang: string; status: number; heading: string | RegExp}> = [
  {url: '/it/search?s=%zz', lang: 'it', status: 200, heading: 'Risultati per «%zz»'},
  {url: '/it/search?s=%E0%A4%A', lang: 'it', status: 200, heading: /^Risultati per «.*%A»$/},
  {url: '/sl/search?s=%zz', lang: 'sl', status: 200, heading: 'Rezultati za »%zz«'},
  {url: '/hr/search?s=%E0%A4%A', lang: 'hr', status: 200, heading: /^Rezultati za „.*%A”$/},
  {url: '/it/search?brand=%zz', lang: 'it', status: 200, heading: 'Ricerca'},
  {url: '/it/search?page=%zz', lang: 'it', status: 200, heading: 'Ricerca'},
  {url: '/it/search?size=%E0%A4%A', lang: 'it', status: 200, heading: 'Ricerca'},
  {url: '/it/%zz', lang: 'it', status: 404, heading: 'Pagina non trovata'},
  {url: '/it/%E0%A4%A-p', lang: 'it', status: 404, heading: 'Pagina non trovata'},
  {url: '/sl/%zz', lang: 'sl', status: 404, heading: 'Strani ni mogoče najti'},
  {url: '/hr/%E0%A4%A-p', lang: 'hr', status: 404, heading: 'Stranica nije pronađena'},
];

for (const {url, lang, status, heading} of MALFORMED) {
  test(`malformed percent-encoding: ${url} is a ${status} in ${lang}, not a 500`, async ({
    page,
  }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(status);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    expect(await response!.text()).not.toMatch(LEAK);
  });
}

test('malformed percent-encoding on the reference page is not a 500', async ({request}) => {
  const response = await request.get('/bench/bare?x=%zz');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('<html lang="it"');
  expect(body).not.toMatch(LEAK);
});
