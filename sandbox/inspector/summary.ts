/** What the sandbox holds, counted: shown by the inspector and served to tests as JSON. */
import type {SandboxContext} from '../context';

export interface Summary {
  products: number;
  variants: number;
  outOfStockVariants: number;
  soldOutProducts: number;
  productsWithoutImages: number;
  images: number;
  collections: number;
  menus: number;
  translations: Record<string, number>;
  customers: number;
  emails: number;
  requests: Record<string, number>;
}

export function summarize({catalog, db, requests, customers, outbox}: SandboxContext): Summary {
  const variants = [...catalog.variantById.values()];
  const translations = db
    .prepare('SELECT locale, COUNT(*) FROM translations GROUP BY locale ORDER BY locale')
    .raw(true)
    .all() as Array<[string, number]>;
  return {
    products: catalog.products.length,
    variants: variants.length,
    outOfStockVariants: variants.filter((v) => v.quantity === 0).length,
    soldOutProducts: catalog.products.filter((p) => p.variants.every((v) => v.quantity === 0))
      .length,
    productsWithoutImages: catalog.products.filter((p) => p.images.length === 0).length,
    images: catalog.imageByName.size,
    collections: catalog.collections.length,
    menus: catalog.menuByHandle.size,
    translations: Object.fromEntries(translations),
    customers: customers.count(),
    emails: outbox.count(),
    requests: requests.countsByService(),
  };
}
