/**
 * The catalogue as the shop's pages use it. The catalogue module (catalogue.server.ts) returns
 * these, and search hits are mapped into the same card (product-cards.ts): a component never
 * knows which provider a product came from.
 */
interface Money {
  amount: string;
  currencyCode: string;
}

interface Image {
  url: string;
  altText?: string | null;
}

/**
 * A product in a grid or a rail, as its card shows it (ProductCard.tsx) and no more: prices are
 * in the market's currency (the platform and the search index answer in it).
 */
export interface ProductSummary {
  /** The wishlist heart's product. */
  id: string;
  handle: string;
  title: string;
  vendor: string;
  availableForSale: boolean;
  /** The picture's URL; the card leaves it unnamed, its link says the title. */
  image: string | null;
  /** The lowest price. */
  price: number;
  /** The price before the sale, only when there is one (higher than `price`). */
  compareAt?: number;
}

interface ProductVariant {
  id: string;
  sku?: string | null;
  availableForSale: boolean;
  quantityAvailable?: number | null;
  selectedOptions: Array<{name: string; value: string}>;
  price: Money;
  compareAtPrice?: Money | null;
}

/** Another colour of the same model (or this one), shown as a swatch linking to it. */
export interface ColourSwatch {
  handle: string;
  name: string;
  /** `#rrggbb`, checked: it goes into a style. */
  hex: string;
  current: boolean;
}

/** The product as its page renders it. */
export interface ShownProduct {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  /** The catalogue's category (docs/product.md#product-data). */
  productType: string;
  descriptionHtml: string;
  availableForSale: boolean;
  images: {nodes: Image[]};
  options: Array<{name: string; optionValues: Array<{name: string}>}>;
  variants: {nodes: ProductVariant[]};
  /** Every colour of the model, this one marked; empty for a model in one colour. */
  colours: ColourSwatch[];
}

export interface ProductPageData {
  product: ShownProduct;
  seo: {title: string; description: string};
  /** The product's first collection: its crumbs and its related products. */
  collection: {handle: string; title: string} | null;
  related: ProductSummary[];
}

export interface CollectionInfo {
  id: string;
  handle: string;
  title: string;
  description: string;
  seo: {title?: string | null; description?: string | null};
}

export interface CollectionTile {
  id: string;
  handle: string;
  title: string;
  image?: Image | null;
}

export interface HomeCatalogue {
  collections: CollectionTile[];
  featured: ProductSummary[];
  newArrivals: ProductSummary[];
}

/** A page of the shop's own words: a policy, or a page such as contact or payment methods. */
export interface ContentPage {
  title: string;
  /** The platform's sanitized HTML, rendered as it is. */
  bodyHtml: string;
  seo: {title: string; description: string};
}

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

/** A page of `/{market}/collections`. */
export interface CollectionsPage {
  collections: CollectionTile[];
  pageInfo: PageInfo;
}

/** A resource of a sitemap page: its handle and when it last changed. */
export interface SitemapResource {
  handle: string;
  updatedAt: string;
}
