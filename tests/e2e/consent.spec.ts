import {expect, test, type Page} from './fixtures';
import {SANDBOX, hydrated, productWithSoldOutSize} from './support';

test.use({consent: 'unset'});

type Entry = Record<string, unknown>;

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);
const events = async (page: Page, name: string) =>
  (await dataLayer(page)).filter((entry) => entry.event === name);

/**
 * The requests that need measurement consent: Shopify's analytics batches, the tag manager's
 * container script and Algolia's search-insights events. The one matcher of this file's "no
 * analytics request" assertions and of their positive control.
 */
const ANALYTICS_REQUESTS = {
  monorail: /produce_batch/,
  gtm: /gtm\.js/,
  insights: /\/1\/events/,
} as const;
type AnalyticsKind = keyof typeof ANALYTICS_REQUESTS;

function analyticsKind(url: string): AnalyticsKind | null {
  const kinds = Object.keys(ANALYTICS_REQUESTS) as AnalyticsKind[];
  return kinds.find((kind) => ANALYTICS_REQUESTS[kind].test(url)) ?? null;
}

/** The analytics requests the page sends from now on, as `kind url`. */
function analyticsRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const kind = analyticsKind(request.url());
    if (kind) sent.push(`${kind} ${request.url()}`);
  });
  return sent;
}
const kindsIn = (sent: string[]) => [...new Set(sent.map((entry) => entry.split(' ')[0]))].sort();

test('a first visit shows the banner and sends no analytics request before a choice', async ({
  page,
}) => {
  const sent = analyticsRequests(page);
  await page.goto('/it');
  const banner = page.getByRole('region', {name: 'La tua privacy'});
  await expect(banner).toBeVisible();
  for (const name of ['Accetta tutti', 'Rifiuta', 'Personalizza']) {
    await expect(banner.getByRole('button', {name})).toBeVisible();
  }
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  expect(await events(page, 'consent_preference_not_needed')).toEqual([]);
});

test('"Rifiuta" stores the choice for two years and the banner does not come back', async ({
  page,
  context,
}) => {
  // Acted on as soon as it is painted: the page's scripts or the server answer it.
  await page.goto('/it');
  await page.getByRole('button', {name: 'Rifiuta'}).click();
  await expect(page.getByRole('region', {name: 'La tua privacy'})).toBeHidden();

  const cookie = (await context.cookies()).find((c) => c.name === 'cookiePreferences')!;
  expect(cookie.path).toBe('/');
  expect(cookie.sameSite).toBe('Lax');
  // Asked for 2 years (docs/product.md#cookies-and-storage); Chromium caps cookies at 400 days.
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(399);
  expect(days).toBeLessThan(731);
  expect(JSON.parse(decodeURIComponent(cookie.value)).purposes).toEqual({
    functionality: false,
    measurement: false,
    marketing: false,
  });

  await page.reload();
  await expect(page.getByRole('region', {name: 'La tua privacy'})).toHaveCount(0);
  await expect
    .poll(async () => (await events(page, 'consent_preference_not_needed'))[0])
    .toMatchObject({consent: {analytics: false}});
});

test('"Accetta tutti": consent events, then one page view per route change, in order', async ({
  page,
}) => {
  const product = await productWithSoldOutSize();
  await page.goto('/it?email=a@b.it&utm_source=news');
  // The choice's own events are the in-page answer, once the page's scripts run.
  await hydrated(page);
  await page.getByRole('button', {name: 'Accetta tutti'}).click();
  // The container's own pushes may follow once its script has loaded.
  expect((await dataLayer(page)).map((e) => e.event ?? Object.keys(e)[0]).slice(0, 8)).toEqual([
    'originalLocation',
    'page_view',
    'consent_banner_closed',
    'consent_given',
    'consent_given_purpose',
    'consent_given_purpose',
    'consent_given_purpose',
    'gtm.js',
  ]);

  await page
    .getByRole('navigation', {name: 'Navigazione principale'})
    .first()
    .getByRole('link', {name: 'Donna'})
    .click();
  await expect(page).toHaveURL(/\/it\/donna$/);
  await page.goto(`/it/${product.handle}-p`);
  await hydrated(page);
  await page.getByRole('radio', {name: product.available, exact: true}).check();
  await page
    .getByRole('navigation', {name: 'Percorso di navigazione'})
    .getByRole('link', {name: 'Home'})
    .click();
  await expect(page).toHaveURL(/\/it$/);

  await expect
    .poll(async () =>
      (await events(page, 'page_view')).map((view) => [view.page_type, view.page_path]),
    )
    .toEqual([
      ['product', `/it/${product.handle}-p`],
      ['index', '/it'],
    ]);
  const all = await dataLayer(page);
  expect(JSON.stringify(all)).not.toContain('a@b.it');
  expect(all[0]).toEqual({originalLocation: expect.not.stringContaining('email')});
  // Positive control: the location is there with the rest of its query.
  expect(all[0].originalLocation).toContain('utm_source=news');
});

