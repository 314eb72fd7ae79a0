import {describe, expect, it, vi} from 'vitest';
import {MARKETS, parseMarketPath} from '~/lib/markets';
import {robotsTxt} from '~/lib/robots';
import {childSitemapPath, parseChildSitemap, sitemapIndexXml, urlsetXml} from '~/lib/sitemap';
import {sitemapSources} from '~/lib/sitemap-sources.server';
import type {AppContext} from '~/lib/context.server';
import {ContentError} from '~/lib/content/content.server';

const ORIGIN = 'https://www.passo.example';

describe('the sitemap XML', () => {
  it('indexes child sitemaps by their absolute address', () => {
    const xml = sitemapIndexXml([`${ORIGIN}${childSitemapPath('sl', 'products', 2)}`]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap><loc>https://www.passo.example/sitemap/sl/products/2.xml</loc></sitemap>',
        '</sitemapindex>',
      ].join('\n'),
    );
  });

  it('lists each page with its lastmod and its alternates in every market and x-default', () => {
    const xml = urlsetXml(ORIGIN, [
      {path: '/sl/sneaker-aurora-p', lastmod: '2025-09-01T08:00:00Z'},
      {path: '/hr/policies/privacy-policy'},
    ]);
    expect(xml).toContain(
      'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"',
    );
    expect(xml).toContain(
      [
        '  <url>',
        '    <loc>https://www.passo.example/sl/sneaker-aurora-p</loc>',
        '    <lastmod>2025-09-01T08:00:00Z</lastmod>',
        '    <xhtml:link rel="alternate" hreflang="it-IT" href="https://www.passo.example/it/sneaker-aurora-p"/>',
        '    <xhtml:link rel="alternate" hreflang="sl-SI" href="https://www.passo.example/sl/sneaker-aurora-p"/>',
        '    <xhtml:link rel="alternate" hreflang="hr-HR" href="https://www.passo.example/hr/sneaker-aurora-p"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://www.passo.example/it/sneaker-aurora-p"/>',
        '  </url>',
      ].join('\n'),
    );
    // No lastmod when the platform gives none (a policy).
    expect(xml).toMatch(/<loc>[^<]+privacy-policy<\/loc>\n {4}<xhtml:link/);
  });

  it('escapes what XML cannot carry as it is', () => {
    const xml = urlsetXml(ORIGIN, [{path: '/it/a&b<\'">'}]);
    expect(xml).toContain('<loc>https://www.passo.example/it/a&amp;b&lt;&apos;&quot;&gt;</loc>');
    expect(xml).not.toMatch(/a&b/);
  });

  it('reads a child sitemap path, and refuses one that cannot be', () => {
    expect(parseChildSitemap({market: 'hr', type: 'collections', file: '3.xml'})).toEqual({
      market: 'hr',
      type: 'collections',
      page: 3,
    });
    for (const params of [
      {market: 'xx', type: 'products', file: '1.xml'},
      {market: 'it', type: 'products', file: '0.xml'},
      {market: 'it', type: 'products', file: '1.json'},
      {market: 'it', type: 'Prod<ucts', file: '1.xml'},
      {market: 'it', type: 'products', file: '123456.xml'},
      {market: 'it', file: '1.xml'},
    ])
      expect(parseChildSitemap(params), JSON.stringify(params)).toBeNull();
  });
});

describe('the sitemap sources', () => {
  const catalogue = {
    sitemapPageCounts: async () => ({products: 2, collections: 1, pages: 0}),
    sitemapPage: async (type: string, page: number) =>
      type === 'PAGE' ? [] : [{handle: `${type.toLowerCase()}-${page}`, updatedAt: '2025-09-01'}],
    policyHandles: async () => ['privacy-policy', 'terms-of-service'],
  };
  const context = {catalogue} as unknown as AppContext;
  const byType = () => Object.fromEntries(sitemapSources().map((source) => [source.type, source]));

  it('gives products and collections their market paths, and pages the policies first', async () => {
    const sources = byType();
    expect(await sources.products!.entries(context, MARKETS.sl, 2)).toEqual([
      {path: '/sl/product-2-p', lastmod: '2025-09-01'},
    ]);
    expect(await sources.collections!.entries(context, MARKETS.hr, 1)).toEqual([
      {path: '/hr/collection-1', lastmod: '2025-09-01'},
    ]);
    // With no page written, the policies still fill one page.
    expect(await sources.pages!.pageCount(context)).toBe(1);
    expect(await sources.pages!.entries(context, MARKETS.it, 1)).toEqual([
      {path: '/it/policies/privacy-policy'},
      {path: '/it/policies/terms-of-service'},
    ]);
  });

  it('lists stories and journal articles with their market paths, a content list page a child page', async () => {
    const list = (slug: string) => async (page: number) => ({
      items: [{slug: `${slug}-${page}`, publishedAt: page === 1 ? '2026-10-02' : null}],
      page,
      pageCount: 2,
    });
    const content = {stories: list('estate'), articles: list('guida'), pages: list('autunno')};
    const withContent = {catalogue, content} as unknown as AppContext;
    const sources = byType();
    expect(await sources.stories!.pageCount(withContent)).toBe(2);
    expect(await sources.stories!.entries(withContent, MARKETS.sl, 1)).toEqual([
      {path: '/sl/stories/estate-1', lastmod: '2026-10-02'},
    ]);
    expect(await sources.journal!.entries(withContent, MARKETS.hr, 2)).toEqual([
      {path: '/hr/journal/guida-2'},
    ]);
    expect(await sources.landing!.entries(withContent, MARKETS.it, 1)).toEqual([
      {path: '/it/pages/autunno-1', lastmod: '2026-10-02'},
    ]);
  });

  it('leaves a content list out of the index while the service is down; its pages still fail', async () => {
    const down = async () => {
      throw new ContentError('Content service: 503 Service Unavailable');
    };
    const withOutage = {catalogue, content: {stories: down}} as unknown as AppContext;
    const {stories} = byType();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await stories!.pageCount(withOutage)).toBe(0);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[sitemap] stories left out'));
    logged.mockRestore();
    await expect(stories!.entries(withOutage, MARKETS.it, 1)).rejects.toThrow(ContentError);
    // Anything else than an outage is no outage: it is not swallowed.
    const broken = {catalogue, content: {stories: () => Promise.reject(new TypeError('bug'))}};
    await expect(stories!.pageCount(broken as unknown as AppContext)).rejects.toThrow(TypeError);
  });
});

