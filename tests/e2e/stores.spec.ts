/**
 * The stores (docs/product.md#stores) in a browser, in it and sl: finding a store by city and by
 * "Vicino a me", its page, which stores have a chosen size on a product page, the list and the
 * search without JavaScript, axe on the locator and a store page, and a content outage.
 */
import {expect, test, type Page} from './fixtures';
import {arm, clearFaults} from './fault-support';
import {firstContentfulPaint, holdScripts} from './first-paint';
import {
  expectFitsScreen,
  expectNoViolations,
  expectViolationSeen,
  hydrated,
  sandboxQuery,
} from './support';

const ROME = {latitude: 41.9028, longitude: 12.4964};
const LJUBLJANA = {latitude: 46.0569, longitude: 14.5058};
/** How long a cached content answer may still be served (CacheShort and its stale window). */
const CACHE_WINDOW_MS = 45_000;

const WORDS = {
  it: {
    locator: '/it/negozi',
    search: 'Città, CAP o nome del negozio',
    submit: 'Cerca negozi',
    nearMe: 'Vicino a me',
    status: /^(Aperto ora|Chiuso)$/,
    back: 'Tutti i negozi',
    sorted: 'Negozi in ordine di distanza da te.',
    denied: /Non possiamo usare la tua posizione/,
    availability: 'Disponibilità in negozio',
    online: 'Acquisti online',
    inStore: 'Acquisti in negozio',
    inStock: /^(Disponibile|Ultimi pezzi)$/,
    away: /km da te$/,
    footer: 'I nostri negozi',
    map: 'Mappa dei negozi',
  },
  sl: {
    locator: '/sl/trgovine',
    search: 'Mesto, poštna številka ali ime trgovine',
    submit: 'Išči trgovine',
    nearMe: 'V moji bližini',
    status: /^(Odprto zdaj|Zaprto)$/,
    back: 'Vse trgovine',
    sorted: 'Trgovine so razvrščene po oddaljenosti od vas.',
    denied: /Vaše lokacije ne moremo uporabiti/,
    availability: 'Razpoložljivost v trgovinah',
    online: 'Spletni nakupi',
    inStore: 'Nakupi v trgovini',
    inStock: /^(Na zalogi|Zadnji kosi)$/,
    away: /km od vas$/,
    footer: 'Naše trgovine',
    map: 'Zemljevid trgovin',
  },
} as const;

const cards = (page: Page) => page.locator('.store-card');
const cardNames = (page: Page) => page.locator('.store-card__name').allInnerTexts();

