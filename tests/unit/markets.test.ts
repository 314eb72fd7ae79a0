import {describe, expect, it} from 'vitest';
import {
  alternateLinks,
  canonicalUrl,
  collectionPath,
  localizePath,
  MARKETS,
  parseHandleSegment,
  parseMarketPath,
  productPath,
  stripDataSuffix,
  switchMarketPath,
} from '~/lib/markets';
import {LOCALIZED_SLUGS, sectionPath} from '~/lib/localized-slugs';

describe('parseMarketPath', () => {
  it('reads a known prefix and keeps the rest', () => {
    expect(parseMarketPath('/sl/superge-p')).toMatchObject({
      market: MARKETS.sl,
      prefixed: true,
      unknownPrefix: null,
      rest: '/superge-p',
    });
  });

  it('defaults to Italian without a prefix', () => {
    const match = parseMarketPath('/');
    expect(match.market.id).toBe('it');
    expect(match.prefixed).toBe(false);
    expect(parseMarketPath('/sneakers').market.id).toBe('it');
  });

  it('strips the single-fetch .data suffix before reading the prefix', () => {
    expect(parseMarketPath('/sl.data')).toMatchObject({market: MARKETS.sl, rest: '/'});
    expect(parseMarketPath('/hr/donna.data')).toMatchObject({market: MARKETS.hr, rest: '/donna'});
    expect(stripDataSuffix('/_root.data')).toBe('/');
  });

  it('flags an unknown two-letter prefix and falls back to Italian', () => {
    expect(parseMarketPath('/xx/foo-p')).toMatchObject({
      market: MARKETS.it,
      unknownPrefix: 'xx',
      prefixed: false,
    });
    expect(parseMarketPath('/de').unknownPrefix).toBe('de');
  });

  it('uses country SI for Slovenian, since there is no country SL', () => {
    expect(MARKETS.sl).toMatchObject({
      language: 'SL',
      country: 'SI',
      locale: 'sl-SI',
      currency: 'EUR',
    });
    expect(MARKETS.hr).toMatchObject({language: 'HR', country: 'HR', locale: 'hr-HR'});
  });
});

describe('paths', () => {
  it('builds product and collection paths per market', () => {
    expect(productPath(MARKETS.hr, 'sneaker-aurora')).toBe('/hr/sneaker-aurora-p');
    expect(collectionPath(MARKETS.it, 'donna')).toBe('/it/donna');
    expect(localizePath(MARKETS.sl, '/')).toBe('/sl');
  });

  it('tells products from collections by the -p suffix', () => {
    expect(parseHandleSegment('sneaker-aurora-p')).toEqual({
      kind: 'product',
      handle: 'sneaker-aurora',
    });
    expect(parseHandleSegment('donna')).toEqual({kind: 'collection', handle: 'donna'});
    expect(parseHandleSegment('-p')).toEqual({kind: 'collection', handle: '-p'});
  });

  it('switches market keeping the page and its query', () => {
    expect(switchMarketPath('/it/sneaker-p?size=40', MARKETS.sl)).toBe('/sl/sneaker-p?size=40');
    expect(switchMarketPath('/', MARKETS.hr)).toBe('/hr');
  });

  it('drops the query parameters whose values are in the old market’s language', () => {
    expect(
      switchMarketPath('/it/donna?size=38&color=Bianco&gender=Donna&sort=price_asc', MARKETS.sl, [
        'color',
        'gender',
      ]),
    ).toBe('/sl/donna?size=38&sort=price_asc');
    expect(switchMarketPath('/it/search?s=borsa+nera', MARKETS.hr, ['color'])).toBe(
      '/hr/search?s=borsa+nera',
    );
  });

  it('lists reciprocal hreflang alternates with x-default, and a prefixed canonical', () => {
    const links = alternateLinks('https://passo.example', '/sl/donna');
    expect(links).toEqual([
      {hrefLang: 'it-IT', href: 'https://passo.example/it/donna'},
      {hrefLang: 'sl-SI', href: 'https://passo.example/sl/donna'},
      {hrefLang: 'hr-HR', href: 'https://passo.example/hr/donna'},
      {hrefLang: 'x-default', href: 'https://passo.example/it/donna'},
    ]);
    expect(canonicalUrl('https://passo.example', '/')).toBe('https://passo.example/it');
  });
});

describe('sections with a word of their own in each language (docs/product.md#localized-paths)', () => {
  it('writes the market’s own word, whichever market’s word it was given', () => {
    expect(localizePath(MARKETS.sl, '/negozi')).toBe('/sl/trgovine');
    expect(localizePath(MARKETS.it, '/trgovine/milano-duomo')).toBe('/it/negozi/milano-duomo');
    expect(localizePath(MARKETS.hr, '/negozi?q=Zagreb')).toBe('/hr/trgovine?q=Zagreb');
    expect(localizePath(MARKETS.hr, '/assistenza')).toBe('/hr/podrska');
    // Only the first segment is a section: a product or a deeper segment keeps its words.
    expect(localizePath(MARKETS.sl, '/negozi-p')).toBe('/sl/negozi-p');
    expect(localizePath(MARKETS.sl, '/donna/negozi')).toBe('/sl/donna/negozi');
  });

  it('names each section’s path through sectionPath, the same as localizePath', () => {
    for (const market of Object.values(MARKETS))
      for (const section of Object.keys(LOCALIZED_SLUGS) as Array<keyof typeof LOCALIZED_SLUGS>)
        expect(sectionPath(market.id, section)).toBe(
          localizePath(market, `/${LOCALIZED_SLUGS[section].it}`),
        );
  });

  it('gives each market’s own word to alternates, canonicals and the market switcher', () => {
    expect(alternateLinks('https://passo.example', '/it/negozi/split-riva')).toEqual([
      {hrefLang: 'it-IT', href: 'https://passo.example/it/negozi/split-riva'},
      {hrefLang: 'sl-SI', href: 'https://passo.example/sl/trgovine/split-riva'},
      {hrefLang: 'hr-HR', href: 'https://passo.example/hr/trgovine/split-riva'},
      {hrefLang: 'x-default', href: 'https://passo.example/it/negozi/split-riva'},
    ]);
    expect(canonicalUrl('https://passo.example', '/sl/trgovine')).toBe(
      'https://passo.example/sl/trgovine',
    );
    expect(switchMarketPath('/sl/trgovine?q=Maribor', MARKETS.it)).toBe('/it/negozi?q=Maribor');
  });
});