test('page views follow client-side route changes with their page types', async ({page}) => {
  await page.goto('/it');
  await page.getByRole('button', {name: 'Accetta tutti'}).click();
  await expect(page.getByRole('region', {name: 'La tua privacy'})).toBeHidden();
  // Route changes are client-side once the page's scripts run.
  await hydrated(page);
  await page.getByRole('link', {name: 'Saldi fino al 50%'}).click();
  await expect(page).toHaveURL(/\/it\/saldi$/);
  // The address changes before the listing renders: the home's cards are still on screen.
  await expect(page.getByRole('heading', {level: 1, name: 'Saldi'})).toBeVisible();
  await page.locator('.product-card a').first().click();
  await expect(page).toHaveURL(/-p$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/it\/saldi$/);
  await expect
    .poll(async () => (await events(page, 'page_view')).map((view) => view.page_type))
    .toEqual(['index', 'collection', 'product', 'collection']);
});

test('"Personalizza" stores a choice per purpose; the footer link changes it without a reload', async ({
  page,
  context,
}) => {
  await page.goto('/sl');
  await page.getByRole('button', {name: 'Prilagodi'}).click();
  const purposes = page.getByRole('group', {name: 'Izberite po namenu'});
  await expect(purposes.getByRole('checkbox', {name: /Nujni/})).toBeDisabled();
  await expect(purposes.getByRole('checkbox', {name: /Nujni/})).toBeChecked();
  await purposes.getByRole('checkbox', {name: /Merjenje/}).check();
  await page.getByRole('button', {name: 'Shrani izbiro'}).click();
  await expect(page.getByRole('region', {name: 'Vaša zasebnost'})).toBeHidden();
  const saved = (await context.cookies()).find((c) => c.name === 'cookiePreferences')!;
  expect(JSON.parse(decodeURIComponent(saved.value)).purposes).toEqual({
    functionality: false,
    measurement: true,
    marketing: false,
  });

  // Once the page's scripts run, the footer's link opens the banner in place.
  await hydrated(page);
  await page.getByRole('link', {name: 'Nastavitve piškotkov'}).click();
  await expect(page.getByRole('heading', {name: 'Vaša zasebnost'})).toBeFocused();
  await expect(page.getByRole('checkbox', {name: /Merjenje/})).toBeChecked();
  await page.getByRole('button', {name: 'Zavrni'}).click();
  const stored = (await context.cookies()).find((c) => c.name === 'cookiePreferences')!;
  expect(JSON.parse(decodeURIComponent(stored.value)).purposes.measurement).toBe(false);
  expect((await events(page, 'consent_rejected')).length).toBe(1);
});

test('the banner speaks the market language and works by keyboard', async ({page}) => {
  await page.goto('/hr');
  const banner = page.getByRole('region', {name: 'Vaša privatnost'});
  await expect(banner.getByRole('button', {name: 'Prihvati sve'})).toBeVisible();
  await expect(banner.getByRole('button', {name: 'Odbij'})).toBeVisible();
  // The banner comes right after the skip link in the tab order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Preskoči na sadržaj'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', {name: 'Odbij'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
});

