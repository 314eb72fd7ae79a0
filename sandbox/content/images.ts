/**
 * Contentful's Images API for the space's assets: `GET /{space}/{assetId}/{token}/{fileName}`
 * (the path of an asset's `file.url`) with `w`, `h` (1–4000), `fit` (pad, fill, scale, crop,
 * thumb), `f` (focus), `bg` (rgb:rrggbb, for pad), `fm` (jpg, png, webp, gif, avif), `q`
 * (1–100), `fl` (progressive for jpg, png8 for png). Without `fm` the original format (jpeg) is
 * answered: like Contentful, the Accept header does not choose. Pictures are drawn on request
 * (content/pictures.ts) at their natural size or straight at the size asked for, and kept in an
 * LRU cache.
 */
import sharp, {type Sharp} from 'sharp';
import {contentfulSpace} from '../config';
import type {SandboxContext} from '../context';
import type {SandboxReply, SandboxRequest, Service} from '../http/types';
import {Lru} from '../lru';
import {drawPicture} from './pictures';
import {ContentfulError, errorReply} from './wire';

const MAX_SIDE = 4000;
const CACHE_BYTES = 64 * 1024 * 1024;
const FORMATS = {jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif'} as const;
type Format = keyof typeof FORMATS;
const FITS = ['pad', 'fill', 'scale', 'crop', 'thumb'] as const;
type Fit = (typeof FITS)[number];
const FOCUS: Record<string, string> = {
  center: 'centre',
  top: 'north',
  right: 'east',
  left: 'west',
  bottom: 'south',
  top_right: 'northeast',
  top_left: 'northwest',
  bottom_right: 'southeast',
  bottom_left: 'southwest',
  // No faces in these pictures: the middle is where they would be.
  face: 'centre',
  faces: 'centre',
};

interface Transform {
  w?: number;
  h?: number;
  fit?: Fit;
  focus: string;
  background: string;
  format: Format;
  quality?: number;
  flag?: 'progressive' | 'png8';
}

const bad = (message: string) => new ContentfulError(400, 'BadRequest', message);

function side(params: URLSearchParams, name: 'w' | 'h'): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value < 1 || value > MAX_SIDE)
    throw bad(`The "${name}" parameter must be a number from 1 to ${MAX_SIDE}, got "${raw}"`);
  return Math.round(value);
}

function parseTransform(params: URLSearchParams): Transform {
  const format = (params.get('fm') ?? 'jpg') as Format;
  if (!(format in FORMATS))
    throw bad(`Unknown format "${format}": use jpg, png, webp, gif or avif`);
  const fit = params.get('fit') ?? undefined;
  if (fit !== undefined && !(FITS as readonly string[]).includes(fit))
    throw bad(`Unknown fit "${fit}": use ${FITS.join(', ')}`);
  const focus = params.get('f') ?? 'center';
  if (!(focus in FOCUS)) throw bad(`Unknown focus "${focus}"`);
  const bg = params.get('bg') ?? 'rgb:ffffff';
  if (!/^rgb:[0-9a-f]{6}$/i.test(bg)) throw bad('The "bg" parameter must look like rgb:ffffff');
  const q = params.get('q');
  if (q !== null && (!/^\d+$/.test(q) || Number(q) < 1 || Number(q) > 100))
    throw bad(`The "q" parameter must be a whole number from 1 to 100, got "${q}"`);
  const flag = params.get('fl') ?? undefined;
  if (
    flag !== undefined &&
    !(flag === 'progressive' && format === 'jpg') &&
    !(flag === 'png8' && format === 'png')
  )
    throw bad('"fl" is progressive (with jpg) or png8 (with png)');
  return {
    w: side(params, 'w'),
    h: side(params, 'h'),
    fit: fit as Fit | undefined,
    focus: FOCUS[focus]!,
    background: `#${bg.slice(4)}`,
    format,
    quality: q === null ? undefined : Number(q),
    flag: flag as Transform['flag'],
  };
}

