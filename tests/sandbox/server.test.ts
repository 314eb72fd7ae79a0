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

  const picture = async (query: string, accept = '*/*') => {
    const response = await fetch(`${t.url}/cdn/shop/files/${imageName()}.jpg?v=1&${query}`, {
      headers: {accept},
    });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    return {type: response.headers.get('content-type'), bytes, meta};
  };

  it('takes a height alone at 4:5, and fits a box without crop inside it', async () => {
    const tall = await picture('height=500');
    expect([tall.meta.width, tall.meta.height]).toEqual([400, 500]);
    const box = await picture('width=400&height=400');
    expect([box.meta.width, box.meta.height]).toEqual([320, 400]);
  });

  it('cuts exactly the box with crop, from the side it names', async () => {
    const top = await picture('width=400&height=200&crop=top&format=png');
    const bottom = await picture('width=400&height=200&crop=bottom&format=png');
    const center = await picture('width=400&height=200&crop=center&format=png');
    for (const cut of [top, bottom, center])
      expect([cut.meta.width, cut.meta.height]).toEqual([400, 200]);
    const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(top.bytes)).equals(await pixels(bottom.bytes))).toBe(false);
    expect((await pixels(top.bytes)).equals(await pixels(center.bytes))).toBe(false);
    // An unknown crop is ignored, as the CDN does: the picture fits inside the box.
    const unknown = await picture('width=400&height=200&crop=diagonal');
    expect([unknown.meta.width, unknown.meta.height]).toEqual([160, 200]);
  });

  it('serves the format asked for over the Accept header', async () => {
    const png = await picture('width=200&format=png', 'image/webp,*/*');
    expect([png.type, png.meta.format]).toEqual(['image/png', 'png']);
    const avif = await picture('width=200&format=avif');
    expect([avif.type, avif.meta.format]).toEqual(['image/avif', 'heif']);
    const jpg = await picture('width=200&format=jpg', 'image/webp,*/*');
    expect(jpg.meta.format).toBe('jpeg');
  });

  it("writes the transform asked of an Image's url into the CDN parameters", async () => {
    const {body} = await t.gql(
      '{ collection(handle: "donna") { image { url(transform: {maxWidth: 300, maxHeight: 200, crop: TOP, preferredContentType: WEBP, scale: 2}) } } }',
    );
    const url = new URL(body.data.collection.image.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '1',
      width: '600',
      height: '400',
      crop: 'top',
      format: 'webp',
    });
    const served = await fetch(url);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 400]);
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
