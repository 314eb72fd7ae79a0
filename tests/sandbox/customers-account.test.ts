import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {variantPicker} from './cart-helpers';
import {
  addAddress,
  customerOf,
  logIn,
  M,
  MILAN,
  ordersOf,
  placeOrder,
  signUp,
} from './customers-helpers';
import {ok} from './schema-checked';
import {type JsonBody, type TestSandbox, startTestSandbox} from './helpers';

let t: TestSandbox;
let pick: ReturnType<typeof variantPicker>;
beforeAll(async () => {
  t = await startTestSandbox();
  pick = variantPicker(t);
});
afterAll(async () => {
  await t.stop();
});

const notFound = (field: string) => [
  {code: 'NOT_FOUND', field: [field], message: 'Address does not exist'},
];

describe('customers stay apart', () => {
  it("never shows or changes another customer's account, addresses or orders", async () => {
    const a = await signUp(t, {firstName: 'Ada'});
    const b = await signUp(t, {firstName: 'Bea'});
    const aAddress = await addAddress(t, a);
    const bAddress = await addAddress(t, b, {...MILAN, firstName: 'Bea', address1: 'Via Verdi 3'});
    const aOrder = await placeOrder(t, pick(), {token: a.token});
    const bOrder = await placeOrder(t, pick(), {token: b.token});

    const seenByA = await customerOf(t, a.token);
    expect(seenByA).toMatchObject({id: a.id, email: a.email, firstName: 'Ada'});
    expect(seenByA.addresses.nodes.map((x: JsonBody) => x.id)).toEqual([aAddress.id]);
    const aOrders = await ordersOf(t, a.token);
    expect(aOrders.orders.nodes.map((o: JsonBody) => o.name)).toEqual([aOrder.name]);
    expect(aOrders.orders.nodes.map((o: JsonBody) => o.name)).not.toContain(bOrder.name);

    const {customerAddressUpdate} = await ok(t, M.addressUpdate, {
      token: a.token,
      id: bAddress.id,
      address: {address1: 'Stolen 1'},
    });
    expect(customerAddressUpdate).toEqual({
      customerAddress: null,
      customerUserErrors: notFound('id'),
      userErrors: [{field: ['id'], message: 'Address does not exist'}],
    });
    const {customerAddressDelete} = await ok(t, M.addressDelete, {token: a.token, id: bAddress.id});
    expect(customerAddressDelete.customerUserErrors).toEqual(notFound('id'));
    expect(customerAddressDelete.deletedCustomerAddressId).toBeNull();
    const {customerDefaultAddressUpdate} = await ok(t, M.defaultAddress, {
      token: a.token,
      id: bAddress.id,
    });
    expect(customerDefaultAddressUpdate.customerUserErrors).toEqual(notFound('addressId'));

    const seenByB = await customerOf(t, b.token);
    expect(seenByB.addresses.nodes).toEqual([bAddress]);
    expect(seenByB.defaultAddress).toEqual(bAddress);
    expect((await ordersOf(t, b.token)).orders.nodes.map((o: JsonBody) => o.name)).toEqual([
      bOrder.name,
    ]);
  });
});

