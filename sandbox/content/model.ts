/**
 * The content model of the shop's Contentful space (docs/product.md#editorial-content: page,
 * hero, banner, productCarousel, editorialBlock, storiesStrip, instagramFeed, story, article;
 * docs/product.md#store-data: store) and its locales, in the shapes the Content Delivery API serves them (`/content_types`,
 * `/locales`).
 */

export const LOCALES = [
  {code: 'it-IT', name: 'Italian (Italy)', fallbackCode: null},
  {code: 'sl-SI', name: 'Slovenian (Slovenia)', fallbackCode: 'it-IT'},
  {code: 'hr-HR', name: 'Croatian (Croatia)', fallbackCode: 'it-IT'},
] as const;
export type LocaleCode = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: LocaleCode = 'it-IT';

export function isLocale(code: string): code is LocaleCode {
  return LOCALES.some((locale) => locale.code === code);
}

/** The locales a value for `code` is looked up in, in order (Contentful's fallback chain). */
export function fallbackChain(code: LocaleCode): LocaleCode[] {
  const chain: LocaleCode[] = [];
  for (let at: LocaleCode | null = code; at && !chain.includes(at);) {
    chain.push(at);
    at = LOCALES.find((locale) => locale.code === at)!.fallbackCode;
  }
  return chain;
}

type FieldType =
  | 'Symbol'
  | 'Text'
  | 'RichText'
  | 'Integer'
  | 'Number'
  | 'Date'
  | 'Boolean'
  | 'Link'
  | 'Array'
  | 'Object';

export interface FieldSpec {
  id: string;
  name: string;
  type: FieldType;
  localized: boolean;
  required: boolean;
  linkType?: 'Entry' | 'Asset';
  items?: {type: 'Symbol' | 'Link'; linkType?: 'Entry' | 'Asset'; validations: unknown[]};
  validations: unknown[];
}

export interface ContentTypeSpec {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: FieldSpec[];
}

type Options = Partial<Pick<FieldSpec, 'localized' | 'required' | 'linkType' | 'validations'>>;

const field = (id: string, name: string, type: FieldType, options: Options = {}): FieldSpec => ({
  id,
  name,
  type,
  localized: options.localized ?? false,
  required: options.required ?? false,
  validations: options.validations ?? [],
  ...(options.linkType && {linkType: options.linkType}),
});
const text = (id: string, name: string, required = true) =>
  field(id, name, 'Symbol', {localized: true, required});
const asset = (id: string, name: string, required = true) =>
  field(id, name, 'Link', {linkType: 'Asset', required});
const entries = (id: string, name: string, types: string[], localized = false): FieldSpec => ({
  ...field(id, name, 'Array', {localized}),
  items: {type: 'Link', linkType: 'Entry', validations: [{linkContentType: types}]},
});
const symbols = (id: string, name: string): FieldSpec => ({
  ...field(id, name, 'Array'),
  items: {type: 'Symbol', validations: []},
});
const oneOf = (id: string, name: string, values: string[], required = true) =>
  field(id, name, 'Symbol', {required, validations: [{in: values}]});
const richText = (id: string, name: string) =>
  field(id, name, 'RichText', {localized: true, required: true});
/** `channel` and `status` of every top-level entry: the shop filters on them (docs/product.md#content-service). */
const publishing = [
  oneOf('channel', 'Channel', ['site']),
  oneOf('status', 'Status', ['staging', 'production']),
];
const SECTIONS = [
  'hero',
  'banner',
  'productCarousel',
  'editorialBlock',
  'storiesStrip',
  'instagramFeed',
];

