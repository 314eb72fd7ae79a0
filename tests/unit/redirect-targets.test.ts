/**
 * Every Location the shop writes (app/lib/redirect.server.ts, docs/product.md#security): a plain
 * path of the shop, and a target a request names with control characters in it is the market's
 * 400 page, never a 5xx. Found by the second outside probe on the preview's `exit` link.
 */
import {describe, expect, it} from 'vitest';
import {previewAnswer} from '~/lib/content/preview-route.server';
import {allowedMethods, mayOmitOrigin} from '~/lib/front-door.server';
import {MARKETS} from '~/lib/markets';
import {redirectTo, requestedPath} from '~/lib/redirect.server';
import {isSameOriginRequest} from '~/lib/security';

/** What a call threw, when it threw a Response; null when it returned. */
function thrown(call: () => unknown): Response | null {
  try {
    call();
    return null;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const CONTROLS = [
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\r',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
];

describe('redirect targets a request names', () => {
  it.each(CONTROLS.map((c) => [JSON.stringify(c), c]))(
    'refuses %s with the market’s own 400 page',
    async (_, control) => {
      const refused = thrown(() => requestedPath(MARKETS.sl, `/sl${control}/x`, '/sl'));
      expect(refused?.status).toBe(400);
      expect(refused?.headers.get('Location')).toBeNull();
      expect(await refused?.text()).toContain('lang="sl"');
    },
  );

  it('keeps a plain path, and falls back for another site (positive controls)', () => {
    expect(requestedPath(MARKETS.it, '/it/cart?x=1', '/it')).toBe('/it/cart?x=1');
    expect(requestedPath(MARKETS.it, '//evil.example', '/it')).toBe('/it');
    expect(requestedPath(MARKETS.it, null, '/it')).toBe('/it');
  });
});

describe('the redirects the shop writes', () => {
  it('go to plain paths of the shop only', () => {
    expect(redirectTo('/it/account', 303).headers.get('Location')).toBe('/it/account');
    for (const target of [
      '/it/\u0000',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
    ])
      expect(thrown(() => redirectTo(target))?.status, target).toBe(400);
  });

  it('leave preview mode with the 400 page when the way back holds a control character', async () => {
    for (const encoded of ['%00', '%01', '%7F', '%C2%85']) {
      const request = new Request(`https://shop.test/it/preview?exit&redirect=%2F${encoded}`);
      const refused = await previewAnswer(request, MARKETS.it, null).catch((e: unknown) => e);
      expect(refused, encoded).toBeInstanceOf(Response);
      expect((refused as Response).status, encoded).toBe(400);
      expect(await (refused as Response).text()).toContain('lang="it"');
    }
    // Positive control: a plain way back is a redirect to it.
    const back = await previewAnswer(
      new Request('https://shop.test/it/preview?exit&redirect=%2Fit%2Fjournal'),
      MARKETS.it,
      null,
    );
    expect(back?.status).toBe(302);
    expect(back?.headers.get('Location')).toBe('/it/journal');
  });
});

describe('405 answers', () => {
  it.each([
    ['/api/it/newsletter', 'POST'],
    ['/api/sl/back-in-stock', 'POST'],
    ['/api/salesmanago/cart', 'POST'],
    ['/api/salesmanago/contact', 'POST'],
    ['/it/cart', 'GET, HEAD, POST'],
    ['/hr/account/login.data', 'GET, HEAD, POST'],
    ['/it/donna', 'GET, HEAD'],
    ['/api/it/store-availability', 'GET, HEAD'],
  ])('%s names in Allow what it takes: %s', (path, allow) => {
    expect(allowedMethods(path)).toBe(allow);
  });
});

describe('posts with neither Origin nor Sec-Fetch-Site', () => {
  const SHOP = 'https://passo.example';
  const bare = (path: string) => new Request(`${SHOP}${path}`, {method: 'POST'});

  it('pass only as an old browser’s form post to a page', () => {
    for (const path of ['/it/cart', '/sl/account/login', '/it/assistenza'])
      expect(isSameOriginRequest(bare(path), SHOP, mayOmitOrigin(path)), path).toBe(true);
    for (const path of [
      '/api/salesmanago/cart',
      '/api/salesmanago/contact',
      '/api/it/newsletter',
      '/api/it/back-in-stock',
      '/it/cart.data',
    ])
      expect(isSameOriginRequest(bare(path), SHOP, mayOmitOrigin(path)), path).toBe(false);
    // With either header, the JSON endpoints are the shop's as before.
    const sent = new Request(`${SHOP}/api/it/newsletter`, {
      method: 'POST',
      headers: {'Sec-Fetch-Site': 'same-origin'},
    });
    expect(isSameOriginRequest(sent, SHOP, false)).toBe(true);
  });
});
