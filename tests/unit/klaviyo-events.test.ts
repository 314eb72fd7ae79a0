/**
 * Klaviyo's onsite events (docs/product.md#data-layer-pushes): `Viewed Product` from a product
 * page, `Added to Cart` from a line added, with the RowTotal and $value arithmetic of the spec and
 * the six fields every product event needs (docs/product.md#validation).
 */
import {describe, expect, it} from 'vitest';
import {productViewedPayload} from '~/lib/commerce/product';
import type {ShownProduct} from '~/lib/commerce/catalogue-types';
import type {AnalyticsCartLine, CartLinePayload} from '~/lib/tracking/cart-analytics';
import type {ProductViewedPayload} from '~/lib/tracking/events';
import {
  addedToCartProperties,
  onsiteEvent,
  viewedProductProperties,
} from '~/lib/tracking/klaviyo-events';

const eur = (amount: string) => ({amount, currencyCode: 'EUR'});

const PRODUCT: ShownProduct = {
  id: 'gid://shopify/Product/800123451',
  handle: 'sneaker-aurora',
  title: 'Sneaker Aurora',
  vendor: 'Passo',
  productType: 'Sneakers',
  descriptionHtml: '',
  availableForSale: true,
  colours: [],
  images: {nodes: [{url: 'https://cdn.shopify.com/aurora-1.jpg'}, {url: 'x'}]},
  options: [{name: 'Taglia', optionValues: [{name: '42'}]}],
  variants: {
    nodes: [
      {
        id: 'gid://shopify/ProductVariant/45012345678901',
        sku: 'AUR-42',
        availableForSale: true,
        selectedOptions: [{name: 'Taglia', value: '42'}],
        price: eur('89.9'),
        compareAtPrice: eur('119.0'),
      },
    ],
  },
};
const URL_42 = 'https://passo.example/it/sneaker-aurora-p';

describe('Viewed Product', () => {
  const viewed = () =>
    productViewedPayload(PRODUCT, PRODUCT.variants.nodes[0], URL_42) as ProductViewedPayload;

  it('the product page publishes Hydrogen’s product_viewed, with picture, URL and compare-at', () => {
    expect(viewed()).toEqual({
      products: [
        {
          id: 'gid://shopify/Product/800123451',
          title: 'Sneaker Aurora',
          price: '89.9',
          vendor: 'Passo',
          variantId: 'gid://shopify/ProductVariant/45012345678901',
          variantTitle: '42',
          quantity: 1,
          sku: 'AUR-42',
          productType: 'Sneakers',
          compareAtPrice: '119.0',
          imageUrl: 'https://cdn.shopify.com/aurora-1.jpg',
          url: URL_42,
        },
      ],
    });
  });

  it('has Klaviyo’s properties, numeric ids and euros as numbers', () => {
    expect(viewedProductProperties(viewed())).toEqual({
      ProductName: 'Sneaker Aurora',
      ProductID: '800123451',
      SKU: 'AUR-42',
      Categories: ['Sneakers'],
      ImageURL: 'https://cdn.shopify.com/aurora-1.jpg',
      URL: URL_42,
      Brand: 'Passo',
      Price: 89.9,
      CompareAtPrice: 119,
    });
  });

  it('without a compare-at price, CompareAtPrice is null', () => {
    const plain = viewed();
    plain.products[0].compareAtPrice = null;
    expect(viewedProductProperties(plain)?.CompareAtPrice).toBeNull();
  });

  it.each(['id', 'title', 'price', 'vendor', 'variantId', 'variantTitle'] as const)(
    'without the product’s %s nothing is built',
    (field) => {
      const missing = viewed();
      missing.products[0][field] = '';
      expect(viewedProductProperties(missing)).toBeNull();
      // Positive control: the same payload with the field is built.
      expect(viewedProductProperties(viewed())).not.toBeNull();
    },
  );
});

function line(
  n: number,
  quantity: number,
  price: string,
  patch: Partial<AnalyticsCartLine['merchandise']> = {},
): AnalyticsCartLine {
  return {
    id: `gid://shopify/CartLine/l${n}`,
    quantity,
    merchandise: {
      id: `gid://shopify/ProductVariant/4501234567890${n}`,
      title: `4${n}`,
      sku: `SKU-${n}`,
      price: {amount: price},
      image: `https://cdn.shopify.com/${n}.jpg`,
      ...patch,
      product: {
        id: `gid://shopify/Product/80012345${n}`,
        title: `Modello ${n}`,
        vendor: 'Passo',
        productType: 'Stivali',
        handle: `modello-${n}`,
        ...patch.product,
      },
    },
  };
}

