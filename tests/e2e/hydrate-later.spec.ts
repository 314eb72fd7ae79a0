import {expect, test, type Page} from './fixtures';
import {throttleAsPhone} from './first-paint';

/**
 * What a phone does not show at first hydrates after the page (docs/decisions/0031): React
 * leaves it as served when the page first turns interactive, hydrates it just after, and at once
 * when a shopper taps inside it. Checked at that very moment, on the phone profile: which parts
 * React has taken over (a hydrated element carries React's fiber), and a tap on a part it has
 * not, which must still do what it says.
 */
test.use({viewport: {width: 375, height: 800}, hasTouch: true});

interface AtHydration {
  /** Whether React had taken over each probed element when `data-hydrated` was set. */
  live: Record<string, boolean>;
  tapped: boolean;
}

/**
 * Loads `path` on the phone profile; when the page marks itself hydrated, records which of
 * `probes` (CSS selectors) React had hydrated, and taps `tap` at once.
 */
async function atHydration(page: Page, path: string, probes: Record<string, string>, tap: string) {
  await page.addInitScript(
    ({probes, tap}) => {
      const live = (element: Element | null) =>
        !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.dataset.hydrated) return;
        observer.disconnect();
        const target = document.querySelector<HTMLElement>(tap);
        const seen: AtHydration = {
          live: Object.fromEntries(
            Object.entries(probes).map(([name, selector]) => [
              name,
              live(document.querySelector(selector)),
            ]),
          ),
          tapped: !!target,
        };
        (window as unknown as {__atHydration: AtHydration}).__atHydration = seen;
        target?.click();
      }).observe(document as unknown as Node, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-hydrated'],
      });
    },
    {probes, tap},
  );
  await throttleAsPhone(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {timeout: 20_000});
  return page.evaluate(() => (window as unknown as {__atHydration: AtHydration}).__atHydration);
}

const LAST_HEART = '.product-grid > li:last-child .wishlist-button';

test('a listing: the first cards hydrate with the page; a heart further down, tapped then, is saved', async ({
  page,
}) => {
  const seen = await atHydration(
    page,
    '/it/donna',
    {
      firstHeart: '.product-grid > li:first-child .wishlist-button',
      lastHeart: LAST_HEART,
      footer: '.site-footer',
      menuButton: '.site-header__menu',
    },
    LAST_HEART,
  );
  // The control: the first screen is React's when the page says it is interactive.
  expect(seen.live).toEqual({firstHeart: true, menuButton: true, lastHeart: false, footer: false});
  expect(seen.tapped).toBe(true);
  await expect(page.locator(LAST_HEART)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.product-grid > li:first-child .wishlist-button')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the home: the footer hydrates after the page; "Preferenze cookie" tapped then opens the preferences', async ({
  page,
}) => {
  const seen = await atHydration(
    page,
    '/it',
    {header: '.site-header__menu', footer: '.site-footer'},
    '.site-footer a[href*="cookie-preferences"]',
  );
  expect(seen.live).toEqual({header: true, footer: false});
  expect(seen.tapped).toBe(true);
  await expect(page.getByRole('region', {name: 'La tua privacy'})).toBeVisible();
  // Opened in place by the page's script, not by following the link's fallback.
  await expect(page).toHaveURL(/\/it$/);
});
