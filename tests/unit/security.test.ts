import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {isLocalOrigin, isSameOriginRequest, safeRedirectPath} from '~/lib/security';
import {securityHeaders} from '~/lib/csp.server';
import {menuItemPath} from '~/lib/commerce/menu';
import {MARKETS} from '~/lib/markets';

describe('redirect targets', () => {
  it('keeps same-origin paths', () => {
    expect(safeRedirectPath('/sl/donna?page=2')).toBe('/sl/donna?page=2');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value, '/it')).toBe('/it');
  });

  it.each([
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/it/../..//evil.example/path?q=1',
  ])('refuses %j, which resolves to another site', (value) => {
    expect(safeRedirectPath(value, '/it')).toBe('/it');
  });

  it('keeps dot segments that stay on the site, resolved', () => {
    expect(safeRedirectPath('/it/./donna/../uomo?page=2#top', '/')).toBe('/it/uomo?page=2#top');
  });

  it('never returns anything but a path, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = safeRedirectPath(value, '/');
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
      }),
    );
  });

  /** Paths built from the pieces open redirects are made of. */
  const trickyPath = fc
    .array(
      fc.constantFrom(
        '/',
        '//',
        '.',
        '..',
        '%2e',
        '%2E',
        '%2e%2e',
        '%2f',
        '%5c',
        '\\',
        '\t',
        '\n',
        '\r',
        ' ',
        '@',
        ':',
        '?',
        '#',
        'evil.example',
        'it',
        'cart',
        'http:',
        'https:',
        '%00',
        '%09',
        '\u0000',
      ),
      {minLength: 1, maxLength: 12},
    )
    .map((parts) => `/${parts.join('')}`);

  it('turns every generated path into a path of this site, as a browser resolves it', () => {
    fc.assert(
      fc.property(trickyPath, (value) => {
        const result = safeRedirectPath(value, '/it');
        // What a browser does with the Location header: resolve against the shop's page.
        const resolved = new URL(result, 'https://passo.example/it/cart');
        expect(resolved.origin).toBe('https://passo.example');
        expect(result).toMatch(/^\/(?![/\\])/);
      }),
      {numRuns: 5000},
    );
  });
});

describe('cookies and CSP', () => {
  it('relaxes Secure only on plain-http local origins', () => {
    expect(isLocalOrigin('http://localhost:3000')).toBe(true);
    expect(isLocalOrigin('http://127.0.0.1:3000')).toBe(true);
    expect(isLocalOrigin('https://localhost:3000')).toBe(false);
    expect(isLocalOrigin('http://passo.example')).toBe(false);
  });

  it('trusts the sandbox origin only when it is configured', () => {
    const shop = {
      storeOrigin: 'https://passo.myshopify.com',
      checkoutOrigin: 'https://checkout.passo.example',
    };
    const production = securityHeaders.cspDirectives({...shop, sandboxOrigin: null});
    expect(JSON.stringify(production)).not.toContain('127.0.0.1');
    expect(production.connectSrc).toContain('https://checkout.passo.example');
    const sandbox = securityHeaders.cspDirectives({
      storeOrigin: 'http://127.0.0.1:4000',
      checkoutOrigin: 'http://127.0.0.1:4000',
      sandboxOrigin: 'http://127.0.0.1:4000',
    });
    expect(sandbox.imgSrc).toContain('http://127.0.0.1:4000');
    expect(JSON.stringify(sandbox)).not.toContain('https://http');
  });
});

describe('menu links', () => {
  const origins = ['https://passo.example'];
  it('maps Shopify menu URLs to market paths', () => {
    expect(
      menuItemPath('https://passo.example/collections/donna-sneakers', MARKETS.sl, origins),
    ).toBe('/sl/donna-sneakers');
    expect(menuItemPath('https://passo.example/products/aurora', MARKETS.hr, origins)).toBe(
      '/hr/aurora-p',
    );
    expect(menuItemPath('https://passo.example/', MARKETS.it, origins)).toBe('/it');
  });

  it('leaves other sites alone', () => {
    expect(menuItemPath('https://blog.example/post', MARKETS.it, origins)).toBe(
      'https://blog.example/post',
    );
  });
});

describe('tag manager in the CSP', () => {
  it('admits the container origin only when a container is configured', () => {
    const base = {
      storeOrigin: 'https://s.example',
      checkoutOrigin: 'https://c.example',
      sandboxOrigin: null,
    };
    expect(JSON.stringify(securityHeaders.cspDirectives(base))).not.toContain('googletagmanager');
    const withGtm = securityHeaders.cspDirectives({
      ...base,
      gtm: {containerId: 'GTM-ABC123', origin: 'https://www.googletagmanager.com'},
    });
    expect(withGtm.scriptSrc).toContain('https://www.googletagmanager.com');
    expect(JSON.stringify(withGtm)).toContain('googletagmanager'); // the same check, positive
  });
});