export const CONTENT_TYPES: readonly ContentTypeSpec[] = [
  {
    id: 'page',
    name: 'Page',
    description: 'A page composed of sections, each market ordering its own.',
    displayField: 'title',
    fields: [
      field('slug', 'Slug', 'Symbol', {required: true, validations: [{unique: true}]}),
      text('title', 'Title'),
      field('seoDescription', 'SEO description', 'Text', {localized: true}),
      entries('sections', 'Sections', SECTIONS, true),
      ...publishing,
    ],
  },
  {
    id: 'hero',
    name: 'Hero',
    description: 'The big picture at the top of a page.',
    displayField: 'title',
    fields: [
      text('title', 'Title'),
      text('subtitle', 'Subtitle', false),
      asset('image', 'Image'),
      text('ctaLabel', 'Button label'),
      field('ctaUrl', 'Button path (without market)', 'Symbol', {required: true}),
      text('secondaryCtaLabel', 'Second button label', false),
      field('secondaryCtaUrl', 'Second button path', 'Symbol'),
    ],
  },
  {
    id: 'banner',
    name: 'Promo banner',
    description: 'A promotion with a picture and a link.',
    displayField: 'title',
    fields: [
      text('title', 'Title'),
      field('text', 'Text', 'Text', {localized: true}),
      asset('image', 'Image'),
      field('url', 'Path (without market)', 'Symbol', {required: true}),
      oneOf('theme', 'Theme', ['light', 'dark']),
    ],
  },
  {
    id: 'productCarousel',
    name: 'Product carousel',
    description: 'Products of a collection, or of a search query.',
    displayField: 'title',
    fields: [
      text('title', 'Title'),
      field('collectionHandle', 'Collection handle', 'Symbol'),
      field('searchQuery', 'Search query', 'Symbol'),
      field('limit', 'How many products', 'Integer', {validations: [{range: {min: 1, max: 24}}]}),
    ],
  },
  {
    id: 'editorialBlock',
    name: 'Editorial block',
    description: 'Rich text beside an optional picture.',
    displayField: 'title',
    fields: [
      text('title', 'Title'),
      richText('body', 'Body'),
      asset('image', 'Image', false),
      oneOf('imagePosition', 'Image position', ['left', 'right'], false),
    ],
  },
  {
    id: 'storiesStrip',
    name: 'Stories strip',
    description: 'Chosen stories; none chosen shows the latest four.',
    displayField: 'title',
    fields: [text('title', 'Title'), entries('stories', 'Stories', ['story'])],
  },
  {
    id: 'instagramFeed',
    name: 'Instagram feed',
    description: 'The latest posts of the shop’s Instagram account.',
    displayField: 'title',
    fields: [
      text('title', 'Title'),
      field('limit', 'How many posts', 'Integer', {validations: [{range: {min: 1, max: 24}}]}),
    ],
  },
  {
    id: 'story',
    name: 'Product story',
    description: 'An editorial story featuring products of the catalogue.',
    displayField: 'title',
    fields: [
      field('slug', 'Slug', 'Symbol', {required: true, validations: [{unique: true}]}),
      text('title', 'Title'),
      field('excerpt', 'Excerpt', 'Text', {localized: true, required: true}),
      asset('heroImage', 'Hero image', false),
      richText('body', 'Body'),
      symbols('products', 'Product handles'),
      field('publishedAt', 'Published at', 'Date', {required: true}),
      ...publishing,
    ],
  },
  {
    id: 'article',
    name: 'Article',
    description: 'A journal article.',
    displayField: 'title',
    fields: [
      field('slug', 'Slug', 'Symbol', {required: true, validations: [{unique: true}]}),
      text('title', 'Title'),
      field('excerpt', 'Excerpt', 'Text', {localized: true, required: true}),
      asset('heroImage', 'Hero image'),
      richText('body', 'Body'),
      field('author', 'Author', 'Symbol', {required: true}),
      field('publishedAt', 'Published at', 'Date', {required: true}),
      symbols('tags', 'Tags'),
      ...publishing,
    ],
  },
  {
    id: 'store',
    name: 'Store',
    description: 'A Passo store: what the Shopify Location does not say (hours, services, photo).',
    displayField: 'name',
    fields: [
      field('locationId', 'Shopify Location id', 'Symbol', {
        required: true,
        validations: [{unique: true}, {regexp: {pattern: '^gid://shopify/Location/\\d+$'}}],
      }),
      field('handle', 'Handle (the page path)', 'Symbol', {
        required: true,
        validations: [{unique: true}],
      }),
      text('name', 'Name'),
      field('timeZone', 'Time zone (IANA)', 'Symbol', {required: true}),
      field('openingHours', 'Opening hours by weekday', 'Object', {required: true}),
      field('exceptions', 'Exceptions (holidays, special hours)', 'Object'),
      symbols('services', 'Services'),
      asset('photo', 'Photo', false),
      field('phone', 'Phone', 'Symbol'),
      field('email', 'E-mail', 'Symbol'),
      ...publishing,
    ],
  },
];

/** Fields of assets, for queries on `/assets` (`fields.title`, `fields.file.contentType`…). */
export const ASSET_FIELDS: readonly FieldSpec[] = [
  field('title', 'Title', 'Symbol', {localized: true}),
  field('description', 'Description', 'Text', {localized: true}),
  field('file', 'File', 'Object', {localized: true}),
];

export function contentTypeById(id: string): ContentTypeSpec | undefined {
  return CONTENT_TYPES.find((type) => type.id === id);
}

/** When the model was set up: fixed, like the rest of the seed. */
export const MODEL_CREATED_AT = '2025-06-02T09:00:00.000Z';
