/**
 * Collections and menus, built from a light summary of the generated products.
 * Collection order inside each collection (its "manual" order) is best-selling first.
 */
import {
  CATEGORY_COLLECTION_COPY,
  GROUP_COLLECTION_COPY,
  MENU_LABELS,
  SPECIAL_COLLECTIONS,
  fill,
} from './copy';
import {mapTri, SEED_NOW} from './products';
import {SERVICE_LINKS} from './pages';
import {CATEGORIES, COLOURS, GENDERS, genderCategoryTitle, type Gender, type Tri} from './words';
import type {Shape} from '../images/shapes';
import {isoSeconds} from '../text';

const COLLECTION_ID_BASE = 450_000_000_000;
const COLLECTION_IMAGE_ID_BASE = 37_900_000_000_000;
const MENU_ID_BASE = 240_000_000_000;
const MENU_ITEM_ID_BASE = 580_000_000_000;

export interface ProductSummary {
  id: number;
  category: string;
  gender: Gender;
  popularity: number;
  createdAt: string;
  onSale: boolean;
  available: boolean;
  hasImages: boolean;
}

export interface SeedCollection {
  id: number;
  handle: string;
  title: Tri;
  descriptionHtml: Tri;
  productIds: number[];
  image: {id: number; name: string; shape: Shape; color: string};
}

const NEWEST = 48;
const FEATURED = 12;

export function buildCollections(products: readonly ProductSummary[]): SeedCollection[] {
  const bestFirst = [...products].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const ids = (keep: (p: ProductSummary) => boolean) => bestFirst.filter(keep).map((p) => p.id);
  const specs: Array<Omit<SeedCollection, 'id' | 'image'> & {shape: Shape}> = [];

  for (const category of CATEGORIES) {
    const lower = mapTri((lang) => category.plural[lang].toLowerCase());
    specs.push({
      handle: category.handle,
      title: category.plural,
      descriptionHtml: mapTri(
        (lang) => `<p>${fill(CATEGORY_COLLECTION_COPY[lang], {plural: lower[lang]})}</p>`,
      ),
      productIds: ids((p) => p.category === category.handle),
      shape: category.kinds[0]!.shape,
    });
  }
  for (const [gender, words] of Object.entries(GENDERS) as Array<
    [Gender, (typeof GENDERS)[Gender]]
  >) {
    specs.push({
      ...group(words.title),
      handle: words.handle,
      productIds: ids((p) => p.gender === gender),
      shape: words.shape,
    });
    for (const category of CATEGORIES.filter((c) => c.genders.includes(gender))) {
      specs.push({
        ...group(genderCategoryTitle(gender, category)),
        handle: `${words.handle}-${category.handle}`,
        productIds: ids((p) => p.gender === gender && p.category === category.handle),
        shape: category.kinds[0]!.shape,
      });
    }
  }
  const newest = [...products]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id)
    .slice(0, NEWEST);
  specs.push({...special('novita'), productIds: newest.map((p) => p.id), shape: 'sneaker'});
  specs.push({...special('saldi'), productIds: ids((p) => p.onSale), shape: 'bag'});
  specs.push({
    ...special('in-evidenza'),
    productIds: ids((p) => p.available && p.hasImages).slice(0, FEATURED),
    shape: 'boot',
  });

  return specs.map(({shape, ...spec}, index) => ({
    ...spec,
    id: COLLECTION_ID_BASE + index + 1,
    image: {
      id: COLLECTION_IMAGE_ID_BASE + index + 1,
      name: `collection-${spec.handle}`,
      shape,
      color: COLOURS[index % COLOURS.length]!.hex,
    },
  }));
}

function group(title: Tri) {
  return {
    title,
    descriptionHtml: mapTri(
      (lang) => `<p>${fill(GROUP_COLLECTION_COPY[lang], {title: title[lang]})}</p>`,
    ),
  };
}

function special(handle: keyof typeof SPECIAL_COLLECTIONS) {
  const copy = SPECIAL_COLLECTIONS[handle];
  return {
    handle,
    title: copy.title,
    descriptionHtml: mapTri((lang) => `<p>${copy.description[lang]}</p>`),
  };
}

export interface SeedMenuItem {
  id: number;
  title: Tri;
  type: 'COLLECTION' | 'COLLECTIONS' | 'CATALOG' | 'FRONTPAGE' | 'SEARCH' | 'PAGE' | 'SHOP_POLICY';
  /** Path on the shop's domain; made absolute when served, as Shopify does. */
  path: string;
  resourceId: string | null;
  items: SeedMenuItem[];
}

export interface SeedMenu {
  id: number;
  handle: string;
  title: string;
  items: SeedMenuItem[];
}

export function buildMenus(collections: readonly SeedCollection[]): SeedMenu[] {
  let nextItemId = MENU_ITEM_ID_BASE;
  const byHandle = new Map(collections.map((c) => [c.handle, c]));
  const link = (handle: string, items: SeedMenuItem[] = []): SeedMenuItem => {
    const collection = byHandle.get(handle)!;
    return {
      id: ++nextItemId,
      title: collection.title,
      type: 'COLLECTION',
      path: `/collections/${handle}`,
      resourceId: `gid://shopify/Collection/${collection.id}`,
      items,
    };
  };
  const page = (title: Tri, type: SeedMenuItem['type'], path: string): SeedMenuItem => ({
    id: ++nextItemId,
    title,
    type,
    path,
    resourceId: null,
    items: [],
  });

  const genderItems = (Object.keys(GENDERS) as Gender[]).map((gender) => {
    const handle = GENDERS[gender].handle;
    const categories = CATEGORIES.filter((c) => c.genders.includes(gender));
    return link(
      handle,
      categories.map((c) => link(`${handle}-${c.handle}`)),
    );
  });
  return [
    {
      id: MENU_ID_BASE + 1,
      handle: 'main-menu',
      title: 'Main menu',
      items: [...genderItems, link('novita'), link('saldi')],
    },
    {
      id: MENU_ID_BASE + 2,
      handle: 'footer',
      title: 'Footer',
      items: [
        page(MENU_LABELS.home, 'FRONTPAGE', '/'),
        link('novita'),
        link('saldi'),
        link('sneakers'),
        link('stivali'),
        link('borse'),
        // Only pages the storefront has today; search and the catalogue join with the search issue.
      ],
    },
    {
      id: MENU_ID_BASE + 3,
      handle: 'customer-service',
      title: 'Customer service',
      items: SERVICE_LINKS.map((link) => ({...link, id: ++nextItemId, items: []})),
    },
  ];
}

/** Time stamp of collections and the shop: the seed's fixed "now". */
export const COLLECTIONS_UPDATED_AT = isoSeconds(SEED_NOW);
