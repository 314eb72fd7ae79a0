/**
 * The shop's editorial content as pages render it (docs/product.md#editorial-content): what
 * content-mapping.ts keeps of the content service's entries once each is validated.
 */
import type {Document} from '@contentful/rich-text-types';
import type {ProductSummary} from '../commerce/catalogue-types';

/** A content image with its intrinsic size, so the page reserves its room (CLS 0). */
export interface ContentImage {
  /** Absolute URL on the content service's image API, without transformations. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Rich text, checked: known node types only, links http(s) or paths, embedded assets as images. */
export type RichText = Document;

interface ContentLink {
  label: string;
  /** A market-less path ("/donna"); the page prefixes the market. */
  path: string;
}

export interface HeroSection {
  type: 'hero';
  id: string;
  title: string;
  subtitle: string | null;
  image: ContentImage | null;
  cta: ContentLink | null;
  secondaryCta: ContentLink | null;
}

export interface BannerSection {
  type: 'banner';
  id: string;
  title: string;
  text: string | null;
  image: ContentImage | null;
  path: string | null;
  theme: 'light' | 'dark';
}

export interface ProductCarouselSection {
  type: 'productCarousel';
  id: string;
  title: string;
  source: {collectionHandle: string} | {searchQuery: string};
  limit: number;
}

/** A carousel as the page shows it: its products, not where the editors said to find them. */
export type ShownCarousel = Omit<ProductCarouselSection, 'source' | 'limit'> & {
  products: ProductSummary[];
};

export interface EditorialBlockSection {
  type: 'editorialBlock';
  id: string;
  title: string;
  body: RichText | null;
  image: ContentImage | null;
  imagePosition: 'left' | 'right';
}

export interface StoriesStripSection {
  type: 'storiesStrip';
  id: string;
  title: string;
  /** The editors' picks; empty means the latest stories. */
  stories: StorySummary[];
}

interface InstagramFeedSection {
  type: 'instagramFeed';
  id: string;
  title: string;
  limit: number;
}

export type ContentSection =
  | HeroSection
  | BannerSection
  | ProductCarouselSection
  | EditorialBlockSection
  | StoriesStripSection
  | InstagramFeedSection;

export interface ContentPage {
  slug: string;
  title: string;
  seoDescription: string | null;
  sections: ContentSection[];
}

export interface StorySummary {
  slug: string;
  title: string;
  excerpt: string | null;
  heroImage: ContentImage | null;
  publishedAt: string | null;
}

export interface Story extends StorySummary {
  body: RichText | null;
  /** Shopify product handles, in the editors' order. */
  products: string[];
}

export interface ArticleSummary extends StorySummary {
  author: string | null;
  tags: string[];
}

export interface Article extends ArticleSummary {
  body: RichText | null;
}

/** One page of a list; `next` is the cursor of the following page, when there is one. */
export interface ContentList<T> {
  items: T[];
  page: number;
  pageCount: number;
}