for (const market of ['it', 'sl'] as const) {
  const w = WORDS[market];

  test.describe(`the store locator in ${market}`, () => {
    test('finds the stores of a city and opens one’s page, with directions and the way back', async ({
      page,
    }) => {
      const city = market === 'it' ? 'Milano' : 'Ljubljana';
      await page.goto(w.locator);
      await hydrated(page);
      await expect(cards(page)).toHaveCount(12);
      await page.getByLabel(w.search).fill(city.toLowerCase());
      await page.getByRole('button', {name: w.submit}).click();
      await expect(page).toHaveURL(new RegExp(`${w.locator}\\?q=${city.toLowerCase()}$`));
      const expected =
        market === 'it' ? ['Passo Milano Duomo', 'Passo Milano Isola'] : ['Passo Ljubljana Center'];
      await expect.poll(() => cardNames(page)).toEqual(expected);
      for (const label of await page.locator('.store-status__label').allInnerTexts())
        expect(label).toMatch(w.status);
      // The map shows a pin per store shown, each a link named by the store and its status.
      const pins = page.getByRole('figure', {name: w.map}).getByRole('link');
      await expect(pins).toHaveCount(expected.length);
      await expect(pins.first()).toHaveAccessibleName(new RegExp(`^${expected[0]}, `));

      await page.locator('.store-card').getByRole('link', {name: expected[0], exact: true}).click();
      const handle = market === 'it' ? 'milano-duomo' : 'ljubljana-center';
      await expect(page).toHaveURL(`${w.locator}/${handle}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(expected[0]!);
      await expect(page.locator('.store-week tr')).toHaveCount(7);
      await expect(page.locator('.store-week tr[aria-current="date"]')).toHaveCount(1);
      const at = market === 'it' ? '45.46277,9.18553' : '46.05143,14.50485';
      await expect(
        page.locator(`a[href="https://www.google.com/maps/dir/?api=1&destination=${at}"]`),
      ).toBeVisible();
      await expect(page.locator(`a[href="https://maps.apple.com/?daddr=${at}"]`)).toBeVisible();
      await expect(page.locator('.store-page__media img')).toHaveAttribute('width', /\d+/);
      // Its alternates name each market's own word.
      const alternate = (lang: string) =>
        page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
      expect(await alternate('it-IT')).toMatch(new RegExp(`/it/negozi/${handle}$`));
      expect(await alternate('sl-SI')).toMatch(new RegExp(`/sl/trgovine/${handle}$`));
      expect(await alternate('hr-HR')).toMatch(new RegExp(`/hr/trgovine/${handle}$`));
      await page.getByRole('link', {name: w.back}).click();
      await expect(page).toHaveURL(w.locator);
    });

    test('says when a search finds nothing and offers every store', async ({page}) => {
      await page.goto(`${w.locator}?q=atlantide`);
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText('atlantide', {exact: false}).first()).toBeVisible();
      await page.locator('.store-locator__empty a').click();
      await expect(cards(page)).toHaveCount(12);
    });

    test.describe('with the shopper’s position', () => {
      const near = market === 'it' ? ROME : LJUBLJANA;
      test.use({geolocation: near, permissions: ['geolocation']});

      test('asks for it only on "Vicino a me", then sorts nearest first with the distance', async ({
        page,
      }) => {
        await page.addInitScript(() => {
          const geolocation = navigator.geolocation;
          const ask = geolocation.getCurrentPosition.bind(geolocation);
          (window as unknown as {asked: number}).asked = 0;
          geolocation.getCurrentPosition = (...args) => {
            (window as unknown as {asked: number}).asked += 1;
            ask(...args);
          };
        });
        await page.goto(w.locator);
        await hydrated(page);
        const before = await cardNames(page);
        await expect(page.locator('.store-card__distance')).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as {asked: number}).asked)).toBe(0);

        await page.getByRole('button', {name: w.nearMe}).click();
        await expect(page.getByRole('status').filter({hasText: w.sorted})).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as {asked: number}).asked)).toBe(1);
        const nearest = market === 'it' ? 'Passo Roma Monti' : 'Passo Ljubljana Center';
        await expect.poll(async () => (await cardNames(page))[0]).toBe(nearest);
        expect(await cardNames(page)).not.toEqual(before);
        await expect(page.locator('.store-card__distance').first()).toHaveText(
          market === 'it' ? /^0,\d km da te$/ : /^0,\d km od vas$/,
        );
        await expect(page.locator('.store-card__distance')).toHaveCount(12);
      });

      test('"Vicino a me" is there from the first paint: the list stays put, and a tap before the scripts counts', async ({
        page,
      }) => {
        const scripts = await holdScripts(page);
        await page.goto(w.locator, {waitUntil: 'commit'});
        const list = page.locator('.store-locator__layout');
        await expect(list).toBeVisible();
        // Measured as painted: the page may be laid out before its stylesheets arrive, unseen.
        await firstContentfulPaint(page);
        const top = await list.evaluate((element) => element.getBoundingClientRect().top);
        await page.getByRole('button', {name: w.nearMe}).click();
        await scripts.release();
        await hydrated(page);
        await expect(page.getByRole('status').filter({hasText: w.sorted})).toBeVisible();
        const nearest = market === 'it' ? 'Passo Roma Monti' : 'Passo Ljubljana Center';
        await expect.poll(async () => (await cardNames(page))[0]).toBe(nearest);
        expect(await list.evaluate((element) => element.getBoundingClientRect().top)).toBe(top);
      });
    });

    test('says politely when the position is refused, and keeps the list', async ({page}) => {
      await page.goto(w.locator);
      await hydrated(page);
      const before = await cardNames(page);
      await page.getByRole('button', {name: w.nearMe}).click();
      await expect(page.getByRole('status').filter({hasText: w.denied})).toBeVisible();
      expect(await cardNames(page)).toEqual(before);
      await expect(page.locator('.store-card__distance')).toHaveCount(0);
    });

    test('a market answers only its own word', async ({page}) => {
      const other = market === 'it' ? '/it/trgovine' : '/sl/negozi';
      expect((await page.goto(other))?.status()).toBe(404);
      // Positive control: the market's own word is the locator.
      expect((await page.goto(w.locator))?.status()).toBe(200);
      // And the footer leads there.
      await page.goto(`/${market}`);
      await expect(page.getByRole('link', {name: w.footer})).toHaveAttribute('href', w.locator);
    });

    test('has no axe violations and fits the screen, list and store page, at 375 and 1280 px', async ({
      page,
    }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({width, height: 800});
        for (const path of [w.locator, `${w.locator}/napoli-chiaia`]) {
          await page.goto(path);
          await hydrated(page);
          // The map, loaded once it nears the screen, is part of what axe checks.
          await page.locator('.store-locator__map').scrollIntoViewIfNeeded();
          await expect(
            page.getByRole('figure', {name: w.map}).getByRole('link').first(),
          ).toBeVisible();
          await expectFitsScreen(page, `${path} at ${width}`);
          await expectNoViolations(page, `${path} at ${width}`);
        }
      }
      await expectViolationSeen(page);
    });
  });

  test.describe(`the store list without JavaScript in ${market}`, () => {
    test.use({javaScriptEnabled: false});

    test('lists every store and searches with the form; no "Vicino a me"', async ({page}) => {
      await page.goto(w.locator);
      await expect(cards(page)).toHaveCount(12);
      await expect(page.locator('.store-status__label').first()).toHaveText(w.status);
      await expect(page.getByRole('button', {name: w.nearMe})).toHaveCount(0);
      await page.getByLabel(w.search).fill(market === 'it' ? 'torino centro' : 'maribor');
      await page.getByRole('button', {name: w.submit}).click();
      await expect(cards(page)).toHaveCount(1);
      await expect(page.locator('.store-card__name')).toHaveText(
        market === 'it' ? 'Passo Torino Centro' : 'Passo Maribor',
      );
    });
  });
}

interface StockedVariant {
  handle: string;
  size: string;
  online: number;
  stores: Array<{available: boolean; name: string}>;
}

/** A size sold out online that some store has, so the panel's answer cannot be the online stock. */
async function sizeOnlyInStores(): Promise<StockedVariant> {
  const {products} = await sandboxQuery<{
    products: {
      nodes: Array<{
        handle: string;
        variants: {
          nodes: Array<{
            title: string;
            quantityAvailable: number;
            storeAvailability: {nodes: Array<{available: boolean; location: {name: string}}>};
          }>;
        };
      }>;
    };
  }>(
    `{ products(first: 60, reverse: true) { nodes { handle variants(first: 20) { nodes { title quantityAvailable
       storeAvailability(first: 20) { nodes { available location { name } } } } } } } }`,
  );
  for (const product of products.nodes)
    for (const variant of product.variants.nodes)
      if (
        variant.quantityAvailable === 0 &&
        variant.storeAvailability.nodes.some((node) => node.available) &&
        variant.storeAvailability.nodes.some((node) => !node.available)
      )
        return {
          handle: product.handle,
          size: variant.title,
          online: variant.quantityAvailable,
          stores: variant.storeAvailability.nodes.map((node) => ({
            available: node.available,
            name: node.location.name,
          })),
        };
  throw new Error('the seed should have a size sold out online and in stock in a store');
}

for (const market of ['it', 'sl'] as const) {
  const w = WORDS[market];

  test.describe(`which stores have a size, in ${market}`, () => {
    test.use({geolocation: market === 'it' ? ROME : LJUBLJANA, permissions: ['geolocation']});

    test('after choosing a size, lists the stores that have it first; nearest first once shared', async ({
      page,
    }) => {
      const variant = await sizeOnlyInStores();
      await page.goto(`/${market}/${variant.handle}-p`);
      await hydrated(page);
      await expect(page.getByRole('heading', {name: w.online})).toBeVisible();
      await expect(page.getByRole('heading', {name: w.inStore})).toBeVisible();
      // Nothing is asked before the shopper asks.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/store-availability')) asked.push(request.url());
      });
      await page.locator(`.size-chip:has(input[data-size="${variant.size}"])`).click();
      expect(asked).toEqual([]);
      await page.getByRole('button', {name: w.availability}).click();
      const rows = page.locator('.store-availability__row');
      await expect(rows).toHaveCount(variant.stores.length);
      // Positive control of the empty list above: the same listener saw the asked request.
      expect(asked).toHaveLength(1);
      const inStock = variant.stores.filter((store) => store.available).map((store) => store.name);
      const shown = await page.locator('.store-availability__row a').allInnerTexts();
      // Those with the size first, exactly the platform's list.
      expect(shown.slice(0, inStock.length).sort()).toEqual([...inStock].sort());
      for (const label of await page.locator('.store-availability__stock').allInnerTexts())
        expect(
          label ===
            (market === 'it' ? 'Esaurita in questo negozio' : 'V tej trgovini razprodano') ||
            w.inStock.test(label),
        ).toBe(true);
      await expect(rows.first().locator('.store-availability__stock')).toHaveText(w.inStock);
      await expect(rows.first().locator('.store-availability__where')).not.toHaveText(w.away);
      expect(asked).toHaveLength(1);

      // Shared: the list asks again with the rounded position, and shows distances.
      await page.locator('.store-availability').getByRole('button', {name: w.nearMe}).click();
      await expect(rows.first().locator('.store-availability__where')).toHaveText(w.away);
      expect(asked.at(-1)).toMatch(/&lat=\d+\.\d{2}&lng=\d+\.\d{2}$/);
      const distances = await page.locator('.store-availability__where').allInnerTexts();
      const inStockKm = distances
        .slice(0, inStock.length)
        .map((text) => Number(/([\d.,]+) km/.exec(text)![1]!.replace('.', '').replace(',', '.')));
      expect(inStockKm).toEqual([...inStockKm].sort((a, b) => a - b));
      // The store's link leads to its page, in the market's own word.
      await expect(rows.first().locator('a')).toHaveAttribute('href', new RegExp(`^${w.locator}/`));
      // The open list passes axe on a phone too.
      await page.setViewportSize({width: 375, height: 800});
      await expectFitsScreen(page, 'product page with the store list, at 375');
      await expectNoViolations(page, 'product page with the store list, at 375');
    });
  });
}

test('the availability API refuses bad input in the market’s language and answers 503 when the platform cannot', async ({
  request,
}) => {
  const bad = await request.get('/api/sl/store-availability?variant=abc');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ok: false, error: 'invalid', message: 'Neveljavna zahteva.'});
  const half = await request.get('/api/it/store-availability?variant=1&lat=45');
  expect(half.status()).toBe(400);
  // A size never asked for, so no cached answer stands in for the platform.
  const fresh = `/api/hr/store-availability?variant=${Date.now()}`;
  await arm('storefront', {status: 503});
  try {
    const down = await request.get(fresh);
    expect(down.status()).toBe(503);
    expect(down.headers()['retry-after']).toBeTruthy();
    expect((await down.json()).message).toMatch(/Trenutno ne možemo provjeriti/);
  } finally {
    await clearFaults();
  }
  // Positive control: the same request answers once the platform does (404: no such size).
  expect((await request.get(fresh)).status()).toBe(404);
});

test('a content outage leaves the stores listed with their addresses, without hours', async ({
  page,
}) => {
  await arm('contentful', {status: 503});
  try {
    await expect
      .poll(
        async () => {
          const response = await page.goto('/sl/trgovine');
          expect(response?.status()).toBe(200);
          return page.getByText('Delovni čas trenutno ni na voljo.').count();
        },
        {timeout: CACHE_WINDOW_MS, intervals: [2_000]},
      )
      .toBe(12);
    await expect(page.locator('.store-address').first()).toBeVisible();
    await expect(page.locator('.store-status')).toHaveCount(0);
  } finally {
    await clearFaults();
  }
  // Positive control: the hours come back with the service.
  await expect
    .poll(
      async () => {
        await page.goto('/sl/trgovine');
        return page.locator('.store-status').count();
      },
      {timeout: CACHE_WINDOW_MS, intervals: [2_000]},
    )
    .toBe(12);
});

test('on a phone the map is fetched only when the shopper scrolls near it, under the list', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 667});
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/StoreMap-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
  });
  await page.goto(WORDS.it.locator);
  await hydrated(page);
  await expect(cards(page)).toHaveCount(12);
  // The page is live and the map three screens down: its code is not asked for.
  await page.waitForTimeout(1_000);
  expect(asked).toEqual([]);
  await expect(page.locator('.store-locator__map .store-map__frame')).toHaveCount(1);
  // Positive control: scrolled to, it arrives with a pin per store.
  await page.locator('.store-locator__map').scrollIntoViewIfNeeded();
  await expect(page.getByRole('figure', {name: WORDS.it.map}).getByRole('link')).toHaveCount(12);
  expect(asked).toHaveLength(1);
});
