/**
 * The Contentful Images API stand-in: asset file URLs from the Delivery API answer real pictures
 * at the size, fit and format asked for, with long cache headers; a parameter Contentful would
 * refuse is a 400 in its error format.
 */
import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fetchJson, startTestSandbox, type TestSandbox} from './helpers';

let t: TestSandbox;
let heroUrl: string;
beforeAll(async () => {
  t = await startTestSandbox();
  const {body} = await fetchJson(
    `${t.url}/spaces/passosbx0001/environments/preview/assets/asset-hero-home?access_token=cda_passo_sandbox_token`,
  );
  heroUrl = `http:${body.fields.file.url}`;
});
afterAll(() => t.stop());

async function picture(query: string) {
  const response = await fetch(`${heroUrl}${query}`);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return {response, bytes, meta: await sharp(bytes).metadata()};
}

describe('sizes and fits', () => {
  it('serves the asset URL the API gives, at its natural size by default', async () => {
    expect(heroUrl).toMatch(
      new RegExp(`^http://${new URL(t.url).host}/passosbx0001/asset-hero-home/`),
    );
    const {response, meta} = await picture('');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 900]);
  });

  it.each([
    ['?w=800', 800, 450],
    ['?h=300', 533, 300],
    ['?w=400&h=400', 400, 225],
    ['?w=400&h=400&fit=fill', 400, 400],
    ['?w=400&h=400&fit=pad&bg=rgb:000000', 400, 400],
    ['?w=400&h=400&fit=scale', 400, 400],
    ['?w=400&h=400&fit=thumb&f=top', 400, 400],
    ['?w=300&h=200&fit=crop&f=bottom_right', 300, 200],
    ['?w=2000&h=2000&fit=crop', 1600, 900],
  ])('%s is %i×%i', async (query, width, height) => {
    const {meta} = await picture(query);
    expect([meta.width, meta.height]).toEqual([width, height]);
  });
});

describe('formats and quality', () => {
  it.each([
    ['?fm=webp', 'image/webp', 'webp'],
    ['?fm=avif&w=200', 'image/avif', 'heif'],
    ['?fm=png&fl=png8&w=200', 'image/png', 'png'],
    ['?fm=gif&w=200', 'image/gif', 'gif'],
  ])('%s answers %s', async (query, type, format) => {
    const {response, meta} = await picture(query);
    expect(response.headers.get('content-type')).toBe(type);
    expect(meta.format).toBe(format);
  });

  it('fl=progressive gives a progressive JPEG; q changes the bytes', async () => {
    expect((await picture('?fm=jpg&fl=progressive&w=400')).meta.isProgressive).toBe(true);
    expect((await picture('?fm=jpg&w=400')).meta.isProgressive).toBe(false);
    const low = (await picture('?w=600&q=10')).bytes.byteLength;
    const high = (await picture('?w=600&q=95')).bytes.byteLength;
    expect(low).toBeLessThan(high / 2);
  });

  it('ignores Accept: without fm the original format comes back', async () => {
    const response = await fetch(`${heroUrl}?w=100`, {headers: {accept: 'image/avif,image/webp'}});
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('refusals', () => {
  it.each([
    '?w=5000',
    '?w=0',
    '?h=abc',
    '?fm=bmp',
    '?fit=zoom',
    '?q=0',
    '?q=101',
    '?fl=progressive&fm=png',
    '?bg=red',
    '?f=middle',
  ])('%s is a 400 in Contentful’s error format', async (query) => {
    const {status, body} = await fetchJson(`${heroUrl}${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      sys: {type: 'Error', id: 'BadRequest'},
      message: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it('an unknown asset or a wrong token in the path is a 404', async () => {
    const wrongToken = heroUrl.replace(/\/[0-9a-f]{32}\//, `/${'0'.repeat(32)}/`);
    expect(wrongToken).not.toBe(heroUrl);
    expect((await fetch(wrongToken)).status).toBe(404);
    expect((await fetch(heroUrl.replace('asset-hero-home', 'asset-nope'))).status).toBe(404);
    // Positive control: the same request with the right path is a picture.
    expect((await fetch(heroUrl)).status).toBe(200);
  });
});
