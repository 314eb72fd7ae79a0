import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DEMO_CUSTOMER} from '../../sandbox/seed/customers';
import {customerOf, logIn, M, signUp, testClock} from './customers-helpers';
import {call, ok} from './schema-checked';
import {startTestSandbox, type TestSandbox} from './helpers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const clock = testClock();
let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({clock: clock.now});
});
afterAll(async () => {
  await t.stop();
});

const expiresIn = (expiresAt: string) => Date.parse(expiresAt) - clock.now();

describe('customerCreate', () => {
  it('creates a customer with the fields given', async () => {
    const {customerCreate} = await ok(t, M.create, {
      input: {
        email: '  Marta.Kovac@Example.com ',
        password: 'sifra-123',
        firstName: 'Marta',
        lastName: 'Kovač',
        phone: '+385 91 234 5678',
        acceptsMarketing: true,
      },
    });
    expect(customerCreate.customerUserErrors).toEqual([]);
    expect(customerCreate.userErrors).toEqual([]);
    expect(customerCreate.customer).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
      email: 'Marta.Kovac@Example.com',
      firstName: 'Marta',
      lastName: 'Kovač',
      displayName: 'Marta Kovač',
      phone: '+385 91 234 5678',
      acceptsMarketing: true,
      numberOfOrders: '0',
      defaultAddress: null,
      addresses: {nodes: []},
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
  });

  it.each([
    ['a blank e-mail', {email: ''}, 'BLANK', 'email', "Email can't be blank"],
    ['a malformed e-mail', {email: 'ana@'}, 'INVALID', 'email', 'Email is invalid'],
    [
      'a taken e-mail, in any case',
      {email: DEMO_CUSTOMER.email.toUpperCase()},
      'TAKEN',
      'email',
      'Email has already been taken',
    ],
    ['a blank password', {password: ''}, 'BLANK', 'password', "Password can't be blank"],
    [
      'a password under 5 characters',
      {password: 'abcd'},
      'TOO_SHORT',
      'password',
      'Password is too short (minimum is 5 characters)',
    ],
    [
      'a password over 40 characters',
      {password: 'x'.repeat(41)},
      'TOO_LONG',
      'password',
      'Password is too long (maximum is 40 characters)',
    ],
    [
      'a password with spaces around it',
      {password: ' secret '},
      'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
      'password',
      'Password cannot start or end with whitespace',
    ],
    ['a malformed phone', {phone: 'call me'}, 'INVALID', 'phone', 'Phone is invalid'],
  ])('refuses %s', async (_case, change, code, field, message) => {
    const input = {email: 'new.customer@example.com', password: 'secret', ...change};
    const {customerCreate} = await ok(t, M.create, {input});
    expect(customerCreate).toEqual({
      customer: null,
      customerUserErrors: [{code, field: ['input', field], message}],
      userErrors: [{field: ['input', field], message}],
    });
  });

  it('refuses a phone number another customer has', async () => {
    await signUp(t, {phone: '+39 333 000 1111'});
    const {customerCreate} = await ok(t, M.create, {
      input: {email: 'second@example.com', password: 'secret', phone: '+39 333 000 1111'},
    });
    expect(customerCreate.customerUserErrors).toEqual([
      {code: 'TAKEN', field: ['input', 'phone'], message: 'Phone has already been taken'},
    ]);
  });
});

describe('customerAccessTokenCreate', () => {
  it('signs in with the e-mail in any case: a random token for 14 days', async () => {
    const customer = await signUp(t);
    const {customerAccessTokenCreate} = await ok(t, M.login, {
      input: {email: customer.email.toUpperCase(), password: customer.password},
    });
    const {accessToken, expiresAt} = customerAccessTokenCreate.customerAccessToken;
    expect(accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(accessToken).not.toBe(customer.token);
    expect(Math.abs(expiresIn(expiresAt) - 14 * DAY)).toBeLessThan(5000);
    expect((await customerOf(t, accessToken)).id).toBe(customer.id);
  });

  it('answers a wrong password and an unknown e-mail alike, as Shopify does', async () => {
    const customer = await signUp(t);
    for (const input of [
      {email: customer.email, password: 'wrong-password'},
      {email: 'nobody@example.com', password: customer.password},
    ]) {
      const {customerAccessTokenCreate} = await ok(t, M.login, {input});
      expect(customerAccessTokenCreate).toEqual({
        customerAccessToken: null,
        customerUserErrors: [
          {code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer'},
        ],
        userErrors: [{field: null, message: 'Unidentified customer'}],
      });
    }
  });

  it('throttles an e-mail after 5 failures in 15 minutes, even with the right password', async () => {
    const customer = await signUp(t);
    const other = await signUp(t);
    for (let i = 0; i < 5; i++) {
      const {customerAccessTokenCreate} = await ok(t, M.login, {
        input: {email: customer.email, password: `wrong-${i}`},
      });
      expect(customerAccessTokenCreate.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    }
    for (const email of [customer.email, customer.email.toUpperCase()]) {
      const throttled = await call(t, M.login, {input: {email, password: customer.password}});
      expect(throttled.data).toEqual({customerAccessTokenCreate: null});
      expect(throttled.errors).toEqual([
        expect.objectContaining({
          message: 'Login attempt limit exceeded. Please try again later.',
          path: ['customerAccessTokenCreate'],
          extensions: {code: 'THROTTLED'},
        }),
      ]);
    }
    // Another e-mail is not affected, and the window passes.
    expect(await logIn(t, other.email, other.password)).toMatch(/^[0-9a-f]{32}$/);
    clock.advance(15 * MINUTE + 1000);
    expect(await logIn(t, customer.email, customer.password)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts only the failures of the last 15 minutes', async () => {
    const customer = await signUp(t);
    const fail = () => ok(t, M.login, {input: {email: customer.email, password: 'nope!'}});
    for (let i = 0; i < 4; i++) await fail();
    clock.advance(10 * MINUTE);
    await fail(); // 5 in 15 minutes: the next attempt is refused
    expect(
      (await call(t, M.login, {input: {email: customer.email, password: 'x'}})).errors,
    ).toEqual([expect.objectContaining({extensions: {code: 'THROTTLED'}})]);
    clock.advance(6 * MINUTE); // the first four are older than 15 minutes now
    expect(await logIn(t, customer.email, customer.password)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('signs in the seeded demo customer', async () => {
    const token = await logIn(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const customer = await customerOf(t, token);
    expect(customer).toMatchObject({firstName: 'Giulia', lastName: 'Rossi'});
    expect(customer.defaultAddress.formatted).toEqual([
      'Via Dante 12',
      '20121 Milano MI',
      'Italia',
    ]);
  });
});
