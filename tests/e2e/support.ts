import {expect, type Locator, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT || 4500}`;
const TOKEN = '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c';

export async function sandboxQuery<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${SANDBOX}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN},
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as {data: T; errors?: unknown};
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

interface CatalogueProduct {
  handle: string;
  title: string;
  availableForSale: boolean;
  variants: {nodes: Array<{availableForSale: boolean; selectedOptions: Array<{value: string}>}>};
}

/** A product whose sizes are partly sold out, so both kinds of size chip can be seen. */
export async function productWithSoldOutSize(skip = 0) {
  const {products} = await sandboxQuery<{products: {nodes: CatalogueProduct[]}}>(
    `{ products(first: 100) { nodes { handle title availableForSale
       variants(first: 30) { nodes { availableForSale selectedOptions { value } } } } } }`,
  );
  const matches = products.nodes.filter(
    (product) =>
      product.availableForSale &&
      product.variants.nodes.length > 2 &&
      product.variants.nodes.some((variant) => !variant.availableForSale),
  );
  const product = matches[skip];
  if (!product) throw new Error('the seed has no product with a sold-out size');
  const soldOut = product.variants.nodes.find((variant) => !variant.availableForSale)!
    .selectedOptions[0].value;
  const available = product.variants.nodes.find((variant) => variant.availableForSale)!
    .selectedOptions[0].value;
  return {handle: product.handle, title: product.title, soldOut, available};
}

/** The page's script errors, to assert that none happened. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * The positive control of an "errors is empty" assertion: an error logged and an error thrown
 * by a script of the page, as a page bug would, both reach what `collectErrors` collects.
 */
export async function expectErrorsCollected(page: Page, errors: string[]) {
  const before = errors.length;
  await page.evaluate(() => {
    console.error('control: logged');
    setTimeout(() => {
      throw new Error('control: thrown');
    });
  });
  await expect
    .poll(() => errors.slice(before))
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining('control: logged'),
        expect.stringContaining('control: thrown'),
      ]),
    );
}

/** Waits until React has hydrated the page (event handlers are attached). */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Opens the cart drawer from the Italian home's header when its content cannot come (the caller
 * has cut it off) and expects the drawer to say the cart is kept; the drawer, for more checks.
 */
export async function openDrawerWithoutContent(page: Page) {
  await page.goto('/it');
  await hydrated(page);
  await page.getByRole('link', {name: 'Carrello', exact: true}).click();
  const drawer = page.getByRole('dialog', {name: 'Carrello'});
  await expect(
    drawer.getByRole('status').filter({hasText: 'i tuoi articoli restano salvati'}),
  ).toBeVisible();
  return drawer;
}

export interface StockedSize {
  handle: string;
  title: string;
  size: string;
  variantId: string;
  quantity: number;
  price: number;
}

/**
 * Sizes with stock between `min` and `max` pieces, one per product, from the sandbox's
 * catalogue (the e2e stack's database is new for every run, but tests share it: each test takes
 * its own `pick`).
 */
export async function sizesInStock(min: number, max = 999): Promise<StockedSize[]> {
  const {products} = await sandboxQuery<{
    products: {
      nodes: Array<{
        handle: string;
        title: string;
        variants: {
          nodes: Array<{
            id: string;
            quantityAvailable: number;
            price: {amount: string};
            selectedOptions: Array<{value: string}>;
          }>;
        };
      }>;
    };
  }>(
    `{ products(first: 150) { nodes { handle title
       variants(first: 30) { nodes { id quantityAvailable price { amount } selectedOptions { value } } } } } }`,
  );
  return products.nodes.flatMap((product) => {
    const variant = product.variants.nodes.find(
      (v) => v.quantityAvailable >= min && v.quantityAvailable <= max,
    );
    return variant
      ? [
          {
            handle: product.handle,
            title: product.title,
            size: variant.selectedOptions[0]!.value,
            variantId: variant.id,
            quantity: variant.quantityAvailable,
            price: Number(variant.price.amount),
          },
        ]
      : [];
  });
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The axe violations (WCAG 2.2 AA and best practices) of the page, or of `include`, as it is now. */
async function axeViolations(page: Page, include?: string) {
  // Colours are measured once the page has settled: a button still fading into its hover
  // colours (the one just clicked) would be measured half-way, and a hydrated phone page still
  // moves until the fonts are in and its lower parts are laid out (decision 0042). Endless
  // spinners do not count.
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      (!document.documentElement.dataset.hydrated ||
        !document.documentElement.hasAttribute('data-first-layout')) &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
  );
  const builder = new AxeBuilder({page}).withTags(AXE_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

/** Nothing on the page is wider than the viewport (the page does not scroll sideways). */
export async function expectFitsScreen(page: Page, label: string) {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${label} is no wider than the screen`).toBeLessThanOrEqual(width);
}

/** Zero axe violations on the page as it is now. */
export async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

/**
 * The positive control of a "no violations" assertion: the same scan, on the page just found
 * clean, reports an image without a text alternative once one is put into `scope`.
 */
export async function expectViolationSeen(page: Page, scope = 'main') {
  await page
    .locator(scope)
    .first()
    .evaluate((element) => {
      const image = document.createElement('img');
      image.src = '/images/no-image.jpg';
      image.className = 'axe-control';
      element.append(image);
    });
  try {
    expect(await axeViolations(page, scope)).toContainEqual(
      expect.objectContaining({id: 'image-alt'}),
    );
  } finally {
    await page.locator('.axe-control').evaluate((image) => image.remove());
  }
}

/** A cart line whose change the platform has not confirmed yet. */
export const BUSY_LINE = '.cart-line[aria-busy="true"]';

/**
 * The positive control of a "no line is busy" assertion: while the cart change that `act` starts
 * is held on its way, its line is busy; once it goes through, none is.
 */
export async function expectBusyWhileHeld(page: Page, lines: Locator, act: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/cart\.data$/,
    async (route) => {
      await held;
      await route.fallback();
    },
    {times: 1},
  );
  await act();
  await expect(lines.locator(BUSY_LINE)).not.toHaveCount(0);
  release();
  await expect(lines.locator(BUSY_LINE)).toHaveCount(0);
}

/** The address of the shell's texts, which the document's head preloads (docs/decisions/0030). */
export function shellTextsAddress(html: string) {
  const link =
    /<link rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous" data-texts="/.exec(html);
  if (!link) throw new Error('no preload of the shell’s texts in the document');
  return link[1];
}

/**
 * The hydration data: React Router's turbo-stream, as the document carries it. Its first line is
 * written as a literal made a string in the browser (scripts/hydration-data.ts), the rest as
 * strings.
 */
export const hydrationData = (html: string) =>
  [
    ...html.matchAll(
      /streamController\.enqueue\((?:JSON\.stringify\((.*?)\)\+"\\n"|("(?:[^"\\]|\\.)*"))\);<\/script>/g,
    ),
  ]
    .map(([, line, text]) =>
      line === undefined ? (JSON.parse(text!) as string) : `${JSON.stringify(JSON.parse(line))}\n`,
    )
    .join('');
