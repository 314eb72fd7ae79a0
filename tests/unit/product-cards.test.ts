/**
 * A product card's data, from each source (docs/decisions/0028): what the card renders and what
 * its taps need, the same whichever provider the product came from, and nothing else.
 */
import {describe, expect, it} from 'vitest';
import type {ShownProduct} from '~/lib/commerce/catalogue-types';
import {cardFromHit, cardFromProduct, productCards} from '~/lib/commerce/product-cards';

const eur = (amount: string) => ({amount, currencyCode: 'EUR'});
const SANDALO = {
  id: 'gid://shopify/Product/7',
  handle: 'sandalo-p',
  title: 'Sandalo',
  vendor: 'Orsetto',
  availableForSale: true,
};

describe('product cards', () => {
  it('from the platform: the lowest price, a compare-at price only when it is a sale, no alt text', () => {
    const node = (compareAt: string, featuredImage: {url: string; altText: string} | null) => ({
      __typename: 'Product',
      ...SANDALO,
      featuredImage,
      priceRange: {minVariantPrice: eur('60.0')},
      compareAtPriceRange: {maxVariantPrice: eur(compareAt)},
    });
    const cards = productCards([
      node('120.0', {url: 'https://cdn.test/1.jpg', altText: 'Sandalo'}),
      {__typename: 'Collection'},
      null,
      node('0.0', null),
      node('60.0', null),
    ]);
    expect(cards).toEqual([
      {...SANDALO, image: 'https://cdn.test/1.jpg', price: 60, compareAt: 120},
      {...SANDALO, image: null, price: 60},
      {...SANDALO, image: null, price: 60},
    ]);
  });

  it('from a search hit: the matched variant’s price, the product’s id; its record id stays out', () => {
    const hit = {
      objectID: '46100000003104',
      id: 7,
      handle: 'sandalo-p',
      title: 'Sandalo',
      vendor: 'Orsetto',
      price: 61.9,
      compare_at_price: 77,
      image: 'https://cdn.test/1.jpg',
    };
    expect(cardFromHit(hit)).toEqual({
      ...SANDALO,
      image: 'https://cdn.test/1.jpg',
      price: 61.9,
      compareAt: 77,
    });
    const plain = cardFromHit({...hit, compare_at_price: null, image: null});
    expect(plain).toEqual({...SANDALO, image: null, price: 61.9});
    expect(cardFromHit({...hit, inventory_available: false}).availableForSale).toBe(false);
  });

  it('from the product page’s product: its lowest price and highest compare-at price', () => {
    const variant = (price: string, compareAt: string | null) => ({
      id: `v${price}`,
      availableForSale: true,
      selectedOptions: [],
      price: eur(price),
      compareAtPrice: compareAt ? eur(compareAt) : null,
    });
    const product: ShownProduct = {
      ...SANDALO,
      productType: 'Sandali',
      descriptionHtml: '<p>x</p>',
      colours: [],
      images: {nodes: [{url: 'https://cdn.test/1.jpg', altText: 'Sandalo'}, {url: 'x'}]},
      options: [],
      variants: {nodes: [variant('80.0', '120.0'), variant('60.0', null), variant('70.0', '90.0')]},
    };
    expect(cardFromProduct(product)).toEqual({
      ...SANDALO,
      image: 'https://cdn.test/1.jpg',
      price: 60,
      compareAt: 120,
    });
    const plain = {...product, images: {nodes: []}, variants: {nodes: [variant('60.0', null)]}};
    expect(cardFromProduct(plain)).toEqual({...SANDALO, image: null, price: 60});
    expect(cardFromProduct({...plain, variants: {nodes: []}}).price).toBe(0);
  });
});
