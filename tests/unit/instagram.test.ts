import {afterEach, describe, expect, it, vi} from 'vitest';
import {toInstagramPosts} from '~/lib/content/instagram';
import {createInstagram} from '~/lib/content/instagram.server';
import {readInstagramConfig} from '~/lib/content/config.server';

const POST = {
  id: '1',
  caption: 'Nuovi arrivi',
  media_type: 'IMAGE',
  media_url: 'https://scontent.cdninstagram.com/1.jpg',
  permalink: 'https://www.instagram.com/p/1/',
  timestamp: '2026-11-01T10:00:00+0000',
};
const VIDEO = {
  ...POST,
  id: '2',
  media_type: 'VIDEO',
  media_url: 'https://scontent.cdninstagram.com/2.mp4',
  thumbnail_url: 'https://scontent.cdninstagram.com/2.jpg',
  permalink: 'https://www.instagram.com/reel/2/',
};

describe('Instagram posts', () => {
  it('maps images and shows a video’s thumbnail', () => {
    expect(toInstagramPosts({data: [POST, VIDEO], paging: {cursors: {}}}, 8)).toEqual([
      {
        caption: 'Nuovi arrivi',
        imageUrl: 'https://scontent.cdninstagram.com/1.jpg',
        permalink: 'https://www.instagram.com/p/1/',
      },
      {
        caption: 'Nuovi arrivi',
        imageUrl: 'https://scontent.cdninstagram.com/2.jpg',
        permalink: 'https://www.instagram.com/reel/2/',
        isVideo: true,
      },
    ]);
  });

  it('leaves out posts without a picture or with a non-web link, and keeps the limit', () => {
    const noThumb = {...VIDEO, id: '3', thumbnail_url: undefined};
    const badLink = {...POST, id: '4', permalink: 'javascript:alert(1)'};
    const posts = toInstagramPosts({data: [noThumb, badLink, POST, {...POST, id: '5'}]}, 1);
    expect(posts.map((post) => post.permalink)).toEqual(['https://www.instagram.com/p/1/']);
    expect(() => toInstagramPosts({error: {message: 'x'}}, 8)).toThrow();
  });
});

describe('Instagram module', () => {
  const config = readInstagramConfig({
    INSTAGRAM_USER_ID: '17841400000000001',
    PRIVATE_INSTAGRAM_ACCESS_TOKEN: 'IGQ_secret',
    INSTAGRAM_API_VERSION: 'v23.0',
    INSTAGRAM_API_ORIGIN: 'https://graph.test',
  });
  afterEach(() => vi.unstubAllGlobals());

  function module(fetchMock: ReturnType<typeof vi.fn>, overrides = {}) {
    vi.stubGlobal('fetch', fetchMock);
    return createInstagram({
      config: config && {...config, ...overrides},
      deadline: Date.now() + 5_000,
      waitUntil: () => {},
    });
  }

  it('asks the user’s media with the fields and the limit, then answers from its cache', async () => {
    const fetchMock = vi.fn(async () => Response.json({data: [POST, VIDEO]}));
    const feed = module(fetchMock, {userId: '111'});
    expect((await feed.latest(1)).map((post) => post.permalink)).toEqual([POST.permalink]);
    expect((await feed.latest(1)).map((post) => post.permalink)).toEqual([POST.permalink]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Another limit is another request.
    expect((await feed.latest(8)).length).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect(url.origin + url.pathname).toBe('https://graph.test/v23.0/111/media');
    expect(url.searchParams.get('fields')).toBe(
      'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp',
    );
    expect(url.searchParams.get('access_token')).toBe('IGQ_secret');
    expect(url.searchParams.get('limit')).toBe('1');
  });

  it('hides the feed on an API error, logging once per kind of failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(async () => Response.json({error: {code: 190}}, {status: 400}));
    expect(await module(failing, {userId: '222'}).latest(8)).toEqual([]);
    expect(await module(failing, {userId: '222'}).latest(8)).toEqual([]);
    // Not cached: each page asks again, but the log says it once.
    expect(failing).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.filter(([line]) => String(line).includes('400'))).toHaveLength(1);
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await module(down, {userId: '333'}).latest(8)).toEqual([]);
    expect(warn.mock.calls.some(([line]) => String(line).includes('unreachable'))).toBe(true);
    // The token is never in a log line.
    expect(JSON.stringify(warn.mock.calls)).not.toContain('IGQ_secret');
    warn.mockRestore();
  });

  it('caches nothing in preview mode', async () => {
    const fetchMock = vi.fn(async () => Response.json({data: [POST]}));
    vi.stubGlobal('fetch', fetchMock);
    const feed = createInstagram({
      config: config && {...config, userId: '444'},
      deadline: Date.now() + 5_000,
      waitUntil: () => {},
      preview: true,
    });
    await feed.latest(4);
    await feed.latest(4);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hides the feed without configuration, without calling anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const feed = createInstagram({config: null, deadline: Date.now() + 5_000, waitUntil: () => {}});
    expect(await feed.latest(8)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readInstagramConfig({INSTAGRAM_USER_ID: '1'})).toBeNull();
  });
});
