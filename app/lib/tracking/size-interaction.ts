/**
 * The size actions of a product page and a taken notify-me request, published on the tracking
 * bus with numeric Shopify ids (docs/product.md#size-interaction). The tag manager's subscriber
 * turns them into data-layer pushes; the data layer is not consent-gated, its container is.
 */
import {trackingBus} from './bus';
import {
  SIZE_INTERACTION,
  SUBSCRIBE_TO_BACK_IN_STOCK,
  type SizeAction,
  type SizeInteractionPayload,
  type SubscribeToBackInStockPayload,
} from './events';
import {numericShopifyId} from '../commerce/shopify-ids';

const productNumber = (gid: string) => numericShopifyId(gid, 'Product') ?? gid;
const variantNumber = (gid: string) => numericShopifyId(gid, 'ProductVariant') ?? gid;

export function sizeInteraction(
  action: SizeAction,
  {
    productId,
    size,
    variant,
  }: {
    productId: string;
    size: string | null;
    variant: {id: string; availableForSale: boolean} | null;
  },
) {
  trackingBus.publish<SizeInteractionPayload>(SIZE_INTERACTION, {
    action,
    productId: productNumber(productId),
    variantId: variant ? variantNumber(variant.id) : null,
    size: variant ? size : null,
    available: variant ? variant.availableForSale : null,
  });
}

export function subscribedToBackInStock({
  productId,
  variantId,
  size,
}: {
  productId: string;
  variantId: string;
  size: string;
}) {
  trackingBus.publish<SubscribeToBackInStockPayload>(SUBSCRIBE_TO_BACK_IN_STOCK, {
    productId: productNumber(productId),
    variantId: variantNumber(variantId),
    size,
  });
}
