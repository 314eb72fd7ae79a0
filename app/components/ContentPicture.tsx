import {useShell} from '~/hooks/use-shell';
import {contentImageSources} from '~/lib/images';
import type {ContentImage} from '~/lib/content/content-types';

interface ContentPictureProps {
  image: ContentImage | null;
  /** Rendered CSS width in px; the 2x source doubles it. */
  width: number;
  /** The slot's height: the picture is cropped to width × height. Without one, its own ratio. */
  height?: number;
  /** The page's largest early image (its LCP): eager and high priority; all others lazy. */
  priority?: boolean;
  /** Alt text when the image is more than decoration; the asset's description by default. */
  alt?: string;
  className?: string;
}

/**
 * An editorial image from the content service's image API (docs/product.md#images): AVIF or
 * WebP where the browser takes them, JPEG otherwise, each at 1x and 2x; the box is sized before
 * it loads (CLS 0); no image shows images/no-image.jpg.
 */
export function ContentPicture({
  image,
  width,
  height,
  priority = false,
  alt,
  className,
}: ContentPictureProps) {
  const {assetsBaseUrl} = useShell();
  const boxHeight =
    height ?? (image ? Math.round((width * image.height) / image.width) : Math.round(width * 0.75));
  const sources = (format: 'avif' | 'webp' | 'jpg') =>
    contentImageSources(image?.url, {width, height, format, assetsBaseUrl});
  const fallback = sources('jpg');
  const img = (
    <img
      className={className}
      src={fallback.src}
      srcSet={fallback.srcSet}
      width={width}
      height={boxHeight}
      alt={alt ?? image?.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!image) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources('avif').srcSet} />
      <source type="image/webp" srcSet={sources('webp').srcSet} />
      {img}
    </picture>
  );
}