describe('Added to Cart', () => {
  // 3 × 19,90 € (the line added, 2 of its units just now) and 1 × 0,10 €.
  const added = line(1, 3, '19.9');
  const payload = (addedLine = added): CartLinePayload => ({
    cart: {
      id: 'gid://shopify/Cart/c1?key=k',
      updatedAt: '2026-11-24T10:00:00Z',
      checkoutUrl: 'https://checkout.passo.example/cart/c/c1?key=k',
      lines: [addedLine, line(2, 1, '0.1')],
    },
    line: addedLine,
    quantity: 2,
  });
  const url = (handle: string) => `https://passo.example/hr/${handle}-p`;

  it('has Klaviyo’s properties; RowTotal = quantity × price; $value = added price + row totals', () => {
    expect(addedToCartProperties(payload(), url)).toEqual({
      // 19,90 + (59,70 + 0,10), in cents so that no float error creeps in.
      $value: 79.7,
      AddedItemProductName: 'Modello 1',
      AddedItemProductID: '800123451',
      AddedItemSKU: 'SKU-1',
      AddedItemCategories: ['Stivali'],
      AddedItemImageURL: 'https://cdn.shopify.com/1.jpg',
      AddedItemURL: 'https://passo.example/hr/modello-1-p',
      AddedItemPrice: 19.9,
      AddedItemQuantity: 2,
      ItemNames: ['Modello 1', 'Modello 2'],
      CheckoutURL: 'https://checkout.passo.example/cart/c/c1?key=k',
      Items: [
        {
          ProductID: '800123451',
          SKU: 'SKU-1',
          ProductName: 'Modello 1',
          Quantity: 3,
          ItemPrice: 19.9,
          RowTotal: 59.7,
          ProductURL: 'https://passo.example/hr/modello-1-p',
          ImageURL: 'https://cdn.shopify.com/1.jpg',
          ProductCategories: ['Stivali'],
        },
        {
          ProductID: '800123452',
          SKU: 'SKU-2',
          ProductName: 'Modello 2',
          Quantity: 1,
          ItemPrice: 0.1,
          RowTotal: 0.1,
          ProductURL: 'https://passo.example/hr/modello-2-p',
          ImageURL: 'https://cdn.shopify.com/2.jpg',
          ProductCategories: ['Stivali'],
        },
      ],
    });
  });

  it('keeps cents exact where floats would not (3 × 0,10 € is 0,30 €)', () => {
    const cheap = line(1, 3, '0.1');
    const properties = addedToCartProperties(payload(cheap), url)!;
    expect((properties.Items as Array<{RowTotal: number}>)[0].RowTotal).toBe(0.3);
    expect(properties.$value).toBe(0.5); // 0,10 + 0,30 + 0,10
  });

  it.each([
    ['product id', {product: {id: ''}}],
    ['title', {product: {title: ''}}],
    ['vendor', {product: {vendor: ''}}],
    ['price', {price: {amount: ''}}],
    ['variant id', {id: ''}],
    ['variant title', {title: ''}],
  ] as const)('without the added line’s %s nothing is built', (_, patch) => {
    const incomplete = line(1, 3, '19.9', patch as Partial<AnalyticsCartLine['merchandise']>);
    expect(addedToCartProperties(payload(incomplete), url)).toBeNull();
    expect(addedToCartProperties(payload(), url)).not.toBeNull();
  });
});

describe('the bus events Klaviyo tracks', () => {
  const url = (handle: string) => `https://passo.example/it/${handle}-p`;
  it('product_viewed is Viewed Product, product_added_to_cart is Added to Cart, others nothing', () => {
    const viewed = productViewedPayload(PRODUCT, PRODUCT.variants.nodes[0], URL_42);
    expect(onsiteEvent({name: 'product_viewed', payload: viewed}, url)).toEqual({
      metric: 'Viewed Product',
      properties: viewedProductProperties(viewed),
    });
    const added = line(1, 1, '10');
    const payload = {cart: {id: 'c', updatedAt: 't', lines: [added]}, line: added, quantity: 1};
    expect(onsiteEvent({name: 'product_added_to_cart', payload}, url)?.metric).toBe(
      'Added to Cart',
    );
    expect(onsiteEvent({name: 'product_removed_from_cart', payload}, url)).toBeNull();
    expect(onsiteEvent({name: 'page_viewed', payload: viewed}, url)).toBeNull();
  });
});
