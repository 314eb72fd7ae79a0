import {afterEach, describe, expect, it, vi} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
import {createContent, ContentError} from '~/lib/content/content.server';
import {readContentConfig, type ContentConfig} from '~/lib/content/config.server';
import {MARKETS, type MarketId} from '~/lib/markets';

const config = readContentConfig({
  CONTENTFUL_SPACE_ID: 'space1',
  CONTENTFUL_ENVIRONMENT: 'preview',
  PRIVATE_CONTENTFUL_DELIVERY_TOKEN: 'cda-token',
  PRIVATE_CONTENTFUL_PREVIEW_TOKEN: 'cpa-token',
  CONTENTFUL_HOST: 'cdn.test',
  CONTENTFUL_PREVIEW_HOST: 'preview.test',
  CONTENTFUL_CHANNEL: 'site',
  CONTENTFUL_STATUS: 'production',
  PUBLIC_CONTENTFUL_IMAGES_ORIGIN: 'https://images.test',
}) as ContentConfig;

const sys = (type: string, id: string, contentType?: string) => ({
  type,
  id,
  ...(contentType && {
    contentType: {sys: {type: 'Link', linkType: 'ContentType', id: contentType}},
  }),
});

/** A CDA answer: the page links its hero, the hero links its image, both in `includes`. */
const HOME_ANSWER = {
  sys: {type: 'Array'},
  total: 1,
  skip: 0,
  limit: 1,
  items: [
    {
      sys: sys('Entry', 'home', 'page'),
      fields: {
        slug: 'home',
        title: 'Domov',
        sections: [
          {sys: {type: 'Link', linkType: 'Entry', id: 'hero1'}},
          {sys: {type: 'Link', linkType: 'Entry', id: 'gone'}},
        ],
      },
    },
  ],
  includes: {
    Entry: [
      {
        sys: sys('Entry', 'hero1', 'hero'),
        fields: {title: 'Pomlad', image: {sys: {type: 'Link', linkType: 'Asset', id: 'img1'}}},
      },
    ],
    Asset: [
      {
        sys: sys('Asset', 'img1'),
        fields: {
          title: 'Čevlji',
          file: {
            url: '//images.ctfassets.net/space1/img1/x/hero.jpg',
            details: {size: 1, image: {width: 1600, height: 900}},
            fileName: 'hero.jpg',
            contentType: 'image/jpeg',
          },
        },
      },
    ],
  },
};

const fetchMock = vi.fn();

function content(market: MarketId, {preview = false} = {}) {
  vi.stubGlobal('fetch', fetchMock);
  return createContent({
    config,
    market: MARKETS[market],
    preview,
    deadline: Date.now() + 5_000,
    cache: new InMemoryCache() as unknown as Cache,
    waitUntil: () => {},
    request: new Request('https://shop.test/sl'),
  });
}

function answer(body: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}}),
  );
}

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function requested(call = 0) {
  const [input, init] = fetchMock.mock.calls[call] as [string | Request, RequestInit | undefined];
  const request = input instanceof Request ? input : new Request(input, init);
  return request;
}

describe('content module', () => {
  it('asks the Delivery API in the market’s locale, filtered by channel and status, and resolves links', async () => {
    answer(HOME_ANSWER);
    const page = await content('sl').home();
    const request = requested();
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe(
      'https://cdn.test/spaces/space1/environments/preview/entries',
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      content_type: 'page',
      'fields.slug': 'home',
      'fields.channel': 'site',
      'fields.status': 'production',
      locale: 'sl-SI',
      include: '2',
    });
    expect(request.headers.get('authorization')).toBe('Bearer cda-token');
    // The unresolvable link is dropped; the hero's image comes from `includes`.
    expect(page?.sections).toEqual([
      expect.objectContaining({
        type: 'hero',
        title: 'Pomlad',
        image: {
          url: 'https://images.test/space1/img1/x/hero.jpg',
          width: 1600,
          height: 900,
          alt: 'Čevlji',
        },
      }),
    ]);
  });

  it.each([
    ['it', 'it-IT'],
    ['hr', 'hr-HR'],
  ] as const)('reads market %s in %s', async (market, locale) => {
    answer({...HOME_ANSWER, items: []});
    expect(await content(market).story('a-story-' + market)).toBeNull();
    expect(new URL(requested().url).searchParams.get('locale')).toBe(locale);
  });

  it('answers a repeated query from its cache', async () => {
    answer({...HOME_ANSWER, items: [], total: 0});
    const list = await content('it').articles(3);
    expect(list).toEqual({items: [], page: 3, pageCount: 0});
    expect(new URL(requested().url).searchParams.get('skip')).toBe('24');
    await content('it').articles(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the Preview API and its token in preview mode, uncached', async () => {
    answer({...HOME_ANSWER, items: []});
    answer({...HOME_ANSWER, items: []});
    const previewing = content('it', {preview: true});
    expect(previewing.preview).toBe(true);
    await previewing.article('bozza');
    await previewing.article('bozza');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new URL(requested().url).host).toBe('preview.test');
    expect(requested().headers.get('authorization')).toBe('Bearer cpa-token');
  });

  it('throws ContentError when the service fails or is not configured', async () => {
    answer({sys: {type: 'Error', id: 'ServerError'}, message: 'down'}, 500);
    await expect(content('hr').story('errore')).rejects.toBeInstanceOf(ContentError);
    const unconfigured = createContent({
      config: null,
      market: MARKETS.it,
      preview: false,
      deadline: Date.now() + 5_000,
      cache: new InMemoryCache() as unknown as Cache,
      waitUntil: () => {},
      request: new Request('https://shop.test/'),
    });
    await expect(unconfigured.home()).rejects.toThrow('Content service is not configured');
  });
});
