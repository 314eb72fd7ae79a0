/**
 * Image URLs (docs/product.md#images): two source kinds, 1x and 2x densities, and the
 * `images/no-image.jpg` fallback.
 */

export interface ImageTransform {
  width?: number;
  density?: 1 | 2;
  /** Content service only: a height, with `fit` saying how the picture fills width × height. */
  height?: number;
  fit?: 'fill' | 'pad' | 'scale' | 'crop' | 'thumb';
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

/** The Images API's largest width or height. */
const CONTENT_MAX_SIDE = 4000;

/** Content-service URL (Contentful Images API: `w`, `h`, `fit`, `fm`, `q`). */
export function contentImageUrl(src: string, transform: ImageTransform = {}): string {
  const url = new URL(src);
  const {width, height, fit, density = 1, quality, format} = transform;
  const side = (value: number) => String(Math.min(CONTENT_MAX_SIDE, Math.round(value * density)));
  if (width) url.searchParams.set('w', side(width));
  if (height) url.searchParams.set('h', side(height));
  if (fit) url.searchParams.set('fit', fit);
  if (format) url.searchParams.set('fm', format);
  if (quality) url.searchParams.set('q', String(quality));
  return url.toString();
}

/** The delivery default quality of content images (docs/product.md#images). */
const CONTENT_IMAGE_QUALITY = 75;

/**
 * A content image at 1x and 2x in one format (`fm`), at the default quality; with a height the
 * picture is cropped to that box (`fit=fill`), so every slot keeps its aspect ratio.
 */
export function contentImageSources(
  src: string | null | undefined,
  {
    width,
    height,
    format,
    assetsBaseUrl = '/',
  }: {width: number; height?: number; format?: ImageTransform['format']; assetsBaseUrl?: string},
): ImageSources {
  if (!src) return {src: `${assetsBaseUrl}${NO_IMAGE_PATH}`};
  const at = (density: 1 | 2) =>
    contentImageUrl(src, {
      width,
      height,
      fit: height ? 'fill' : undefined,
      density,
      format,
      quality: CONTENT_IMAGE_QUALITY,
    });
  return densities(at(1), at(2));
}

export interface ImageSources {
  src: string;
  /** Both densities, for a `<source>`. */
  srcSet?: string;
  /** The 2x alone, for an `<img>`: its `src` is already the 1x candidate (HTML adds it). */
  imgSrcSet?: string;
}

const densities = (oneX: string, twoX: string): ImageSources => ({
  src: oneX,
  srcSet: `${oneX} 1x, ${twoX} 2x`,
  imgSrcSet: `${twoX} 2x`,
});

/** `src` at 1x and the 2x for a `srcSet`; a missing source falls back to no-image. */
export function imageSources(
  src: string | null | undefined,
  width: number,
  {assetsBaseUrl = '/'}: {assetsBaseUrl?: string} = {},
): ImageSources {
  if (!src) return {src: `${assetsBaseUrl}${NO_IMAGE_PATH}`};
  return densities(
    commerceImageUrl(src, {width, density: 1}),
    commerceImageUrl(src, {width, density: 2}),
  );
}
