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
