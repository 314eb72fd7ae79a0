import {describe, expect, it} from 'vitest';
import {
  clearCustomerAccessDataCookie,
  customerAccessDataCookie,
  customerIsLoggedInCookie,
  loginCookies,
  logoutCookies,
  parseCustomerAccessData,
  readCustomerAccessData,
} from '~/lib/customer/access-data';
import {createCustomerSession} from '~/lib/customer/customer-session.server';

const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2001-01-01T00:00:00.000Z';
const SHOP = 'https://passo.example/it';
const LOCAL = 'http://localhost:3000/it';

/** A Set-Cookie value's name, decoded value and attributes (flags as true). */
function parse(setCookie: string) {
  const [pair, ...rest] = setCookie.split('; ');
  const index = pair.indexOf('=');
  return {
    name: pair.slice(0, index),
    value: decodeURIComponent(pair.slice(index + 1)),
    attrs: Object.fromEntries(
      rest.map((part) => {
        const [key, ...value] = part.split('=');
        return [key.toLowerCase(), value.length ? value.join('=') : true];
      }),
    ) as Record<string, string | true>,
  };
}

const request = (cookie: string | null, url = SHOP) =>
  new Request(url, {headers: cookie === null ? {} : {Cookie: cookie}});
const accessCookie = (expiresAt: string) =>
  `customerAccessData=${encodeURIComponent(JSON.stringify({accessToken: TOKEN, expiresAt}))}`;

describe('customerAccessData cookie (docs/product.md#customer-access-data)', () => {
  it('holds the URI-encoded JSON {accessToken, expiresAt}, HttpOnly, Secure, Lax, path /, until expiresAt', () => {
    const cookie = parse(customerAccessDataCookie({accessToken: TOKEN, expiresAt: FUTURE}, SHOP));
    expect(cookie.name).toBe('customerAccessData');
    expect(JSON.parse(cookie.value)).toEqual({accessToken: TOKEN, expiresAt: FUTURE});
    expect(cookie.attrs).toMatchObject({httponly: true, secure: true, samesite: 'Lax', path: '/'});
    expect(new Date(cookie.attrs.expires as string).toISOString()).toBe(FUTURE);
  });

  it('drops Secure only on plain-http localhost', () => {
    expect(
      parse(customerAccessDataCookie({accessToken: TOKEN, expiresAt: FUTURE}, LOCAL)).attrs.secure,
    ).toBeUndefined();
  });

  it('reads back what it wrote, through a Cookie header', () => {
    const written = customerAccessDataCookie({accessToken: TOKEN, expiresAt: FUTURE}, SHOP).split(
      ';',
    )[0];
    expect(readCustomerAccessData(`cartId=x; ${written}`)).toEqual({
      accessToken: TOKEN,
      expiresAt: FUTURE,
    });
  });

  it('is deleted with an expiry in the past', () => {
    const cookie = parse(clearCustomerAccessDataCookie(SHOP));
    expect(cookie.attrs['max-age']).toBe('0');
    expect(new Date(cookie.attrs.expires as string).getTime()).toBeLessThan(Date.now());
  });

  it('refuses values that are not access data', () => {
    expect(parseCustomerAccessData(null)).toBeNull();
    expect(parseCustomerAccessData('[]')).toBeNull();
    expect(
      parseCustomerAccessData(JSON.stringify({accessToken: 42, expiresAt: FUTURE})),
    ).toBeNull();
  });
});

describe('customerIsLoggedIn cookie', () => {
  it('says "true" until the token expires, readable by the browser (not HttpOnly)', () => {
    const cookie = parse(customerIsLoggedInCookie(FUTURE, SHOP));
    expect(cookie).toMatchObject({name: 'customerIsLoggedIn', value: 'true'});
    expect(cookie.attrs.httponly).toBeUndefined();
    expect(cookie.attrs).toMatchObject({secure: true, samesite: 'Lax', path: '/'});
    expect(new Date(cookie.attrs.expires as string).toISOString()).toBe(FUTURE);
  });

  it('login sets both cookies, logout deletes both', () => {
    expect(
      loginCookies({accessToken: TOKEN, expiresAt: FUTURE}, SHOP).map((c) => parse(c).name),
    ).toEqual(['customerAccessData', 'customerIsLoggedIn']);
    for (const cookie of logoutCookies(SHOP).map(parse)) expect(cookie.attrs['max-age']).toBe('0');
  });
});

describe('the request’s customer session', () => {
  it('an anonymous request changes no cookie', () => {
    const session = createCustomerSession(request(null));
    expect(session.isLoggedIn).toBe(false);
    expect(session.accessToken).toBeNull();
    expect(session.pendingCookies).toEqual([]);
  });

  it('a valid token without the flag logs in and sets customerIsLoggedIn (step 2)', () => {
    const session = createCustomerSession(request(accessCookie(FUTURE)));
    expect(session.isLoggedIn).toBe(true);
    expect(session.accessToken).toBe(TOKEN);
    expect(session.pendingCookies.map(parse)).toMatchObject([
      {name: 'customerIsLoggedIn', value: 'true'},
    ]);
  });

  it('an expired token logs out and deletes customerAccessData (step 3)', () => {
    const session = createCustomerSession(request(accessCookie(PAST)));
    expect(session.isLoggedIn).toBe(false);
    expect(session.pendingCookies.map(parse)).toMatchObject([
      {name: 'customerAccessData', value: ''},
    ]);
  });

  it('the flag alone is logged in, but gives no token to use', () => {
    const session = createCustomerSession(request('customerIsLoggedIn=true'));
    expect(session.isLoggedIn).toBe(true);
    expect(session.accessToken).toBeNull();
  });

  it('the flag with an expired token gives no token to use', () => {
    const session = createCustomerSession(
      request(`customerIsLoggedIn=true; ${accessCookie(PAST)}`),
    );
    expect(session.accessToken).toBeNull();
  });

  it('login and logout replace what the response will set', () => {
    const session = createCustomerSession(request(accessCookie(PAST)));
    session.login({accessToken: TOKEN, expiresAt: FUTURE});
    expect(session.accessToken).toBe(TOKEN);
    expect(session.pendingCookies.map((c) => parse(c).name)).toEqual([
      'customerAccessData',
      'customerIsLoggedIn',
    ]);
    session.logout();
    expect(session.isLoggedIn).toBe(false);
    expect(session.accessToken).toBeNull();
    expect(session.pendingCookies.map((c) => parse(c).attrs['max-age'])).toEqual(['0', '0']);
  });
});
