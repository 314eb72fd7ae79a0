import {describe, expect, it} from 'vitest';
import {MARKET_IDS} from '~/lib/markets';
import {sectionPath} from '~/lib/localized-slugs';
import {
  bodyLimit,
  collapsedPath,
  declaresTooLargeBody,
  drainBody,
  finishResponse,
  isUnrenderablePath,
  MAX_BODY_BYTES,
  methodVerdict,
  normalizedRequest,
  refusalPage,
  UPLOAD_BODY_BYTES,
} from '~/lib/front-door.server';

describe('paths React Router cannot render', () => {
  it.each([
    '/%00',
    '/it%00',
    '/%0A/%2F',
    '/it/%0d',
    '/it/a%2Fb',
    '/it/a%5Cb',
    '/%7F',
    '/it/x/%E2%80%A8',
    '/sl/%E2%80%A9y',
  ])('refuses %s', (path) => expect(isUnrenderablePath(path)).toBe(true));

  it.each(['/', '/it', '/it/donna', '/sl/čevlji-p', '/it/%zz', '/it/%E0%A4%A', '/it/a%20b'])(
    'leaves %s to the routes',
    (path) => expect(isUnrenderablePath(path)).toBe(false),
  );
});

describe('paths with empty segments', () => {
  it.each([
    ['/it//donna', '/it/donna'],
    ['//evil.example', '/evil.example'],
    ['///evil.example//x', '/evil.example/x'],
  ])('%s lives at %s, on this shop', (path, collapsed) => {
    expect(collapsedPath(path)).toBe(collapsed);
  });

  it('a path with single slashes stays where it is', () => {
    expect(collapsedPath('/it/donna')).toBeNull();
    expect(collapsedPath('/')).toBeNull();
  });
});

describe('methods', () => {
  const request = (method: string, body?: string) => new Request('https://x.test/', {method, body});

  it('reads with GET and HEAD, without a body', () => {
    expect(methodVerdict(request('GET'), '/it/donna')).toBe('ok');
    expect(methodVerdict(request('HEAD'), '/it/donna.data')).toBe('ok');
    expect(
      methodVerdict(
        new Request('https://x.test/', {method: 'GET', headers: {'content-length': '0'}}),
        '/it',
      ),
    ).toBe('ok');
  });

  it.each([
    '/it/cart',
    '/sl/cart.data',
    '/hr/account/login',
    '/it/account/register.data',
    '/it/account/recover',
    '/it/account/logout',
    '/it/account/addresses',
    '/it/account/profile.data',
    '/it/account/reset/7421000000020/a-b_c1',
    '/sl/wishlist/items',
    '/api/hr/back-in-stock',
    '/sl/back-in-stock',
    '/hr/back-in-stock.data',
    '/api/salesmanago/cart',
    '/api/hr/newsletter',
    '/api/salesmanago/contact',
    '/it/assistenza',
    '/sl/pomoc.data',
    '/hr/podrska',
  ])('takes posts at the form endpoint %s', (path) => {
    expect(methodVerdict(request('POST', 'a=1'), path)).toBe('ok');
  });

  it.each([
    '/it',
    '/it/donna',
    '/it/search',
    '/it/wishlist',
    '/it/account',
    '/it/account/reset/1/',
    '/cart',
    '/xx/cart',
    '/api/xx/back-in-stock',
    '/xx/back-in-stock',
    '/it/back-in-stock/x',
    '/it/api/salesmanago/cart',
    '/api/salesmanago/cart.data',
    '/api/salesmanago/cartx',
    '/api/xx/newsletter',
    '/api/it/newsletter.data',
    '/api/salesmanago/contact/x',
    // Another market's word for customer care is no page of this market.
    '/sl/assistenza',
    '/it/podrska',
    '/it/assistenza/x',
  ])('answers a post to %s, which takes none, with a 405', (path) =>
    expect(methodVerdict(request('POST', 'a=1'), path)).toBe('notAllowed'),
  );

  it.each(['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'])('answers %s with a 405', (method) => {
    expect(methodVerdict(request(method), '/it/cart')).toBe('notAllowed');
  });
});

