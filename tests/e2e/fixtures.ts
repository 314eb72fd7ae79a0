import {test as base} from '@playwright/test';

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

/**
 * Browser tests start with a stored "reject" choice, so the banner stays out of their way;
 * `test.use({consent: 'unset'})` gives a first-time visitor.
 */
export const test = base.extend<{consent: 'unset' | 'rejected' | 'accepted'}>({
  consent: ['rejected', {option: true}],
  context: async ({context, consent, baseURL}, use) => {
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
