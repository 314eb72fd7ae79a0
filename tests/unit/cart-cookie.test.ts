import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  CART_COOKIE,
  CART_COOKIE_MAX_AGE_S,
  cartIdCookie,
  cartIdFromCookie,
  clearCartIdCookie,
} from '~/lib/commerce/cart-cookie';

const TOKEN = 'Z2NwLWV1cm9wZS13ZXN0NDowMUhOTTI0Nk1KWkpETTFNUDNHUTJHQVdYWA';
const CART_ID = `gid://shopify/Cart/${TOKEN}?key=2f1c9e0a7b`;

/** Attributes of a Set-Cookie value, name lower-cased, flags as true. */
function attributes(setCookie: string) {
  const [pair, ...rest] = setCookie.split('; ');
  const index = pair.indexOf('=');
  return {
    name: pair.slice(0, index),
    value: pair.slice(index + 1),
    attrs: Object.fromEntries(
      rest.map((part) => {
        const [key, ...value] = part.split('=');
        return [key.toLowerCase(), value.length ? value.join('=') : true];
      }),
    ) as Record<string, string | true>,
  };
}

describe('cartIdFromCookie', () => {
  it('gives the cart gid for a plain token', () => {
    expect(cartIdFromCookie(`other=1; cartId=${TOKEN}; x=y`)).toBe(`gid://shopify/Cart/${TOKEN}`);
  });

  it('decodes a URI-encoded token with its key', () => {
    expect(cartIdFromCookie(`cartId=${TOKEN}%3Fkey%3D2f1c9e0a7b`)).toBe(CART_ID);
  });

  it.each([
    ['no header', null],
    ['an empty header', ''],
    ['no cartId cookie', 'cart=abc; xcartId=abc'],
    ['an empty value', 'cartId='],
    ['a path', 'cartId=../../admin'],
    ['an encoded path', 'cartId=..%2F..%2Fadmin'],
    ['quotes', 'cartId="abc"'],
    ['an encoded space', 'cartId=abc%20def'],
    ['an encoded quote', 'cartId=abc%22def'],
    ['another gid', 'cartId=gid%3A%2F%2Fshopify%2FCart%2Fabc'],
    ['an empty key', 'cartId=abc%3Fkey%3D'],
    ['another query', 'cartId=abc%3Fredirect%3Devil'],
    ['a broken encoding', 'cartId=abc%E0%A4%A'],
    ['a token of 129 characters', `cartId=${'a'.repeat(129)}`],
  ])('ignores %s', (_label, header) => {
    expect(cartIdFromCookie(header)).toBeNull();
  });

  it('accepts a token of 128 characters', () => {
    expect(cartIdFromCookie(`cartId=${'a'.repeat(128)}`)).toBe(
      `gid://shopify/Cart/${'a'.repeat(128)}`,
    );
  });
});

describe('cartIdCookie', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(Date.UTC(2025, 0, 1)));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the cart two years (docs/product.md#cookies-and-storage): HttpOnly, Lax, /, Secure', () => {
    expect(CART_COOKIE).toBe('cartId');
    expect(CART_COOKIE_MAX_AGE_S).toBe(63_072_000);
    const cookie = attributes(cartIdCookie(CART_ID, 'https://passo.example/it/cart'));
    expect(cookie).toEqual({
      name: 'cartId',
      value: `${TOKEN}%3Fkey%3D2f1c9e0a7b`,
      attrs: {
        path: '/',
        'max-age': '63072000',
        expires: 'Fri, 01 Jan 2027 00:00:00 GMT',
        httponly: true,
        samesite: 'Lax',
        secure: true,
      },
    });
  });

  it.each(['http://localhost:3000/it/cart', 'http://127.0.0.1:4000/sl/cart'])(
    'drops Secure only on plain-http local development (%s)',
    (url) => {
      const {attrs} = attributes(cartIdCookie(CART_ID, url));
      expect(attrs).not.toHaveProperty('secure');
      expect(attrs).toMatchObject({httponly: true, samesite: 'Lax', path: '/'});
    },
  );

  it.each(['https://localhost:3000/it/cart', 'http://passo.example/it/cart'])(
    'keeps Secure elsewhere (%s)',
    (url) => {
      expect(attributes(cartIdCookie(CART_ID, url)).attrs.secure).toBe(true);
    },
  );

  it('is read back as the same cart id', () => {
    const {value} = attributes(cartIdCookie(CART_ID, 'https://passo.example/'));
    expect(cartIdFromCookie(`cartId=${value}`)).toBe(CART_ID);
  });

  it.each([
    'gid://shopify/Product/1',
    'gid://shopify/Cart/',
    'gid://shopify/Cart/../admin',
    'gid://shopify/Cart/abc; Domain=evil.example',
    TOKEN,
  ])('refuses %s, which is not a cart id', (id) => {
    expect(() => cartIdCookie(id, 'https://passo.example/')).toThrow(/Not a cart id/);
  });
});

describe('clearCartIdCookie', () => {
  it('empties the cookie with Max-Age=0 and the same flags', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(Date.UTC(2025, 0, 1)));
    try {
      expect(attributes(clearCartIdCookie('https://passo.example/it'))).toEqual({
        name: 'cartId',
        value: '',
        attrs: {
          path: '/',
          'max-age': '0',
          expires: 'Wed, 01 Jan 2025 00:00:00 GMT',
          httponly: true,
          samesite: 'Lax',
          secure: true,
        },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops Secure on plain-http localhost, so the browser accepts it', () => {
    expect(clearCartIdCookie('https://passo.example/it')).toContain('Secure');
    expect(clearCartIdCookie('http://localhost:3000/it')).not.toContain('Secure');
  });
});