/** The output size: one side keeps the ratio; both sides without a fit mean "fit inside". */
function outputSize(natural: {width: number; height: number}, t: Transform) {
  const ratio = natural.width / natural.height;
  if (t.w === undefined && t.h === undefined) return {...natural, exact: false};
  if (t.w === undefined)
    return {width: Math.max(1, Math.round(t.h! * ratio)), height: t.h!, exact: false};
  if (t.h === undefined)
    return {width: t.w, height: Math.max(1, Math.round(t.w / ratio)), exact: false};
  if (t.fit) return {width: t.w, height: t.h, exact: true};
  const scale = Math.min(t.w / natural.width, t.h / natural.height);
  return {
    width: Math.max(1, Math.round(natural.width * scale)),
    height: Math.max(1, Math.round(natural.height * scale)),
    exact: false,
  };
}

async function render(seed: string, natural: {width: number; height: number}, t: Transform) {
  const out = outputSize(natural, t);
  const {width, height} = natural;
  let image: Sharp;
  if (!out.exact || t.fit === 'scale') {
    const stretch = out.exact ? {width: out.width, height: out.height} : undefined;
    image = sharp(
      Buffer.from(drawPicture(seed, width, height, {scale: out.width / width, stretch})),
    );
    if (!stretch) image = image.resize(out.width, out.height, {fit: 'fill'});
  } else if (t.fit === 'crop') {
    // A part of the picture at its natural size, not resized (never larger than the picture).
    const [w, h] = [Math.min(out.width, width), Math.min(out.height, height)];
    const along = (room: number, start: boolean, end: boolean) =>
      start ? 0 : end ? room : Math.round(room / 2);
    image = sharp(Buffer.from(drawPicture(seed, width, height))).extract({
      left: along(width - w, t.focus.endsWith('west'), t.focus.endsWith('east')),
      top: along(height - h, t.focus.startsWith('north'), t.focus.startsWith('south')),
      width: w,
      height: h,
    });
  } else {
    const cover = t.fit !== 'pad';
    const scale = (cover ? Math.max : Math.min)(out.width / width, out.height / height);
    image = sharp(Buffer.from(drawPicture(seed, width, height, {scale}))).resize(
      out.width,
      out.height,
      {
        fit: cover ? 'cover' : 'contain',
        position: t.focus,
        background: t.background,
      },
    );
  }
  const quality = t.quality ?? 80;
  switch (t.format) {
    case 'jpg':
      return image
        .flatten({background: t.background})
        .jpeg({quality, progressive: t.flag === 'progressive'})
        .toBuffer();
    case 'png':
      return image.png({palette: t.flag === 'png8'}).toBuffer();
    case 'webp':
      return image.webp({quality}).toBuffer();
    case 'avif':
      return image.avif({quality: Math.round(quality * 0.6), effort: 2}).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

export function contentImagesService(context: SandboxContext): Service {
  const cache = new Lru<Buffer>(CACHE_BYTES, (image) => image.byteLength);
  return {
    name: 'contentful-images',
    matches: (path) => path.startsWith(`/${contentfulSpace().spaceId}/`),
    async handle(request: SandboxRequest): Promise<SandboxReply> {
      try {
        return await answer(request, context, cache);
      } catch (error) {
        if (error instanceof ContentfulError) return errorReply(error);
        throw error;
      }
    },
  };
}

async function answer(request: SandboxRequest, context: SandboxContext, cache: Lru<Buffer>) {
  const [, , assetId, token, fileName] = request.url.pathname.split('/').map(decodeURIComponent);
  const asset = assetId ? context.content.get(assetId) : undefined;
  const file = asset?.draft.fields.file?.['it-IT'] as
    {url: string; fileName: string; details: {image: {width: number; height: number}}} | undefined;
  if (!asset || asset.type !== 'Asset' || file?.url !== `${assetId}/${token}/${fileName}`)
    throw new ContentfulError(404, 'NotFound', 'The resource could not be found.');
  if (request.method !== 'GET' && request.method !== 'HEAD')
    throw bad('The Images API answers GET only');
  const transform = parseTransform(request.url.searchParams);
  const key = `${assetId}?${JSON.stringify(transform)}`;
  const body =
    cache.get(key) ?? cache.set(key, await render(assetId!, file.details.image, transform));
  return {
    status: 200,
    headers: {
      'content-type': `image/${FORMATS[transform.format]}`,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(body.byteLength),
    },
    body: request.method === 'HEAD' ? undefined : body,
  };
}
