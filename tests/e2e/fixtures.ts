import {test as base, type BrowserContext} from '@playwright/test';

export {expect, type Locator, type Page} from '@playwright/test';

/** A stored consent choice, as the banner writes it in the `cookiePreferences` cookie. */
export function consentCookieValue(purposes: {
  functionality: boolean;
  measurement: boolean;
  marketing: boolean;
}) {
  return encodeURIComponent(
    JSON.stringify({purposes, timestamp: new Date().toISOString(), version: 1}),
  );
}

let clients = 0;

/**
 * Each test is a client of its own, as shoppers are: the shop limits form posts per client
 * (its `oxygen-buyer-ip`, which the test stack lets a client name), so one test's logins do not
 * use up the next one's. Only the shop's form endpoints and its `/api/{market}/` routes are routed
 * (routing disables the cache).
 */
export async function actAsOwnClient(context: BrowserContext, baseURL: string, address: string) {
  const formEndpoint = new RegExp(
    `^${baseURL}/(?:(?:it|sl|hr)/(?:cart|consent|account|wishlist|assistenza|pomoc|podrska)|api/(?:(?:it|sl|hr)/|salesmanago/))`,
  );
  await context.route(formEndpoint, async (route) => {
    const headers = {...(await route.request().allHeaders()), 'oxygen-buyer-ip': address};
    await route.fallback({headers});
  });
}

/**
 * The newsletter pop-up (docs/product.md#newsletter-pop-up) opens a few seconds into any visit
 * with a consent choice, over whatever a test is doing: a visitor who subscribed already is
 * never asked. `test.use({newsletterPopUp: 'eligible'})` gives one who may be.
 */
export async function keepNewsletterPopUpAway(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('passoNewsletter', JSON.stringify({subscribedAt: 1, shownAt: {}}));
    } catch {
      // an opaque origin (about:blank) has no storage and no pop-up
    }
  });
}

/** A private address per test: unique within the run, and apart from an earlier run's. */
export function clientAddress(): string {
  clients += 1;
  return `10.${process.pid % 256}.${(clients >> 8) % 256}.${clients % 256}`;
}

/**
 * Browser tests start with a stored "reject" choice, so the banner stays out of their way;
 * `test.use({consent: 'unset'})` gives a first-time visitor. The newsletter pop-up stays away too.
 */
export const test = base.extend<{
  consent: 'unset' | 'rejected' | 'accepted';
  newsletterPopUp: 'away' | 'eligible';
  client: string;
}>({
  consent: ['rejected', {option: true}],
  newsletterPopUp: ['away', {option: true}],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
  client: async ({}, use) => use(clientAddress()),
  context: async ({context, consent, newsletterPopUp, baseURL, client}, use) => {
    await actAsOwnClient(context, baseURL!, client);
    if (newsletterPopUp === 'away') await keepNewsletterPopUpAway(context);
    if (consent !== 'unset') {
      const granted = consent === 'accepted';
      await context.addCookies([
        {
          name: 'cookiePreferences',
          value: consentCookieValue({
            functionality: granted,
            measurement: granted,
            marketing: granted,
          }),
          url: baseURL!,
        },
      ]);
    }
    await use(context);
  },
});
