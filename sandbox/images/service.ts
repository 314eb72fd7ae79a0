/**
 * Product and collection pictures, Shopify CDN style: `GET /cdn/shop/files/{name}.jpg?v=1&width=W`.
 * Pictures are drawn as SVG and rasterised by sharp at the requested width (4:5 ratio); outputs are
 * cached in memory, so a repeated hit costs a Map lookup.
 */
import sharp from 'sharp';
import type {Catalog, ImageRecord} from '../db/catalog';
import {HttpError, type SandboxReply, type Service} from '../http/types';
import {Lru} from '../lru';
import {drawSvg} from './shapes';

export const CDN_PREFIX = '/cdn/shop/files/';
const DEFAULT_WIDTH = 1000;
const MIN_WIDTH = 100;
const MAX_WIDTH = 2000;
/** Widths are rounded up to this step, which bounds how many variants of a picture exist. */
const WIDTH_STEP = 50;
const CACHE_BYTES = 64 * 1024 * 1024;

type Format = 'webp' | 'jpeg';

/** The URL the GraphQL API returns for a picture. */
export function imageUrl(publicUrl: string, image: ImageRecord): string {
  return `${publicUrl}${CDN_PREFIX}${image.name}.jpg?v=1`;
}

export function imagesService(catalog: Catalog): Service {
  const cache = new Lru<Buffer>(CACHE_BYTES, (image) => image.byteLength);
  const rendering = new Map<string, Promise<Buffer>>();

  const render = async (image: ImageRecord, width: number, format: Format): Promise<Buffer> => {
    const key = `${image.name}:${width}:${format}`;
    const cached = cache.get(key);
    if (cached) return cached;
    // Concurrent requests for the same picture share one render.
    let pending = rendering.get(key);
    if (!pending) {
      const svg = sharp(Buffer.from(drawSvg(image, width)));
      pending = (
        format === 'webp' ? svg.webp({quality: 80}) : svg.jpeg({quality: 82, mozjpeg: true})
      ).toBuffer();
      rendering.set(key, pending);
      pending
        .then((buffer) => cache.set(key, buffer))
        .finally(() => rendering.delete(key))
        .catch(() => undefined);
    }
    return pending;
  };

  return {
    name: 'images',
    matches: (path) => path.startsWith(CDN_PREFIX),
    async handle(request): Promise<SandboxReply> {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        throw new HttpError(405, 'Images answer GET only');
      const name = request.url.pathname
        .slice(CDN_PREFIX.length)
        .replace(/\.(jpe?g|png|webp)$/i, '');
      const image = catalog.imageByName.get(decodeURIComponent(name));
      if (!image) throw new HttpError(404, `No image named "${name}"`);
      const format: Format = /image\/webp/.test(String(request.headers.accept ?? ''))
        ? 'webp'
        : 'jpeg';
      const body = await render(image, requestedWidth(request.url), format);
      return {
        status: 200,
        headers: {
          'content-type': `image/${format}`,
          'cache-control': 'public, max-age=31536000, immutable',
          vary: 'Accept',
        },
        body: request.method === 'HEAD' ? undefined : body,
      };
    },
  };
}

/** `width`, else `height` at 4:5, clamped to 100–2000 and rounded up to the step. */
function requestedWidth(url: URL): number {
  const width = Number(url.searchParams.get('width'));
  const height = Number(url.searchParams.get('height'));
  const wanted = width > 0 ? width : height > 0 ? (height * 4) / 5 : DEFAULT_WIDTH;
  const stepped = Math.ceil(wanted / WIDTH_STEP) * WIDTH_STEP;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, stepped));
}