describe('the request the app sees', () => {
  it('carries the configured origin, never the Host header, and no Origin header', () => {
    const {request} = normalizedRequest(
      new Request('http://evil.example/it/cart?x=1', {
        method: 'POST',
        headers: {Origin: 'https://www.passo.example', Host: 'evil.example'},
        body: 'a=1',
      }),
      'https://www.passo.example',
    );
    expect(request.url).toBe('https://www.passo.example/it/cart?x=1');
    expect(request.headers.get('Host')).toBe('www.passo.example');
    expect(request.headers.has('Origin')).toBe(false);
  });

  it('cuts a body off once it grows past the limit, while it is read', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const {request, bodyTooLarge} = normalizedRequest(
      new Request('http://x.test/it/cart', {
        method: 'POST',
        body: endless,
        duplex: 'half',
      } as never),
      'https://www.passo.example',
    );
    await expect(request.text()).rejects.toThrow();
    expect(bodyTooLarge()).toBe(true);
    // Stopped at the limit, not at the end of an endless body.
    expect(pulled).toBeLessThan(MAX_BODY_BYTES / chunk.length + 4);
  });

  it('passes a body within the limit untouched', async () => {
    const {request, bodyTooLarge} = normalizedRequest(
      new Request('http://x.test/it/cart', {method: 'POST', body: 'a=1&b=2'}),
      'https://www.passo.example',
    );
    expect(await request.text()).toBe('a=1&b=2');
    expect(bodyTooLarge()).toBe(false);
  });

  it('refuses a declared length over the limit before reading', () => {
    const request = (length: number) =>
      new Request('http://x.test/', {method: 'POST', headers: {'Content-Length': String(length)}});
    expect(declaresTooLargeBody(request(MAX_BODY_BYTES + 1))).toBe(true);
    expect(declaresTooLargeBody(request(MAX_BODY_BYTES))).toBe(false);
  });
});

describe('draining an unread body', () => {
  it('reads what is left, so the connection can carry the answer', async () => {
    const request = new Request('http://x.test/', {method: 'POST', body: 'a=1'});
    await drainBody(request);
    expect(request.bodyUsed).toBe(true);
  });

  it('stops at the limit, and leaves a read or locked body alone', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    await drainBody(
      new Request('http://x.test/', {method: 'POST', body: endless, duplex: 'half'} as never),
    );
    expect(pulled).toBeLessThan(MAX_BODY_BYTES / (16 * 1024) + 4);
    const read = new Request('http://x.test/', {method: 'POST', body: 'a=1'});
    await read.text();
    await expect(drainBody(read)).resolves.toBeUndefined();
  });
});

describe('every answer', () => {
  it('carries nosniff and the other security headers, redirects and data too', () => {
    const redirect = finishResponse(Response.redirect('https://www.passo.example/it', 302));
    expect(redirect.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(redirect.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const json = finishResponse(Response.json({ok: true}));
    expect(json.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('asks to retry an outage later and never lets it be stored', () => {
    const outage = finishResponse(new Response('x', {status: 503}));
    expect(outage.headers.get('Retry-After')).toBe('30');
    expect(outage.headers.get('Cache-Control')).toBe('no-store');
    const own = finishResponse(new Response('x', {status: 429, headers: {'Retry-After': '6'}}));
    expect(own.headers.get('Retry-After')).toBe('6');
    const fine = finishResponse(new Response('x', {status: 200}));
    expect(fine.headers.has('Retry-After')).toBe(false);
  });

  it.each(['//evil.example', '/\\evil.example', ' //evil.example', '/\t/evil.example'])(
    'never leads off the site through a protocol-relative Location: %j',
    (location) => {
      const response = new Response(null, {status: 303, headers: {Location: location}});
      expect(finishResponse(response).headers.get('Location')).toBe('/');
    },
  );

  it('keeps a Location to a path, or to the absolute URL the app chose', () => {
    for (const location of ['/it/cart', 'https://checkout.passo.example/cart/c/1']) {
      const response = new Response(null, {status: 303, headers: {Location: location}});
      expect(finishResponse(response).headers.get('Location')).toBe(location);
    }
  });
});

describe('refusal pages', () => {
  it('escape what they show and run no script', async () => {
    const page = refusalPage(400, {
      lang: 'it',
      title: 'Richiesta <non> valida',
      text: '"&<script>alert(1)</script>',
      home: '/it',
      homeLabel: 'Home',
    });
    const html = await page.text();
    expect(html).toContain('Richiesta &#60;non&#62; valida');
    // A script in the text is there, escaped: the page has none of its own either.
    expect(html).toContain('&#60;script&#62;alert(1)');
    expect(html).not.toContain('<script');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  });
});

describe('the local preview gateway', () => {
  it('holds back exactly the bodies the worker refuses unread', async () => {
    const {HELD_BACK_BODY_BYTES, heldBackBodyBytes} =
      await import('../../scripts/preview-gateway.mjs');
    expect(HELD_BACK_BODY_BYTES).toBe(MAX_BODY_BYTES);
    // The care form's paths take a photo; every other path a form's few kilobytes.
    const paths = [
      ...MARKET_IDS.map((id) => sectionPath(id, 'care')),
      ...MARKET_IDS.map((id) => `${sectionPath(id, 'care')}.data`),
      '/sl/assistenza',
      '/it/assistenza/altro',
      '/it/cart',
      '/api/it/newsletter',
    ];
    for (const path of paths) {
      expect(heldBackBodyBytes(path), path).toBe(bodyLimit(path));
      expect(heldBackBodyBytes(`${path}?index`), `${path}?index`).toBe(bodyLimit(path));
    }
    expect(bodyLimit('/it/assistenza')).toBe(UPLOAD_BODY_BYTES);
    expect(bodyLimit('/hr/podrska.data')).toBe(UPLOAD_BODY_BYTES);
    expect(bodyLimit('/sl/assistenza')).toBe(MAX_BODY_BYTES);
  });
});
