/**
 * Editorial content in it, sl and hr (docs/product.md#editorial-content): the home is the
 * editors' page from the sandbox's Contentful, in their order, and shows a published change after
 * the cache window (CacheShort: about 10 s, no e2e setting needed); stories and the journal list
 * and show entries, a story's product goes to the cart, a product page lists its stories; the
 * Instagram feed shows and its failure only hides it (tested in preview mode, which caches no
 * feed); an outage of the content service leaves
 * the home to the catalogue; unknown slugs are 404s, a bad preview link a 401, a good one shows
 * drafts uncached and unindexed.
 */
import {readFileSync} from 'node:fs';
import {expect, test, type Page} from './fixtures';
import {arm, clearFaults} from './fault-support';
import {collectErrors, expectErrorsCollected, hydrated, SANDBOX} from './support';
import {parseEnvFile} from '../../scripts/env.mjs';
import {signPreviewToken} from '../../app/lib/content/preview.server';

const MARKETS = ['it', 'sl', 'hr'] as const;
type MarketId = (typeof MARKETS)[number];
const LOCALE = {it: 'it-IT', sl: 'sl-SI', hr: 'hr-HR'} as const;
const WORDS = {
  it: {
    cart: 'Carrello',
    addToCart: 'Aggiungi al carrello',
    storyProducts: 'I prodotti di questa storia',
    stories: 'Storie',
    notFound: 'Pagina non trovata',
  },
  sl: {
    cart: 'Košarica',
    addToCart: 'Dodaj v košarico',
    storyProducts: 'Izdelki iz te zgodbe',
    stories: 'Zgodbe',
    notFound: 'Strani ni mogoče najti',
  },
  hr: {
    cart: 'Košarica',
    addToCart: 'Dodaj u košaricu',
    storyProducts: 'Proizvodi iz ove priče',
    stories: 'Priče',
    notFound: 'Stranica nije pronađena',
  },
} as const;
const UNAVAILABLE = 'Servizio momentaneamente non disponibile';
const previewSecret = parseEnvFile(
  readFileSync('.env.example', 'utf8'),
).PRIVATE_CONTENT_PREVIEW_SECRET!;
/** Past the content cache (CacheShort: 1 s fresh, 9 s stale, in the isolate and the Cache API). */
const CACHE_WINDOW_MS = 45_000;

interface Entry {
  sys: {id: string; type: string; contentType?: {sys: {id: string}}};
  fields: Record<string, unknown>;
}

/** The sandbox's Delivery API, as the shop's own client asks it. */
async function delivery(query: Record<string, string>) {
  const url = new URL(`${SANDBOX}/spaces/passosbx0001/environments/preview/entries`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, {headers: {Authorization: 'Bearer cda_passo_sandbox_token'}});
  expect(response.status).toBe(200);
  return (await response.json()) as {items: Entry[]; includes?: {Entry?: Entry[]}};
}

/** The section titles of a market's home, in the editors' order. */
async function homeSectionTitles(market: MarketId) {
  const answer = await delivery({
    content_type: 'page',
    'fields.slug': 'home',
    locale: LOCALE[market],
    include: '2',
  });
  const byId = new Map(answer.includes?.Entry?.map((entry) => [entry.sys.id, entry]));
  const links = answer.items[0]!.fields.sections as Array<{sys: {id: string}}>;
  return links.flatMap((link) => {
    const entry = byId.get(link.sys.id);
    return entry ? [String(entry.fields.title)] : [];
  });
}

