/**
 * The content module (app/lib/content/content.server.ts) against the sandbox's Contentful
 * Delivery and Preview APIs, through the real `contentful` client: each verb in each market, the
 * seeded content mapped whole (the stores' details too), drafts only in preview mode.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
import {createContent} from '~/lib/content/content.server';
import {readContentConfig, type ContentConfig} from '~/lib/content/config.server';
import {MARKETS, type MarketId} from '~/lib/markets';
import {startTestSandbox, type TestSandbox} from '../sandbox/helpers';

let sandbox: TestSandbox;
let config: ContentConfig;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const host = new URL(sandbox.url).host;
  config = readContentConfig({
    CONTENTFUL_SPACE_ID: 'passosbx0001',
    CONTENTFUL_ENVIRONMENT: 'preview',
    PRIVATE_CONTENTFUL_DELIVERY_TOKEN: 'cda_passo_sandbox_token',
    PRIVATE_CONTENTFUL_PREVIEW_TOKEN: 'cpa_passo_sandbox_token',
    CONTENTFUL_HOST: host,
    CONTENTFUL_PREVIEW_HOST: host,
    CONTENTFUL_INSECURE: 'true',
    PUBLIC_CONTENTFUL_IMAGES_ORIGIN: sandbox.url,
  })!;
});
afterAll(() => sandbox?.stop());

function content(market: MarketId, preview = false) {
  return createContent({
    config,
    market: MARKETS[market],
    preview,
    deadline: Date.now() + 10_000,
    // Uncached: each test sees the sandbox's answer, not an earlier test's.
    cache: new InMemoryCache() as unknown as Cache,
    waitUntil: () => {},
    request: new Request('http://localhost/'),
  });
}

describe('content module against the sandbox', () => {
  it.each(['it', 'sl', 'hr'] as const)(
    'builds the %s home with every section type',
    async (market) => {
      const home = await content(market).home();
      const types = home!.sections.map((section) => section.type);
      expect(new Set(types)).toEqual(
        new Set([
          'hero',
          'banner',
          'productCarousel',
          'editorialBlock',
          'storiesStrip',
          'instagramFeed',
        ]),
      );
      const hero = home!.sections.find((section) => section.type === 'hero')!;
      expect(hero).toMatchObject({
        cta: {path: '/donna'},
        image: {width: 1600, height: 900, url: expect.stringMatching(`^${sandbox.url}/`)},
      });
      // Its picture is served by the Images API at the size asked for.
      const picture = await fetch(`${(hero as {image: {url: string}}).image.url}?w=320&fm=webp`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      // The draft story of the strip is not published: the Delivery API leaves it out.
      const strip = home!.sections.find((section) => section.type === 'storiesStrip')!;
      expect((strip as {stories: unknown[]}).stories.length).toBe(3);
    },
  );

  it('orders each market’s home its own way, in its own language', async () => {
    const [it, hr] = await Promise.all([content('it').home(), content('hr').home()]);
    expect(it!.sections.map((s) => s.id)).not.toEqual(hr!.sections.map((s) => s.id));
    expect(it!.title).not.toBe(hr!.title);
  });

  it('lists stories newest first, shows one with its products and finds it by product', async () => {
    const list = await content('sl').stories();
    expect(list.items.length).toBeGreaterThan(1);
    const dates = list.items.map((item) => item.publishedAt ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const story = await content('sl').story(list.items[0]!.slug);
    expect(story?.products.length).toBeGreaterThanOrEqual(3);
    expect(story?.body?.content.some((node) => node.nodeType === 'embedded-asset-block')).toBe(
      true,
    );
    const featuring = await content('sl').storiesFeaturing(story!.products[0]!);
    expect(featuring.map((item) => item.slug)).toContain(story!.slug);
    expect(await content('sl').story('no-such-story')).toBeNull();
  });

  it('lists the landing pages but the home, and shows one with its stories strip filled', async () => {
    const list = await content('hr').pages();
    const slugs = list.items.map((item) => item.slug);
    expect(slugs).toContain('autunno');
    expect(slugs).not.toContain('home');
    const landing = await content('hr').page('autunno');
    expect(landing?.title).toBe(list.items.find((item) => item.slug === 'autunno')?.title);
    const strip = landing!.sections.find((section) => section.type === 'storiesStrip');
    expect((strip as {stories: unknown[]}).stories.length).toBeGreaterThan(0);
    // The home is no landing page of its own; an unknown slug is none.
    expect(await content('hr').page('home')).toBeNull();
    expect(await content('hr').page('no-such-page')).toBeNull();
  });

  it('lists journal articles and shows one with its author', async () => {
    const list = await content('hr').articles();
    expect(list.items.length).toBeGreaterThan(0);
    const article = await content('hr').article(list.items[0]!.slug);
    expect(article).toMatchObject({slug: list.items[0]!.slug, author: expect.any(String)});
    expect(article?.body).not.toBeNull();
  });

  it('lists every store’s details, the notes in the market’s language, the photo sized', async () => {
    const stores = await content('hr').stores();
    expect(stores).toHaveLength(12);
    expect(stores.map((store) => store.handle)).toEqual(
      [...stores.map((store) => store.handle)].sort(),
    );
    const zagreb = stores.find((store) => store.handle === 'zagreb-ilica')!;
    expect(zagreb).toMatchObject({
      locationId: 'gid://shopify/Location/74630000011',
      timeZone: 'Europe/Zagreb',
      hours: {mon: [['08:00', '21:00']], sun: []},
      services: ['click-and-collect', 'returns', 'fitting', 'repairs'],
      photo: {width: 1200, height: 800, url: expect.stringMatching(`^${sandbox.url}/`)},
    });
    expect(zagreb.exceptions).toContainEqual({date: '2026-08-05', hours: [], note: 'Dan pobjede'});
    const italian = (await content('it').stores()).find((store) => store.handle === 'zagreb-ilica');
    expect(italian!.exceptions).toContainEqual({
      date: '2026-12-25',
      hours: [],
      note: 'Natale',
    });
  });

  it('shows drafts and unpublished changes only in preview mode', async () => {
    const [published, preview] = await Promise.all([
      content('it').home(),
      content('it', true).home(),
    ]);
    const heroTitle = (page: typeof published) =>
      page!.sections.find((s) => s.type === 'hero')!.title;
    expect(heroTitle(preview)).not.toBe(heroTitle(published));
    const strip = (page: typeof published) =>
      (page!.sections.find((s) => s.type === 'storiesStrip') as {stories: unknown[]}).stories
        .length;
    expect(strip(preview)).toBe(strip(published) + 1);
  });
});
