/**
 * Image URLs (docs/product.md#images): two source kinds, 1x and 2x densities, and the
 * `images/no-image.jpg` fallback.
 */

export type ImageSourceKind = 'commerce' | 'content';

export interface ImageTransform {
  width?: number;
  density?: 1 | 2;
  /** Content-service transformations; the commerce platform accepts none of these. */
  quality?: number;
  format?: 'webp' | 'avif' | 'jpg' | 'png';
  colorize?: string;
}

const NO_IMAGE_PATH = 'images/no-image.jpg';
const COMMERCE_PLATFORM = 'Shopify';

/** Commerce-platform (Shopify CDN) URL: only width and density; anything else is an error. */
export function commerceImageUrl(src: string, transform: ImageTransform = {}): string {
  const {width, density = 1, ...rest} = transform;
  const forbidden = Object.entries(rest).filter(([, value]) => value !== undefined);
  if (forbidden.length) throw new Error(`Invalid ${COMMERCE_PLATFORM} transformations`);
  if (!width) return src;
  // String work rather than URL parsing: a page builds dozens of these per render.
  const value = Math.round(width * density);
  if (WIDTH_PARAM.test(src)) return src.replace(WIDTH_PARAM, `$1width=${value}`);
  return `${src}${src.includes('?') ? '&' : '?'}width=${value}`;
}

const WIDTH_PARAM = /([?&])width=[^&#]*/;

/** Content-service URL (Contentful style `w`, `fm`, `q`). */
export function contentImageUrl(src: string, transform: ImageTransform = {}): string {
  const url = new URL(src);
  const {width, density = 1, quality, format} = transform;
  if (width) url.searchParams.set('w', String(Math.round(width * density)));
  if (format) url.searchParams.set('fm', format);
  if (quality) url.searchParams.set('q', String(quality));
  return url.toString();
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/** `src` at 1x and a `srcSet` with 1x and 2x; a missing source falls back to no-image. */
export function imageSources(
  src: string | null | undefined,
  width: number,
  {kind = 'commerce', assetsBaseUrl = '/'}: {kind?: ImageSourceKind; assetsBaseUrl?: string} = {},
): ImageSources {
  if (!src) return {src: `${assetsBaseUrl}${NO_IMAGE_PATH}`};
  const build = kind === 'commerce' ? commerceImageUrl : contentImageUrl;
  const oneX = build(src, {width, density: 1});
  const twoX = build(src, {width, density: 2});
  return {src: oneX, srcSet: `${oneX} 1x, ${twoX} 2x`};
}
