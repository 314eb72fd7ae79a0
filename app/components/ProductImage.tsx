import {imageSources} from '~/lib/images';
import {useShell} from '~/hooks/use-shell';

export interface ImageData {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

interface ProductImageProps {
  image: ImageData | null | undefined;
  /** Rendered CSS width in px; the 2x source doubles it. */
  width: number;
  /** A narrower rendered width below the tablet breakpoint (767px and less). */
  mobileWidth?: number;
  alt: string;
  /** An image the page opens with (its main one, a listing's first row): eager, high priority. */
  priority?: boolean;
  /** Likely in the first screen too (a listing's second row on a phone): eager, usual priority. */
  eager?: boolean;
  className?: string;
}

const ASPECT = {width: 4, height: 5};

/** A product image at 1x and 2x density with the no-image fallback; its box never shifts. */
export function ProductImage({
  image,
  width,
  mobileWidth,
  alt,
  priority = false,
  eager = priority,
  className,
}: ProductImageProps) {
  const {assetsBaseUrl} = useShell();
  const {src, imgSrcSet} = imageSources(image?.url, width, {assetsBaseUrl});
  const height = Math.round((width * ASPECT.height) / ASPECT.width);
  const mobile = mobileWidth && image?.url ? imageSources(image.url, mobileWidth) : null;
  const img = (
    <img
      className={className}
      src={src}
      srcSet={imgSrcSet}
      width={width}
      height={height}
      alt={alt === '' ? '' : image?.altText || alt}
      // Lazy images need no other hint, nor eager ones a forced decoding: fewer attributes are a
      // cheaper server render (listings).
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!mobile) return img;
  return (
    <picture>
      <source media="(max-width: 767px)" srcSet={mobile.srcSet} />
      {img}
    </picture>
  );
}
