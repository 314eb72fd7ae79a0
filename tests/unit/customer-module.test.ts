/**
 * The customer module's verbs against a recording platform: what each sends, how the platform's
 * shapes become the shop's, and that no verb for the logged-in customer runs without one.
 */
import {describe, expect, it} from 'vitest';
import {CacheNone} from '@shopify/hydrogen';
import type {StorefrontApi} from '~/lib/commerce/storefront.server';
import {createCustomer, SignedOut} from '~/lib/customer/customer.server';
import type {CustomerSession} from '~/lib/customer/customer-session.server';
import type {CustomerAccessData} from '~/lib/customer/access-data';

type Call = {document: string; variables: Record<string, unknown>};

const ID = 'gid://shopify/MailingAddress/12?model_name=CustomerAddress&customer_access_token=abc';
const ADDRESS = {
  firstName: '',
  lastName: 'Rossi',
  company: '',
  address1: 'Via Dante 12',
  address2: '',
  city: 'Milano',
  province: '',
  zip: '20121',
  country: 'IT',
  phone: '',
};
const eur = (amount: string) => ({amount, currencyCode: 'EUR'});
const TOKEN: CustomerAccessData = {accessToken: 'new-token', expiresAt: '2099-01-01T00:00:00Z'};

function platform(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const commerce = {
    CacheNone,
    query: (document: string, options: {variables: Record<string, unknown>}) => {
      const call = {document, variables: options.variables};
      calls.push(call);
      return Promise.resolve(answer(call));
    },
  } as unknown as StorefrontApi;
  return {commerce, calls};
}

/** A session whose logins and logouts are recorded. */
function session(accessToken: string | null) {
  const events: string[] = [];
  let token = accessToken;
  const value: CustomerSession = {
    get isLoggedIn() {
      return token !== null;
    },
    get accessToken() {
      return token;
    },
    pendingCookies: [],
    login(data) {
      token = data.accessToken;
      events.push(`login ${data.accessToken}`);
    },
    logout() {
      token = null;
      events.push('logout');
    },
  };
  return {session: value, events};
}

describe('verbs of the logged-in customer', () => {
  it('without a token they throw SignedOut and ask the platform nothing', async () => {
    const {commerce, calls} = platform(() => ({customer: null}));
    const customer = createCustomer(commerce, session(null).session);
    for (const verb of [
      () => customer.profile(),
      () => customer.overview(),
      () => customer.orders(null),
      () => customer.order('1001'),
      () => customer.addresses(),
      () => customer.info(),
      () => customer.deleteAddress(ID),
    ]) {
      await expect(verb()).rejects.toBeInstanceOf(SignedOut);
    }
    expect(calls).toHaveLength(0);
  });

  it('a token the platform no longer knows is SignedOut too, after asking it once', async () => {
    const {commerce, calls} = platform(() => ({customer: null}));
    const customer = createCustomer(commerce, session('stale').session);
    await expect(customer.profile()).rejects.toBeInstanceOf(SignedOut);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.variables).toEqual({customerAccessToken: 'stale'});
  });

  it('the overview comes back in the shop’s shape: addresses and orders as arrays', async () => {
    const {commerce} = platform(() => ({
      customer: {
        firstName: null,
        displayName: 'Anna Rossi',
        email: 'anna@example.com',
        numberOfOrders: '2',
        defaultAddress: {
          id: ID,
          ...ADDRESS,
          firstName: null,
          countryCodeV2: 'IT',
          formatted: ['Anna Rossi', 'Via Dante 12'],
        },
        orders: {
          nodes: [
            {
              id: 'gid://shopify/Order/7',
              name: '#1007',
              orderNumber: 1007,
              processedAt: '2026-03-01T10:00:00Z',
              financialStatus: 'PAID',
              fulfillmentStatus: 'UNFULFILLED',
              currentTotalPrice: eur('89.90'),
            },
          ],
        },
      },
    }));
    const overview = await createCustomer(commerce, session('t').session).overview();
    expect(overview).toEqual({
      firstName: '',
      displayName: 'Anna Rossi',
      email: 'anna@example.com',
      hasOrders: true,
      defaultAddress: expect.objectContaining({id: ID, firstName: '', countryCode: 'IT'}),
      recentOrders: [
        {
          id: 'gid://shopify/Order/7',
          name: '#1007',
          number: 1007,
          processedAt: '2026-03-01T10:00:00Z',
          financialStatus: 'PAID',
          fulfillmentStatus: 'UNFULFILLED',
          total: eur('89.90'),
        },
      ],
    });
  });

  it('an order number that is not among the customer’s own is null, and its order is not read', async () => {
    const {commerce, calls} = platform(() => ({
      customer: {orders: {nodes: [{id: 'gid://shopify/Order/7', orderNumber: 1007}]}},
    }));
    const customer = createCustomer(commerce, session('t').session);
    expect(await customer.order('1008')).toBeNull();
    expect(calls.map((call) => call.document.match(/query (\w+)/)?.[1])).toEqual([
      'CustomerOrderIds',
    ]);
  });

  it('its own order is read by the id the platform gave, with its totals added up', async () => {
    const line = {
      title: 'Sneaker',
      quantity: 2,
      originalTotalPrice: eur('100.00'),
      discountedTotalPrice: eur('90.00'),
      discountAllocations: [
        {allocatedAmount: eur('10.00'), discountApplication: {code: 'BENVENUTO10'}},
      ],
      variant: {id: 'v', title: '42', image: null},
    };
    const {commerce, calls} = platform((call) =>
      call.document.includes('query CustomerOrderIds')
        ? {customer: {orders: {nodes: [{id: 'gid://shopify/Order/7', orderNumber: 1007}]}}}
        : {
            node: {
              id: 'gid://shopify/Order/7',
              name: '#1007',
              orderNumber: 1007,
              processedAt: '2026-03-01T10:00:00Z',
              financialStatus: 'PAID',
              fulfillmentStatus: 'FULFILLED',
              totalShippingPrice: eur('5.00'),
              totalPrice: eur('95.00'),
              discountApplications: {
                nodes: [
                  {
                    code: 'BENVENUTO10',
                    value: {__typename: 'PricingPercentageValue', percentage: 10},
                  },
                ],
              },
              shippingAddress: {formatted: ['Anna Rossi', 'Via Dante 12']},
              lineItems: {nodes: [line]},
            },
          },
    );
    const order = await createCustomer(commerce, session('t').session).order('1007');
    expect(calls[1]!.variables).toEqual({id: 'gid://shopify/Order/7'});
    expect(order).toMatchObject({
      number: 1007,
      subtotal: eur('100.00'),
      discounts: [{label: 'BENVENUTO10', amount: eur('10.00')}],
      shipping: eur('5.00'),
      total: eur('95.00'),
      shippingAddress: ['Anna Rossi', 'Via Dante 12'],
      lines: [
        {
          title: 'Sneaker',
          variantTitle: '42',
          quantity: 2,
          image: null,
          originalTotal: eur('100.00'),
          discountedTotal: eur('90.00'),
        },
      ],
    });
  });
});

