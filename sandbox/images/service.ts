/**
 * Product, collection and article pictures, Shopify CDN style:
 * `GET /cdn/shop/files/{name}.jpg?v=1&width=W&height=H&crop=center&format=webp`. Pictures are
 * drawn as SVG (4:5) and rasterised by sharp at the size asked for; outputs are cached in memory,
 * so a repeated hit costs a Map lookup.
 */
import sharp, {type Sharp} from 'sharp';
import type {Catalog, ImageRecord} from '../db/catalog';
import {HttpError, type SandboxReply, type Service} from '../http/types';
import {Lru} from '../lru';
import {drawSvg} from './shapes';

export const CDN_PREFIX = '/cdn/shop/files/';
const DEFAULT_WIDTH = 1000;
const MIN_SIZE = 100;
const MAX_SIZE = 2000;
/** Sizes are rounded up to this step, which bounds how many variants of a picture exist. */
const SIZE_STEP = 50;
const CACHE_BYTES = 64 * 1024 * 1024;

/** sharp's names for the formats the CDN serves; `format=jpg` and `pjpg` are JPEG. */
type Format = 'jpeg' | 'png' | 'webp' | 'avif';
const FORMATS: Record<string, Format> = {
  jpg: 'jpeg',
  pjpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};
/** Shopify's `crop` values, as sharp's positions. */
const CROPS: Record<string, string> = {
  center: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
};

/** What one URL asks for: the output box, how to fit the 4:5 picture into it, and the format. */
interface Transform {
  width: number;
  height: number;
  /** Cut to exactly width × height from this side; without it the picture fits inside the box. */
  crop: string | null;
  format: Format;
}

/** The URL the GraphQL API returns for a picture. */
export function imageUrl(publicUrl: string, image: ImageRecord): string {
  return `${publicUrl}${CDN_PREFIX}${image.name}.jpg?v=1`;
}

function encode(picture: Sharp, format: Format): Promise<Buffer> {
  switch (format) {
    case 'webp':
      return picture.webp({quality: 80}).toBuffer();
    case 'avif':
      return picture.avif({quality: 55}).toBuffer();
    case 'png':
      return picture.png().toBuffer();
    default:
      return picture.jpeg({quality: 82, mozjpeg: true}).toBuffer();
  }
}

export function imagesService(catalog: Catalog): Service {
  const cache = new Lru<Buffer>(CACHE_BYTES, (image) => image.byteLength);
  const rendering = new Map<string, Promise<Buffer>>();

  const render = async (image: ImageRecord, transform: Transform): Promise<Buffer> => {
    const {width, height, crop, format} = transform;
    const key = `${image.name}:${width}x${height}:${crop}:${format}`;
    const cached = cache.get(key);
    if (cached) return cached;
    // Concurrent requests for the same picture share one render.
    let pending = rendering.get(key);
    if (!pending) {
      // Drawn wide enough to cover the box, then fitted (or cut) to it.
      const drawWidth = Math.max(width, Math.ceil((height * 4) / 5));
      const picture = sharp(Buffer.from(drawSvg(image, drawWidth))).resize({
        width,
        height,
        fit: crop ? 'cover' : 'inside',
        position: crop ? CROPS[crop] : undefined,
      });
      pending = encode(picture, format);
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
      const transform = requestedTransform(request.url, String(request.headers.accept ?? ''));
      const body = await render(image, transform);
      return {
        status: 200,
        headers: {
          'content-type': `image/${transform.format}`,
          'cache-control': 'public, max-age=31536000, immutable',
          vary: 'Accept',
        },
        body: request.method === 'HEAD' ? undefined : body,
      };
    },
  };
}

/** A size asked for, clamped to 100–2000 and rounded up to the step; 0 when not asked. */
function size(value: string | null): number {
  const wanted = Number(value);
  if (!(wanted > 0)) return 0;
  const stepped = Math.ceil(wanted / SIZE_STEP) * SIZE_STEP;
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, stepped));
}

/**
 * Shopify CDN parameters: `width` and `height` (one alone keeps the 4:5 ratio; both without `crop`
 * fit the picture inside the box), `crop` (center, top, bottom, left, right: exactly the box),
 * `format` (jpg, pjpg, png, webp, avif); without `format`, WebP when the browser accepts it.
 * An unknown `crop` or `format` is ignored, as the CDN does.
 */
function requestedTransform(url: URL, accept: string): Transform {
  let width = size(url.searchParams.get('width'));
  let height = size(url.searchParams.get('height'));
  const cropValue = url.searchParams.get('crop')?.toLowerCase() ?? '';
  const crop = width && height && Object.hasOwn(CROPS, cropValue) ? cropValue : null;
  if (!width && !height) width = DEFAULT_WIDTH;
  if (!height) height = Math.round((width * 5) / 4);
  if (!width) width = Math.round((height * 4) / 5);
  const formatValue = url.searchParams.get('format')?.toLowerCase() ?? '';
  const format = Object.hasOwn(FORMATS, formatValue)
    ? FORMATS[formatValue]!
    : /image\/webp/.test(accept)
      ? 'webp'
      : 'jpeg';
  return {width, height, crop, format};
}
