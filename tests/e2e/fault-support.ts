/**
 * Steps of the fault suite (faults.spec.ts): arming sandbox faults, pages the worker has not
 * cached yet, timed visits and posts, and a shopper with a cart and a login to keep.
 */
import type {APIRequestContext, Browser, BrowserContext, Page} from '@playwright/test';
import {
  actAsOwnClient,
  clientAddress,
  consentCookieValue,
  expect,
  keepNewsletterPopUpAway,
} from './fixtures';
import {SANDBOX, sandboxQuery, sizesInStock} from './support';

/**
 * The app's promise: each upstream call gives up (3 s, 5 s for mutations, 2 s for search) and a
 * request's upstream work stops at 6 s, so an answer, rendered, arrives within 7 s.
 */
export const ANSWER_BUDGET_MS = 7_000;
/** How long a visit may hang before the test calls it unanswered (past any budget). */
const NO_ANSWER_MS = 15_000;
const UNAVAILABLE_TITLE = 'Servizio momentaneamente non disponibile';

/**
 * The ways a provider fails, as sandbox fault bodies. The slow one is past the app's timeouts;
 * the 429 asks for a wait longer than the whole budget, which the app must not sit out.
 */
export const FAULTS = [
  ['down', {mode: 'down'}],
  ['slow (10 s)', {delayMs: 10_000}],
  ['502', {status: 502}],
  ['503', {status: 503}],
  ['429', {status: 429, retryAfter: 20}],
] as const;
export type Fault = (typeof FAULTS)[number][1];

/** Long enough to cover every request of a test; `clearFaults` ends it. */
const FAULT_COUNT = 10_000;

export async function arm(
  service: 'storefront' | 'algolia' | 'klaviyo' | 'contentful' | 'instagram' | 'zendesk',
  fault: Fault,
) {
  const response = await fetch(`${SANDBOX}/sandbox/api/faults`, {
    method: 'POST',
    body: JSON.stringify({service, count: FAULT_COUNT, ...fault}),
  });
  if (!response.ok) throw new Error(`fault not armed: ${await response.text()}`);
}

export async function clearFaults() {
  await fetch(`${SANDBOX}/sandbox/api/faults`, {method: 'DELETE'});
}

/** The Italian collections other specs may open; the fault tests take theirs from the rest. */
export const OPENED_ELSEWHERE = new Set([
  'donna',
  'uomo',
  'bambino',
  'novita',
  'saldi',
  'in-evidenza',
]);

/**
 * Pages and a size of their own for the test in `slot`, which no other test opens: the worker
 * caches catalogue queries (stale-while-revalidate), and a cached page would rightly be served
 * during a fault. Products and collections come from the far end of the catalogue, which
 * other specs leave alone; the search words are new every time.
 */
export async function ownPages(slot: number) {
  const {products, collections} = await sandboxQuery<{
    products: {nodes: Array<{handle: string}>};
    collections: {nodes: Array<{handle: string}>};
  }>(`{ products(first: 60, reverse: true) { nodes { handle } }
        collections(first: 100) { nodes { handle } } }`);
  // Last first, without the ones the home, the menus' top level and other specs open.
  const ownCollections = collections.nodes
    .map((collection) => collection.handle)
    .filter((handle) => !OPENED_ELSEWHERE.has(handle))
    .reverse();
  // Sizes with stock to spare, from the far end too: other specs buy from the start.
  const sizes = (await sizesInStock(5)).reverse();
  const product = products.nodes[slot]?.handle;
  const collection = ownCollections[slot];
  const size = sizes[slot];
  if (!product || !collection || !size) throw new Error(`the catalogue has no slot ${slot}`);
  return {
    product: `/it/${product}-p`,
    collection: `/it/${collection}`,
    search: `/it/search?s=${encodeURIComponent(`guasto ${Date.now()} ${slot}`)}`,
    variantId: size.variantId,
  };
}

/**
 * A context and a client of its own, with the stored "reject" choice the fixtures give, and no
 * newsletter pop-up.
 */
export async function newVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({baseURL});
  const client = clientAddress();
  await actAsOwnClient(context, baseURL, client);
  await keepNewsletterPopUpAway(context);
  const value = consentCookieValue({functionality: false, measurement: false, marketing: false});
  await context.addCookies([{name: 'cookiePreferences', value, url: baseURL}]);
  return {context, client};
}

export interface Visit {
  path: string;
  page: Page;
  /** null when nothing came back within NO_ANSWER_MS. */
  status: number | null;
  headers: Record<string, string>;
  ms: number;
}

/** Opens `path` in a new tab of the context, timing the document's answer. */
export async function visit(context: BrowserContext, path: string): Promise<Visit> {
  const page = await context.newPage();
  const started = Date.now();
  const response = await page
    .goto(path, {waitUntil: 'commit', timeout: NO_ANSWER_MS})
    .catch(() => null);
  return {
    path,
    page,
    status: response?.status() ?? null,
    headers: response ? await response.allHeaders() : {},
    ms: Date.now() - started,
  };
}

