/**
 * The Instagram Graph API stand-in: the media edge with only the fields asked for, Meta's cursor
 * paging, its error bodies for a bad token or an unknown node, the posts' pictures, and a fault
 * armed on "instagram" answered in Meta's format (so the shop's feed can be seen to fail).
 */
import sharp from 'sharp';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {fetchJson, startTestSandbox, type TestSandbox} from './helpers';

const USER = '17841400000000001';
const TOKEN = 'IGQ_passo_sandbox_token';
const FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp,username';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterEach(() => fetch(`${t.url}/sandbox/api/faults`, {method: 'DELETE'}));
afterAll(() => t.stop());

const graph = (path: string, query: Record<string, string> = {}) =>
  fetchJson(`${t.url}/v23.0/${path}?${new URLSearchParams({access_token: TOKEN, ...query})}`);

describe('the media edge', () => {
  it('lists 12+ posts, newest first, with only the fields asked for', async () => {
    const {status, body} = await graph(`${USER}/media`, {fields: FIELDS});
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    const types = body.data.map((m: {media_type: string}) => m.media_type);
    expect(types.filter((type: string) => type === 'VIDEO').length).toBeGreaterThanOrEqual(2);
    expect(types).toContain('CAROUSEL_ALBUM');
    const stamps = body.data.map((m: {timestamp: string}) => m.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(stamps[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/);
    for (const media of body.data) {
      expect(Object.keys(media).every((key) => FIELDS.split(',').includes(key))).toBe(true);
      expect(media).toMatchObject({id: expect.stringMatching(/^\d+$/), username: 'passo.shoes'});
      expect(media.permalink).toMatch(/^https:\/\/www\.instagram\.com\/(p|reel)\/[\w-]+\/$/);
      expect('thumbnail_url' in media).toBe(media.media_type === 'VIDEO');
    }
  });

  it('answers only `id` without `fields`, and `me` is the same account', async () => {
    const {body} = await graph('me/media', {limit: '2'});
    expect(body.data.map((m: object) => Object.keys(m))).toEqual([['id'], ['id']]);
    expect((await graph(`${USER}/media`, {limit: '2'})).body.data).toEqual(body.data);
    expect((await graph('me', {fields: 'id,username,media_count'})).body).toEqual({
      id: USER,
      username: 'passo.shoes',
      media_count: expect.any(Number),
    });
  });

  it('pages with Meta’s cursors: next, then previous, back to the first page', async () => {
    const first = (await graph('me/media', {limit: '5', fields: 'id'})).body;
    expect(first.data).toHaveLength(5);
    expect(first.paging.cursors).toEqual({before: expect.any(String), after: expect.any(String)});
    expect(first.paging).not.toHaveProperty('previous');
    const next = new URL(first.paging.next);
    expect(next.searchParams.get('access_token')).toBe(TOKEN);
    const second = await fetchJson(first.paging.next);
    expect(second.body.data[0].id).not.toBe(first.data[0].id);
    const back = await fetchJson(second.body.paging.previous);
    expect(back.body.data).toEqual(first.data);
    const all = (await graph('me/media', {limit: '100'})).body;
    expect(all.paging).not.toHaveProperty('next');
  });

  it('serves the pictures, and a video’s thumbnail', async () => {
    const {body} = await graph('me/media', {fields: 'media_type,media_url,thumbnail_url'});
    const picture = body.data.find((m: {media_type: string}) => m.media_type === 'IMAGE');
    const video = body.data.find((m: {media_type: string}) => m.media_type === 'VIDEO');
    for (const url of [picture.media_url, video.thumbnail_url]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.width).toBe(1080);
    }
  });

  it('lists an album’s children', async () => {
    const {body} = await graph('me/media', {fields: 'id,media_type,children'});
    const album = body.data.find((m: {media_type: string}) => m.media_type === 'CAROUSEL_ALBUM');
    expect(album.children.data).toHaveLength(3);
    const children = await graph(`${album.id}/children`, {fields: 'id,media_type,media_url'});
    expect(children.body.data.map((c: {media_type: string}) => c.media_type)).toEqual([
      'IMAGE',
      'IMAGE',
      'IMAGE',
    ]);
  });
});

describe('errors in Meta’s format', () => {
  it('a wrong token is a 400 OAuthException code 190; none is code 2500', async () => {
    const wrong = await fetchJson(`${t.url}/v23.0/${USER}/media?access_token=nope&fields=id`);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: {
        message: expect.any(String),
        type: 'OAuthException',
        code: 190,
        fbtrace_id: expect.any(String),
      },
    });
    const none = await fetchJson(`${t.url}/v23.0/${USER}/media?fields=id`);
    expect([none.status, none.body.error.code]).toEqual([400, 2500]);
  });

  it('an unknown user is a 400 GraphMethodException; an unknown field a code 100', async () => {
    const unknown = await graph('12345/media', {fields: 'id'});
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    });
    const field = await graph('me/media', {fields: 'id,secret'});
    expect([field.status, field.body.error.code]).toEqual([400, 100]);
    expect(field.body.error.message).toContain('(secret)');
    expect((await graph('me/media', {limit: '0'})).status).toBe(400);
  });

  it('a fault on "instagram" answers Meta’s error, then the feed is back', async () => {
    const armed = await fetchJson(`${t.url}/sandbox/api/faults`, {
      method: 'POST',
      body: JSON.stringify({service: 'instagram', status: 500}),
    });
    expect(armed.status).toBe(200);
    const failed = await graph('me/media', {fields: 'id'});
    expect(failed.status).toBe(500);
    expect(failed.body.error).toMatchObject({type: 'OAuthException', code: 2});
    expect((await graph('me/media', {fields: 'id'})).status).toBe(200);
  });
});