describe('the stores in the sitemap', () => {
  const location = (id: number, name: string) => ({
    id: `gid://shopify/Location/${id}`,
    name,
    street: [],
    city: 'Zagreb',
    zip: '10000',
    countryCode: 'HR',
    coordinates: null,
    phone: null,
  });
  const details = {
    locationId: 'gid://shopify/Location/1',
    handle: 'zagreb-ilica',
    name: 'Passo Zagreb Ilica',
    timeZone: 'Europe/Zagreb',
    hours: {mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: []},
    exceptions: [],
    services: [],
    photo: null,
    phone: null,
    email: null,
  };
  const withStores = (stores: () => Promise<unknown[]>) =>
    ({
      catalogue: {stores: async () => [location(1, 'Passo Zagreb Ilica')]},
      content: {configured: true, stores},
      marketMatch: parseMarketPath('/sitemap.xml'),
    }) as unknown as AppContext;
  const source = () => sitemapSources().find((item) => item.type === 'stores')!;

  it('lists the locator and every store under each market’s own word', async () => {
    const context = withStores(async () => [details]);
    expect(await source().pageCount(context)).toBe(1);
    expect(await source().entries(context, MARKETS.sl, 1)).toEqual([
      {path: '/sl/trgovine'},
      {path: '/sl/trgovine/zagreb-ilica'},
    ]);
    expect(await source().entries(context, MARKETS.it, 1)).toEqual([
      {path: '/it/negozi'},
      {path: '/it/negozi/zagreb-ilica'},
    ]);
  });

  it('fails its page while the content service is down rather than list handles that may not exist', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = withStores(() => Promise.reject(new ContentError('Content service: 503')));
    await expect(source().entries(context, MARKETS.it, 1)).rejects.toThrow(ContentError);
    logged.mockRestore();
  });
});

/** Google's reading of a Disallow rule: a prefix, `*` any run of characters, `$` the end. */
function disallowed(text: string, path: string): boolean {
  return text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length))
    .some((rule) => {
      const anchored = rule.endsWith('$');
      const body = (anchored ? rule.slice(0, -1) : rule)
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
    });
}

describe('robots.txt', () => {
  it('keeps shopper pages, their forms, refined listings and previews out, and names the sitemap', () => {
    const text = robotsTxt(ORIGIN);
    for (const path of [
      '/it/cart',
      '/sl/cart?step=1',
      '/it/account',
      '/hr/account/orders/1001',
      '/it/search?q=sneaker',
      '/sl/wishlist',
      '/it/preview?token=x',
      '/it/consent',
      '/hr/newsletter',
      '/it/back-in-stock?product=sneaker-etna-grigio&variant=2',
      '/it/donna?size=42',
      '/it/donna?sort=price-asc',
      '/it/stories/x?preview=1',
      '/api/it/texts/shell',
    ])
      expect(disallowed(text, path), path).toBe(true);
    expect(text.startsWith('User-agent: *\n')).toBe(true);
    expect(text).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });

  it('leaves in the pages whose address only begins like a private one', () => {
    const text = robotsTxt(ORIGIN);
    for (const path of [
      '/it',
      '/it/cartella-pelle-nero-p',
      '/sl/accessori',
      '/it/searchlight-p',
      '/hr/consentino-p',
      '/it/newsletters-archivio',
      '/it/donna',
      '/it/donna?page=2',
      '/it/stories/preview-autunno',
    ])
      expect(disallowed(text, path), path).toBe(false);
  });
});
