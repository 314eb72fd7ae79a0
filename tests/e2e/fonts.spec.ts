import {expect, test} from './fixtures';
import {holdScripts} from './first-paint';

const FONT_FILE = /\/fonts\/.+\.woff2$/;
const interInUse = () =>
  [...document.fonts].filter((face) => face.family === 'Inter' && face.status === 'loaded').length;

test('the first paint waits for no font; Inter comes once the page is interactive', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (FONT_FILE.test(request.url())) fonts.push(request.url());
  });
  const scripts = await holdScripts(page);
  await page.goto('/it', {waitUntil: 'commit'});
  await expect(page.getByRole('link', {name: 'Carrello', exact: true})).toBeVisible();
  // Painted in the metric-matched fallback; nothing has asked for a font file yet.
  await page.waitForTimeout(500);
  expect(fonts).toEqual([]);
  expect(await page.evaluate(interInUse)).toBe(0);

  // Positive control: once hydrated, both faces that every page prints arrive and are used.
  await scripts.release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect.poll(() => page.evaluate(interInUse)).toBe(2);
  expect(fonts.map((url) => url.split('/').pop()).sort()).toEqual([
    'inter-latin.woff2',
    'inter-sl-hr.woff2',
  ]);
});

test('Inter’s faces come into use together, already loaded: one swap, not one per file', async ({
  page,
}) => {
  // Each frame: how many Inter faces the page has loaded, and whether one is still loading.
  await page.addInitScript(() => {
    const frames: string[] = ((window as unknown as {__faces: string[]}).__faces = []);
    const look = () => {
      const inter = [...document.fonts].filter((face) => face.family === 'Inter');
      const loaded = inter.filter((face) => face.status === 'loaded').length;
      const state = `${loaded}${inter.some((face) => face.status === 'loading') ? '+loading' : ''}`;
      if (frames.at(-1) !== state) frames.push(state);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/hr');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect.poll(() => page.evaluate(interInUse)).toBe(2);
  // A frame for the sampler to see them (the page's own work may hold that frame back).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  // Positive control: the frames did see the faces arrive; they never saw half of them.
  expect(await page.evaluate(() => (window as unknown as {__faces: string[]}).__faces)).toEqual([
    '0',
    '2',
  ]);
});

test('the page takes Inter a few regions per frame, and all of it in the end', async ({page}) => {
  // A phone's processor: at full speed one frame might set every region within its slice.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  // Each frame from the faces' arrival on: how many of the page's headings, paragraphs, links
  // and buttons are set in Inter, while any is not.
  await page.addInitScript(() => {
    const counts: number[] = ((window as unknown as {__inInter: number[]}).__inInter = []);
    const look = () => {
      const loaded = [...document.fonts].some(
        (face) => face.family === 'Inter' && face.status === 'loaded',
      );
      if (loaded) {
        const texts = [...document.querySelectorAll('h1, h2, h3, p, a, button')];
        const inInter = texts.filter((text) =>
          getComputedStyle(text).fontFamily.startsWith('Inter'),
        ).length;
        if (counts.at(-1) !== inInter) counts.push(inInter);
        if (inInter === texts.length) return;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/it/donna');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect.poll(() => page.evaluate(interInUse)).toBe(2);
  await expect
    .poll(() => page.$$eval('[style*="font-family"]', (regions) => regions.length))
    .toBe(0);
  const counts = await page.evaluate(() => (window as unknown as {__inInter: number[]}).__inInter);
  const all = await page.$$eval('h1, h2, h3, p, a, button', (texts) => texts.length);
  // Frames with part of the page in Inter and part still in the fallback, growing to all of it.
  expect(counts.at(-1)).toBe(all);
  expect(counts.filter((count) => count > 0 && count < all).length).toBeGreaterThan(0);
  expect([...counts].sort((x, y) => x - y)).toEqual(counts);
});

test('a font file that fails is not added: its letters keep the fallback, the other face comes', async ({
  page,
}) => {
  await page.route(/inter-sl-hr\.woff2$/, (route) => route.abort());
  await page.goto('/hr');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // Positive control: the face whose file came is in use.
  await expect.poll(() => page.evaluate(interInUse)).toBe(1);
  expect(
    await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'error').map((face) => face.family),
    ),
  ).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the fonts still come, by the noscript stylesheet', async ({page}) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (FONT_FILE.test(request.url())) fonts.push(request.url());
    });
    await page.goto('/hr');
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
  });
});

test.describe('at a phone’s width', () => {
  test.use({viewport: {width: 412, height: 823}});

  /** The layout shifts the page has seen so far, by the text of each node that moved. */
  const shifts = () => (window as unknown as {__shifts: string[]}).__shifts.slice();

  test('Inter replacing the fallback moves nothing on screen (positive control: a planted block)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as {__shifts: string[]}).__shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & {sources: Array<{node?: Node}>}
        >)
          seen.push(
            entry.sources.map((source) => source.node?.textContent?.slice(0, 40)).join(' | '),
          );
      }).observe({type: 'layout-shift', buffered: true});
    });
    // A product on sale: on its page the discount badge follows the prices, which Inter widens.
    await page.goto('/it/donna');
    const onSale = await page
      .locator('.product-card:has(.price__badge) a')
      .first()
      .getAttribute('href');
    expect(onSale).toMatch(/^\/it\/.+-p$/);
    for (const path of ['/it/negozi', '/it', '/it/donna', onSale!]) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect.poll(() => page.evaluate(interInUse)).toBe(2);
      // A frame for the swap's layout to be reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      expect(await page.evaluate(shifts), path).toEqual([]);
    }
    // Positive control: a block pushed in above the content is seen as a shift.
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.style.height = '80px';
      document.querySelector('main')!.prepend(block);
    });
    await expect.poll(() => page.evaluate(shifts).then((seen) => seen.length)).toBeGreaterThan(0);
  });
});
