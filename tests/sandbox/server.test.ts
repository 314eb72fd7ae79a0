import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fetchJson, PUBLIC_TOKEN, startTestSandbox, type TestSandbox} from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

describe('http', () => {
  it('answers health, unknown paths and malformed JSON with JSON', async () => {
    expect(await fetchJson(`${t.url}/healthz`)).toEqual({status: 200, body: {ok: true}});
    const missing = await fetchJson(`${t.url}/nope`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toContain('/nope');
    const malformed = await fetchJson(`${t.url}/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: {'x-shopify-storefront-access-token': PUBLIC_TOKEN},
      body: '{not json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/Malformed JSON/);
  });

  it('answers CORS preflights', async () => {
    const response = await fetch(`${t.url}/api/2025-07/graphql.json`, {
      method: 'OPTIONS',
      headers: {'access-control-request-headers': 'content-type,x-shopify-storefront-access-token'},
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'x-shopify-storefront-access-token',
    );
  });
});

describe('images', () => {
  const imageName = () =>
    t.sandbox.context.catalog.products.find((p) => p.images.length > 0)!.images[0]!.name;

  it('resizes by width keeping 4:5, with a long immutable cache', async () => {
    const response = await fetch(`${t.url}/cdn/shop/files/${imageName()}.jpg?v=1&width=200`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 250]);
  });

  it('serves WebP when the browser accepts it', async () => {
    const response = await fetch(`${t.url}/cdn/shop/files/${imageName()}.jpg?v=1&width=300`, {
      headers: {accept: 'image/avif,image/webp,*/*'},
    });
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 300]);
  });

  it('404s for an unknown picture', async () => {
    expect((await fetch(`${t.url}/cdn/shop/files/no-such-picture.jpg?v=1`)).status).toBe(404);
  });
});

describe('fault injection', () => {
  it('makes the next storefront request fail with the given status, then recovers', async () => {
    const armed = await fetch(`${t.url}/sandbox/api/faults`, {
      method: 'POST',
      body: JSON.stringify({service: 'storefront', status: 503, count: 1}),
    });
    expect(armed.status).toBe(200);
    expect((await t.gql('{ shop { name } }')).status).toBe(503);
    const after = await t.gql('{ shop { name } }');
    expect(after.status).toBe(200);
    expect(after.body.data.shop.name).toBe('Passo');
  });

  it('rejects a malformed fault', async () => {
    expect(
      (
        await fetch(`${t.url}/sandbox/api/faults`, {
          method: 'POST',
          body: JSON.stringify({service: 'storefront'}),
        })
      ).status,
    ).toBe(400);
  });
});

describe('inspector', () => {
  it('logs every request, with the GraphQL operation name, newest first', async () => {
    await fetch(`${t.url}/sandbox/api/requests`, {method: 'DELETE'});
    await t.gql('query ShopName { shop { name } }');
    await fetch(`${t.url}/healthz`);
    await fetch(`${t.url}/nope?x=1`);
    const {requests} = (await fetchJson(`${t.url}/sandbox/api/requests?limit=10`)).body;
    expect(requests.map((r: {path: string}) => r.path)).toEqual([
      '/nope',
      '/healthz',
      '/api/2025-07/graphql.json',
      '/sandbox/api/requests',
    ]);
    const graphql = requests[2];
    expect(graphql).toMatchObject({
      service: 'storefront',
      method: 'POST',
      status: 200,
      operationName: 'ShopName',
    });
    expect(graphql.body).toContain('ShopName');
    expect(graphql.headers['x-shopify-storefront-access-token']).toBeDefined();
    expect(requests[0]).toMatchObject({status: 404, query: 'x=1'});

    const since = requests[0].id;
    await t.gql('{ shop { name } }');
    const onlyNew = await fetchJson(
      `${t.url}/sandbox/api/requests?service=storefront&since=${since}`,
    );
    expect(onlyNew.body.requests).toHaveLength(1);
  });

  it('summarises the catalogue and renders the page', async () => {
    const summary = (await fetchJson(`${t.url}/sandbox/api/summary`)).body;
    expect(summary).toMatchObject({products: 60, menus: 3});
    expect(summary.translations).toEqual({hr: expect.any(Number), sl: expect.any(Number)});
    const page = await fetch(`${t.url}/sandbox?tab=requests`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Requests received');
  });
});
