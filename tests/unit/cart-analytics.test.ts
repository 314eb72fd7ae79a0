import {describe, expect, it} from 'vitest';
import {
  CART_LAST_UPDATED_KEY,
  cartAnalyticsEvents,
  processCart,
  toAnalyticsCart,
  type AnalyticsCart,
  type AnalyticsCartLine,
  type CartStorage,
  type ProcessedCart,
} from '~/lib/tracking/cart-analytics';

const CART = 'gid://shopify/Cart/c1?key=k';
const NO_CART: ProcessedCart = {id: null, updatedAt: null, lines: []};

function line(
  variant: number,
  quantity: number,
  product: Partial<AnalyticsCartLine['merchandise']['product']> = {},
  merchandise: Partial<Omit<AnalyticsCartLine['merchandise'], 'product'>> = {},
): AnalyticsCartLine {
  return {
    id: `gid://shopify/CartLine/line-${variant}`,
    quantity,
    merchandise: {
      id: `gid://shopify/ProductVariant/${variant}`,
      title: '42',
      sku: `SKU-${variant}`,
      price: {amount: '89.9'},
      ...merchandise,
      product: {
        id: `gid://shopify/Product/${variant}`,
        title: `Aurora ${variant}`,
        vendor: 'Passo',
        productType: 'Sneakers',
        ...product,
      },
    },
  };
}

const cart = (updatedAt: string, lines: AnalyticsCartLine[], id = CART): AnalyticsCart => ({
  id,
  updatedAt,
  lines,
});

const summary = (events: ReturnType<typeof cartAnalyticsEvents>) =>
  events.map((event) =>
    event.name === 'cart_updated'
      ? event.name
      : `${event.name} ${event.payload.line.merchandise.id.split('/').pop()} ×${event.payload.quantity}`,
  );

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: CartStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
  return {storage, items};
}

describe('cartAnalyticsEvents (docs/product.md#cart-analytics)', () => {
  const before = cart('2025-05-01T10:00:00Z', [line(1, 1), line(2, 3)]);

  it('sends nothing when updatedAt has not changed', () => {
    expect(
      cartAnalyticsEvents(before, cart('2025-05-01T10:00:00Z', [line(1, 5), line(3, 1)])),
    ).toEqual([]);
  });

  it('sends only cart_updated when updatedAt changed but no quantity did', () => {
    const now = cart('2025-05-01T10:05:00Z', [line(1, 1), line(2, 3)]);
    expect(cartAnalyticsEvents(before, now)).toEqual([
      {name: 'cart_updated', payload: {cart: now, prevCart: before}},
    ]);
  });

  it('sends cart_updated, then product_added_to_cart with the quantity of a new line', () => {
    const now = cart('2025-05-01T10:05:00Z', [line(1, 1), line(2, 3), line(3, 2)]);
    expect(cartAnalyticsEvents(before, now)).toEqual([
      {name: 'cart_updated', payload: {cart: now, prevCart: before}},
      {name: 'product_added_to_cart', payload: {cart: now, line: now.lines[2], quantity: 2}},
    ]);
  });

  it('sends product_added_to_cart with the difference when a quantity rises', () => {
    const now = cart('2025-05-01T10:05:00Z', [line(1, 4), line(2, 3)]);
    const events = cartAnalyticsEvents(before, now);
    expect(summary(events)).toEqual(['cart_updated', 'product_added_to_cart 1 ×3']);
    expect(events[1].payload).toMatchObject({line: now.lines[0]});
  });

  it('sends product_removed_from_cart with the difference, and the line as it is now, when a quantity falls', () => {
    const now = cart('2025-05-01T10:05:00Z', [line(1, 1), line(2, 1)]);
    const events = cartAnalyticsEvents(before, now);
    expect(summary(events)).toEqual(['cart_updated', 'product_removed_from_cart 2 ×2']);
    expect(events[1].payload).toMatchObject({line: now.lines[1]});
  });

  it('sends product_removed_from_cart with the old line and quantity when a line is gone', () => {
    const now = cart('2025-05-01T10:05:00Z', [line(1, 1)]);
    const events = cartAnalyticsEvents(before, now);
    expect(events).toEqual([
      {name: 'cart_updated', payload: {cart: now, prevCart: before}},
      {
        name: 'product_removed_from_cart',
        payload: {cart: now, line: before.lines[1], quantity: 3},
      },
    ]);
  });

  it('reports several changes at once, additions before removals', () => {
    const now = cart('2025-05-01T10:05:00Z', [line(3, 1), line(1, 2)]);
    expect(summary(cartAnalyticsEvents(before, now))).toEqual([
      'cart_updated',
      'product_added_to_cart 3 ×1',
      'product_added_to_cart 1 ×1',
      'product_removed_from_cart 2 ×3',
    ]);
  });

  it('matches lines by variant, not by line id', () => {
    const renamed = line(1, 1);
    renamed.id = 'gid://shopify/CartLine/new-id';
    const now = cart('2025-05-01T10:05:00Z', [renamed, line(2, 3)]);
    expect(summary(cartAnalyticsEvents(before, now))).toEqual(['cart_updated']);
  });

  it('ignores the lines of another cart: every line of the new one is added', () => {
    const other = cart('2025-05-01T10:05:00Z', [line(1, 1), line(2, 3)], 'gid://shopify/Cart/c2');
    const events = cartAnalyticsEvents(before, other);
    expect(summary(events)).toEqual([
      'cart_updated',
      'product_added_to_cart 1 ×1',
      'product_added_to_cart 2 ×3',
    ]);
    expect(events[0].payload).toMatchObject({prevCart: before});
  });

  it('reports the first cart after "no cart" in full, with no previous cart', () => {
    const now = cart('2025-05-01T10:05:00Z', [line(1, 2)]);
    const events = cartAnalyticsEvents(NO_CART, now);
    expect(events[0]).toEqual({name: 'cart_updated', payload: {cart: now, prevCart: null}});
    expect(summary(events)).toEqual(['cart_updated', 'product_added_to_cart 1 ×2']);
  });

  describe('incomplete product data (docs/product.md#validation): cart_updated only', () => {
    it.each([
      ['no vendor', line(3, 1, {vendor: ''})],
      ['no product title', line(3, 1, {title: ''})],
      ['no product id', line(3, 1, {id: ''})],
      ['no price', line(3, 1, {}, {price: {amount: ''}})],
      ['no variant title', line(3, 1, {}, {title: ''})],
    ])('%s', (_label, incomplete) => {
      const now = cart('2025-05-01T10:05:00Z', [line(1, 1), line(2, 3), incomplete]);
      expect(summary(cartAnalyticsEvents(before, now))).toEqual(['cart_updated']);
    });

    it('also for a removed line', () => {
      const prev = cart('2025-05-01T10:00:00Z', [line(1, 1), line(4, 2, {vendor: ''})]);
      const now = cart('2025-05-01T10:05:00Z', [line(1, 1)]);
      expect(summary(cartAnalyticsEvents(prev, now))).toEqual(['cart_updated']);
    });

    it('while complete lines in the same change are still reported', () => {
      const now = cart('2025-05-01T10:05:00Z', [line(1, 2), line(2, 3), line(3, 1, {vendor: ''})]);
      expect(summary(cartAnalyticsEvents(before, now))).toEqual([
        'cart_updated',
        'product_added_to_cart 1 ×1',
      ]);
    });
  });
});