describe('logging in and out', () => {
  it('a login the platform accepts sets the session; a refused one does not', async () => {
    const accepted = platform(() => ({
      customerAccessTokenCreate: {customerAccessToken: TOKEN, customerUserErrors: []},
    }));
    const ok = session(null);
    expect(await createCustomer(accepted.commerce, ok.session).login('a@b.it', 'x')).toEqual({
      ok: true,
      value: TOKEN,
    });
    expect(ok.events).toEqual(['login new-token']);

    const refused = platform(() => ({
      customerAccessTokenCreate: {
        customerAccessToken: null,
        customerUserErrors: [{code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'x'}],
      },
    }));
    const no = session(null);
    const outcome = await createCustomer(refused.commerce, no.session).login('a@b.it', 'x');
    expect(outcome.ok).toBe(false);
    expect(no.events).toEqual([]);
  });

  it('logout ends the session before the platform deletes the token', async () => {
    const {commerce, calls} = platform(() => ({customerAccessTokenDelete: {userErrors: []}}));
    const {session: s, events} = session('old');
    await createCustomer(commerce, s).logout();
    expect(events).toEqual(['logout']);
    expect(calls[0]!.variables).toEqual({customerAccessToken: 'old'});
  });

  it('a profile saved with a new password keeps the customer logged in with the new token', async () => {
    const {commerce} = platform(() => ({
      customerUpdate: {customer: {id: 'c'}, customerAccessToken: TOKEN, customerUserErrors: []},
    }));
    const {session: s, events} = session('old');
    expect(await createCustomer(commerce, s).updateProfile({password: 'secret12'})).toEqual({
      ok: true,
      value: true,
    });
    expect(events).toEqual(['login new-token']);
  });
});

describe('address changes sent to the platform', () => {
  it('create sends the address with empty optional fields as null, and gives the new id', async () => {
    const {commerce, calls} = platform(() => ({
      customerAddressCreate: {customerAddress: {id: ID}, customerUserErrors: []},
    }));
    const customer = createCustomer(commerce, session('token').session);
    expect(await customer.createAddress(ADDRESS)).toEqual({ok: true, value: ID});
    expect(calls[0]!.document).toMatch(/mutation CustomerAddressCreate/);
    expect(calls[0]!.variables).toEqual({
      customerAccessToken: 'token',
      address: {
        ...ADDRESS,
        firstName: null,
        company: null,
        address2: null,
        province: null,
        phone: null,
      },
    });
  });

  it.each([
    ['update', /mutation CustomerAddressUpdate/, {id: ID}, 'customerAddressUpdate'],
    ['delete', /mutation CustomerAddressDelete/, {id: ID}, 'customerAddressDelete'],
    [
      'default',
      /mutation CustomerDefaultAddressUpdate/,
      {addressId: ID},
      'customerDefaultAddressUpdate',
    ],
  ] as const)('%s names the address and reads the refusals', async (verb, document, ids, field) => {
    const {commerce, calls} = platform(() => ({
      [field]: {customerUserErrors: [{code: 'INVALID', field: ['address', 'zip'], message: 'x'}]},
    }));
    const customer = createCustomer(commerce, session('token').session);
    const outcome = await {
      update: () => customer.updateAddress(ID, ADDRESS),
      delete: () => customer.deleteAddress(ID),
      default: () => customer.setDefaultAddress(ID),
    }[verb]();
    expect(outcome).toEqual({ok: false, errors: [{code: 'INVALID', field: 'zip', message: 'x'}]});
    expect(calls[0]!.document).toMatch(document);
    expect(calls[0]!.variables).toMatchObject({customerAccessToken: 'token', ...ids});
  });

  it('an answer without a payload is not a change that was made', async () => {
    const {commerce} = platform(() => ({customerAddressDelete: null}));
    const outcome = await createCustomer(commerce, session('token').session).deleteAddress(ID);
    expect(outcome).toEqual({ok: false, errors: [{code: null, field: null, message: ''}]});
  });
});
