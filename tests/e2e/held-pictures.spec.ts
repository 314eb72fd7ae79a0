import {expect, test, type Page} from './fixtures';
import {holdScripts} from './first-paint';

/**
 * On a phone, the pictures out of the first screen wait until the page answers taps
 * (docs/decisions/0036): a listing's cards past the first two rows and a product's slides past
 * the second. Their frames keep their place meanwhile. Without JavaScript, on a wide screen, or
 * when the modules never run, the browser loads them as usual.
 */
const LISTING = '/it/donna';
/** Four pictures in the sandbox's catalogue. */
const PRODUCT = 'sneaker-trani-grigio';

/** The image files the page has asked for so far, by path and query. */
function requestedPictures(page: Page) {
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image') asked.add(new URL(request.url()).href);
  });
  return asked;
}

/** The pictures of the cards past the first screen, as the browser would pick them. */
const laterCards = (page: Page) =>
  page.$$eval('.product-grid > li:nth-child(n + 5) img[loading="lazy"]', (images) =>
    images.map((image) => {
      const {srcset, src} = image as HTMLImageElement;
      const frame = image.parentElement!.getBoundingClientRect();
      return {src, srcset, frame: {width: frame.width, height: frame.height}};
    }),
  );

const picked = (card: {src: string; srcset: string}, asked: Set<string>) =>
  [card.src, ...card.srcset.split(',').map((candidate) => candidate.trim().split(' ')[0]!)]
    .filter(Boolean)
    .some((url) => asked.has(new URL(url).href));

