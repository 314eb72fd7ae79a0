/**
 * The Instagram API with Instagram Login (graph.instagram.com), as the shop's server reads its
 * feed:
 *   GET /{version}/{user-id | me}/media?fields=…&access_token=…&limit=…&after=…|before=…
 *   GET /{version}/{user-id | me}?fields=…   GET /{version}/{media-id}[/children]?fields=…
 * answering only the `fields` asked for (`id` alone when none), with Meta's cursor paging and
 * error bodies (400 OAuthException for a bad token, GraphMethodException for an unknown node).
 * The pictures are served as an Instagram CDN would, under /instagram-media/{id}.jpg.
 */
import {randomBytes} from 'node:crypto';
import sharp from 'sharp';
import {instagramAccount} from '../config';
import type {SandboxContext} from '../context';
import {json, type SandboxReply, type SandboxRequest, type Service} from '../http/types';
import {Lru} from '../lru';
import {drawPicture} from '../content/pictures';
import {mediaById, POSTS, type Post} from './posts';

const MEDIA_PREFIX = '/instagram-media/';
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;
const MEDIA_FIELDS = new Set([
  'id',
  'caption',
  'media_type',
  'media_url',
  'permalink',
  'thumbnail_url',
  'timestamp',
  'username',
  'shortcode',
  'like_count',
  'comments_count',
  'media_product_type',
  'is_comment_enabled',
  'children',
]);
const USER_FIELDS = new Set(['id', 'user_id', 'username', 'name', 'account_type', 'media_count']);

class GraphError extends Error {
  constructor(
    readonly type: string,
    readonly code: number,
    message: string,
    readonly subcode?: number,
  ) {
    super(message);
  }
}

function graphError({type, code, message, subcode}: GraphError, status = 400): SandboxReply {
  const fbtrace = randomBytes(8).toString('base64url');
  return json(
    status,
    {error: {message, type, code, ...(subcode && {error_subcode: subcode}), fbtrace_id: fbtrace}},
    {'x-fb-trace-id': fbtrace},
  );
}

export function instagramService(context: SandboxContext): Service {
  return {
    name: 'instagram',
    matches: (path) => /^\/v\d+\.\d+\//.test(path),
    handle(request) {
      try {
        return answer(request, context);
      } catch (error) {
        if (error instanceof GraphError) return graphError(error);
        throw error;
      }
    },
    failure: (status, message) =>
      graphError(
        status === 429
          ? new GraphError('OAuthException', 4, 'Application request limit reached')
          : new GraphError('OAuthException', 2, `An unexpected error has occurred. ${message}`),
        status,
      ),
  };
}

