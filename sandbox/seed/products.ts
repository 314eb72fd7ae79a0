/**
 * Generates the demo products, one at a time (so 50 000 products never sit in memory at once).
 * Product i draws from its own PRNG stream, so it is the same whatever the catalogue size:
 * a 60-product catalogue is the first 60 products of the 400-product one.
 */
import {chance, int, mulberry32, pick, sample, weighted, type Rng} from './prng';
import {
  CATEGORIES,
  COLOURS,
  COLOUR_WEIGHTS,
  GENDERS,
  SIZES,
  type Category,
  type Colour,
  type Gender,
  type Kind,
  type Tri,
} from './words';
import {BRANDS, MODELS} from './names';
import {DETAILS, INTROS, MATERIALS, MATERIALS_HEADING, fill} from './copy';
import type {Shape} from '../images/shapes';
import {isoSeconds, slug, stripTags, truncate} from '../text';

/** Shopify-looking numeric ids; each kind of object has its own range. */
const ID_BASE = {
  product: 8_140_000_000_000,
  variant: 46_100_000_000_000,
  option: 10_400_000_000_000,
  optionValue: 2_300_000_000_000,
  image: 36_900_000_000_000,
  metafield: 27_500_000_000_000,
};
const PER_PRODUCT = 16; // id slots per product for variants, option values and images

/** "Now" for the demo data: fixed, so dates do not depend on when the seed ran. */
export const SEED_NOW = Date.UTC(2025, 8, 1, 8, 0, 0);
const DAY = 86_400_000;

interface SeedImage {
  id: number;
  name: string;
  position: number;
  shape: Shape;
  color: string;
  angle: number;
}

interface SeedVariant {
  id: number;
  position: number;
  size: string;
  sku: string;
  priceCents: number;
  compareAtCents: number | null;
  weightGrams: number;
  quantity: number;
  imageId: number | null;
}

/**
 * A model (brand, kind, gender, name, sizes and price) that later products may repeat in other
 * colours, as a shop lists each colour of a shoe as a product of its own.
 */
interface ModelLine {
  /** The id of the model's first product; every colour of the model shares it. */
  id: number;
  category: Category;
  kind: Kind;
  gender: Gender;
  model: string;
  vendor: string;
  sizes: readonly string[];
  price: Pricing;
  colours: Colour[];
}

interface Pricing {
  priceCents: number;
  compareAtCents: number | null;
}

/** About a third of the products are another colour of the product before them. */
const OTHER_COLOUR_SHARE = 0.35;
const MAX_COLOURS_PER_MODEL = 4;

export interface SeedProduct {
  id: number;
  handle: string;
  title: Tri;
  descriptionHtml: Tri;
  seoTitle: Tri;
  seoDescription: Tri;
  vendor: string;
  productType: string;
  category: Category;
  gender: Gender;
  colour: Colour;
  /**
   * The tags as JSON lists, one per language: Shopify's tags are the Italian ones; each market's
   * search index carries its own language's (`COLOR:Bela` in Slovenian).
   */
  tags: Tri;
  popularity: number;
  createdAt: string;
  updatedAt: string;
  optionId: number;
  optionValueIds: number[];
  variants: SeedVariant[];
  images: SeedImage[];
  line: ModelLine;
}

export function* generateProducts(count: number, seed = 2025): Generator<SeedProduct> {
  const handles = new Set<string>();
  let line: ModelLine | null = null;
  for (let i = 0; i < count; i++) {
    const rng = mulberry32(seed * 1_000_003 + i);
    // A stream of its own decides, so a product that starts a model draws what it always drew.
    const otherColour =
      line !== null &&
      line.colours.length < MAX_COLOURS_PER_MODEL &&
      chance(mulberry32(seed * 999_983 + i + 0x5eed), OTHER_COLOUR_SHARE);
    const product = generateProduct(rng, i, handles, otherColour ? line : null);
    line = product.line;
    yield product;
  }
}

/** Metafield ids: a few slots per product (colour name, colour, other colours). */
export function metafieldId(productId: number, slot: number): number {
  return ID_BASE.metafield + (productId - ID_BASE.product) * PER_PRODUCT + slot;
}

function generateProduct(
  rng: Rng,
  index: number,
  handles: Set<string>,
  sameModel: ModelLine | null,
): SeedProduct {
  // Every product draws these, so the draws after them stay where they were.
  const drawnCategory = weighted(
    rng,
    CATEGORIES,
    CATEGORIES.map((c) => c.share),
  );
  const drawnKind = pick(rng, drawnCategory.kinds);
  const drawnGender = pick(rng, drawnCategory.genders);
  const drawnColour = weighted(rng, COLOURS, COLOUR_WEIGHTS);
  const drawnModel = pick(rng, MODELS);
  const drawnVendor = pick(rng, BRANDS);
  const id = ID_BASE.product + index;
  const category = sameModel?.category ?? drawnCategory;
  const kind = sameModel?.kind ?? drawnKind;
  const gender = sameModel?.gender ?? drawnGender;
  const model = sameModel?.model ?? drawnModel;
  const vendor = sameModel?.vendor ?? drawnVendor;
  const colour = sameModel ? newColour(sameModel.colours, drawnColour) : drawnColour;
  const title = mapTri((lang) => `${kind.word[lang]} ${model} ${colour.name[lang]}`);
  const descriptionHtml = describe(rng, category, title, vendor, colour);
  const created = SEED_NOW - int(rng, 0, 720) * DAY - int(rng, 0, 86_399) * 1000;
  const updated = Math.min(SEED_NOW, created + int(rng, 0, 60) * DAY);
  const handle = uniqueHandle(handles, slug(`${kind.handleWord}-${model}-${colour.name.it}`));
  const images = makeImages(rng, index, handle, kind, colour);
  const popularity = Math.floor(rng() ** 2 * 10_000);
  const {variants, optionValueIds, sizes, price} = makeVariants(
    rng,
    index,
    {category, kind, gender, sameModel},
    images[0]?.id ?? null,
  );
  const line: ModelLine = sameModel ?? {
    id,
    category,
    kind,
    gender,
    model,
    vendor,
    sizes,
    price,
    colours: [],
  };
  line.colours.push(colour);
  return {
    id,
    handle,
    title,
    descriptionHtml,
    seoTitle: mapTri((lang) => `${title[lang]} | ${vendor}`),
    seoDescription: mapTri((lang) => truncate(stripTags(descriptionHtml[lang]), 155)),
    vendor,
    productType: kind.word.it,
    category,
    gender,
    colour,
    tags: mapTri((lang) =>
      JSON.stringify([
        lang === 'it' ? category.tag : category.plural[lang],
        `COLOR:${colour.name[lang]}`,
        `GENDER:${lang === 'it' ? gender : GENDERS[gender].title[lang]}`,
      ]),
    ),
    popularity,
    createdAt: isoSeconds(created),
    updatedAt: isoSeconds(updated),
    optionId: ID_BASE.option + index,
    images,
    variants,
    optionValueIds,
    line,
  };
}

