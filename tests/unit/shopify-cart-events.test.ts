import {describe, expect, it} from 'vitest';
import {cartEventBatch, type ShopifyAnalyticsConfig} from '~/lib/tracking/monorail';
import type {
  AnalyticsCart,
  AnalyticsCartLine,
  CartAnalyticsEvent,
} from '~/lib/tracking/cart-analytics';
import type {TrackingConsent} from '~/lib/tracking/consent';

const NOW = 1_746_000_000_000;

const config: ShopifyAnalyticsConfig = {
  endpoint: 'https://checkout.passo.example/.well-known/shopify/monorail/unstable/produce_batch',
  shopId: 'gid://shopify/Shop/68817551620',
  storefrontId: '1000012345',
  currency: 'EUR',
};
const tokens = {uniqueToken: 'unique-1', visitToken: 'visit-1'};
const page = {
  url: 'https://passo.example/it/aurora-p',
  path: '/it/aurora-p',
  title: 'Aurora | Passo',
  language: 'IT',
};
const consent: TrackingConsent = {
  analytics: true,
  marketing: false,
  sale_of_data: true,
  preferences: false,
};

const sneaker: AnalyticsCartLine = {
  id: 'gid://shopify/CartLine/l1',
  quantity: 3,
  merchandise: {
    id: 'gid://shopify/ProductVariant/4242',
    title: '42',
    sku: 'AUR-42',
    price: {amount: '0.1'},
    product: {
      id: 'gid://shopify/Product/99',
      title: 'Aurora',
      vendor: 'Passo',
      productType: 'Sneakers',
    },
  },
};
const sock: AnalyticsCartLine = {
  id: 'gid://shopify/CartLine/l2',
  quantity: 1,
  merchandise: {
    id: 'gid://shopify/ProductVariant/7',
    title: 'M',
    sku: null,
    price: {amount: '0.2'},
    product: {id: 'gid://shopify/Product/7', title: 'Calza', vendor: 'Passo', productType: 'Calze'},
  },
};
const cart: AnalyticsCart = {
  id: 'gid://shopify/Cart/Z2NwLWV1cm9wZS13ZXN0NDow?key=secretkey',
  updatedAt: '2025-05-01T10:00:00Z',
  lines: [sneaker, sock],
};

const batch = (event: CartAnalyticsEvent, c: TrackingConsent = consent) =>
  cartEventBatch(event, page, config, tokens, c, NOW);

const added: CartAnalyticsEvent = {
  name: 'product_added_to_cart',
  payload: {cart, line: sneaker, quantity: 2},
};

describe('cartEventBatch (docs/product.md#commerce-platform-analytics)', () => {
  it('sends one custom_storefront_customer_tracking/1.2 event, stamped with the time', () => {
    const result = batch(added);
    expect(result.events).toHaveLength(1);
    expect(result.events[0].schema_id).toBe('custom_storefront_customer_tracking/1.2');
    expect(result.events[0].metadata).toEqual({event_created_at_ms: NOW});
    expect(result.metadata).toEqual({event_sent_at_ms: NOW});
  });

  it('describes the page, the shop and the visitor', () => {
    expect(batch(added).events[0].payload).toMatchObject({
      source: 'hydrogen',
      hydrogenSubchannelId: '1000012345',
      shopId: 68817551620,
      currency: 'EUR',
      url: 'https://passo.example/it/aurora-p',
      path: '/it/aurora-p',
      title: 'Aurora | Passo',
      contentLanguage: 'it',
      event_name: 'product_added_to_cart',
      event_time: NOW,
      unique_token: 'unique-1',
      deprecated_visit_token: 'visit-1',
      is_persistent_cookie: true,
    });
  });

  it('uses storefront id 0 when there is none', () => {
    const payload = cartEventBatch(
      added,
      page,
      {...config, storefrontId: null},
      tokens,
      consent,
      NOW,
    ).events[0].payload;
    expect(payload.hydrogenSubchannelId).toBe('0');
  });

  it('gives the cart token without the gid prefix and without the key', () => {
    expect(batch(added).events[0].payload.cart_token).toBe('Z2NwLWV1cm9wZS13ZXN0NDow');
  });

  it('gives the value of the whole cart, rounded to cents', () => {
    // 0.1 × 3 + 0.2 is 0.5000000000000001 in floats.
    expect(batch(added).events[0].payload.total_value).toBe(0.5);
  });

  it('gives the product entry, as a JSON string, with the quantity added', () => {
    const {products} = batch(added).events[0].payload;
    expect(products).toHaveLength(1);
    expect(typeof products![0]).toBe('string');
    expect(JSON.parse(products![0])).toEqual({
      product_gid: 'gid://shopify/Product/99',
      variant_gid: 'gid://shopify/ProductVariant/4242',
      name: 'Aurora',
      variant: '42',
      brand: 'Passo',
      category: 'Sneakers',
      price: '0.1',
      sku: 'AUR-42',
      quantity: 2,
    });
  });

  it('gives the removed quantity for product_removed_from_cart, and an empty sku when there is none', () => {
    const payload = batch({
      name: 'product_removed_from_cart',
      payload: {cart, line: sock, quantity: 1},
    }).events[0].payload;
    expect(payload.event_name).toBe('product_removed_from_cart');
    expect(JSON.parse(payload.products![0])).toMatchObject({
      product_gid: 'gid://shopify/Product/7',
      variant_gid: 'gid://shopify/ProductVariant/7',
      sku: '',
      quantity: 1,
    });
  });

  it('has no products for cart_updated', () => {
    const payload = batch({name: 'cart_updated', payload: {cart, prevCart: null}}).events[0]
      .payload;
    expect(payload.event_name).toBe('cart_updated');
    expect(payload).not.toHaveProperty('products');
    expect(payload.total_value).toBe(0.5);
  });

  it('carries the consent flags as given', () => {
    expect(batch(added).events[0].payload).toMatchObject({
      analytics_allowed: true,
      marketing_allowed: false,
      sale_of_data_allowed: true,
      ccpa_enforced: false,
      gdpr_enforced: true,
    });
    expect(
      batch(added, {analytics: false, marketing: true, sale_of_data: false, preferences: true})
        .events[0].payload,
    ).toMatchObject({
      analytics_allowed: false,
      marketing_allowed: true,
      sale_of_data_allowed: false,
    });
  });
});
