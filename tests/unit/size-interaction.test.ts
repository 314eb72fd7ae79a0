/**
 * The size actions and a taken notify-me request as the tag manager receives them
 * (docs/product.md#size-interaction): published on the tracking bus, pushed to the data layer by
 * the tag manager's subscriber, with numeric Shopify ids and no e-mail.
 */
import {beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {trackingBus} from '~/lib/tracking/bus';
import {gtmSubscriber} from '~/lib/tracking/gtm';
import {sizeInteraction, subscribedToBackInStock} from '~/lib/tracking/size-interaction';

const PRODUCT = 'gid://shopify/Product/7421000000012';
const VARIANT = {id: 'gid://shopify/ProductVariant/45012345678901', availableForSale: false};
let dataLayer: unknown[];

beforeAll(() => {
  vi.stubGlobal('window', {});
  trackingBus.register(gtmSubscriber(null)).ready();
});
beforeEach(() => {
  dataLayer = (window as {dataLayer?: unknown[]}).dataLayer = [];
});

describe('size interaction pushes', () => {
  it('view size before a size is chosen names the product only', () => {
    sizeInteraction('view size', {productId: PRODUCT, size: null, variant: null});
    expect(dataLayer).toEqual([
      {
        event: 'size_interaction',
        action: 'view size',
        productId: '7421000000012',
        variantId: null,
        size: null,
        available: null,
      },
    ]);
  });

  it('select size and notify me name the size, its numeric variant id and whether it can be bought', () => {
    sizeInteraction('select size', {productId: PRODUCT, size: '44', variant: VARIANT});
    sizeInteraction('notify me when available', {productId: PRODUCT, size: '44', variant: VARIANT});
    expect(dataLayer).toEqual(
      ['select size', 'notify me when available'].map((action) => ({
        event: 'size_interaction',
        action,
        productId: '7421000000012',
        variantId: '45012345678901',
        size: '44',
        available: false,
      })),
    );
  });

  it('SubscribeToBackInStock carries the product, the variant and the size, never an e-mail', () => {
    subscribedToBackInStock({productId: PRODUCT, variantId: VARIANT.id, size: '44'});
    expect(dataLayer).toEqual([
      {
        event: 'SubscribeToBackInStock',
        productId: '7421000000012',
        variantId: '45012345678901',
        size: '44',
      },
    ]);
  });

  it('goes out before any consent choice: the data layer is not consent-gated', () => {
    trackingBus.setConsent(null);
    sizeInteraction('select size', {productId: PRODUCT, size: '40', variant: VARIANT});
    expect(dataLayer).toHaveLength(1);
  });
});
