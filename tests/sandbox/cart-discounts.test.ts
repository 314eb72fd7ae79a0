import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {priceCart} from '../../sandbox/cart/pricing';
import type {Catalog, VariantRecord} from '../../sandbox/db/catalog';
import type {CartLineRecord} from '../../sandbox/db/carts';
import {
  cents,
  createCart,
  data,
  MUTATIONS,
  setStock,
  variantGid,
  variantPicker,
} from './cart-helpers';
import {startTestSandbox, type TestSandbox} from './helpers';

let t: TestSandbox;
let pick: ReturnType<typeof variantPicker>;
beforeAll(async () => {
  t = await startTestSandbox();
  pick = variantPicker(t);
});
afterAll(() => t.stop());

describe('discount codes', () => {
  it('BENVENUTO10 takes 10 % off, allocated to lines that add up to the cost difference', async () => {
    const lines = [pick(20, 200), pick(20, 200), pick(20, 200)].map((v) => ({
      merchandiseId: variantGid(v),
      quantity: 1,
    }));
    const cart = await createCart(t, {lines});
    const {
      cartDiscountCodesUpdate: {cart: discounted},
    } = await data(t, MUTATIONS.codes, {
      cartId: cart.id,
      codes: ['benvenuto10'],
    });
    expect(discounted.discountCodes).toEqual([{code: 'BENVENUTO10', applicable: true}]);
    const before = cents(cart.cost.totalAmount);
    const allocated = discounted.lines.nodes.flatMap(
      (l: {discountAllocations: Array<{discountedAmount: {amount: string}}>}) =>
        l.discountAllocations.map((a) => cents(a.discountedAmount)),
    );
    expect(allocated).toHaveLength(3);
    expect(allocated.reduce((s: number, c: number) => s + c, 0)).toBe(Math.round(before / 10));
    expect(before - cents(discounted.cost.totalAmount)).toBe(Math.round(before / 10));
    for (const line of discounted.lines.nodes) {
      expect(line.discountAllocations[0]).toMatchObject({
        code: 'BENVENUTO10',
        targetType: 'LINE_ITEM',
      });
      expect(cents(line.cost.subtotalAmount) - cents(line.cost.totalAmount)).toBe(
        cents(line.discountAllocations[0].discountedAmount),
      );
    }
    expect(cents(discounted.cost.subtotalAmount)).toBe(cents(discounted.cost.totalAmount));
    expect(discounted.discountAllocations).toEqual([]);
  });

  it('PASSO15 takes 15,00 € off the order only from 100,00 €', async () => {
    const v = pick(30, 60);
    setStock(t, v, 10);
    const cart = await createCart(t, {
      lines: [{merchandiseId: variantGid(v), quantity: 1}],
      discountCodes: ['PASSO15'],
    });
    expect(cart.discountCodes).toEqual([{code: 'PASSO15', applicable: false}]);
    expect(cart.discountAllocations).toEqual([]);
    const line = cart.lines.nodes[0];
    const {
      cartLinesUpdate: {cart: big},
    } = await data(t, MUTATIONS.update, {
      cartId: cart.id,
      lines: [{id: line.id, quantity: 4}],
    });
    expect(cents(big.cost.subtotalAmount)).toBe(4 * v.priceCents);
    expect(big.discountCodes).toEqual([{code: 'PASSO15', applicable: true}]);
    expect(big.discountAllocations).toEqual([
      {
        code: 'PASSO15',
        discountedAmount: {amount: '15.0', currencyCode: 'EUR'},
        targetType: 'LINE_ITEM',
      },
    ]);
    expect(cents(big.cost.totalAmount)).toBe(4 * v.priceCents - 1500);
  });

  it('lists unknown and expired codes as not applicable, and replaces the list on update', async () => {
    const cart = await createCart(t, {lines: [{merchandiseId: variantGid(pick())}]});
    const {cartDiscountCodesUpdate} = await data(t, MUTATIONS.codes, {
      cartId: cart.id,
      codes: ['NOPE', 'estate2024', ' Benvenuto10 ', 'BENVENUTO10'],
    });
    expect(cartDiscountCodesUpdate.userErrors).toEqual([]);
    expect(cartDiscountCodesUpdate.cart.discountCodes).toEqual([
      {code: 'NOPE', applicable: false},
      {code: 'ESTATE2024', applicable: false},
      {code: 'BENVENUTO10', applicable: true},
    ]);
    const codes = cartDiscountCodesUpdate.cart.lines.nodes[0].discountAllocations.map(
      (a: {code: string}) => a.code,
    );
    expect(codes).toEqual(['BENVENUTO10']);
    const cleared = (await data(t, MUTATIONS.codes, {cartId: cart.id, codes: []}))
      .cartDiscountCodesUpdate;
    expect(cleared.cart.discountCodes).toEqual([]);
    expect(cleared.cart.cost.totalAmount).toEqual(cart.cost.totalAmount);
    expect(cleared.warnings).toEqual([]);
  });

  it('says why each code does not apply with 2025-07 CartWarnings aimed at the cart', async () => {
    const v = pick(20, 40); // two of them stay below PASSO15's 100,00 €
    const cart = await createCart(t, {lines: [{merchandiseId: variantGid(v), quantity: 1}]});
    const {cartDiscountCodesUpdate: update} = await data(t, MUTATIONS.codes, {
      cartId: cart.id,
      codes: ['NOPE', 'ESTATE2024', 'PASSO15', 'BENVENUTO10'],
    });
    expect(update.warnings).toEqual([
      {code: 'DISCOUNT_NOT_FOUND', message: expect.any(String), target: cart.id},
      {code: 'DISCOUNT_CURRENTLY_INACTIVE', message: expect.any(String), target: cart.id},
      {code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE', message: expect.any(String), target: cart.id},
    ]);
    // While the codes stay, every change repeats them, after its own warnings.
    const {cartLinesUpdate} = await data(t, MUTATIONS.update, {
      cartId: cart.id,
      lines: [{id: cart.lines.nodes[0].id, quantity: 2}],
    });
    expect(cartLinesUpdate.warnings.map((w: {code: string}) => w.code)).toEqual([
      'DISCOUNT_NOT_FOUND',
      'DISCOUNT_CURRENTLY_INACTIVE',
      'DISCOUNT_PURCHASE_NOT_IN_RANGE',
    ]);
  });

  it('warns that a valid code is not honoured on a cart without lines', async () => {
    const {cartCreate} = await data(t, MUTATIONS.create, {input: {discountCodes: ['BENVENUTO10']}});
    expect(cartCreate.cart.discountCodes).toEqual([{code: 'BENVENUTO10', applicable: false}]);
    expect(cartCreate.warnings).toEqual([
      {code: 'DISCOUNT_CODE_NOT_HONOURED', message: expect.any(String), target: cartCreate.cart.id},
    ]);
  });
});

describe('pricing', () => {
  it('rounds the percentage once and spreads the cents so allocations add up exactly', () => {
    // Seeded prices end in 0 cents, where 10 % never rounds; these do.
    const variants = [3333, 3333, 3333].map((priceCents, i) => ({
      ...pick(),
      id: 900 + i,
      priceCents,
    }));
    const catalog = {variantById: new Map(variants.map((v) => [v.id, v]))} as unknown as Catalog;
    const line = (v: VariantRecord, seq: number): CartLineRecord => ({
      id: `line-${seq}`,
      seq,
      variantId: v.id,
      quantity: 1,
      attributes: [],
    });
    const discounts = t.sandbox.context.discounts;
    const priced = priceCart(
      {lines: variants.map(line), discountCodes: ['BENVENUTO10', 'PASSO15']},
      catalog,
      discounts,
    );
    // 10 % of 99,99 € is 9,999 €: 10,00 € in all, 3,33 + 3,33 + 3,34 on the lines.
    expect(priced.lines.map((l) => l.allocations[0]!.amountCents).sort((a, b) => a - b)).toEqual([
      333, 333, 334,
    ]);
    expect(priced.subtotalCents).toBe(8999);
    // PASSO15 wants 100,00 € after product discounts.
    expect(priced.codes).toEqual([
      {code: 'BENVENUTO10', applicable: true},
      {code: 'PASSO15', applicable: false},
    ]);
  });
});
