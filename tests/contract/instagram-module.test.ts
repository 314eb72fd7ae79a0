/**
 * The Instagram module (app/lib/content/instagram.server.ts) against the sandbox's Graph API
 * stand-in: the latest posts, a video by its thumbnail, and a refused token hiding the feed.
 */
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {createInstagram} from '~/lib/content/instagram.server';
import {readInstagramConfig} from '~/lib/content/config.server';
import {startTestSandbox, type TestSandbox} from '../sandbox/helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.stop());

function feed(token: string) {
  const config = readInstagramConfig({
    INSTAGRAM_USER_ID: '17841400000000001',
    PRIVATE_INSTAGRAM_ACCESS_TOKEN: token,
    INSTAGRAM_API_VERSION: 'v23.0',
    INSTAGRAM_API_ORIGIN: sandbox.url,
  });
  return createInstagram({config, deadline: Date.now() + 5_000, waitUntil: () => {}});
}

describe('Instagram module against the sandbox', () => {
  it('reads the latest posts, videos by their thumbnail, each picture served', async () => {
    const posts = await feed('IGQ_passo_sandbox_token').latest(8);
    expect(posts).toHaveLength(8);
    for (const post of posts) {
      expect(post.permalink).toMatch(/^https:\/\/www\.instagram\.com\/(p|reel)\//);
      expect(post.imageUrl).not.toMatch(/\.mp4$/);
    }
    // The seed has videos among the latest: they show their thumbnail.
    expect(posts.some((post) => post.isVideo)).toBe(true);
    const picture = await fetch(posts[0]!.imageUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('hides the feed when the API refuses the token, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await feed('IGQ_wrong').latest(7)).toEqual([]);
    expect(await feed('IGQ_wrong').latest(7)).toEqual([]);
    expect(warn.mock.calls.filter(([line]) => String(line).includes('400'))).toHaveLength(1);
    warn.mockRestore();
  });
});