describe('e-mail marketing and error reporting in the CSP', () => {
  it('admits Klaviyo’s script and API and Sentry’s ingest origin only when configured', () => {
    const base = {
      storeOrigin: 'https://s.example',
      checkoutOrigin: 'https://c.example',
      sandboxOrigin: null,
    };
    const none = JSON.stringify(securityHeaders.cspDirectives(base));
    expect(none).not.toContain('klaviyo');
    expect(none).not.toContain('sentry');
    const both = securityHeaders.cspDirectives({
      ...base,
      emailMarketing: {
        publicKey: 'AbC123',
        defaultListId: null,
        scriptUrl: 'https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=AbC123',
        apiOrigin: 'https://a.klaviyo.com',
      },
      errorReporting: {
        dsn: 'https://k@o1.ingest.sentry.io/1',
        origin: 'https://o1.ingest.sentry.io',
      },
    });
    expect(both.scriptSrc).toContain('https://static.klaviyo.com');
    expect(both.connectSrc).toEqual(
      expect.arrayContaining(['https://a.klaviyo.com', 'https://o1.ingest.sentry.io']),
    );
    expect(both.scriptSrc).not.toContain('https://o1.ingest.sentry.io');
    // The same checks as for `none`, positive.
    expect(JSON.stringify(both)).toContain('klaviyo');
    expect(JSON.stringify(both)).toContain('sentry');
  });
});

describe('marketing automation in the CSP', () => {
  it('admits SALESmanago’s script origin for its script, visits and pixels only when configured', () => {
    const base = {
      storeOrigin: 'https://s.example',
      checkoutOrigin: 'https://c.example',
      sandboxOrigin: null,
    };
    expect(JSON.stringify(securityHeaders.cspDirectives(base))).not.toContain('salesmanago');
    const configured = securityHeaders.cspDirectives({
      ...base,
      marketingAutomation: {
        clientId: 'psbx7k2m9q1w',
        apiKey: 'k',
        apiSecret: 's',
        owner: 'o@passo.example',
        apiOrigin: 'https://www.salesmanago.com',
        scriptUrl: 'https://www.salesmanago.pl/static/sm.js',
        cartExpirySeconds: 43_200,
        contactCookieDays: 3650,
      },
    });
    for (const directive of ['scriptSrc', 'connectSrc', 'imgSrc'] as const)
      expect(configured[directive]).toContain('https://www.salesmanago.pl');
    // Its API is called from the worker only: the browser never needs it.
    expect(JSON.stringify(configured)).not.toContain('salesmanago.com');
  });
});

describe('same-origin requests', () => {
  const SHOP = 'https://passo.example';
  // The request's own URL is the attacker's to choose (Host header); only the configured
  // origin counts.
  const post = (headers: Record<string, string>, url = 'https://evil.example/it/cart') =>
    new Request(url, {method: 'POST', headers});

  it('accepts a request whose Origin is the configured shop origin', () => {
    expect(isSameOriginRequest(post({Origin: SHOP}), SHOP)).toBe(true);
    expect(
      isSameOriginRequest(post({Origin: 'http://localhost:3000'}), 'http://localhost:3000'),
    ).toBe(true);
  });

  it('accepts the other loopback names of a local shop, and only those', () => {
    const local = 'http://localhost:3500';
    expect(isSameOriginRequest(post({Origin: 'http://127.0.0.1:3500'}), local)).toBe(true);
    expect(isSameOriginRequest(post({Origin: 'http://127.0.0.1:3501'}), local)).toBe(false);
    expect(isSameOriginRequest(post({Origin: 'http://127.0.0.1'}), SHOP)).toBe(false);
  });

  it('does not take the Host header as the shop: a matching Host is no pass', () => {
    const hostMatches = post({Origin: 'https://evil.example'}, 'https://evil.example/it/cart');
    expect(isSameOriginRequest(hostMatches, SHOP)).toBe(false);
  });

  it.each([
    'https://evil.example',
    'http://passo.example',
    'https://passo.example:8443',
    'https://shop.passo.example',
    'null',
    '',
  ])('refuses a request from "%s"', (origin) => {
    expect(isSameOriginRequest(post({Origin: origin}), SHOP)).toBe(false);
  });

  it('trusts Origin over Sec-Fetch-Site', () => {
    expect(
      isSameOriginRequest(
        post({Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin'}),
        SHOP,
      ),
    ).toBe(false);
  });

  it.each(['cross-site', 'same-site'])(
    'refuses a request without Origin whose Sec-Fetch-Site is %s',
    (site) => {
      expect(isSameOriginRequest(post({'Sec-Fetch-Site': site}), SHOP)).toBe(false);
    },
  );

  it.each(['same-origin', 'none'])(
    'accepts a request without Origin whose Sec-Fetch-Site is %s',
    (site) => {
      expect(isSameOriginRequest(post({'Sec-Fetch-Site': site}), SHOP)).toBe(true);
    },
  );

  it('accepts a request with neither header (old clients, server-side calls)', () => {
    expect(isSameOriginRequest(post({}), SHOP)).toBe(true);
  });
});
