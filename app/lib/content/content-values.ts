/** Small checks shared by the content mapping and the rich text check. */
import type {ContentImage} from './content-types';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-blank string, or null. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/**
 * An image asset on the configured image origin (asset URLs are `//host/…`; only their path is
 * kept, so a page never loads an image from anywhere else). No size, no image.
 */
export function contentImage(value: unknown, imagesOrigin: string): ContentImage | null {
  if (!isRecord(value) || !isRecord(value.sys) || value.sys.type !== 'Asset') return null;
  const fields = isRecord(value.fields) ? value.fields : {};
  const file = isRecord(fields.file) ? fields.file : null;
  const image =
    file && isRecord(file.details) && isRecord(file.details.image) ? file.details.image : null;
  const url = file && text(file.url);
  if (
    !url ||
    !image ||
    !(typeof file.contentType === 'string' && file.contentType.startsWith('image/'))
  )
    return null;
  const {width, height} = image;
  if (typeof width !== 'number' || typeof height !== 'number' || width <= 0 || height <= 0)
    return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'https://assets.invalid').pathname;
  } catch {
    return null;
  }
  return {
    url: `${imagesOrigin}${pathname}`,
    width,
    height,
    alt: text(fields.description) ?? text(fields.title) ?? '',
  };
}
