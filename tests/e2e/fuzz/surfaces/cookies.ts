/**
 * Surface 3, cookies: `cartId`, `customerAccessData`, `customerIsLoggedIn`, `cookiePreferences`
 * and the session cookie, each random, malformed, oversized, tampered or real, repeated and
 * oddly separated, on pages and on posts. A bad cookie is ignored or cleared, never a 5xx.
 */
import fc from 'fast-check';
import {rarely, anyValue, encode, encoding, headerValue, INJECTIONS} from '../pieces';
import {fuzzCase} from '../request';
import {fuzzEmail, type World} from '../world';
import {baseHeaders, postHeaders} from './common';

const jsonValue = fc.oneof(
  anyValue,
  fc.constantFrom<unknown>(null, true, 0, -1, 1e308, [], {}, {__proto__: {x: 1}}),
  fc.jsonValue({maxDepth: 2}),
);

function cookieValues(world: World) {
  const realCart = fc.constantFrom(...world.carts.map((cart) => cart.cookie));
  const cartId = fc.oneof(
    realCart,
    realCart.map((cookie) => decodeURIComponent(cookie)),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,130}$/),
    fc.stringMatching(/^[A-Za-z0-9]{26}\?key=[a-f0-9]{32}$/).map(encodeURIComponent),
    fc.constantFrom('gid%3A%2F%2Fshopify%2FCart%2Fabc', '%zz', '%E0%A4%A', '', '""', '"abc"'),
    fc.tuple(anyValue, encoding).map(([value, how]) => encode(value, how)),
  );
  const expiresAt = fc.oneof(
    fc.constantFrom(
      '2999-01-01T00:00:00Z',
      '2000-01-01T00:00:00Z',
      '9999-99-99',
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      'now',
      '',
    ),
    fc.date({noInvalidDate: true}).map((date) => date.toISOString()),
    jsonValue,
  );
  const token = fc.oneof(
    fc.stringMatching(/^[\w-]{8,64}$/),
    fc.constantFrom('x'.repeat(257), 'short', 'a b c d e f', ...INJECTIONS),
    jsonValue,
  );
  const realAccess = fc.constantFrom(...world.accounts.map((account) => account.cookie));
  const customerAccessData = fc.oneof(
    {arbitrary: realAccess, weight: 3},
    {
      // The real token with another expiry, or another token with any expiry.
      arbitrary: fc
        .tuple(realAccess, fc.boolean(), token, expiresAt)
        .map(([real, keep, other, expires]) => {
          const {accessToken} = JSON.parse(decodeURIComponent(real)) as {accessToken: string};
          return encodeURIComponent(
            JSON.stringify({accessToken: keep ? accessToken : other, expiresAt: expires}),
          );
        }),
      weight: 4,
    },
    {arbitrary: realAccess.map((real) => decodeURIComponent(real)), weight: 1},
    {arbitrary: realAccess.map((real) => real.slice(0, real.length >> 1)), weight: 1},
    {
      arbitrary: fc
        .tuple(jsonValue, encoding)
        .map(([v, how]) => encode(JSON.stringify(v) ?? '', how)),
      weight: 2,
    },
    {arbitrary: fc.tuple(anyValue, encoding).map(([v, how]) => encode(v, how)), weight: 2},
  );
  const purposes = fc.record(
    {functionality: jsonValue, measurement: jsonValue, marketing: jsonValue},
    {requiredKeys: []},
  );
  const cookiePreferences = fc.oneof(
    fc
      .record(
        {purposes: fc.oneof(purposes, jsonValue), timestamp: jsonValue, version: jsonValue},
        {requiredKeys: []},
      )
      .map((value) => encodeURIComponent(JSON.stringify(value))),
    fc.tuple(anyValue, encoding).map(([v, how]) => encode(v, how)),
  );
  const session = fc.oneof(
    fc.base64String({maxLength: 200}).map((b64) => `${b64}.${b64.slice(0, 20)}`),
    fc
      .jsonValue()
      .map((v) => encodeURIComponent(`${Buffer.from(JSON.stringify(v)).toString('base64')}.sig`)),
    fc.tuple(anyValue, encoding).map(([v, how]) => encode(v, how)),
  );
  return {
    cartId,
    customerAccessData,
    customerIsLoggedIn: fc.oneof(
      fc.constantFrom('true', 'false', 'TRUE', '1', ''),
      anyValue.map((v) => encode(v, 'percent')),
    ),
    cookiePreferences,
    session,
  };
}