test('the inspector receives the data layer, per visit, with its consent state', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/it');
  await page.getByRole('button', {name: 'Accetta tutti'}).click();
  await expect(page.getByRole('region', {name: 'La tua privacy'})).toBeHidden();
  // The visit is the page's scripts' (in place, or on the page the server answered with).
  await hydrated(page);
  const visit = await page.evaluate(() => sessionStorage.getItem('passoVisit'));
  expect(visit).toBeTruthy();
  await expect(async () => {
    const response = await request.get(
      `${SANDBOX}/sandbox/api/tracking?visit=${visit}&source=datalayer`,
    );
    const {events: received} = (await response.json()) as {
      events: Array<{name: string; consent: unknown}>;
    };
    expect(received.map((event) => event.name)).toContain('page_view');
    expect(received.some((event) => event.name.startsWith('consent_'))).toBe(true);
    expect(received.at(-1)?.consent).toMatchObject({analytics: true, marketing: true});
  }).toPass({timeout: 15_000});

  // The visit's Shopify analytics batches are in the same visit, with their consent state.
  await page.getByRole('link', {name: 'Saldi fino al 50%'}).click();
  await expect(async () => {
    const response = await request.get(
      `${SANDBOX}/sandbox/api/tracking?visit=${visit}&source=monorail`,
    );
    const {events: received} = (await response.json()) as {
      events: Array<{name: string; consent: unknown}>;
    };
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(
      received.some((event) => (event.consent as {analytics?: boolean} | null)?.analytics === true),
    ).toBe(true);
    // The mirror links the visit's batches once a push carries its Shopify session: on a busy
    // machine that takes a few seconds.
  }).toPass({timeout: 15_000});
});

/** Shopify analytics page views the browser sent: [pageType, path] per trekkie event. */
function monorailPageViews(page: Page) {
  const views: Array<[string, string]> = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/.well-known/shopify/monorail/unstable/produce_batch')) return;
    expect(request.headers()['content-type']).toContain('text/plain');
    const batch = JSON.parse(request.postData() ?? '{}') as {
      events: Array<{schema_id: string; payload: {pageType?: string; path?: string}}>;
    };
    for (const event of batch.events) {
      if (event.schema_id.startsWith('trekkie_storefront_page_view')) {
        views.push([event.payload.pageType!, event.payload.path!]);
      }
    }
  });
  return views;
}

/**
 * A choice made as soon as the banner is painted; then the page's scripts run (in place, or on
 * the page the server answered with), so the route changes that follow are client-side.
 */
async function choose(page: Page, button: 'Rifiuta' | 'Accetta tutti') {
  const banner = page.getByRole('region', {name: 'La tua privacy'});
  await banner.getByRole('button', {name: button}).click();
  await expect(banner).toBeHidden();
  await hydrated(page);
}

async function threeRouteChanges(page: Page) {
  await page.getByRole('link', {name: 'Saldi fino al 50%'}).click();
  await expect(page).toHaveURL(/\/it\/saldi$/);
  // The address changes before the listing renders: the home's cards are still on screen.
  await expect(page.getByRole('heading', {level: 1, name: 'Saldi'})).toBeVisible();
  await page.locator('.product-card a').first().click();
  await expect(page).toHaveURL(/-p$/);
  await page
    .getByRole('navigation', {name: 'Percorso di navigazione'})
    .getByRole('link', {name: 'Home'})
    .click();
  await expect(page).toHaveURL(/\/it$/);
}

const shopifyCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('_shopify_'));
const algoliaCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === '_ALGOLIA');

test('"Rifiuta": no Shopify analytics, no tag manager, no _shopify_ cookie over three route changes', async ({
  page,
}) => {
  const views = monorailPageViews(page);
  const sent = analyticsRequests(page);
  await page.goto('/it');
  await choose(page, 'Rifiuta');
  await threeRouteChanges(page);
  await page.waitForTimeout(500);
  expect(views).toEqual([]);
  expect(sent).toEqual([]);
  expect(await shopifyCookies(page)).toEqual([]);
  expect(await algoliaCookie(page)).toBeUndefined();
});

test('"Accetta tutti": the same matcher sees Shopify analytics, the tag manager and search insights', async ({
  page,
}) => {
  // The positive control of the "no analytics request" tests: the same steps, with consent.
  const sent = analyticsRequests(page);
  await page.goto('/it');
  await choose(page, 'Accetta tutti');
  await threeRouteChanges(page);
  await expect.poll(() => kindsIn(sent)).toEqual(['gtm', 'insights', 'monorail']);
});

