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
}

export function* generateProducts(count: number, seed = 2025): Generator<SeedProduct> {
  const handles = new Set<string>();
  for (let i = 0; i < count; i++) {
    const rng = mulberry32(seed * 1_000_003 + i);
    yield generateProduct(rng, i, handles);
  }
}

function generateProduct(rng: Rng, index: number, handles: Set<string>): SeedProduct {
  const category = weighted(
    rng,
    CATEGORIES,
    CATEGORIES.map((c) => c.share),
  );
  const kind = pick(rng, category.kinds);
  const gender = pick(rng, category.genders);
  const colour = weighted(rng, COLOURS, COLOUR_WEIGHTS);
  const model = pick(rng, MODELS);
  const vendor = pick(rng, BRANDS);
  const id = ID_BASE.product + index;
  const title = mapTri((lang) => `${kind.word[lang]} ${model} ${colour.name[lang]}`);
  const descriptionHtml = describe(rng, category, title, vendor, colour);
  const created = SEED_NOW - int(rng, 0, 720) * DAY - int(rng, 0, 86_399) * 1000;
  const updated = Math.min(SEED_NOW, created + int(rng, 0, 60) * DAY);
  const handle = uniqueHandle(handles, slug(`${kind.handleWord}-${model}-${colour.name.it}`));
  const images = makeImages(rng, index, handle, kind, colour);
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
    popularity: Math.floor(rng() ** 2 * 10_000),
    createdAt: isoSeconds(created),
    updatedAt: isoSeconds(updated),
    optionId: ID_BASE.option + index,
    images,
    ...makeVariants(rng, index, category, kind, gender, images[0]?.id ?? null),
  };
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
  category: Category,
  kind: Kind,
  gender: Gender,
  imageId: number | null,
) {
  const sizes = sizesFor(rng, category, gender);
  const {priceCents, compareAtCents} = pricing(rng, kind, gender);
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
  return {variants, optionValueIds};
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

function pricing(rng: Rng, kind: Kind, gender: Gender) {
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