const PAGES = [
  '/it',
  '/sl',
  '/hr/cart',
  '/it/cart',
  '/it/search?s=borsa',
  '/it/donna',
  '/it/account',
  '/it/account/addresses',
  '/it/account/profile',
  '/it/account/orders',
  '/it/account/login',
  '/api/it/user/get-customer-info',
  '/api/sl/user/get-customer-info',
  '/it/cart.data',
  '/it/account.data',
  '/it/account/profile.data',
];

export function cookieCases(world: World) {
  const values = cookieValues(world);
  const names = Object.keys(values) as Array<keyof typeof values>;
  const pair = fc.oneof(
    {
      arbitrary: fc.constantFrom(...names).chain((name) => values[name].map((v) => [name, v])),
      weight: 10,
    },
    {
      arbitrary: fc.tuple(
        fc.constantFrom('cartid', 'CARTID', 'session ', '__proto__', '', 'a'),
        anyValue,
      ),
      weight: 1,
    },
  );
  const oversized = fc
    .tuple(fc.constantFrom(...names), fc.integer({min: 4000, max: 30_000}))
    .map(([name, size]) => [name, 'A'.repeat(size)]);
  const cookie = fc
    .tuple(
      fc.array(pair, {minLength: 1, maxLength: 7}),
      rarely(oversized, 12),
      fc.constantFrom('; ', ';', ' ; ', ', ', ';;'),
    )
    .map(([pairs, big, separator]) =>
      [...pairs, ...(big ? [big] : [])]
        .map(([name, value]) => headerValue(`${name}=${value}`))
        .join(separator),
    );
  const page = fc
    .constantFrom(...PAGES)
    .map((target) => ({method: 'GET', target, body: undefined}));
  const variant = fc.constantFrom(...world.variants);
  const post = fc.oneof(
    variant.map((merchandiseId) => ({
      method: 'POST',
      target: '/it/cart',
      body: `cartFormInput=${encodeURIComponent(JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId, quantity: 1}]}}))}`,
    })),
    fc.constant({
      method: 'POST',
      target: '/it/cart.data',
      body: 'cartFormInput=%7B%22action%22%3A%22DiscountCodesUpdate%22%2C%22inputs%22%3A%7B%22discountCodes%22%3A%5B%5D%7D%7D',
    }),
    // A new e-mail each time: the platform locks an e-mail after five wrong passwords.
    fc.nat().map((n) => ({
      method: 'POST',
      target: '/it/account/login',
      body: `email=${encodeURIComponent(fuzzEmail(`cookie-${n}`))}&password=wrong-password`,
    })),
    fc.constant({
      method: 'POST',
      target: '/it/account/addresses',
      body: 'intent=delete&id=gid%3A%2F%2Fshopify%2FMailingAddress%2F1',
    }),
    fc.constant({method: 'POST', target: '/it/account/profile', body: 'firstName=&lastName='}),
  );
  // Logging out deletes a real token: only the tokens set aside for it, or made-up ones.
  const logout = fc
    .tuple(fc.option(fc.constantFrom(...world.disposable)), cookie)
    .map(([access, cookie]) => ({
      method: 'POST',
      target: '/it/account/logout',
      body: '',
      cookie: access
        ? `customerAccessData=${access}; ${cookie.replace(/customerAccessData=[^;,]*/g, '')}`
        : cookie.replace(/customerAccessData=[^;,]*/g, ''),
    }));
  return fc
    .oneof(
      {arbitrary: fc.record({request: page, cookie, headers: baseHeaders}), weight: 6},
      {arbitrary: fc.record({request: post, cookie, headers: postHeaders}), weight: 3},
      {arbitrary: fc.record({request: logout, cookie, headers: postHeaders}), weight: 1},
    )
    .map(({request, cookie, headers}) => {
      const sent = 'cookie' in request ? request.cookie : cookie;
      const isPost = request.method === 'POST';
      return fuzzCase(isPost ? 'post' : 'page', {
        method: request.method,
        target: request.target,
        headers: {
          ...headers,
          cookie: sent,
          ...(isPost ? {'content-type': 'application/x-www-form-urlencoded'} : {}),
        },
        body: request.body,
      });
    });
}
