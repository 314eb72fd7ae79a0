import {describe, expect, it} from 'vitest';
import {
  emptyCartData,
  latestCart,
  rejectedDiscountCodes,
  toCartData,
  type PlatformCart,
  type PlatformMerchandise,
} from '~/lib/commerce/cart-data';

type Line = PlatformCart['lines']['nodes'][number];
type Allocation = NonNullable<Line['discountAllocations']>[number];

const eur = (amount: string) => ({amount, currencyCode: 'EUR'});

function merchandise(
  id: string,
  price: string,
  overrides: Partial<PlatformMerchandise> = {},
): PlatformMerchandise {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    title: '42',
    sku: `SKU-${id}`,
    quantityAvailable: 7,
    price: eur(price),
    compareAtPrice: null,
    image: {url: `https://cdn.shopify.com/${id}.jpg`},
    product: {
      id: `gid://shopify/Product/${id}`,
      title: `Aurora ${id}`,
      handle: `aurora-${id}`,
      vendor: 'Passo',
      productType: 'Sneakers',
      tags: ['donna'],
      collections: {nodes: [{handle: 'donna', title: 'Donna'}]},
    },
    ...overrides,
  };
}

function line(
  id: string,
  quantity: number,
  item: PlatformMerchandise | Record<string, never>,
  extra: Partial<Line> = {},
): Line {
  return {
    id: `gid://shopify/CartLine/${id}`,
    quantity,
    merchandise: item,
    ...extra,
  };
}

const allocation = (amount: string, __typename?: string): Allocation => ({
  ...(__typename ? {__typename} : {}),
  discountedAmount: eur(amount),
});

function cart(lines: Line[], extra: Partial<PlatformCart> = {}): PlatformCart {
  return {
    checkoutUrl: 'https://checkout.passo.example/cart/c/abc?key=k',
    cost: {totalAmount: eur('0.00')},
    discountCodes: [],
    discountAllocations: [],
    lines: {nodes: lines},
    ...extra,
  };
}

describe('emptyCartData (docs/product.md#cartdata: all defaults empty or 0)', () => {
  const empty = {
    cartItems: [],
    currency: '',
    totalDiscounts: {value: 0, codes: [], types: []},
    totalListAmount: 0,
    totalItemsAmount: 0,
    totalPriceAmount: 0,
    variantsCount: 0,
    webUrl: '',
  };

  it('has every field empty or 0', () => {
    expect(emptyCartData()).toEqual(empty);
  });

  it.each([null, undefined])('is what toCartData gives for %s', (value) => {
    expect(toCartData(value)).toEqual(empty);
  });

  it('gives a fresh object each time, so one caller cannot change the next one', () => {
    const first = emptyCartData();
    first.cartItems.push({} as never);
    first.totalDiscounts.codes.push('X');
    expect(emptyCartData()).toEqual(empty);
  });

  it('maps a platform cart without lines, codes or URL to the defaults too', () => {
    expect(toCartData({lines: {nodes: []}})).toEqual(empty);
  });
});

