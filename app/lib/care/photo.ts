/**
 * The care form's optional photo (docs/product.md#customer-care): JPEG, PNG or WebP up to 5 MB,
 * its type read from its first bytes, never from the name or the type the browser declares.
 * HEIC is not taken: browsers cannot show it, and iPhones convert a photo to JPEG for a file
 * input that does not accept HEIC.
 */
import type {CarePhoto} from './care-types';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The bytes `imageTypeOf` needs. */
export const PHOTO_SNIFF_BYTES = 12;

const EXTENSIONS: Record<CarePhoto['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes start with, or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): CarePhoto['contentType'] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (PNG.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * The name the helpdesk files the photo under: the shopper's, reduced to safe characters, with
 * the extension of what it really is.
 */
export function photoFileName(original: string, type: CarePhoto['contentType']): string {
  const base = original
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'foto'}.${EXTENSIONS[type]}`;
}
