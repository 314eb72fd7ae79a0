import {expect, test, type Page} from './fixtures';
import {expectNoViolations, expectViolationSeen, hydrated} from './support';
import {sectionPath} from '../../app/lib/localized-slugs';

const MARKETS = ['it', 'sl', 'hr'] as const;

/** The footer's customer-service links and its legal links, as [name, href]. */
async function footerLinks(page: Page) {
  const links = page.locator(
    '.site-footer nav[aria-labelledby="footer-help"] a, .site-footer__legal-links a',
  );
  return Promise.all(
    (await links.all()).map(
      async (link) => [(await link.textContent())!, (await link.getAttribute('href'))!] as const,
    ),
  );
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const market of MARKETS) {
  test(`every footer service and legal link of /${market} opens a page with its heading`, async ({
    page,
  }) => {
    await page.goto(`/${market}`);
    const links = await footerLinks(page);
    expect(links.map(([, href]) => href)).toEqual([
      `/${market}/pages/contact`,
      `/${market}/policies/shipping-policy`,
      `/${market}/policies/refund-policy`,
      `/${market}/pages/payment-methods`,
      sectionPath(market, 'care'),
      sectionPath(market, 'stores'),
      `/${market}/policies/privacy-policy`,
      `/${market}/pages/cookie-policy`,
      `/${market}/policies/terms-of-service`,
      `/${market}/pages/legal-notice`,
      // "Preferenze cookie": this page with the consent banner open (docs/product.md#consent-banner).
      `/${market}?cookie-preferences`,
    ]);
    for (const [name, href] of links) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      const heading = page.getByRole('heading', {level: 1});
      await expect(heading).toBeVisible();
      // Customer care and the stores are pages of their own (care.spec.ts, stores.spec.ts).
      if (!/\/(pages|policies)\//.test(href)) continue;
      // The link's words name the page (shorter in the footer, as "Vračila" for "Vračila in povračila").
      expect((await heading.textContent())!.toLowerCase()).toContain(
        name.toLowerCase().split(' ')[0],
      );
      await expect(page.locator('.text-page__body :is(h2, li, p)').first()).toBeVisible();
    }
  });
}

test('a footer link followed in the page: the policy in the shopper language, focus on its heading', async ({
  page,
}) => {
  await page.goto('/hr');
  await hydrated(page);
  await page.locator('.site-footer').getByRole('link', {name: 'Povrati'}).click();
  await expect(page).toHaveURL(/\/hr\/policies\/refund-policy$/);
  const heading = page.getByRole('heading', {level: 1, name: 'Povrati i povrat novca'});
  await expect(heading).toBeFocused();
  await expect(page.getByText('u roku od 30 dana od dostave')).toBeVisible();
});

test('title, description, canonical and alternates of a policy and a page', async ({page}) => {
  await page.goto('/sl/policies/refund-policy');
  await expect(page).toHaveTitle('Vračila in povračila | Passo');
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/sl/policies/refund-policy`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="hr-HR"]')).toHaveAttribute(
    'href',
    `${origin}/hr/policies/refund-policy`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Izdelke, s katerimi niste zadovoljni/,
  );

  await page.goto('/it/pages/contact');
  await expect(page).toHaveTitle('Contatti e servizio clienti | Passo');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Scrivi o telefona al servizio clienti Passo: dal lunedì al venerdì, dalle 9 alle 18.',
  );
});

test('unknown pages and policies are a 404 in the shopper language', async ({page}) => {
  for (const [path, text] of [
    ['/it/policies/nope', 'Pagina non trovata'],
    ['/sl/pages/nope', 'Strani ni mogoče najti'],
    ['/hr/policies/constructor', 'Stranica nije pronađena'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(text);
  }
  // Positive control: the same handles exist under the other kind of path.
  expect((await page.goto('/it/policies/refund-policy'))?.status()).toBe(200);
});

test('the footer names each payment method it shows', async ({page}) => {
  await page.goto('/it');
  const marks = page.getByRole('list', {name: 'Metodi di pagamento accettati'});
  for (const name of [
    'Visa',
    'Mastercard',
    'American Express',
    'PayPal',
    'Apple Pay',
    'Google Pay',
  ])
    await expect(marks.getByRole('img', {name})).toBeVisible();
});

test('the registration form shows the privacy notice by its button, linking the policy', async ({
  page,
}) => {
  for (const [market, link, heading] of [
    ['it', 'informativa sulla privacy', 'Informativa sulla privacy'],
    ['sl', 'politiki zasebnosti', 'Politika zasebnosti'],
    ['hr', 'politici privatnosti', 'Politika privatnosti'],
  ] as const) {
    await page.goto(`/${market}/account/register`);
    const form = page.locator('form.account-form');
    const notice = form.locator('.privacy-notice');
    await expect(notice).toBeVisible();
    // Right before the submit button.
    expect(
      await notice.evaluate((p) => p.nextElementSibling?.getAttribute('type') === 'submit'),
    ).toBe(true);
    await notice.getByRole('link', {name: link}).click();
    await expect(page).toHaveURL(new RegExp(`/${market}/policies/privacy-policy$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
  }
});

for (const width of [375, 1280]) {
  test(`policies and pages have no axe violations and fit the screen at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 900});
    for (const market of MARKETS) {
      for (const path of [`/${market}/policies/privacy-policy`, `/${market}/pages/contact`]) {
        await page.goto(path);
        await hydrated(page);
        await expectNoViolations(page, `${path} at ${width}px`);
        expect(await pageWidth(page), path).toBeLessThanOrEqual(width);
      }
    }
    await page.goto('/sl/account/register');
    await hydrated(page);
    await expectNoViolations(page, `registration at ${width}px`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    // Positive controls: the same checks see a violation and a page too wide.
    await page.goto('/it/pages/payment-methods');
    await hydrated(page);
    await expectViolationSeen(page, '.text-page');
    await page.locator('.text-page__body').evaluate((body) => {
      body.insertAdjacentHTML('beforeend', '<p style="width: 2000px">.</p>');
    });
    expect(await pageWidth(page)).toBeGreaterThan(width);
  });
}