describe('toCartData items', () => {
  it('maps a confirmed line to a CartItem with its variant', () => {
    const data = toCartData(
      cart(
        [
          line('1', 2, merchandise('1', '89.90', {compareAtPrice: eur('120.00')}), {
            cost: {totalAmount: eur('179.80')},
          }),
        ],
        {cost: {totalAmount: eur('179.80')}},
      ),
    );
    expect(data.cartItems).toEqual([
      {
        id: 'gid://shopify/CartLine/1',
        handle: 'aurora-1',
        productId: 'gid://shopify/Product/1',
        title: 'Aurora 1',
        brand: 'Passo',
        productType: 'Sneakers',
        quantity: 2,
        tags: ['donna'],
        collections: {nodes: [{handle: 'donna', title: 'Donna'}]},
        discounts: [],
        subtotalAmount: 179.8,
        totalAmount: 179.8,
        isOptimistic: false,
        variant: {
          id: 'gid://shopify/ProductVariant/1',
          sku: 'SKU-1',
          title: '42',
          image: 'https://cdn.shopify.com/1.jpg',
          price: {amount: 89.9, currencyCode: 'EUR'},
          compareAtPrice: {amount: 120, currencyCode: 'EUR'},
          quantityAvailable: 7,
        },
      },
    ]);
    expect(data.cartItems[0]).not.toHaveProperty('singleItemDiscounts');
  });

  it('fills missing sku, image, collections and stock with empty values', () => {
    const item = merchandise('1', '10.00', {sku: null, image: null, quantityAvailable: null});
    delete (item.product as {collections?: unknown}).collections;
    const [mapped] = toCartData(cart([line('1', 1, item)])).cartItems;
    expect(mapped.variant.sku).toBe('');
    expect(mapped.variant.image).toBe('');
    expect(mapped.variant.quantityAvailable).toBeNull();
    expect(mapped.collections).toEqual({nodes: []});
  });

  it.each([
    ['equal to', '50.00'],
    ['below', '40.00'],
  ])('has no compareAtPrice when it is %s the price', (_label, compareAt) => {
    const [item] = toCartData(
      cart([line('1', 1, merchandise('1', '50.00', {compareAtPrice: eur(compareAt)}))]),
    ).cartItems;
    expect(item.variant.compareAtPrice).toBeNull();
  });

  it('skips lines whose merchandise is empty, and does not count them anywhere', () => {
    const data = toCartData(
      cart(
        [
          line('gone', 3, {}, {discountAllocations: [allocation('5.00')]}),
          line('1', 1, merchandise('1', '10.00'), {cost: {totalAmount: eur('10.00')}}),
        ],
        {cost: {totalAmount: eur('10.00')}},
      ),
    );
    expect(data.cartItems.map((item) => item.id)).toEqual(['gid://shopify/CartLine/1']);
    expect(data.variantsCount).toBe(1);
    expect(data.totalItemsAmount).toBe(10);
    expect(data.totalListAmount).toBe(10);
    expect(data.totalDiscounts.value).toBe(0);
  });

  it('gives the discount per unit as singleItemDiscounts', () => {
    const [item] = toCartData(
      cart([
        line('1', 3, merchandise('1', '30.00'), {
          cost: {totalAmount: eur('75.00')},
          discountAllocations: [allocation('10.00'), allocation('5.00')],
        }),
      ]),
    ).cartItems;
    expect(item.singleItemDiscounts).toBe(5);
  });

  it("names each of the line's discounts with its code or title, with its amount", () => {
    const [item] = toCartData(
      cart([
        line('1', 2, merchandise('1', '150.00'), {
          cost: {totalAmount: eur('255.00')},
          discountAllocations: [
            {...allocation('30.00', 'CartCodeDiscountAllocation'), code: 'BENVENUTO10'},
            {
              ...allocation('15.00', 'CartAutomaticDiscountAllocation'),
              title: 'Saldi di fine stagione',
            },
            {...allocation('0.00', 'CartCodeDiscountAllocation'), code: 'ZERO'},
          ],
        }),
      ]),
    ).cartItems;
    expect(item.discounts).toEqual([
      {label: 'BENVENUTO10', amount: 30},
      {label: 'Saldi di fine stagione', amount: 15},
    ]);
    expect(item.subtotalAmount).toBe(300);
    expect(item.totalAmount).toBe(255);
  });
});