test('"Accetta tutti": exactly one Shopify page view per route change, in order; withdrawing stops them', async ({
  page,
}) => {
  const views = monorailPageViews(page);
  await page.goto('/it');
  await choose(page, 'Accetta tutti');
  // The tag manager's container starts with the consent, once.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys((window as {google_tag_manager?: object}).google_tag_manager ?? {}),
      ),
    )
    .toEqual(['GTM-PASSO01']);
  await threeRouteChanges(page);
  await expect
    .poll(() => views.map(([type]) => type))
    .toEqual(['index', 'collection', 'product', 'index']);
  expect(views[1][1]).toBe('/it/saldi');

  const cookies = await shopifyCookies(page);
  expect(cookies.map((cookie) => [cookie.name, cookie.sameSite]).sort()).toEqual([
    ['_shopify_s', 'Lax'],
    ['_shopify_y', 'Lax'],
  ]);
  // The search-insights client keeps its anonymous user token only with this consent.
  await expect.poll(async () => (await algoliaCookie(page))?.value).toMatch(/^anonymous-/);
  const session = cookies.find((cookie) => cookie.name === '_shopify_s')!;
  expect(session.expires * 1000 - Date.now()).toBeLessThanOrEqual(1800 * 1000 + 5000);

  await page.getByRole('link', {name: 'Preferenze cookie'}).click();
  await page
    .getByRole('region', {name: 'La tua privacy'})
    .getByRole('button', {name: 'Rifiuta'})
    .click();
  expect(await shopifyCookies(page)).toEqual([]);
  expect(await algoliaCookie(page)).toBeUndefined();
  await page.getByRole('link', {name: 'Saldi fino al 50%'}).click();
  await expect(page).toHaveURL(/\/it\/saldi$/);
  await page.waitForTimeout(500);
  expect(views).toHaveLength(4);
});

test('"Personalizza" by keyboard: focus goes to the purposes, Tab walks the three of them, saving leaves focus on the page', async ({
  page,
  context,
}) => {
  await page.goto('/it');
  // Focus moving to the purposes is the in-page answer, once the page's scripts run.
  await hydrated(page);
  const banner = page.getByRole('region', {name: 'La tua privacy'});
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', {name: 'Rifiuta'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', {name: 'Personalizza'})).toBeFocused();
  await page.keyboard.press('Enter');

  const purposes = banner.getByRole('group', {name: 'Scegli per finalità'});
  await expect(purposes.getByRole('checkbox', {name: /Funzionalità/})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(purposes.getByRole('checkbox', {name: /Misurazione/})).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(purposes.getByRole('checkbox', {name: /Marketing/})).toBeFocused();
  // "Salva" comes first once the purposes are shown: the button Enter in a checkbox presses.
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', {name: 'Salva le scelte'})).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(banner).toBeHidden();
  const stored = (await context.cookies()).find((c) => c.name === 'cookiePreferences')!;
  expect(JSON.parse(decodeURIComponent(stored.value)).purposes).toEqual({
    functionality: false,
    measurement: true,
    marketing: false,
  });
  // Focus is on the page's main content, not dropped to <body>: the next Tab stays in it.
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
  ).toBe(true);
});

test('a choice made from "Preferenze cookie" gives focus back to that link', async ({page}) => {
  await page.goto('/it');
  const banner = page.getByRole('region', {name: 'La tua privacy'});
  await banner.getByRole('button', {name: 'Rifiuta'}).click();
  await expect(banner).toBeHidden();

  // Opened in place, and focus handed back, once the page's scripts run.
  await hydrated(page);
  const opener = page.getByRole('link', {name: 'Preferenze cookie'});
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('heading', {name: 'La tua privacy'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('checkbox', {name: /Funzionalità/})).toBeFocused();
  await banner.getByRole('button', {name: 'Accetta tutti'}).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('at a phone’s width', () => {
  test.use({viewport: {width: 375, height: 667}});

  test('the end of the page stays clear of the banner, and takes the room back once it closes', async ({
    page,
  }) => {
    await page.goto('/it');
    await hydrated(page);
    const banner = page.getByRole('region', {name: 'La tua privacy'});
    const lastLink = page.getByRole('link', {name: 'Preferenze cookie'});
    const covered = () =>
      lastLink.evaluate((link) => {
        link.scrollIntoView({block: 'end'});
        const box = link.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !link.contains(top);
      });
    await expect(banner).toBeVisible();
    // Scrolled to the very end, the last control of the page is above the banner, not under it.
    await expect.poll(covered).toBe(false);
    const room = await page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    expect(parseFloat(room)).toBeGreaterThan(100);

    await banner.getByRole('button', {name: 'Rifiuta'}).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom))
      .toBe('0px');
  });
});
