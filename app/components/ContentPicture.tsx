import {useShell} from '~/hooks/use-shell';
import {contentImageSources} from '~/lib/images';
import type {ContentImage} from '~/lib/content/content-types';

/** A rendered size in CSS px: the 2x source doubles it. */
interface Slot {
  width: number;
  /** The slot's height: the picture is cropped to width × height. Without one, its own ratio. */
  height?: number;
}

interface ContentPictureProps extends Slot {
  image: ContentImage | null;
  /** A smaller slot below the tablet breakpoint (767px and less), so phones load less. */
  mobile?: Slot;
  /** The page's largest early image (its LCP): eager and high priority; all others lazy. */
  priority?: boolean;
  /** Alt text when the image is more than decoration; the asset's description by default. */
  alt?: string;
  className?: string;
}

/**
 * WebP where the browser takes it (all current ones), JPEG otherwise. AVIF is smaller still, but
 * costs the image API much more to make on a first request, which a page's LCP would wait for.
 */
const FORMATS = ['webp'] as const;
const MOBILE = '(max-width: 767px)';

/**
 * An editorial image from the content service's image API (docs/product.md#images): WebP at 1x
 * and 2x, or one JPEG; the box is sized before
 * it loads (CLS 0); no image shows images/no-image.jpg.
 */
export function ContentPicture({
  image,
  width,
  height,
  mobile,
  priority = false,
  alt,
  className,
}: ContentPictureProps) {
  const {assetsBaseUrl} = useShell();
  const boxHeight =
    height ?? (image ? Math.round((width * image.height) / image.width) : Math.round(width * 0.75));
  const srcSet = (slot: Slot, format: (typeof FORMATS)[number]) =>
    contentImageSources(image?.url, {...slot, format, assetsBaseUrl}).srcSet;
  const fallback = contentImageSources(image?.url, {width, height, format: 'jpg', assetsBaseUrl});
  const img = (
    <img
      className={className}
      src={fallback.src}
      // In a picture the JPEG is only for a browser without WebP: one size is enough.
      srcSet={image ? undefined : fallback.imgSrcSet}
      width={width}
      height={boxHeight}
      alt={alt ?? image?.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      // The browser's own decoding for the page's first image, not one forced to hold the paint.
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!image) return img;
  return (
    <picture>
      {mobile
        ? FORMATS.map((format) => (
            <source
              key={`m-${format}`}
              media={MOBILE}
              type={`image/${format}`}
              srcSet={srcSet(mobile, format)}
            />
          ))
        : null}
      {FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet({width, height}, format)} />
      ))}
      {img}
    </picture>
  );
}