async function publish(entryId: string, field: string, locale: string, value: unknown) {
  const response = await fetch(`${SANDBOX}/sandbox/api/content/publish`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({entryId, field, locale, value}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const sectionHeadings = (page: Page) =>
  page.locator('#main').locator('h1, h2').filter({visible: true});

test.afterEach(clearFaults);

for (const market of MARKETS) {
  test(`${market}: the home is the editors' page, in their order, the hero first to load`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto(`/${market}`);
    expect(response?.status()).toBe(200);
    const titles = await homeSectionTitles(market);
    // Every section of the seed has something to show (products, stories, posts).
    await expect(sectionHeadings(page)).toHaveText(titles);
    const hero = page.locator('.content-hero img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('width', /\d+/);
    await expect(hero).toHaveAttribute('height', /\d+/);
    // The src is the JPEG for a browser without WebP, one size; the <source> has both WebP ones.
    await expect(hero).toHaveAttribute('src', /fm=jpg/);
    await expect(hero).not.toHaveAttribute('srcset');
    await expect(page.locator('.content-hero source').last()).toHaveAttribute(
      'srcset',
      /fm=webp\S* 1x, \S+ 2x$/,
    );
    // Every other picture waits for the scroll.
    const eager = await page
      .locator('#main img:not(.content-hero img)')
      .evaluateAll((images) => images.filter((img) => img.getAttribute('loading') !== 'lazy'));
    expect(eager).toHaveLength(0);
    // Posts of the Instagram feed link to their permalinks.
    const posts = page.locator('.instagram-grid a');
    expect(await posts.count()).toBeGreaterThan(0);
    await expect(posts.first()).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
    await hydrated(page);
    expect(errors).toEqual([]);
    await expectErrorsCollected(page, errors);
  });

  test(`${market}: a change published in the content service shows after the cache window`, async ({
    page,
  }) => {
    const title = `${WORDS[market].stories} ${Date.now()}`;
    await publish('editorial-home', 'title', LOCALE[market], title);
    await expect
      .poll(
        async () => {
          await page.goto(`/${market}`);
          return page.locator('.editorial-block h2').textContent();
        },
        {timeout: CACHE_WINDOW_MS, intervals: [2_000]},
      )
      .toBe(title);
  });

  test(`${market}: a story shows its products, and one goes to the cart`, async ({page}) => {
    await page.goto(`/${market}/stories`);
    const first = page.locator('.story-card__title a').first();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    const products = page.getByRole('region', {name: WORDS[market].storyProducts});
    await expect(products.locator('.product-card').first()).toBeVisible();
    await hydrated(page);
    const item = products.locator('li').filter({
      has: page.getByRole('button', {name: WORDS[market].addToCart, disabled: false}),
    });
    const name = (await item.first().locator('.product-card h3').textContent())!;
    await item.first().getByRole('button', {name: WORDS[market].addToCart}).click();
    const drawer = page.getByRole('dialog', {name: WORDS[market].cart});
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await expect(drawer.locator('.cart-line')).toContainText(name);
  });

  test(`${market}: the journal lists articles and shows one`, async ({page}) => {
    const answer = await delivery({
      content_type: 'article',
      locale: LOCALE[market],
      order: '-fields.publishedAt',
    });
    await page.goto(`/${market}/journal`);
    const cards = page.locator('.story-card__title a');
    await expect(cards.first()).toHaveText(String(answer.items[0]!.fields.title));
    await cards.first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      String(answer.items[0]!.fields.title),
    );
    await expect(page.locator('.story-page__meta')).toContainText(
      String(answer.items[0]!.fields.author),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${market}/journal/${answer.items[0]!.fields.slug}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang]')).not.toHaveCount(0);
  });

  test(`${market}: a landing page shows the editors' sections under its title, and is in the sitemap`, async ({
    page,
    request,
    baseURL,
  }) => {
    const answer = await delivery({
      content_type: 'page',
      'fields.slug': 'autunno',
      locale: LOCALE[market],
      include: '2',
    });
    const {title, seoDescription} = answer.items[0]!.fields;
    const response = await page.goto(`/${market}/pages/autunno`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(String(title));
    await expect(page).toHaveTitle(new RegExp(`^${String(title)} \\|`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      String(seoDescription),
    );
    // Its sections in the editors' order: the banner first, then products and stories.
    await expect(page.locator('.banner-block').first()).toBeVisible();
    await expect(page.locator('.product-card').first()).toBeVisible();
    await expect(page.locator('.story-card').first()).toBeVisible();
    const sitemap = await (await request.get(`/sitemap/${market}/landing/1.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseURL}/${market}/pages/autunno</loc>`);
    expect(sitemap).not.toContain('/pages/home<');
    // The home's page is the home, not a landing page of its own.
    expect((await page.goto(`/${market}/pages/home`))?.status()).toBe(404);
  });

  test(`${market}: an unknown story, article or page is the localized 404`, async ({page}) => {
    for (const path of [
      `/${market}/stories/no-such-story`,
      `/${market}/journal/no-such-article`,
      `/${market}/pages/no-such-page`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(WORDS[market].notFound);
    }
  });
}

test('a story whose optional picture is missing renders without it', async ({page}) => {
  const [bare] = (
    await delivery({content_type: 'story', 'fields.heroImage[exists]': 'false', locale: 'sl-SI'})
  ).items;
  const [pictured] = (
    await delivery({content_type: 'story', 'fields.heroImage[exists]': 'true', locale: 'sl-SI'})
  ).items;
  // Positive control: a story with its picture shows it where the other has none.
  await page.goto(`/sl/stories/${pictured!.fields.slug}`);
  await expect(page.locator('.story-page__hero img')).toBeVisible();
  const response = await page.goto(`/sl/stories/${bare!.fields.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(String(bare!.fields.title));
  await expect(page.locator('.story-page__hero')).toHaveCount(0);
  await expect(page.getByRole('region', {name: WORDS.sl.storyProducts})).toBeVisible();
});

test('a section that loses a required field is left out, and the page renders without it', async ({
  page,
}) => {
  const [banner] = (
    await delivery({'sys.id': 'banner-novita', content_type: 'banner', locale: 'hr-HR'})
  ).items;
  const title = String(banner!.fields.title);
  const banners = page.locator('#main .banner-block');
  await page.goto('/hr');
  // Positive control: the banner is there before its title goes.
  await expect(banners.filter({hasText: title})).toHaveCount(1);
  const before = await banners.count();
  await publish('banner-novita', 'title', 'hr-HR', '');
  try {
    await expect
      .poll(
        async () => {
          const response = await page.goto('/hr');
          expect(response?.status()).toBe(200);
          return banners.count();
        },
        {timeout: CACHE_WINDOW_MS, intervals: [2_000]},
      )
      .toBe(before - 1);
    await expect(page.locator('.content-hero')).toHaveCount(1);
  } finally {
    await publish('banner-novita', 'title', 'hr-HR', title);
  }
});

test('a product page lists the stories that feature it', async ({page}) => {
  await page.goto('/hr/stories');
  const first = page.locator('.story-card__title a').first();
  const title = (await first.textContent())!;
  await first.click();
  await page.getByRole('region', {name: WORDS.hr.storyProducts}).locator('a').first().click();
  await expect(page).toHaveURL(/-p$/);
  const stories = page.getByRole('region', {name: WORDS.hr.stories});
  await expect(stories.getByRole('link', {name: new RegExp(title)})).toBeVisible();
});

test('the home still renders when the Instagram feed fails, without the feed', async ({page}) => {
  // Preview mode reads the feed uncached, so the fault reaches the worker whatever earlier pages
  // left in its 15-minute cache; the failure takes the same path as on any page.
  await page.goto(
    `/it/preview?token=${await signPreviewToken(previewSecret)}&redirect=${encodeURIComponent('/it')}`,
  );
  const feed = page.locator('.instagram-grid');
  await expect(feed.locator('a').first()).toBeVisible();
  await arm('instagram', {status: 502});
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('.banner-block').first()).toBeVisible();
  await expect(feed).toHaveCount(0);
  // Positive control: the feed is back once the API answers again.
  await clearFaults();
  await page.reload();
  await expect(feed.locator('a').first()).toBeVisible();
});

test('an outage of the content service leaves the home to the catalogue, stories to a 503, the sitemap to the rest', async ({
  page,
}) => {
  await arm('contentful', {status: 503});
  const response = await page.goto(`/it/stories/not-cached-${Date.now()}`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(UNAVAILABLE);
  // The home's content is cached: once its window passes, the catalogue's sections show.
  await expect
    .poll(
      async () => {
        const home = await page.goto('/it');
        expect(home?.status()).toBe(200);
        return page.locator('a.collection-tile').count();
      },
      {timeout: CACHE_WINDOW_MS, intervals: [2_000]},
    )
    .toBeGreaterThan(0);
  // The sitemap index leaves the content lists out instead of failing whole.
  await expect
    .poll(
      async () => {
        const index = await page.request.get('/sitemap.xml');
        expect(index.status()).toBe(200);
        const xml = await index.text();
        expect(xml).toContain('/sitemap/it/products/1.xml');
        return xml.includes('/sitemap/it/stories/1.xml');
      },
      {timeout: CACHE_WINDOW_MS, intervals: [2_000]},
    )
    .toBe(false);
  await clearFaults();
  await expect
    .poll(
      async () => {
        await page.goto('/it');
        return page.locator('.content-hero').count();
      },
      {timeout: CACHE_WINDOW_MS, intervals: [2_000]},
    )
    .toBe(1);
});

test.describe('preview mode', () => {
  const secret = previewSecret;

  test('a malformed or expired preview link is a localized 401 page', async ({page}) => {
    const expired = await signPreviewToken(secret, Date.now() - 2 * 3600_000);
    for (const token of ['not-a-token', expired]) {
      const response = await page.goto(`/sl/preview?token=${token}&redirect=/sl`);
      expect(response?.status()).toBe(401);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Neveljavna povezava za predogled',
      );
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
    }
  });

  test('a valid link shows drafts, uncached and unindexed, under a banner with a way out', async ({
    page,
  }) => {
    const published = (await homeSectionTitles('it'))[0];
    const token = await signPreviewToken(secret);
    await page.goto(`/it/preview?token=${token}&redirect=${encodeURIComponent('/it')}`);
    await expect(page).toHaveURL(/\/it$/);
    const banner = page.getByRole('complementary', {name: 'Anteprima'});
    await expect(banner).toBeVisible();
    // The seed's hero has an unpublished title: only the Preview API shows it.
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(published!);
    const response = await page.reload();
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'passoContentPreview');
    expect(cookie).toMatchObject({httpOnly: true, sameSite: 'Lax'});
    await banner.getByRole('link').click();
    await expect(page).toHaveURL(/\/it$/);
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(published!);
  });
});
