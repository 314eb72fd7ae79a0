import type {Page, Route} from '@playwright/test';

/**
 * A shopper's phone before hydration: the page is painted, its scripts are still on their way.
 * The browser's JavaScript modules are held until `release()`, so a test taps at the first paint
 * with certainty instead of racing a fast machine's hydration.
 */
export async function holdScripts(page: Page) {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  const scripts = /\/assets\/.+\.js(?:\?.*)?$/;
  const hold = async (route: Route) => {
    await released;
    await route.fallback();
  };
  await page.route(scripts, hold);
  return {
    /** Lets the held modules through, and those of later pages; the page then hydrates. */
    release: () => {
      open();
      return page.unroute(scripts, hold);
    },
  };
}

/**
 * The mid-range phone of docs/decisions/0023's measurements, through the DevTools protocol: slow 4G
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up), a CPU four times slower, cold cache.
 */
export async function throttleAsPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  return cdp;
}

/** Resolves at the first contentful paint. */
export async function firstContentfulPaint(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
}
