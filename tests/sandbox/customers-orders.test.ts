import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  CHECKOUT_FORM,
  createCart,
  data,
  MUTATIONS,
  variantGid,
  variantPicker,
} from './cart-helpers';
import {addAddress, NODE_QUERY, ordersOf, placeOrder, signUp} from './customers-helpers';
import {ok} from './schema-checked';
import {fetchJson, type JsonBody, type TestSandbox, startTestSandbox} from './helpers';

let t: TestSandbox;
let pick: ReturnType<typeof variantPicker>;
beforeAll(async () => {
  t = await startTestSandbox();
  pick = variantPicker(t);
});
afterAll(async () => {
  await t.stop();
});

describe("a customer's orders", () => {
  it('lists the orders placed through the checkout, with their lines, newest first and paged', async () => {
    const customer = await signUp(t, {firstName: 'Ana', lastName: 'Novak'});
    const [cheap, discounted] = [pick(20, 60), pick(80)];
    const first = await placeOrder(t, cheap, {token: customer.token});
    const second = await placeOrder(t, discounted, {token: customer.token, codes: ['BENVENUTO10']});
    expect([first.customerId, second.customerId]).toEqual([customer.numericId, customer.numericId]);

    const all = await ordersOf(t, customer.token, {sortKey: 'PROCESSED_AT', reverse: true});
    expect(all.numberOfOrders).toBe('2');
    expect(all.orders.totalCount).toBe('2');
    expect(all.orders.nodes.map((o: JsonBody) => o.name)).toEqual([second.name, first.name]);
    const [newest] = all.orders.nodes;
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    expect(newest).toMatchObject({
      id: `gid://shopify/Order/${second.id}?key=${second.token}`,
      orderNumber: second.number,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      currencyCode: 'EUR',
      email: CHECKOUT_FORM.email,
      totalTax: {amount: '0.0', currencyCode: 'EUR'},
      shippingAddress: {
        name: 'Ana Novak',
        formatted: ['Ana Novak', 'Via Roma 1', '20121 Milano', 'Italia'],
        formattedArea: 'Milano, Italia',
        countryCodeV2: 'IT',
      },
      discountApplications: {
        nodes: [{code: 'BENVENUTO10', applicable: true, value: {percentage: 10}}],
      },
    });
    expect(newest.processedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(cents(newest.totalPrice.amount)).toBe(second.totalCents);
    expect(cents(newest.subtotalPrice.amount)).toBe(second.subtotalCents);
    expect(cents(newest.totalShippingPrice.amount)).toBe(second.shippingCents);
    const [line] = newest.lineItems.nodes;
    expect(line).toMatchObject({
      title: second.lines[0].productTitle,
      quantity: 1,
      variant: {id: variantGid(discounted), title: discounted.title, sku: discounted.sku},
    });
    expect(cents(line.originalTotalPrice.amount)).toBe(discounted.priceCents);
    expect(cents(line.discountedTotalPrice.amount)).toBe(second.lines[0].totalCents);
    expect(line.discountAllocations).toEqual([
      {
        allocatedAmount: {amount: expect.any(String)},
        discountApplication: {code: 'BENVENUTO10'},
      },
    ]);
    expect(cents(line.discountAllocations[0].allocatedAmount.amount)).toBe(
      discounted.priceCents - second.lines[0].totalCents,
    );
    const status = await fetch(newest.statusUrl);
    expect(status.status).toBe(200);
    expect(await status.text()).toContain(second.name);

    const page1 = await ordersOf(t, customer.token, {
      first: 1,
      sortKey: 'PROCESSED_AT',
      reverse: true,
    });
    expect(page1.orders.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const page2 = await ordersOf(t, customer.token, {
      first: 1,
      after: page1.orders.pageInfo.endCursor,
      sortKey: 'PROCESSED_AT',
      reverse: true,
    });
    expect(page2.orders.nodes.map((o: JsonBody) => o.name)).toEqual([first.name]);
    expect(page2.orders.pageInfo.hasNextPage).toBe(false);
  });

  it('takes over earlier guest orders with the same e-mail when the customer signs up', async () => {
    const guest = await placeOrder(t, pick(), {email: 'Guest.Buyer@Example.com'});
    expect(guest.customerId).toBeNull();
    const customer = await signUp(t, {email: 'guest.buyer@example.com'});
    const {orders, numberOfOrders} = await ordersOf(t, customer.token);
    expect(numberOfOrders).toBe('1');
    expect(orders.nodes[0].name).toBe(guest.name);
    // Later checkouts with the account's e-mail are theirs too, signed in or not.
    const later = await placeOrder(t, pick(), {email: 'GUEST.buyer@example.com'});
    expect(later.customerId).toBe(customer.numericId);
  });

  it('answers node(Order) only with the key of that order', async () => {
    const customer = await signUp(t);
    const other = await signUp(t);
    const mine = await placeOrder(t, pick(), {token: customer.token});
    const theirs = await placeOrder(t, pick(), {token: other.token});
    const id = `gid://shopify/Order/${mine.id}`;
    const node = async (nodeId: string) => (await ok(t, NODE_QUERY, {id: nodeId})).node;
    expect(await node(`${id}?key=${mine.token}`)).toEqual({
      id: `${id}?key=${mine.token}`,
      name: mine.name,
    });
    expect(await node(id)).toBeNull();
    expect(await node(`${id}?key=${theirs.token}`)).toBeNull();
    expect(await node(`${id}?key=`)).toBeNull();
  });
});

describe('the cart and the checkout of a signed-in customer', () => {
  it('attaches the customer of a valid token to the cart and refuses an invalid one', async () => {
    const customer = await signUp(t);
    const {cartCreate: refused} = await data(t, MUTATIONS.create, {
      input: {buyerIdentity: {customerAccessToken: 'not-a-token'}},
    });
    expect(refused.cart).toBeNull();
    expect(refused.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['input', 'buyerIdentity', 'customerAccessToken'],
        message: 'Customer is invalid',
      },
    ]);

    const cart = await createCart(t, {buyerIdentity: {customerAccessToken: customer.token}});
    expect(cart.buyerIdentity).toMatchObject({email: customer.email, customer: {id: customer.id}});

    const other = await createCart(t);
    const {cartBuyerIdentityUpdate: bad} = await data(t, MUTATIONS.buyer, {
      cartId: other.id,
      buyerIdentity: {customerAccessToken: 'f'.repeat(32)},
    });
    expect(bad.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['buyerIdentity', 'customerAccessToken'],
        message: 'Customer is invalid',
      },
    ]);
    expect(bad.cart.buyerIdentity.customer).toBeNull();
    const {cartBuyerIdentityUpdate: good} = await data(t, MUTATIONS.buyer, {
      cartId: other.id,
      buyerIdentity: {customerAccessToken: customer.token, email: 'work@example.com'},
    });
    expect(good.userErrors).toEqual([]);
    expect(good.cart.buyerIdentity).toMatchObject({
      email: 'work@example.com',
      customer: {id: customer.id},
    });
    const {cartBuyerIdentityUpdate: signedOut} = await data(t, MUTATIONS.buyer, {
      cartId: other.id,
      buyerIdentity: {customerAccessToken: null},
    });
    expect(signedOut.cart.buyerIdentity.customer).toBeNull();
  });

  it("pre-fills the checkout with the customer's contact and default address", async () => {
    const customer = await signUp(t, {
      firstName: 'Iva',
      lastName: 'Horvat',
      phone: '+385 1 234 567',
    });
    await addAddress(t, customer, {
      firstName: 'Iva',
      lastName: 'Horvat',
      address1: 'Ilica 10',
      address2: 'stan 4',
      city: 'Zagreb',
      zip: '10000',
      country: 'HR',
    });
    const variant = pick();
    const cart = await createCart(t, {
      lines: [{merchandiseId: variantGid(variant), quantity: 1}],
      buyerIdentity: {customerAccessToken: customer.token},
    });
    const html = await (await fetch(cart.checkoutUrl)).text();
    const valueOf = (field: string) =>
      new RegExp(`id="${field}" name="${field}" value="([^"]*)"`).exec(html)?.[1];
    expect({
      email: valueOf('email'),
      firstName: valueOf('firstName'),
      lastName: valueOf('lastName'),
      address1: valueOf('address1'),
      zip: valueOf('zip'),
      city: valueOf('city'),
      phone: valueOf('phone'),
    }).toEqual({
      email: customer.email,
      firstName: 'Iva',
      lastName: 'Horvat',
      address1: 'Ilica 10, stan 4',
      zip: '10000',
      city: 'Zagreb',
      phone: '+385 1 234 567',
    });
    expect(html).toContain('<option value="HR" selected>Hrvatska</option>');

    const {body} = await fetchJson(`${t.url}/sandbox/api/orders?customerId=${customer.numericId}`);
    expect(body.orders).toEqual([]);
  });
});