test.describe('on a phone', () => {
  test.use({viewport: {width: 375, height: 667}, hasTouch: true, isMobile: true});

  test('a listing asks for its first screen at once and for the cards below once interactive, in frames that keep their place', async ({
    page,
  }) => {
    const asked = requestedPictures(page);
    const scripts = await holdScripts(page);
    await page.goto(LISTING, {waitUntil: 'domcontentloaded'});
    await expect(page.locator('html')).toHaveAttribute('data-hydrating', 'fresh');
    // The first screen's pictures (the positive control) arrive while the rest wait.
    const first = page.locator('.product-grid > li:nth-child(-n + 4) img');
    await expect(first).toHaveCount(4);
    await expect
      .poll(async () =>
        (
          await first.evaluateAll((images) =>
            images.map((image) => (image as HTMLImageElement).complete),
          )
        ).every(Boolean),
      )
      .toBe(true);
    await page.waitForTimeout(500);
    const later = await laterCards(page);
    expect(later.length).toBeGreaterThan(4);
    expect(later.filter((card) => picked(card, asked))).toEqual([]);
    for (const {frame} of later)
      expect(Math.abs(frame.height - frame.width * 1.25)).toBeLessThan(1);

    await scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {timeout: 20_000});
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
    // The next row is within any lazy-loading distance of the first screen.
    await expect.poll(() => picked(later[0]!, asked)).toBe(true);
    await expect.poll(() => picked(later[1]!, asked)).toBe(true);
  });

  test("a product's second slide, partly in view, is not held; the third waits for the page", async ({
    page,
  }) => {
    const asked = requestedPictures(page);
    const scripts = await holdScripts(page);
    await page.goto(`/it/${PRODUCT}-p`, {waitUntil: 'domcontentloaded'});
    const slides = page.locator('.gallery__slide img');
    expect(await slides.count()).toBeGreaterThan(2);
    // On a phone the slides' pictures come from their <picture>'s phone source.
    const [second, third] = await slides.evaluateAll((images) =>
      images.slice(1, 3).map((image) => ({
        src: (image as HTMLImageElement).src,
        srcset: [...(image.parentElement?.querySelectorAll('source') ?? [])]
          .map((source) => source.srcset)
          .concat((image as HTMLImageElement).srcset)
          .filter(Boolean)
          .join(', '),
      })),
    );
    await expect.poll(() => picked(second!, asked)).toBe(true);
    await page.waitForTimeout(500);
    expect(picked(third!, asked)).toBe(false);
    await expect(slides.nth(2)).toBeHidden();

    await scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {timeout: 20_000});
    await expect(slides.nth(2)).not.toBeHidden();
  });

  test('the first paint lays out the first screen only, the rest once the brand face is in; a reload lays out all at once', async ({
    page,
  }) => {
    /** Whether the browser renders the element now (false while `content-visibility` skips it). */
    const rendered = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}));
    let scripts = await holdScripts(page);
    await page.goto(LISTING, {waitUntil: 'domcontentloaded'});
    await expect(page.locator('html')).toHaveAttribute('data-first-layout', 'screen');
    // The first card is the positive control: rendered at once.
    expect(await rendered('.product-grid > li:nth-child(1) h3')).toBe(true);
    expect(await rendered('.product-grid > li:nth-child(12) h3')).toBe(false);
    expect(await rendered('.site-footer nav')).toBe(false);
    await scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {timeout: 20_000});
    // Laid out once, in the brand face: the mark goes after the fonts are in use.
    await expect(page.locator('html')).not.toHaveAttribute('data-first-layout');
    expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
    expect(await rendered('.product-grid > li:nth-child(12) h3')).toBe(true);
    expect(await rendered('.site-footer nav')).toBe(true);

    // A reload may restore a scroll position: nothing is left out of the layout then.
    await page.evaluate(() => window.scrollTo(0, 2000));
    scripts = await holdScripts(page);
    await page.reload({waitUntil: 'domcontentloaded'});
    await expect(page.locator('html')).toHaveAttribute('data-hydrating', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-first-layout');
    expect(await rendered('.site-footer nav')).toBe(true);
    expect(await rendered('.product-grid > li:nth-child(12) h3')).toBe(true);
    await scripts.release();
  });

  test('once the brand face is in, the skipped parts are laid out over several frames, not in one', async ({
    page,
  }) => {
    // A phone's processor: at full speed one frame might lay out every part within its slice.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    /**
     * From hydration on, how many of the parts skipped then become rendered in each frame that
     * renders any; `atOnce` lifts the mark at hydration instead, as before (the positive control).
     */
    const framesLayingOut = async (atOnce: boolean) => {
      await page.addInitScript((liftAtOnce: boolean) => {
        const w = window as unknown as {__frames: number[]; __skipped: number};
        w.__frames = [];
        w.__skipped = -1;
        const start = () => {
          const root = document.documentElement;
          const skipped = [
            ...document.querySelectorAll('.product-grid > li > *, .site-footer > *'),
          ].filter((part) => !part.checkVisibility({contentVisibilityAuto: true}));
          w.__skipped = skipped.length;
          if (liftAtOnce) root.removeAttribute('data-first-layout');
          let seen = 0;
          const frame = () => {
            const now = skipped.filter((part) =>
              part.checkVisibility({contentVisibilityAuto: true}),
            ).length;
            if (now > seen) w.__frames.push(now - seen);
            seen = now;
            if (now < skipped.length) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        };
        // The modules run before DOMContentLoaded, and hydrate once the shell's words are in.
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.documentElement;
          new MutationObserver((_, observer) => {
            if (!root.dataset.hydrated) return;
            observer.disconnect();
            start();
          }).observe(root, {attributes: true, attributeFilter: ['data-hydrated']});
        });
      }, atOnce);
      await page.goto(LISTING);
      await expect(page.locator('html')).not.toHaveAttribute('data-first-layout', {
        timeout: 20_000,
      });
      await expect
        .poll(() => page.evaluate(() => (window as unknown as {__frames: number[]}).__frames))
        .not.toEqual([]);
      return page.evaluate(() => {
        const w = window as unknown as {__frames: number[]; __skipped: number};
        return {frames: w.__frames, skipped: w.__skipped};
      });
    };
    const staged = await framesLayingOut(false);
    expect(staged.skipped).toBeGreaterThan(10);
    expect(staged.frames.length).toBeGreaterThan(1);
    expect(staged.frames.reduce((sum, count) => sum + count, 0)).toBe(staged.skipped);
    // Nothing is left styled by the release itself.
    expect(await page.$$eval('[style*="content-visibility"]', (parts) => parts.length)).toBe(0);

    const control = await page.context().newPage();
    const cdpControl = await page.context().newCDPSession(control);
    await cdpControl.send('Emulation.setCPUThrottlingRate', {rate: 4});
    page = control;
    const atOnce = await framesLayingOut(true);
    expect(atOnce.skipped).toBeGreaterThan(10);
    expect(atOnce.frames).toEqual([atOnce.skipped]);
  });

  test("the home's sections below the first screen wait for the page too", async ({page}) => {
    const scripts = await holdScripts(page);
    await page.goto('/it', {waitUntil: 'domcontentloaded'});
    const skipped = () =>
      page.$$eval('main .section > :first-child', (sections) =>
        sections.map((section) => !section.checkVisibility({contentVisibilityAuto: true})),
      );
    expect((await skipped()).filter(Boolean).length).toBeGreaterThan(2);
    await scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {timeout: 20_000});
    await expect(page.locator('html')).not.toHaveAttribute('data-first-layout');
    expect((await skipped()).filter(Boolean)).toEqual([]);
  });

  test('when the modules never run, the pictures come 3 s after the page has loaded', async ({
    page,
  }) => {
    const asked = requestedPictures(page);
    await page.route(/\/assets\/.+\.js(?:\?.*)?$/, (route) => route.abort());
    await page.goto(LISTING, {waitUntil: 'load'});
    const later = await laterCards(page);
    await page.waitForTimeout(1000);
    expect(picked(later[0]!, asked)).toBe(false);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrating', {timeout: 4000});
    await expect(page.locator('html')).not.toHaveAttribute('data-first-layout');
    await expect.poll(() => picked(later[0]!, asked)).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({viewport: {width: 375, height: 667}, javaScriptEnabled: false});

  test('the browser loads the cards below the first screen as usual', async ({page}) => {
    const asked = requestedPictures(page);
    await page.goto(LISTING, {waitUntil: 'load'});
    const later = await laterCards(page);
    await expect.poll(() => picked(later[0]!, asked)).toBe(true);
  });
});

test.describe('on a wide screen', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the second row of a listing, in the first screen, is not held', async ({page}) => {
    const asked = requestedPictures(page);
    const scripts = await holdScripts(page);
    await page.goto(LISTING, {waitUntil: 'domcontentloaded'});
    const later = await laterCards(page);
    await expect.poll(() => picked(later[0]!, asked)).toBe(true);
    await scripts.release();
  });
});
