import {afterAll, beforeAll, describe, expect, it} from 'vitest';
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

describe('lines', () => {
  it('merges the same variant into its line and lists the newest line first', async () => {
    const [a, b] = [pick(), pick()];
    setStock(t, a, 10);
    const cart = await createCart(t, {lines: [{merchandiseId: variantGid(a), quantity: 1}]});
    const {cartLinesAdd} = await data(t, MUTATIONS.add, {
      cartId: cart.id,
      lines: [{merchandiseId: variantGid(a), quantity: 2}, {merchandiseId: variantGid(b)}],
    });
    expect(cartLinesAdd.userErrors).toEqual([]);
    expect(cartLinesAdd.warnings).toEqual([]);
    const lines = cartLinesAdd.cart.lines.nodes;
    expect(
      lines.map((l: {merchandise: {id: string}; quantity: number}) => [
        l.merchandise.id,
        l.quantity,
      ]),
    ).toEqual([
      [variantGid(b), 1],
      [variantGid(a), 3],
    ]);
    expect(lines[1].id).toBe(cart.lines.nodes[0].id);
    expect(cartLinesAdd.cart.totalQuantity).toBe(4);
  });

  it('caps a line at the stock with MERCHANDISE_NOT_ENOUGH_STOCK', async () => {
    const v = pick();
    setStock(t, v, 3);
    const {cartCreate} = await data(t, MUTATIONS.create, {
      input: {lines: [{merchandiseId: variantGid(v), quantity: 5}]},
    });
    const line = cartCreate.cart.lines.nodes[0];
    expect(line.quantity).toBe(3);
    expect(cartCreate.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: 'Only 3 items were added to your cart due to availability.',
        target: line.id,
      },
    ]);
    const {cartLinesUpdate} = await data(t, MUTATIONS.update, {
      cartId: cartCreate.cart.id,
      lines: [{id: line.id, quantity: 9}],
    });
    expect(cartLinesUpdate.cart.lines.nodes[0].quantity).toBe(3);
    expect(cartLinesUpdate.warnings[0]).toMatchObject({
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      target: line.id,
    });
  });

  it('adds no line for a sold-out variant, with MERCHANDISE_OUT_OF_STOCK', async () => {
    const v = pick();
    setStock(t, v, 0);
    const cart = await createCart(t);
    const {cartLinesAdd} = await data(t, MUTATIONS.add, {
      cartId: cart.id,
      lines: [{merchandiseId: variantGid(v)}],
    });
    expect(cartLinesAdd.userErrors).toEqual([]);
    expect(cartLinesAdd.cart.lines.nodes).toEqual([]);
    expect(cartLinesAdd.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: expect.stringContaining('sold out'),
        target: variantGid(v),
      },
    ]);
  });

  it('refuses unknown merchandise and negative quantities, changing nothing', async () => {
    const v = pick();
    const cart = await createCart(t, {lines: [{merchandiseId: variantGid(v)}]});
    const {cartLinesAdd} = await data(t, MUTATIONS.add, {
      cartId: cart.id,
      lines: [
        {merchandiseId: variantGid(v)},
        {merchandiseId: 'gid://shopify/ProductVariant/999'},
        {merchandiseId: 'gid://shopify/Product/1'},
        {merchandiseId: variantGid(v), quantity: -1},
      ],
    });
    expect(cartLinesAdd.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '1', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/999 does not exist.',
      },
      {
        code: 'INVALID',
        field: ['lines', '2', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/Product/1 does not exist.',
      },
      {code: 'INVALID', field: ['lines', '3', 'quantity'], message: expect.any(String)},
    ]);
    expect(cartLinesAdd.cart).toEqual(cart);
  });

  it('updates by line id, removes at quantity 0, and refuses unknown line ids', async () => {
    const [a, b] = [pick(), pick()];
    setStock(t, a, 5);
    const cart = await createCart(t, {
      lines: [{merchandiseId: variantGid(a)}, {merchandiseId: variantGid(b)}],
    });
    const [lineB, lineA] = cart.lines.nodes;
    const updated = (
      await data(t, MUTATIONS.update, {
        cartId: cart.id,
        lines: [
          {id: lineA.id, quantity: 4, attributes: [{key: 'gift', value: 'yes'}]},
          {id: lineB.id, quantity: 0},
        ],
      })
    ).cartLinesUpdate;
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.lines.nodes).toHaveLength(1);
    expect(updated.cart.lines.nodes[0]).toMatchObject({
      id: lineA.id,
      quantity: 4,
      attributes: [{key: 'gift', value: 'yes'}],
    });
    expect(cents(updated.cart.lines.nodes[0].cost.subtotalAmount)).toBe(4 * a.priceCents);

    const unknown = (
      await data(t, MUTATIONS.update, {cartId: cart.id, lines: [{id: lineB.id, quantity: 1}]})
    ).cartLinesUpdate;
    expect(unknown.userErrors).toEqual([
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lines', '0', 'id'],
        message: expect.stringContaining(lineB.id),
      },
    ]);
  });

  it('removes lines by id', async () => {
    const [a, b] = [pick(), pick()];
    const cart = await createCart(t, {
      lines: [{merchandiseId: variantGid(a)}, {merchandiseId: variantGid(b)}],
    });
    const {cartLinesRemove} = await data(t, MUTATIONS.remove, {
      cartId: cart.id,
      lineIds: [cart.lines.nodes[0].id],
    });
    expect(
      cartLinesRemove.cart.lines.nodes.map((l: {merchandise: {id: string}}) => l.merchandise.id),
    ).toEqual([variantGid(a)]);
    expect(cartLinesRemove.cart.totalQuantity).toBe(1);
  });
});
