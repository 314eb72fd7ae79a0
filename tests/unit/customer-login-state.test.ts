import {describe, expect, it} from 'vitest';
import {
  ACCESS_TOKEN_EXPIRED,
  loginStateAfterCustomerInfo,
  loginStateOnStart,
  NO_ACCESS_TOKEN,
  toCustomerInfo,
} from '~/lib/customer/login-state';

const NOW = new Date('2026-11-22T10:00:00Z');
const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const data = (expiresAt: string, accessToken = TOKEN) => JSON.stringify({accessToken, expiresAt});

describe('login state on app start (docs/product.md#login-state-on-app-start, steps 1–3)', () => {
  it('step 1: the flag "true" alone means logged in, with nothing to set', () => {
    const state = loginStateOnStart({customerIsLoggedIn: 'true', customerAccessData: null}, NOW);
    expect(state).toEqual({loggedIn: true, accessData: null, setLoggedInUntil: null});
  });

  it('step 1: the flag keeps a valid token at hand for the customer-info call', () => {
    const state = loginStateOnStart(
      {customerIsLoggedIn: 'true', customerAccessData: data('2026-12-01T00:00:00Z')},
      NOW,
    );
    expect(state).toMatchObject({loggedIn: true, accessData: {accessToken: TOKEN}});
  });

  it('step 1: only the exact value "true" counts', () => {
    for (const flag of ['TRUE', '1', 'yes', '']) {
      expect(
        loginStateOnStart({customerIsLoggedIn: flag, customerAccessData: null}, NOW),
      ).toMatchObject({loggedIn: false});
    }
  });

  it('step 2: a token expiring in the future logs in and sets the flag until it expires', () => {
    const expiresAt = '2026-12-06T10:00:00Z';
    const state = loginStateOnStart(
      {customerIsLoggedIn: null, customerAccessData: data(expiresAt)},
      NOW,
    );
    expect(state).toEqual({
      loggedIn: true,
      accessData: {accessToken: TOKEN, expiresAt},
      setLoggedInUntil: expiresAt,
    });
  });

  it('step 3: an expired token is "Access token is expired": logged out, the cookie deleted', () => {
    const state = loginStateOnStart(
      {customerIsLoggedIn: null, customerAccessData: data('2026-11-22T09:59:59Z')},
      NOW,
    );
    expect(state).toEqual({loggedIn: false, deleteAccessData: true, reason: ACCESS_TOKEN_EXPIRED});
  });

  it('step 3: a token expiring this very moment is already expired', () => {
    const state = loginStateOnStart(
      {customerIsLoggedIn: null, customerAccessData: data(NOW.toISOString())},
      NOW,
    );
    expect(state).toMatchObject({loggedIn: false, reason: ACCESS_TOKEN_EXPIRED});
  });

  it('step 3: no cookie is "No access token found", with nothing to delete', () => {
    const state = loginStateOnStart({customerIsLoggedIn: null, customerAccessData: null}, NOW);
    expect(state).toEqual({loggedIn: false, deleteAccessData: false, reason: NO_ACCESS_TOKEN});
  });

  it.each([
    ['not JSON', '{accessToken:'],
    ['JSON but not an object', '"token"'],
    ['no accessToken', JSON.stringify({expiresAt: '2030-01-01T00:00:00Z'})],
    ['no expiresAt', JSON.stringify({accessToken: TOKEN})],
    ['a date that is not one', data('tomorrow-ish')],
    ['a token with separators', data('2030-01-01T00:00:00Z', 'abc; Path=/; x')],
    ['a token of 1 KB', data('2030-01-01T00:00:00Z', 'a'.repeat(1024))],
  ])('step 3: a tampered cookie (%s) is "No access token found" and is deleted', (_, raw) => {
    const state = loginStateOnStart({customerIsLoggedIn: null, customerAccessData: raw}, NOW);
    expect(state).toEqual({loggedIn: false, deleteAccessData: true, reason: NO_ACCESS_TOKEN});
  });
});

describe('after the customer info (docs/product.md#login-state-on-app-start, step 4)', () => {
  const customer = {
    id: 'gid://shopify/Customer/1',
    firstName: 'Anna',
    displayName: 'Anna Rossi',
    email: 'anna@example.com',
  };

  it('stores the customer on success', () => {
    expect(loginStateAfterCustomerInfo({ok: true, customer})).toEqual({loggedIn: true, customer});
  });

  it('logs out and clears customerIsLoggedIn on failure', () => {
    expect(loginStateAfterCustomerInfo({ok: false})).toEqual({
      loggedIn: false,
      customer: null,
      clearLoggedInCookie: true,
    });
  });
});

describe('toCustomerInfo (docs/product.md#customer)', () => {
  it('keeps id, firstName, displayName and e-mail and nothing else', () => {
    expect(
      toCustomerInfo({
        id: 'gid://shopify/Customer/7',
        firstName: 'Ivo',
        displayName: 'Ivo K',
        email: 'i@k.hr',
        phone: '+385',
      }),
    ).toEqual({
      id: 'gid://shopify/Customer/7',
      firstName: 'Ivo',
      displayName: 'Ivo K',
      email: 'i@k.hr',
    });
  });

  it('defaults missing or non-string fields to empty strings', () => {
    expect(
      toCustomerInfo({id: 'gid://shopify/Customer/7', firstName: null, displayName: 3}),
    ).toEqual({
      id: 'gid://shopify/Customer/7',
      firstName: '',
      displayName: '',
      email: '',
    });
  });

  it('is null without an id or without an object', () => {
    expect(toCustomerInfo({firstName: 'Ivo'})).toBeNull();
    expect(toCustomerInfo(null)).toBeNull();
    expect(toCustomerInfo('customer')).toBeNull();
  });
});
