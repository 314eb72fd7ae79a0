/**
 * The e-mail marketing provider's onsite events (docs/product.md#data-layer-pushes), with the
 * property names of its integration guides: `Viewed Product` and `Added to Cart`. Ids are the
 * platform's numeric ones, so events join the catalogue synced from it; money is in euros, as
 * numbers. Without all six fields of a product event nothing is built
 * (docs/product.md#validation). Pure.
 */
import {numericShopifyId} from '../commerce/shopify-ids';
import type {TrackingEvent} from './bus';
import {lineProduct, PRODUCT_ADDED_TO_CART, type CartLinePayload} from './cart-analytics';
import {isCompleteProduct, PRODUCT_VIEWED, type ProductViewedPayload} from './events';

type Properties = Record<string, unknown>;

const cents = (amount: string | number) => Math.round(Number(amount) * 100);
/** The product type is the catalogue's category: one, or none. */
const categories = (productType: string | null | undefined) => (productType ? [productType] : []);

/** `Viewed Product` for the product page's first product, or null when it is incomplete. */
export function viewedProductProperties(payload: ProductViewedPayload): Properties | null {
  const product = payload.products[0];
  if (!product || !isCompleteProduct(product)) return null;
  return {
    ProductName: product.title,
    ProductID: numericShopifyId(product.id),
    SKU: product.sku ?? '',
    Categories: categories(product.productType),
    ImageURL: product.imageUrl ?? '',
    URL: product.url,
    Brand: product.vendor,
    Price: cents(product.price) / 100,
    CompareAtPrice: product.compareAtPrice === null ? null : cents(product.compareAtPrice) / 100,
  };
}

/**
 * `Added to Cart` for a line added (`quantity` units of it), with every line of the cart as
 * `Items`. Each item's `RowTotal` is quantity × price; `$value` is, as the spec says, the added
 * item's price plus the sum of the row totals (so the added item's price counts once more than
 * in the cart's own total). `productUrl` gives a product's page from its handle.
 */
export function addedToCartProperties(
  {cart, line, quantity}: CartLinePayload,
  productUrl: (handle: string) => string,
): Properties | null {
  if (!isCompleteProduct(lineProduct(line))) return null;
  const items = cart.lines.map(({merchandise: m, quantity: units}) => ({
    ProductID: numericShopifyId(m.product.id),
    SKU: m.sku ?? '',
    ProductName: m.product.title,
    Quantity: units,
    ItemPrice: cents(m.price.amount) / 100,
    RowTotal: (units * cents(m.price.amount)) / 100,
    ProductURL: m.product.handle ? productUrl(m.product.handle) : '',
    ImageURL: m.image ?? '',
    ProductCategories: categories(m.product.productType),
  }));
  const {merchandise: added} = line;
  const rowTotals = items.reduce((sum, item) => sum + cents(item.RowTotal), 0);
  return {
    $value: (cents(added.price.amount) + rowTotals) / 100,
    AddedItemProductName: added.product.title,
    AddedItemProductID: numericShopifyId(added.product.id),
    AddedItemSKU: added.sku ?? '',
    AddedItemCategories: categories(added.product.productType),
    AddedItemImageURL: added.image ?? '',
    AddedItemURL: added.product.handle ? productUrl(added.product.handle) : '',
    AddedItemPrice: cents(added.price.amount) / 100,
    AddedItemQuantity: quantity,
    ItemNames: cart.lines.map((item) => item.merchandise.product.title),
    CheckoutURL: cart.checkoutUrl ?? '',
    Items: items,
  };
}

/** The onsite `track` call a bus event makes, if any: its metric and properties. */
export function onsiteEvent(event: TrackingEvent, productUrl: (handle: string) => string) {
  const properties =
    event.name === PRODUCT_VIEWED
      ? viewedProductProperties(event.payload as ProductViewedPayload)
      : event.name === PRODUCT_ADDED_TO_CART
        ? addedToCartProperties(event.payload as CartLinePayload, productUrl)
        : null;
  if (!properties) return null;
  return {metric: event.name === PRODUCT_VIEWED ? 'Viewed Product' : 'Added to Cart', properties};
}
