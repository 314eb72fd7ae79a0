/**
 * A product card's data (ProductSummary), mapped here once per source: the Storefront API's card
 * fragment (rails, related products, the wishlist, and cards stored by an older release), a search
 * hit, and the product page's own product (recently viewed, a story's products). A card carries
 * what it renders and what its taps need, nothing else: listings, the home and product pages
 * carry many in their documents (docs/decisions/0028).
 */
import type {ProductCardFragment} from 'storefrontapi.generated';
import type {ProductHit} from '../search/hits';
import type {ProductSummary, ShownProduct} from './catalogue-types';

/** The compare-at price a card shows: only one above the price, that is a sale. */
const saleFrom = (price: number, compareAt: number | null | undefined) =>
  compareAt != null && compareAt > price ? {compareAt} : {};

/** The Storefront API's `ProductCard` fragment as a card (its picture unnamed: the link says it). */
export function cardFromStorefront(node: ProductCardFragment): ProductSummary {
  const price = Number(node.priceRange.minVariantPrice.amount);
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    vendor: node.vendor,
    availableForSale: node.availableForSale,
    image: node.featuredImage?.url ?? null,
    price,
    ...saleFrom(price, Number(node.compareAtPriceRange.maxVariantPrice.amount)),
  };
}

/** A search hit (one per variant) as a card: the price of the variant that matched. */
export function cardFromHit(hit: ProductHit): ProductSummary {
  return {
    id: `gid://shopify/Product/${hit.id}`,
    handle: hit.handle,
    title: hit.title,
    vendor: hit.vendor,
    availableForSale: hit.inventory_available !== false,
    image: hit.image ?? null,
    price: hit.price,
    ...saleFrom(hit.price, hit.compare_at_price),
  };
}

/** The product page's product as a card: its lowest price, its highest compare-at price. */
export function cardFromProduct(product: ShownProduct): ProductSummary {
  const variants = product.variants.nodes;
  const prices = variants.map((variant) => Number(variant.price.amount));
  const price = prices.length ? Math.min(...prices) : 0;
  const compareAt = Math.max(
    0,
    ...variants.map((item) => Number(item.compareAtPrice?.amount ?? 0)),
  );
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    availableForSale: product.availableForSale,
    image: product.images.nodes[0]?.url ?? null,
    price,
    ...saleFrom(price, compareAt),
  };
}

type Node = {__typename: string} | null | undefined;
type ProductNode = {__typename: 'Product'} & ProductCardFragment;

const isProduct = (node: Node): node is ProductNode => node?.__typename === 'Product';

/**
 * The products among the nodes the Storefront API answers (ids looked up, metafield references),
 * as cards, in the order given; anything else (null, another type) is left out.
 */
export const productCards = (nodes: readonly Node[]): ProductSummary[] =>
  nodes.filter(isProduct).map(cardFromStorefront);
