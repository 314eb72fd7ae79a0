import {describe, expect, it} from 'vitest';
import {storyProduct} from '~/lib/content/story-products';
import {listPage, publishedOn} from '~/lib/content/content-route.server';
import type {ShownProduct} from '~/lib/commerce/catalogue-types';
import {MARKETS} from '~/lib/markets';

const money = (amount: string) => ({amount, currencyCode: 'EUR' as const});
const variant = (
  id: string,
  size: string,
  available: boolean,
  price: string,
  compareAt?: string,
) => ({
  id: `gid://shopify/ProductVariant/${id}`,
  availableForSale: available,
  quantityAvailable: available ? 3 : 0,
  selectedOptions: [{name: 'Taglia', value: size}],
  price: money(price),
  compareAtPrice: compareAt ? money(compareAt) : null,
});

const PRODUCT: ShownProduct = {
  id: 'gid://shopify/Product/1',
  handle: 'sneaker-rossa',
  title: 'Sneaker rossa',
  vendor: 'Passo',
  productType: 'Sneakers',
  descriptionHtml: '<p>Lunga descrizione</p>',
  availableForSale: true,
  images: {
    nodes: [
      {url: 'https://cdn.shopify.com/a.jpg', altText: null},
    ] as ShownProduct['images']['nodes'],
  },
  options: [{name: 'Taglia', optionValues: [{name: '38'}, {name: '39'}, {name: '40'}]}],
  variants: {
    nodes: [
      variant('1', '38', false, '89.0', '120.0'),
      variant('2', '39', true, '79.0', '110.0'),
      variant('3', '40', true, '89.0'),
    ],
  },
  colours: [],
};

describe('story products', () => {
  it('adds the first size in stock and shows the lowest price on the card', () => {
    const {card, product, variant: chosen} = storyProduct(PRODUCT);
    expect(chosen?.id).toBe('gid://shopify/ProductVariant/2');
    expect(card).toMatchObject({
      handle: 'sneaker-rossa',
      image: 'https://cdn.shopify.com/a.jpg',
      price: 79,
      compareAt: 120,
    });
    // The page data does not carry the description it does not show.
    expect(product.descriptionHtml).toBe('');
  });

  it('has nothing to add when no size is in stock', () => {
    const soldOut = {
      ...PRODUCT,
      availableForSale: false,
      variants: {nodes: PRODUCT.variants.nodes.map((item) => ({...item, availableForSale: false}))},
    };
    expect(storyProduct(soldOut).variant).toBeNull();
  });
});

describe('list pages', () => {
  const page = (search: string) => listPage(new Request(`https://shop.test/it/stories${search}`));
  it('reads ?page= and refuses anything but a plain page number with a 404', () => {
    expect(page('')).toBe(1);
    expect(page('?page=3')).toBe(3);
    for (const bad of ['?page=0', '?page=-1', '?page=2x', '?page=01', '?page=999'])
      expect(() => page(bad), bad).toThrow(
        expect.objectContaining({init: expect.objectContaining({status: 404})}),
      );
  });
});

describe('day of publication', () => {
  it('is written on the server in the market’s words, as the UTC day', () => {
    // 23:30 UTC is already the next day in Rome; an entry's day is its UTC day.
    const entry = {publishedAt: '2026-01-05T23:30:00Z'};
    expect(publishedOn(entry, MARKETS.it)).toBe('5 gennaio 2026');
    expect(publishedOn(entry, MARKETS.hr)).toBe('5. siječnja 2026.');
    expect(publishedOn({publishedAt: null}, MARKETS.it)).toBeNull();
  });
});
