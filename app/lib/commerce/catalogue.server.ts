/**
 * The catalogue module: products, collections, the home's rails, the menus, the shop's pages
 * and policies, and its stores (Locations) of one market, the only door to the Storefront API's
 * catalogue. Answers come back as the shop's types (catalogue-types.ts, stores/store-types.ts);
 * an unreachable platform throws StorefrontError; what does not exist is null.
 */
import type {Market} from '../markets';
import type {
  CollectionInfo,
  CollectionsPage,
  SitemapResource,
  ContentPage,
  HomeCatalogue,
  ProductPageData,
  ProductSummary,
} from './catalogue-types';
import {
  COLLECTION_PRODUCTS_QUERY,
  COLLECTION_QUERY,
  HOME_QUERY,
  MENUS_QUERY,
  PRODUCT_QUERY,
  PRODUCTS_BY_IDS_QUERY,
} from './catalogue-documents';
import {cardFromStorefront, productCards} from './product-cards';
import {PAGE_QUERY, POLICY_QUERY} from './page-documents';
import {answeredPolicy, policyPage, policyVariables, shopPage} from './content-page';
import {toMenuLinks, type MenuLink} from './menu';
import {colourSwatches} from './colour-swatches';
import {
  COLLECTIONS_QUERY,
  SITEMAP_INDEX_QUERY,
  SITEMAP_PAGE_QUERY,
  SITEMAP_POLICIES_QUERY,
  URL_REDIRECT_QUERY,
} from './online-store-documents';
import {cursorPageVariables, type OrdersCursor} from '../customer/orders';
import type {GeoPoint, StoreLocation, StoreStock} from '../stores/store-types';
import {STORE_AVAILABILITY_QUERY, STORE_LOCATIONS_QUERY} from './store-documents';
import {toStoreLocation} from './store-locations';
import type {StorefrontApi} from './storefront.server';

/** Collections a page of `/{market}/collections` shows. */
const COLLECTIONS_PAGE_SIZE = 24;

/** One row of related products; the query asks one more in case the product itself is in it. */
const RELATED_COUNT = 4;
/** Stores in one answer: the Storefront API's largest page. */
const STORES_PAGE_SIZE = 250;
/** A description shown as the page's meta description is cut to this many characters. */
const META_DESCRIPTION_LENGTH = 160;