/** The localized 503 page, with Retry-After and no-store, within the budget. */
export async function expectUnavailablePage(visit: Visit) {
  const {path, page, status, headers, ms} = visit;
  expect.soft(status, `${path}: status`).toBe(503);
  expect.soft(ms, `${path}: answered within the budget (ms)`).toBeLessThan(ANSWER_BUDGET_MS);
  if (status === null) return;
  expect.soft(headers['retry-after'], `${path}: Retry-After`).toMatch(/^\d+$/);
  expect.soft(headers['cache-control'], `${path}: Cache-Control`).toMatch(/\bno-store\b/);
  await expect.soft(page.locator('html'), `${path}: language`).toHaveAttribute('lang', 'it');
  await expect
    .soft(page.getByRole('heading', {level: 1}), `${path}: heading`)
    .toHaveText(UNAVAILABLE_TITLE);
}

/** A page the failing provider has no part in: it works, within the budget. */
export async function expectWorkingPage(visit: Visit, heading?: string) {
  const {path, page, status, ms} = visit;
  expect.soft(status, `${path}: status`).toBe(200);
  expect.soft(ms, `${path}: answered within the budget (ms)`).toBeLessThan(ANSWER_BUDGET_MS);
  if (status === null) return;
  const h1 = page.getByRole('heading', {level: 1});
  if (heading) await expect.soft(h1, `${path}: heading`).toHaveText(heading);
  else {
    // A page with no heading at all would pass the check below.
    await expect.soft(h1, `${path}: a heading`).toHaveCount(1);
    await expect.soft(h1, `${path}: heading`).not.toHaveText(UNAVAILABLE_TITLE);
  }
}

export interface Answer {
  path: string;
  status: number | null;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

/**
 * A form post as a browser without JavaScript sends it (Origin included), not following
 * redirects, from `client` (the shop limits posts per client).
 */
export async function postForm(
  request: APIRequestContext,
  {baseURL, client}: {baseURL: string; client: string},
  path: string,
  form: Record<string, string>,
): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await request.post(path, {
      form,
      headers: {origin: baseURL, 'oxygen-buyer-ip': client},
      maxRedirects: 0,
      timeout: NO_ANSWER_MS,
    });
    return {
      path,
      status: response.status(),
      headers: response.headers(),
      body: await response.text(),
      ms: Date.now() - started,
    };
  } catch {
    return {path, status: null, headers: {}, body: '', ms: Date.now() - started};
  }
}

/** Hydrogen's CartForm input for adding one piece of a variant, as the product page posts it. */
export function addToCartForm(variantId: string): Record<string, string> {
  return {
    cartFormInput: JSON.stringify({
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: variantId, quantity: 1}]},
    }),
    redirectTo: '/it/cart',
  };
}

const PASSWORD = 'guasti-password';
let shoppers = 0;

/** A new customer, known to the platform only (registered straight through the sandbox). */
async function newCustomer(): Promise<{email: string; password: string}> {
  const email = `faults-${Date.now()}-${++shoppers}@example.com`;
  const {customerCreate} = await sandboxQuery<{
    customerCreate: {customerUserErrors: unknown[]};
  }>(
    `mutation ($input: CustomerCreateInput!) {
      customerCreate(input: $input) { customerUserErrors { code } } }`,
    {input: {email, password: PASSWORD, firstName: 'Giulia'}},
  );
  expect(customerCreate.customerUserErrors).toEqual([]);
  return {email, password: PASSWORD};
}

/**
 * The cookies an outage must leave alone: the cart and the login itself. The browser's
 * `customerIsLoggedIn` flag is not among them: the login state (app/lib/customer/login-state.ts) clears it when the customer info cannot
 * be fetched, and the next page sets it again from `customerAccessData`.
 */
const KEPT_COOKIES = ['cartId', 'customerAccessData'] as const;

export async function keptCookies(context: BrowserContext): Promise<Record<string, string>> {
  const all = await context.cookies();
  return Object.fromEntries(
    KEPT_COOKIES.map((name) => [name, all.find((cookie) => cookie.name === name)?.value ?? '']),
  );
}

/**
 * Gives the context a one-line cart and a logged-in customer, through the same form posts a
 * browser without JavaScript makes; answers the cookies that hold both.
 */
export async function shopperWithCartAndLogin(
  context: BrowserContext,
  origin: {baseURL: string; client: string},
  variantId: string,
) {
  const added = await postForm(context.request, origin, '/it/cart', addToCartForm(variantId));
  expect(added.status, 'cart add before the fault').toBe(303);
  const {email, password} = await newCustomer();
  const login = await postForm(context.request, origin, '/it/account/login', {email, password});
  expect(login.status, 'login before the fault').toBe(303);
  const cookies = await keptCookies(context);
  for (const name of KEPT_COOKIES) expect(cookies[name], name).not.toBe('');
  expect(await platformCartLines(cookies.cartId!)).toEqual([{id: variantId, quantity: 1}]);
  return {email, cookies};
}

/** The cart's lines as the platform holds them, for the cartId cookie's value. */
export async function platformCartLines(cartIdCookie: string) {
  const {cart} = await sandboxQuery<{
    cart: {
      lines: {nodes: Array<{quantity: number; merchandise: {id: string}}>};
    } | null;
  }>(
    `query ($id: ID!) { cart(id: $id) {
      lines(first: 20) { nodes { quantity merchandise { ... on ProductVariant { id } } } } } }`,
    {id: `gid://shopify/Cart/${decodeURIComponent(cartIdCookie)}`},
  );
  return cart?.lines.nodes.map((line) => ({id: line.merchandise.id, quantity: line.quantity}));
}