/** The drawn colour unless the model already comes in it; then the first colour it lacks. */
function newColour(taken: readonly Colour[], drawn: Colour): Colour {
  if (!taken.includes(drawn)) return drawn;
  return COLOURS.find((colour) => !taken.includes(colour)) ?? drawn;
}

function makeImages(rng: Rng, index: number, handle: string, kind: Kind, colour: Colour) {
  // About 2% of products have no picture, so the storefront's fallback gets exercised.
  const count = chance(rng, 0.02) ? 0 : int(rng, 2, 4);
  return Array.from({length: count}, (_, k): SeedImage => ({
    id: ID_BASE.image + index * PER_PRODUCT + k,
    name: `${handle}-${k + 1}`,
    position: k + 1,
    shape: kind.shape,
    color: colour.hex,
    angle: k,
  }));
}

function makeVariants(
  rng: Rng,
  index: number,
  {
    category,
    kind,
    gender,
    sameModel,
  }: {category: Category; kind: Kind; gender: Gender; sameModel: ModelLine | null},
  imageId: number | null,
) {
  // Another colour of a model keeps its size run and its price.
  const sizes = sameModel?.sizes ?? sizesFor(rng, category, gender);
  const price = sameModel?.price ?? pricing(rng, kind, gender);
  const {priceCents, compareAtCents} = price;
  const soldOut = chance(rng, 0.03);
  const variants = sizes.map((size, k): SeedVariant => ({
    id: ID_BASE.variant + index * PER_PRODUCT + k,
    position: k + 1,
    size,
    sku: `PS-${String(index + 1).padStart(6, '0')}-${size}`,
    priceCents,
    compareAtCents,
    weightGrams: kind.weightGrams,
    quantity: soldOut || chance(rng, 0.15) ? 0 : int(rng, 1, 25),
    imageId,
  }));
  const optionValueIds = sizes.map((_, k) => ID_BASE.optionValue + index * PER_PRODUCT + k);
  return {variants, optionValueIds, sizes, price};
}

function sizesFor(rng: Rng, category: Category, gender: Gender): string[] {
  if (category.sizing === 'bag') return [...SIZES.bag];
  const all: readonly string[] =
    category.sizing === 'apparel'
      ? gender === 'Bambino'
        ? SIZES.apparelKids
        : SIZES.apparel
      : SIZES[gender];
  // Not every model comes in every size.
  return all.slice(int(rng, 0, 1), all.length - int(rng, 0, 1));
}

function pricing(rng: Rng, kind: Kind, gender: Gender): Pricing {
  const factor = gender === 'Bambino' ? 0.6 : 1;
  const euros = int(rng, Math.ceil(kind.price[0] * factor), Math.floor(kind.price[1] * factor));
  const list = Math.max(1990, euros * 100 - (chance(rng, 0.5) ? 10 : 0));
  if (!chance(rng, 0.25)) return {priceCents: list, compareAtCents: null};
  const discount = pick(rng, [0.2, 0.3, 0.4, 0.5]);
  return {
    priceCents: Math.max(990, Math.round((list * (1 - discount)) / 100) * 100 - 10),
    compareAtCents: list,
  };
}

function describe(rng: Rng, category: Category, title: Tri, brand: string, colour: Colour): Tri {
  const intro = pick(rng, INTROS[category.sizing]);
  const materials = sample(rng, MATERIALS[category.sizing], 3);
  return mapTri((lang) => {
    const items = materials.map((material) => `<li>${material[lang]}</li>`).join('');
    return (
      `<p>${fill(intro[lang], {title: title[lang], brand})}</p>` +
      `<p>${fill(DETAILS[lang], {colour: colour.name[lang].toLowerCase()})}</p>` +
      `<p><strong>${MATERIALS_HEADING[lang]}</strong></p><ul>${items}</ul>`
    );
  });
}

export function mapTri(make: (lang: keyof Tri) => string): Tri {
  return {it: make('it'), sl: make('sl'), hr: make('hr')};
}

/** Adds "-2", "-3"… on a clash. The storefront appends "-p" itself, so no handle ends with "-p". */
function uniqueHandle(taken: Set<string>, base: string): string {
  let handle = base;
  for (let n = 2; taken.has(handle); n++) handle = `${base}-${n}`;
  taken.add(handle);
  return handle;
}
