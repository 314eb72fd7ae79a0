/**
 * The content service's entries, validated at the boundary into the shop's types
 * (content-types.ts). Entries arrive with their links already resolved by the `contentful`
 * client; anything that does not match its content type is reported to `skip` and left out, so
 * an editor's mistake hides one section instead of breaking a page. A missing optional field is
 * simply absent.
 */
import type {
  Article,
  ArticleSummary,
  ContentPage,
  ContentSection,
  Story,
  StorySummary,
} from './content-types';
import {checkedRichText} from './rich-text';
import {contentImage, isRecord, text} from './content-values';

/** Told why an entry was left out, once per entry and reason (content.server.ts logs it). */
export type SkipReporter = (entryId: string, reason: string) => void;

type Fields = Record<string, unknown>;

interface ResolvedEntry {
  id: string;
  contentType: string;
  fields: Fields;
}

/** A link field left unresolved (`{sys: {type: 'Link'}}`) is no entry and no asset. */
export function entryOf(value: unknown): ResolvedEntry | null {
  if (!isRecord(value) || !isRecord(value.sys) || !isRecord(value.fields)) return null;
  const {sys} = value;
  if (sys.type !== 'Entry' || typeof sys.id !== 'string') return null;
  const contentType =
    isRecord(sys.contentType) && isRecord(sys.contentType.sys) ? sys.contentType.sys.id : null;
  if (typeof contentType !== 'string') return null;
  return {id: sys.id, contentType, fields: value.fields};
}

/** A market-less path of this shop ("/donna"): never a scheme, never `//host`. */
export function shopPath(value: unknown): string | null {
  const path = text(value);
  return path && /^\/(?!\/)[^\s\\]*$/.test(path) ? path : null;
}

const positiveInteger = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? Math.min(value, max)
    : fallback;

const date = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

const symbols = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => Boolean(text(item))) : [];

export interface MapOptions {
  imagesOrigin: string;
  skip: SkipReporter;
}

function link(label: unknown, path: unknown) {
  const shownLabel = text(label);
  const shownPath = shopPath(path);
  return shownLabel && shownPath ? {label: shownLabel, path: shownPath} : null;
}

/** One home section; null (reported) when the entry is no section or misses a required field. */
function section(value: unknown, options: MapOptions): ContentSection | null {
  const entry = entryOf(value);
  if (!entry) return null;
  const {id, fields} = entry;
  const title = text(fields.title);
  const image = contentImage(fields.image, options.imagesOrigin);
  const missing = (field: string) => {
    options.skip(id, `${entry.contentType} without ${field}`);
    return null;
  };
  if (!title) return missing('title');
  switch (entry.contentType) {
    case 'hero':
      return {
        type: 'hero',
        id,
        title,
        subtitle: text(fields.subtitle),
        image,
        cta: link(fields.ctaLabel, fields.ctaUrl),
        secondaryCta: link(fields.secondaryCtaLabel, fields.secondaryCtaUrl),
      };
    case 'banner':
      return {
        type: 'banner',
        id,
        title,
        text: text(fields.text),
        image,
        path: shopPath(fields.url),
        theme: fields.theme === 'dark' ? 'dark' : 'light',
      };
    case 'productCarousel': {
      const collectionHandle = text(fields.collectionHandle);
      const searchQuery = text(fields.searchQuery);
      if (!collectionHandle && !searchQuery) return missing('collectionHandle or searchQuery');
      return {
        type: 'productCarousel',
        id,
        title,
        source: collectionHandle ? {collectionHandle} : {searchQuery: searchQuery!},
        limit: positiveInteger(fields.limit, 12, 24),
      };
    }
    case 'editorialBlock':
      return {
        type: 'editorialBlock',
        id,
        title,
        body: checkedRichText(fields.body, options.imagesOrigin),
        image,
        imagePosition: fields.imagePosition === 'right' ? 'right' : 'left',
      };
    case 'storiesStrip':
      return {
        type: 'storiesStrip',
        id,
        title,
        stories: (Array.isArray(fields.stories) ? fields.stories : [])
          .map((story) => storySummary(story, options))
          .filter((story): story is StorySummary => story !== null),
      };
    case 'instagramFeed':
      return {type: 'instagramFeed', id, title, limit: positiveInteger(fields.limit, 8, 24)};
    default:
      options.skip(id, `unknown section type ${entry.contentType}`);
      return null;
  }
}

/** The `page` entry: its sections in the editors' order, the broken ones left out. */
export function toContentPage(value: unknown, options: MapOptions): ContentPage | null {
  const entry = entryOf(value);
  if (!entry || entry.contentType !== 'page') return null;
  const slug = text(entry.fields.slug);
  const title = text(entry.fields.title);
  if (!slug || !title) {
    options.skip(entry.id, 'page without slug or title');
    return null;
  }
  const sections = Array.isArray(entry.fields.sections) ? entry.fields.sections : [];
  return {
    slug,
    title,
    seoDescription: text(entry.fields.seoDescription),
    sections: sections
      .map((item) => section(item, options))
      .filter((item): item is ContentSection => item !== null),
  };
}

function summaryFields(entry: ResolvedEntry, options: MapOptions): StorySummary | null {
  const slug = text(entry.fields.slug);
  const title = text(entry.fields.title);
  if (!slug || !/^[a-z0-9][a-z0-9-]*$/.test(slug) || !title) {
    options.skip(entry.id, `${entry.contentType} without a valid slug or title`);
    return null;
  }
  return {
    slug,
    title,
    excerpt: text(entry.fields.excerpt),
    heroImage: contentImage(entry.fields.heroImage, options.imagesOrigin),
    publishedAt: date(entry.fields.publishedAt),
  };
}

export function storySummary(value: unknown, options: MapOptions): StorySummary | null {
  const entry = entryOf(value);
  return entry?.contentType === 'story' ? summaryFields(entry, options) : null;
}

export function toStory(value: unknown, options: MapOptions): Story | null {
  const entry = entryOf(value);
  const summary = entry?.contentType === 'story' && summaryFields(entry, options);
  if (!entry || !summary) return null;
  return {
    ...summary,
    body: checkedRichText(entry.fields.body, options.imagesOrigin),
    products: symbols(entry.fields.products).filter((handle) =>
      /^[a-z0-9][a-z0-9-]*$/.test(handle),
    ),
  };
}

export function articleSummary(value: unknown, options: MapOptions): ArticleSummary | null {
  const entry = entryOf(value);
  const summary = entry?.contentType === 'article' && summaryFields(entry, options);
  if (!entry || !summary) return null;
  return {...summary, author: text(entry.fields.author), tags: symbols(entry.fields.tags)};
}

export function toArticle(value: unknown, options: MapOptions): Article | null {
  const summary = articleSummary(value, options);
  if (!summary) return null;
  return {...summary, body: checkedRichText(entryOf(value)!.fields.body, options.imagesOrigin)};
}