describe('the address book', () => {
  it('refuses blank required fields, an unknown country and a wrong postal code', async () => {
    const customer = await signUp(t);
    const {customerAddressCreate: blank} = await ok(t, M.addressCreate, {
      token: customer.token,
      address: {firstName: 'Ana', city: ' '},
    });
    expect(blank.customerAddress).toBeNull();
    expect(blank.customerUserErrors).toEqual([
      {code: 'BLANK', field: ['address', 'country'], message: "Country can't be blank"},
      {code: 'BLANK', field: ['address', 'lastName'], message: "Last name can't be blank"},
      {code: 'BLANK', field: ['address', 'address1'], message: "Address1 can't be blank"},
      {code: 'BLANK', field: ['address', 'city'], message: "City can't be blank"},
      {code: 'BLANK', field: ['address', 'zip'], message: "Zip can't be blank"},
    ]);
    const {customerAddressCreate: wrong} = await ok(t, M.addressCreate, {
      token: customer.token,
      address: {...MILAN, country: 'Germany', phone: 'none'},
    });
    expect(wrong.customerUserErrors).toEqual([
      {code: 'INVALID', field: ['address', 'country'], message: 'Country is not supported'},
      {code: 'INVALID', field: ['address', 'phone'], message: 'Phone is invalid'},
    ]);
    const {customerAddressCreate: zip} = await ok(t, M.addressCreate, {
      token: customer.token,
      address: {...MILAN, country: 'Slovenia', zip: '20121'},
    });
    expect(zip.customerUserErrors).toEqual([
      {code: 'INVALID', field: ['address', 'zip'], message: 'Zip is invalid'},
    ]);
    expect((await customerOf(t, customer.token)).addresses.nodes).toEqual([]);
  });

  it('adds, changes, makes default and deletes addresses; the first one is the default', async () => {
    const customer = await signUp(t);
    const milan = await addAddress(t, customer, {...MILAN, company: 'Passo Srl'});
    expect(milan).toMatchObject({
      id: expect.stringMatching(
        /^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=CustomerAddress$/,
      ),
      country: 'Italia',
      countryCodeV2: 'IT',
      name: 'Ana Novak',
      formatted: ['Passo Srl', 'Via Roma 1', '20121 Milano MI', 'Italia'],
      lines: ['Ana Novak', 'Passo Srl', 'Via Roma 1', '20121 Milano MI', 'Italia'],
      formattedArea: 'Milano, MI, Italia',
    });
    const ljubljana = await addAddress(t, customer, {
      lastName: 'Kranjc',
      address1: 'Slovenska cesta 1',
      address2: '3. nadstropje',
      city: 'Ljubljana',
      zip: '1000',
      country: 'Slovenija',
    });
    // Country names follow the request's language: Italian without @inContext.
    expect(ljubljana.formatted).toEqual([
      'Slovenska cesta 1',
      '3. nadstropje',
      '1000 Ljubljana',
      'Slovenia',
    ]);
    expect((await customerOf(t, customer.token)).defaultAddress.id).toBe(milan.id);
    const {customer: inSlovenian} = await ok(
      t,
      `query InSlovenian($token: String!) @inContext(language: SL) {
        customer(customerAccessToken: $token) { defaultAddress { country formatted } } }`,
      {token: customer.token},
    );
    expect(inSlovenian.defaultAddress).toEqual({
      country: 'Italija',
      formatted: ['Passo Srl', 'Via Roma 1', '20121 Milano MI', 'Italija'],
    });

    const {customerAddressUpdate} = await ok(t, M.addressUpdate, {
      token: customer.token,
      id: ljubljana.id,
      address: {address2: null, city: 'Maribor', zip: '2000'},
    });
    expect(customerAddressUpdate.customerUserErrors).toEqual([]);
    expect(customerAddressUpdate.customerAddress).toMatchObject({
      id: ljubljana.id,
      lastName: 'Kranjc',
      address2: null,
      formatted: ['Slovenska cesta 1', '2000 Maribor', 'Slovenia'],
    });

    const {customerDefaultAddressUpdate} = await ok(t, M.defaultAddress, {
      token: customer.token,
      id: ljubljana.id,
    });
    expect(customerDefaultAddressUpdate.customer.defaultAddress.id).toBe(ljubljana.id);

    const {customerAddressDelete} = await ok(t, M.addressDelete, {
      token: customer.token,
      id: ljubljana.id,
    });
    expect(customerAddressDelete).toMatchObject({
      deletedCustomerAddressId: ljubljana.id,
      customerUserErrors: [],
    });
    const after = await customerOf(t, customer.token);
    expect(after.addresses.nodes.map((a: JsonBody) => a.id)).toEqual([milan.id]);
    expect(after.defaultAddress.id).toBe(milan.id);
  });
});

describe('customerUpdate', () => {
  it('changes the profile, refusing an e-mail another customer has', async () => {
    const customer = await signUp(t);
    const other = await signUp(t);
    const {customerUpdate} = await ok(t, M.update, {
      token: customer.token,
      customer: {
        firstName: 'Nika',
        lastName: 'Zupan',
        acceptsMarketing: true,
        phone: '+386 40 123 456',
      },
    });
    expect(customerUpdate.customerUserErrors).toEqual([]);
    expect(customerUpdate.customerAccessToken).toBeNull();
    expect(customerUpdate.customer).toMatchObject({
      displayName: 'Nika Zupan',
      acceptsMarketing: true,
      phone: '+386 40 123 456',
    });
    const {customerUpdate: taken} = await ok(t, M.update, {
      token: customer.token,
      customer: {email: other.email.toUpperCase()},
    });
    expect(taken).toMatchObject({
      customer: null,
      customerUserErrors: [
        {code: 'TAKEN', field: ['customer', 'email'], message: 'Email has already been taken'},
      ],
    });
    expect((await customerOf(t, customer.token)).email).toBe(customer.email);
  });

  it('ends every earlier token with a new password and answers a fresh one', async () => {
    const customer = await signUp(t);
    const secondDevice = await logIn(t, customer.email, customer.password);
    const {customerUpdate: short} = await ok(t, M.update, {
      token: customer.token,
      customer: {password: 'abc'},
    });
    expect(short.customerUserErrors[0]).toMatchObject({
      code: 'TOO_SHORT',
      field: ['customer', 'password'],
    });
    expect(await customerOf(t, customer.token)).not.toBeNull();

    const {customerUpdate} = await ok(t, M.update, {
      token: customer.token,
      customer: {password: 'new-password'},
    });
    expect(customerUpdate.customerUserErrors).toEqual([]);
    const fresh = customerUpdate.customerAccessToken.accessToken;
    expect(fresh).not.toBe(customer.token);
    expect(await customerOf(t, customer.token)).toBeNull();
    expect(await customerOf(t, secondDevice)).toBeNull();
    expect((await customerOf(t, fresh)).id).toBe(customer.id);
    const {customerAccessTokenCreate: old} = await ok(t, M.login, {
      input: {email: customer.email, password: customer.password},
    });
    expect(old.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    expect(await logIn(t, customer.email, 'new-password')).toMatch(/^[0-9a-f]{32}$/);
  });
});