describe('toCartData totals', () => {
  it('counts variants (lines), not units', () => {
    const data = toCartData(
      cart([line('1', 4, merchandise('1', '1.00')), line('2', 5, merchandise('2', '1.00'))]),
    );
    expect(data.variantsCount).toBe(2);
  });

  it('sums prices × quantity exactly (no floating-point drift)', () => {
    // 0.1 × 3 and 1.1 + 2.2 are 0.30000000000000004 and 3.3000000000000003 in floats.
    const data = toCartData(
      cart([
        line('1', 3, merchandise('1', '0.10')),
        line('2', 1, merchandise('2', '1.10')),
        line('3', 1, merchandise('3', '2.20')),
      ]),
    );
    expect(data.totalItemsAmount).toBe(3.6);
    expect(data.totalListAmount).toBe(3.6);
  });

  it('uses the compare-at price for the list total only where it is higher than the price', () => {
    const data = toCartData(
      cart([
        line('1', 2, merchandise('1', '80.00', {compareAtPrice: eur('100.10')})),
        line('2', 1, merchandise('2', '30.00', {compareAtPrice: eur('20.00')})),
        line('3', 1, merchandise('3', '15.00')),
      ]),
    );
    expect(data.totalListAmount).toBe(2 * 100.1 + 30 + 15);
    expect(data.totalItemsAmount).toBe(2 * 80 + 30 + 15);
  });

  it('takes the currency from the cart cost, else from the first item', () => {
    expect(toCartData(cart([], {cost: {totalAmount: eur('0.00')}})).currency).toBe('EUR');
    const noCost = cart([line('1', 1, merchandise('1', '5.00'))], {cost: null});
    noCost.lines.nodes[0].merchandise = merchandise('1', '5.00', {
      price: {amount: '5.00', currencyCode: 'CHF'},
    });
    expect(toCartData(noCost).currency).toBe('CHF');
  });

  it('gives the checkout URL as webUrl', () => {
    expect(toCartData(cart([])).webUrl).toBe('https://checkout.passo.example/cart/c/abc?key=k');
  });

  it('is cost.totalAmount for a confirmed cart, whatever the items add up to', () => {
    // The platform's total may include what the drawer does not know (e.g. taxes).
    const data = toCartData(
      cart(
        [
          line('1', 1, merchandise('1', '10.00'), {cost: {totalAmount: eur('10.00')}}),
          line('2', 2, merchandise('2', '5.00'), {cost: {totalAmount: eur('10.00')}}),
        ],
        {cost: {totalAmount: eur('21.37')}},
      ),
    );
    expect(data.totalItemsAmount).toBe(20);
    expect(data.totalPriceAmount).toBe(21.37);
    expect(data.cartItems.every((item) => !item.isOptimistic)).toBe(true);
  });

  describe('for an optimistic cart it is recomputed as items − discounts', () => {
    it('when a line is optimistic', () => {
      const data = toCartData(
        cart(
          [
            line('1', 3, merchandise('1', '10.00'), {
              isOptimistic: true,
              cost: {totalAmount: eur('10.00')},
              discountAllocations: [allocation('0.10')],
            }),
          ],
          {cost: {totalAmount: eur('9.90')}, discountAllocations: [allocation('0.20')]},
        ),
      );
      expect(data.totalPriceAmount).toBe(29.7);
      expect(data.cartItems[0]).toMatchObject({isOptimistic: true, totalAmount: 29.9});
    });

    it('when a line has no cost yet (just added)', () => {
      const data = toCartData(
        cart(
          [
            line('1', 1, merchandise('1', '10.00'), {cost: {totalAmount: eur('10.00')}}),
            line('new', 2, merchandise('2', '5.50')),
          ],
          {cost: {totalAmount: eur('10.00')}},
        ),
      );
      expect(data.totalPriceAmount).toBe(21);
      expect(data.cartItems.map((item) => item.isOptimistic)).toEqual([false, true]);
      expect(data.cartItems[1].totalAmount).toBe(11);
    });

    it('when the cart is optimistic (quantity changed, cost still the old one)', () => {
      const data = toCartData(
        cart([line('1', 4, merchandise('1', '12.50'), {cost: {totalAmount: eur('12.50')}})], {
          isOptimistic: true,
          cost: {totalAmount: eur('12.50')},
        }),
      );
      expect(data.totalPriceAmount).toBe(50);
      // The line itself exists on the platform: it can still be changed (not `isOptimistic`).
      expect(data.cartItems[0]).toMatchObject({isOptimistic: false, totalAmount: 50});
    });

    it('when the cart is optimistic and its last line was removed', () => {
      // Hydrogen's useOptimisticCart drops the line and sets isOptimistic, but keeps the old cost.
      const data = toCartData(cart([], {isOptimistic: true, cost: {totalAmount: eur('89.90')}}));
      expect(data.cartItems).toEqual([]);
      expect(data.totalPriceAmount).toBe(0);
    });

    it('never below 0', () => {
      const data = toCartData(
        cart([line('new', 1, merchandise('1', '5.00'))], {
          discountAllocations: [allocation('8.00')],
        }),
      );
      expect(data.totalPriceAmount).toBe(0);
    });
  });
});