export function createCatalogue(
  commerce: StorefrontApi,
  {market, storeOrigin}: {market: Market; storeOrigin: string},
) {
  return {
    async product(handle: string): Promise<ProductPageData | null> {
      const {product} = await commerce.query(PRODUCT_QUERY, {variables: {handle}});
      if (!product) return null;
      // The page gets what it renders; the rest stays out of the document's data.
      const {collections, description, seo, colourVariants, ...shown} = product;
      const collection = collections.nodes[0] ?? null;
      return {
        product: {...shown, colours: colourSwatches(product.handle, colourVariants)},
        seo: {
          title: seo.title || `${product.vendor} ${product.title}`,
          description: seo.description || description.slice(0, META_DESCRIPTION_LENGTH),
        },
        collection: collection && {handle: collection.handle, title: collection.title},
        related: (collection?.products.nodes ?? [])
          .filter((item) => item.id !== product.id)
          .slice(0, RELATED_COUNT)
          .map(cardFromStorefront),
      };
    },

    /** Cards of the products with these ids, in their order; an id of no product is left out. */
    async products(ids: readonly string[]): Promise<ProductSummary[]> {
      if (!ids.length) return [];
      const {nodes} = await commerce.query(PRODUCTS_BY_IDS_QUERY, {variables: {ids: [...ids]}});
      return productCards(nodes);
    },

    /** A collection's words; its products come from search (search/listing.server.ts). */
    async collection(handle: string): Promise<CollectionInfo | null> {
      const {collection} = await commerce.query(COLLECTION_QUERY, {
        variables: {handle},
        // Titles and descriptions change rarely.
        cache: commerce.CacheLong(),
      });
      return collection ?? null;
    },

    /** A collection's first `first` products as cards; none when there is no such collection. */
    async collectionProducts(handle: string, first: number): Promise<ProductSummary[]> {
      const {collection} = await commerce.query(COLLECTION_PRODUCTS_QUERY, {
        variables: {handle, first},
        cache: commerce.CacheShort(),
      });
      return (collection?.products.nodes ?? []).map(cardFromStorefront);
    },

    /** The home's collection tiles and product rails (a collection missing is left out). */
    async home(): Promise<HomeCatalogue> {
      const result = await commerce.query(HOME_QUERY, {cache: commerce.CacheShort()});
      return {
        collections: [result.donna, result.uomo, result.bambino, result.saldi].filter(
          (item): item is NonNullable<typeof item> => Boolean(item),
        ),
        featured: (result.featured?.products.nodes ?? []).map(cardFromStorefront),
        newArrivals: (result.newArrivals?.products.nodes ?? []).map(cardFromStorefront),
      };
    },

    /** The header's and the footer's menus, their links as this market's paths. */
    async menus(): Promise<{main: MenuLink[]; footer: MenuLink[]; service: MenuLink[]}> {
      const result = await commerce.query(MENUS_QUERY, {
        variables: {mainMenu: 'main-menu', footerMenu: 'footer', serviceMenu: 'customer-service'},
        cache: commerce.CacheLong(),
      });
      const shopOrigins = [storeOrigin, result.shop.primaryDomain.url.replace(/\/$/, '')];
      return {
        main: toMenuLinks(result.mainMenu?.items, market, shopOrigins),
        footer: toMenuLinks(result.footerMenu?.items, market, shopOrigins),
        service: toMenuLinks(result.serviceMenu?.items, market, shopOrigins),
      };
    },

    /** A shop policy by Shopify's handle (`refund-policy`…); null when unknown or unwritten. */
    async policy(handle: string): Promise<ContentPage | null> {
      const variables = policyVariables(handle);
      if (!variables) return null;
      const {shop} = await commerce.query(POLICY_QUERY, {variables, cache: commerce.CacheLong()});
      const policy = answeredPolicy(shop);
      return policy && policyPage(policy);
    },

    /** Every collection, by title, a page at a time (page type `list-collections`). */
    async collections(cursor: OrdersCursor | null): Promise<CollectionsPage> {
      const {collections} = await commerce.query(COLLECTIONS_QUERY, {
        variables: cursorPageVariables(cursor, COLLECTIONS_PAGE_SIZE),
        cache: commerce.CacheLong(),
      });
      return {collections: collections.nodes, pageInfo: collections.pageInfo};
    },

    /** How many sitemap pages each kind of resource fills. */
    async sitemapPageCounts(): Promise<Record<'products' | 'collections' | 'pages', number>> {
      const counts = await commerce.query(SITEMAP_INDEX_QUERY, {cache: commerce.CacheLong()});
      return {
        products: counts.products?.pagesCount?.count ?? 0,
        collections: counts.collections?.pagesCount?.count ?? 0,
        pages: counts.pages?.pagesCount?.count ?? 0,
      };
    },

    /** One sitemap page of products, collections or pages: handles and when they changed. */
    async sitemapPage(
      type: 'PRODUCT' | 'COLLECTION' | 'PAGE',
      page: number,
    ): Promise<SitemapResource[]> {
      const {sitemap} = await commerce.query(SITEMAP_PAGE_QUERY, {
        variables: {type, page},
        cache: commerce.CacheLong(),
      });
      return sitemap.resources?.items ?? [];
    },

    /** The handles of the policies the merchant has written. */
    async policyHandles(): Promise<string[]> {
      const {shop} = await commerce.query(SITEMAP_POLICIES_QUERY, {cache: commerce.CacheLong()});
      return Object.values(shop).flatMap((policy) =>
        policy && typeof policy === 'object' && 'handle' in policy ? [policy.handle] : [],
      );
    },

    /** Where the merchant redirected a gone path (Online Store › URL redirects), or null. */
    async redirectTarget(path: string): Promise<string | null> {
      const {urlRedirects} = await commerce.query(URL_REDIRECT_QUERY, {
        // The admin keeps paths without a trailing slash.
        variables: {query: `path:${path.replace(/\/+$/, '')}`},
        cache: commerce.CacheShort(),
      });
      return urlRedirects.nodes[0]?.target ?? null;
    },

    /** The shop's stores: its Locations that offer local pickup, by name (docs/product.md#stores). */
    async stores(): Promise<StoreLocation[]> {
      const {locations} = await commerce.query(STORE_LOCATIONS_QUERY, {
        variables: {first: STORES_PAGE_SIZE},
        cache: commerce.CacheLong(),
      });
      return locations.nodes.map(toStoreLocation);
    },

    /**
     * A size's stock in each store that carries it, nearest first from `near` (else by city);
     * null when there is no such size.
     */
    async storeAvailability(
      variantId: string,
      near: GeoPoint | null,
    ): Promise<StoreStock[] | null> {
      const {node} = await commerce.query(STORE_AVAILABILITY_QUERY, {
        variables: {variantId, near, first: STORES_PAGE_SIZE},
        cache: commerce.CacheShort(),
      });
      if (!node || !('storeAvailability' in node)) return null;
      return node.storeAvailability.nodes.map((item) => ({
        location: toStoreLocation(item.location),
        available: item.available,
        quantity: item.quantityAvailable,
      }));
    },

    /** A page of the shop (contact, payment methods…) by handle; null when there is none. */
    async page(handle: string): Promise<ContentPage | null> {
      const {page} = await commerce.query(PAGE_QUERY, {
        variables: {handle},
        cache: commerce.CacheLong(),
      });
      return page ? shopPage(page) : null;
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