function answer(request: SandboxRequest, context: SandboxContext): SandboxReply {
  const account = instagramAccount();
  const params = request.url.searchParams;
  const token =
    params.get('access_token') ??
    /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
  if (!token)
    throw new GraphError(
      'OAuthException',
      2500,
      'An active access token must be used to query information about the current user.',
    );
  if (token !== account.accessToken)
    throw new GraphError(
      'OAuthException',
      190,
      'Invalid OAuth access token - Cannot parse access token',
    );
  const [, version, node, edge, extra] = request.url.pathname.split('/');
  const isUser = node === 'me' || node === account.userId;
  const media = isUser ? undefined : mediaById(node ?? '');
  if (
    extra !== undefined ||
    request.method !== 'GET' ||
    (!isUser && !media) ||
    (edge && edge !== (isUser ? 'media' : 'children'))
  )
    throw new GraphError(
      'GraphMethodException',
      100,
      `Unsupported ${request.method.toLowerCase()} request. Object with ID '${node}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      33,
    );
  const fields = requestedFields(params, isUser && !edge ? USER_FIELDS : MEDIA_FIELDS);
  const mediaJson = (post: Post, child?: string) =>
    mediaFields(post, child, fields, context.publicUrl);
  if (isUser && !edge)
    return json(
      200,
      pick(fields, {
        id: account.userId,
        user_id: account.userId,
        username: account.username,
        name: 'Passo',
        account_type: 'BUSINESS',
        media_count: POSTS.length,
      }),
    );
  if (!edge) return json(200, mediaJson(media!.post, media!.child));
  const list = isUser
    ? POSTS.map((post) => mediaJson(post))
    : media!.child
      ? []
      : media!.post.children.map((child) => mediaJson(media!.post, child));
  return json(200, page(list, params, `${context.publicUrl}/${version}/${node}/${edge}`));
}

function requestedFields(params: URLSearchParams, known: ReadonlySet<string>): string[] {
  const fields = (params.get('fields') ?? 'id')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = fields.find((field) => !known.has(field));
  if (unknown)
    throw new GraphError(
      'OAuthException',
      100,
      `(#100) Tried accessing nonexisting field (${unknown}) on node type (${known.has('media_url') ? 'IGMedia' : 'IGUser'})`,
    );
  return fields;
}

function pick(fields: string[], all: Record<string, unknown>) {
  return Object.fromEntries(fields.filter((f) => all[f] !== undefined).map((f) => [f, all[f]]));
}

function mediaFields(post: Post, child: string | undefined, fields: string[], origin: string) {
  const id = child ?? post.id;
  const video = post.mediaType === 'VIDEO' && !child;
  return pick(fields, {
    id,
    caption: child ? undefined : post.caption,
    media_type: child ? 'IMAGE' : post.mediaType,
    media_url: `${origin}${MEDIA_PREFIX}${video ? `${id}.mp4` : `${post.mediaType === 'CAROUSEL_ALBUM' && !child ? post.children[0] : id}.jpg`}`,
    permalink: `https://www.instagram.com/${video ? 'reel' : 'p'}/${post.shortcode}/`,
    thumbnail_url: video ? `${origin}${MEDIA_PREFIX}${id}.jpg` : undefined,
    timestamp: post.timestamp,
    username: instagramAccount().username,
    shortcode: post.shortcode,
    like_count: child ? undefined : post.likes,
    comments_count: child ? undefined : post.comments,
    media_product_type: video ? 'REELS' : 'FEED',
    is_comment_enabled: child ? undefined : true,
    children:
      post.children.length && !child ? {data: post.children.map((c) => ({id: c}))} : undefined,
  });
}

const cursor = (index: number) => Buffer.from(`passo:${index}`).toString('base64url');
function fromCursor(value: string): number {
  const match = /^passo:(\d+)$/.exec(Buffer.from(value, 'base64url').toString());
  if (!match) throw new GraphError('OAuthException', 100, 'Invalid pagination cursor');
  return Number(match[1]);
}

/** Meta's cursor paging: `before`/`after` name the first and last item shown. */
function page(list: Array<Record<string, unknown>>, params: URLSearchParams, base: string) {
  const raw = params.get('limit');
  const limit = raw === null ? DEFAULT_LIMIT : Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new GraphError(
      'OAuthException',
      100,
      '(#100) The parameter limit must be a positive integer',
    );
  const size = Math.min(limit, MAX_LIMIT);
  const after = params.get('after');
  const before = params.get('before');
  let start = after ? fromCursor(after) + 1 : 0;
  if (before) start = Math.max(0, fromCursor(before) - size);
  const end = Math.min(list.length, before ? fromCursor(before) : start + size);
  const data = list.slice(start, end);
  const link = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.delete('after');
    next.delete('before');
    next.set(key, value);
    return `${base}?${next}`;
  };
  return {
    data,
    ...(data.length && {
      paging: {
        cursors: {before: cursor(start), after: cursor(end - 1)},
        ...(end < list.length && {next: link('after', cursor(end - 1))}),
        ...(start > 0 && {previous: link('before', cursor(start))}),
      },
    }),
  };
}

/** The posts' pictures (and video thumbnails), as an Instagram CDN serves them: JPEG only. */
export function instagramMediaService(): Service {
  const cache = new Lru<Buffer>(16 * 1024 * 1024, (image) => image.byteLength);
  return {
    name: 'instagram-media',
    matches: (path) => path.startsWith(MEDIA_PREFIX),
    async handle(request) {
      const name = request.url.pathname.slice(MEDIA_PREFIX.length);
      const id = /^(\d+)\.jpg$/.exec(name)?.[1];
      const found = id ? mediaById(id) : undefined;
      // The sandbox keeps no video files: a video post shows its thumbnail_url.
      if (!found) return json(404, {error: `No Instagram picture named "${name}"`});
      const {width, height} = found.post;
      const body =
        cache.get(id!) ??
        cache.set(
          id!,
          await sharp(Buffer.from(drawPicture(`instagram-${id}`, width, height)))
            .jpeg({quality: 80})
            .toBuffer(),
        );
      return {
        status: 200,
        headers: {
          'content-type': 'image/jpeg',
          'cache-control': 'public, max-age=31536000, immutable',
        },
        body: request.method === 'HEAD' ? undefined : body,
      };
    },
  };
}