describe('toCartData discounts (both readings of totalDiscounts)', () => {
  const discounted = () =>
    cart(
      [
        line('1', 1, merchandise('1', '20.00'), {
          cost: {totalAmount: eur('19.70')},
          discountAllocations: [
            allocation('0.10', 'CartCodeDiscountAllocation'),
            allocation('0.20', 'CartAutomaticDiscountAllocation'),
          ],
        }),
        line('2', 1, merchandise('2', '10.00'), {
          cost: {totalAmount: eur('9.70')},
          discountAllocations: [allocation('0.30', 'CartAutomaticDiscountAllocation')],
        }),
      ],
      {
        cost: {totalAmount: eur('29.10')},
        discountCodes: [
          {code: 'BENVENUTO', applicable: true},
          {code: 'SCADUTO', applicable: false},
          {code: 'ESTATE', applicable: true},
        ],
        discountAllocations: [allocation('0.30', 'CartCustomDiscountAllocation')],
      },
    );

  it('sums line-level and cart-level allocations exactly', () => {
    // 0.1 + 0.2 + 0.3 + 0.3 is 0.9000000000000001 in floats.
    expect(toCartData(discounted()).totalDiscounts.value).toBe(0.9);
  });

  it('lists only the applicable codes', () => {
    expect(toCartData(discounted()).totalDiscounts.codes).toEqual(['BENVENUTO', 'ESTATE']);
  });

  it('names each kind of discount once, from the allocation typename', () => {
    expect([...toCartData(discounted()).totalDiscounts.types].sort()).toEqual([
      'automatic',
      'code',
      'custom',
    ]);
  });

  it('reads an allocation without a typename as a code discount', () => {
    const data = toCartData(cart([], {discountAllocations: [allocation('1.00')]}));
    expect(data.totalDiscounts.types).toEqual(['code']);
  });

  it('satisfies both readings: {codes, types, value} and CartDiscount {value: float, codes: string[]}', () => {
    const {totalDiscounts} = toCartData(discounted());
    expect(typeof totalDiscounts.value).toBe('number');
    expect(totalDiscounts.codes.every((code) => typeof code === 'string')).toBe(true);
    expect(Array.isArray(totalDiscounts.types)).toBe(true);
    expect(Object.keys(totalDiscounts).sort()).toEqual(['codes', 'types', 'value']);
  });

  it('has no discount when there are no allocations, even with codes entered', () => {
    const data = toCartData(cart([], {discountCodes: [{code: 'SCADUTO', applicable: false}]}));
    expect(data.totalDiscounts).toEqual({value: 0, codes: [], types: []});
  });
});

describe('rejectedDiscountCodes', () => {
  it('gives the codes the platform does not honour, in order', () => {
    expect(
      rejectedDiscountCodes(
        cart([], {
          discountCodes: [
            {code: 'A', applicable: false},
            {code: 'B', applicable: true},
            {code: 'C', applicable: false},
          ],
        }),
      ),
    ).toEqual(['A', 'C']);
  });

  it.each([null, undefined])('is empty for %s', (value) => {
    expect(rejectedDiscountCodes(value)).toEqual([]);
  });

  it('is empty when every code applies or none was entered', () => {
    expect(
      rejectedDiscountCodes(cart([], {discountCodes: [{code: 'B', applicable: true}]})),
    ).toEqual([]);
    expect(rejectedDiscountCodes({lines: {nodes: []}})).toEqual([]);
  });
});

describe('latestCart: the cart as the platform last confirmed it', () => {
  const line = (id: string) => ({id, quantity: 1, merchandise: {}});
  const cart = (updatedAt: string | undefined, ...ids: string[]): PlatformCart => ({
    updatedAt,
    lines: {nodes: ids.map(line)},
  });

  it("takes a change's answer that is newer than the layout's cart, or the first cart made", () => {
    const answered = cart('2026-11-28T10:00:01.001Z', 'gid://shopify/CartLine/1');
    expect(latestCart(cart('2026-11-28T10:00:01.000Z'), answered)).toBe(answered);
    expect(latestCart(null, answered)).toBe(answered);
    expect(latestCart(cart(undefined), answered)).toBe(answered);
  });

  it("keeps the layout's cart when it is as new or newer, or when there is no answer", () => {
    const loaded = cart('2026-11-28T10:00:02.000Z', 'gid://shopify/CartLine/1');
    expect(latestCart(loaded, cart('2026-11-28T10:00:01.000Z'))).toBe(loaded);
    expect(latestCart(loaded, cart('2026-11-28T10:00:02.000Z'))).toBe(loaded);
    expect(latestCart(loaded, null)).toBe(loaded);
    expect(latestCart(loaded, cart(undefined))).toBe(loaded);
    expect(latestCart(null, undefined)).toBeNull();
  });
});
