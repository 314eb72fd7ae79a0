/** Pieces several views share: images, metafields, plain-text descriptions. */
import type {ImageRecord, Localized} from '../../db/catalog';
import {imageUrl} from '../../images/service';
import {stripTags, truncate} from '../../text';
import type {ApiContext} from '../context';
import {gid} from '../ids';

/** The sandbox has no metafields; Shopify answers null for each identifier asked for. */
export const NO_METAFIELDS = {
  metafield: null,
  metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
};

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

const IMAGE_TYPES = {
  product: 'ProductImage',
  collection: 'CollectionImage',
  article: 'ArticleImage',
} as const;

export class ImageView {
  readonly __typename = 'Image';
  readonly #image: ImageRecord;
  readonly #alt: Localized;
  readonly thumbhash = null;

  constructor(image: ImageRecord, alt: Localized) {
    this.#image = image;
    this.#alt = alt;
  }

  get id() {
    return gid(IMAGE_TYPES[this.#image.owner], this.#image.id);
  }
  get width() {
    return this.#image.width;
  }
  get height() {
    return this.#image.height;
  }
  altText(_: unknown, ctx: ApiContext) {
    return this.#alt[ctx.locale];
  }
  url({transform}: {transform?: ImageTransform | null}, ctx: ApiContext) {
    return transformedUrl(imageUrl(ctx.publicUrl, this.#image), transform ?? {});
  }
  src(_: unknown, ctx: ApiContext) {
    return imageUrl(ctx.publicUrl, this.#image);
  }
  originalSrc(_: unknown, ctx: ApiContext) {
    return imageUrl(ctx.publicUrl, this.#image);
  }
  transformedSrc(args: ImageTransform, ctx: ApiContext) {
    return transformedUrl(imageUrl(ctx.publicUrl, this.#image), args);
  }
}

/** Shopify CDN parameters: `&width=…&height=…&crop=…&format=…`, sizes multiplied by `scale`. */
function transformedUrl(
  base: string,
  {maxWidth, maxHeight, crop, scale, preferredContentType}: ImageTransform,
): string {
  const factor = scale ?? 1;
  const params = [
    maxWidth ? `width=${maxWidth * factor}` : '',
    maxHeight ? `height=${maxHeight * factor}` : '',
    crop ? `crop=${crop.toLowerCase()}` : '',
    preferredContentType ? `format=${preferredContentType.toLowerCase()}` : '',
  ].filter(Boolean);
  return params.length ? `${base}&${params.join('&')}` : base;
}

/** `description(truncateAt:)`: the HTML description as plain text. */
export function plainText(html: string, truncateAt: number | null | undefined): string {
  const text = stripTags(html);
  return truncateAt ? truncate(text, truncateAt) : text;
}