describe('processCart', () => {
  const v1 = cart('2025-05-01T10:00:00Z', [line(1, 1)]);
  const v2 = cart('2025-05-01T10:05:00Z', [line(1, 1), line(2, 2)]);

  it('takes the first cart ever seen as the baseline: no events, stored under cartLastUpdatedAt', () => {
    const {storage, items} = memoryStorage();
    expect(processCart(v1, storage)).toEqual([]);
    expect(CART_LAST_UPDATED_KEY).toBe('cartLastUpdatedAt');
    expect(JSON.parse(items.get('cartLastUpdatedAt')!)).toEqual(v1);
  });

  it('reports the next version of the cart against the stored one, and stores it', () => {
    const {storage, items} = memoryStorage();
    processCart(v1, storage);
    expect(summary(processCart(v2, storage))).toEqual([
      'cart_updated',
      'product_added_to_cart 2 ×2',
    ]);
    expect(JSON.parse(items.get('cartLastUpdatedAt')!)).toEqual(v2);
  });

  it('records "no cart" so that the lines of the next real cart are reported', () => {
    const {storage, items} = memoryStorage();
    expect(processCart(null, storage)).toEqual([]);
    expect(JSON.parse(items.get('cartLastUpdatedAt')!)).toEqual(NO_CART);
    const events = processCart(v2, storage);
    expect(summary(events)).toEqual([
      'cart_updated',
      'product_added_to_cart 1 ×1',
      'product_added_to_cart 2 ×2',
    ]);
    expect(events[0].payload).toMatchObject({prevCart: null});
  });

  it('reports the same cart only once', () => {
    const {storage} = memoryStorage();
    processCart(v1, storage);
    expect(processCart(v2, storage)).toHaveLength(2);
    expect(processCart(v2, storage)).toEqual([]);
    expect(processCart(v2, storage)).toEqual([]);
  });

  it('does not report again in a second tab that sees the same cart', () => {
    const {storage} = memoryStorage();
    const tabA = (c: AnalyticsCart | null) => processCart(c, storage);
    const tabB = (c: AnalyticsCart | null) => processCart(c, storage);
    tabA(v1);
    tabB(v1);
    expect(tabA(v2)).toHaveLength(2);
    expect(tabB(v2)).toEqual([]);
    // The second tab's own change is compared with what the first tab reported.
    const v3 = cart('2025-05-01T10:10:00Z', [line(1, 1), line(2, 5)]);
    expect(summary(tabB(v3))).toEqual(['cart_updated', 'product_added_to_cart 2 ×3']);
  });

  it.each([
    ['not JSON', '{"id": "gid://'],
    ['JSON null', 'null'],
    ['no lines', JSON.stringify({id: CART, updatedAt: 'x'})],
  ])('treats a stored value that is %s as absent (baseline, then stored)', (_label, raw) => {
    const {storage, items} = memoryStorage({cartLastUpdatedAt: raw});
    expect(processCart(v2, storage)).toEqual([]);
    expect(JSON.parse(items.get('cartLastUpdatedAt')!)).toEqual(v2);
  });

  it('treats a storage that cannot be read as empty', () => {
    const storage: CartStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(processCart(v2, storage)).toEqual([]);
  });

  it('still returns the events when the storage cannot be written', () => {
    const {storage: inner} = memoryStorage({cartLastUpdatedAt: JSON.stringify(v1)});
    const storage: CartStorage = {
      getItem: inner.getItem,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(summary(processCart(v2, storage))).toEqual([
      'cart_updated',
      'product_added_to_cart 2 ×2',
    ]);
  });

  it('does not write when nothing changed', () => {
    const {storage} = memoryStorage();
    processCart(v1, storage);
    let writes = 0;
    const counting: CartStorage = {
      getItem: storage.getItem,
      setItem: (key, value) => {
        writes++;
        storage.setItem(key, value);
      },
    };
    processCart(v1, counting);
    expect(writes).toBe(0);
    processCart(v2, counting);
    expect(writes).toBe(1);
  });
});

describe('toAnalyticsCart (docs/product.md#cart-as-seen-by-analytics)', () => {
  it('keeps id, updatedAt and each line with its merchandise and product, and the checkout URL, picture and handle the e-mail marketing events need; nothing more', () => {
    const platform = {
      id: CART,
      updatedAt: '2025-05-01T10:00:00Z',
      checkoutUrl: 'https://checkout.passo.example/c',
      lines: {
        nodes: [
          {
            id: 'gid://shopify/CartLine/l1',
            quantity: 2,
            cost: {totalAmount: {amount: '179.8', currencyCode: 'EUR'}},
            merchandise: {
              id: 'gid://shopify/ProductVariant/1',
              title: '42',
              sku: 'SKU-1',
              quantityAvailable: 3,
              image: {url: 'https://cdn.shopify.com/1.jpg'},
              price: {amount: '89.9', currencyCode: 'EUR'},
              product: {
                id: 'gid://shopify/Product/1',
                title: 'Aurora',
                handle: 'aurora',
                vendor: 'Passo',
                productType: 'Sneakers',
                tags: ['donna'],
              },
            },
          },
          {
            id: 'gid://shopify/CartLine/l2',
            quantity: 1,
            merchandise: {
              id: 'gid://shopify/ProductVariant/2',
              title: '38',
              price: {amount: '10.0', currencyCode: 'EUR'},
              product: {
                id: 'gid://shopify/Product/2',
                title: 'B',
                handle: 'b',
                vendor: 'V',
                productType: 'T',
              },
            },
          },
        ],
      },
    };
    expect(toAnalyticsCart(platform)).toStrictEqual({
      id: CART,
      updatedAt: '2025-05-01T10:00:00Z',
      checkoutUrl: 'https://checkout.passo.example/c',
      lines: [
        {
          id: 'gid://shopify/CartLine/l1',
          quantity: 2,
          merchandise: {
            id: 'gid://shopify/ProductVariant/1',
            title: '42',
            sku: 'SKU-1',
            price: {amount: '89.9'},
            image: 'https://cdn.shopify.com/1.jpg',
            product: {
              id: 'gid://shopify/Product/1',
              title: 'Aurora',
              vendor: 'Passo',
              productType: 'Sneakers',
              handle: 'aurora',
            },
          },
        },
        {
          id: 'gid://shopify/CartLine/l2',
          quantity: 1,
          merchandise: {
            id: 'gid://shopify/ProductVariant/2',
            title: '38',
            sku: null,
            price: {amount: '10.0'},
            image: null,
            product: {
              id: 'gid://shopify/Product/2',
              title: 'B',
              vendor: 'V',
              productType: 'T',
              handle: 'b',
            },
          },
        },
      ],
    });
  });
});
