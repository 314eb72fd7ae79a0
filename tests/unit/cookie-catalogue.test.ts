/**
 * The cookie policy cannot drift from the code: every cookie and storage key the app writes goes
 * through the catalogue (app/lib/cookie-catalogue.ts), and every catalogued one is used.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {COOKIE_CATALOGUE, lifetimeInUnits} from '~/lib/cookie-catalogue';
import {COOKIE_SECONDS, stored} from '~/lib/cookie-names';
import {CART_COOKIE_MAX_AGE_S} from '~/lib/commerce/cart-cookie';
import {CONSENT_COOKIE_DAYS} from '~/lib/tracking/consent';
import {recentlyViewedKey} from '~/lib/recently-viewed';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

const CATALOGUE_FILES = [
  path.join('app', 'lib', 'cookie-catalogue.ts'),
  path.join('app', 'lib', 'cookie-names.ts'),
];
const sources = sourceFiles('app')
  .filter((file) => !CATALOGUE_FILES.includes(file))
  .map((file) => ({file, text: readFileSync(file, 'utf8')}));

/** Places where a cookie or a storage key is named by a bare string instead of `stored()`. */
const RAW_NAMES: Array<[string, RegExp]> = [
  ['document.cookie with a literal name', /document\.cookie\s*=\s*[`'"][A-Za-z_]/],
  ['js-cookie with a literal name', /Cookies\.(?:set|get|remove)\(\s*[`'"]/],
  ['serializeCookie with a literal name', /serializeCookie\(\s*[`'"]/],
  ['readCookie with a literal name', /readCookie\([^,()]+,\s*[`'"]/],
  ['Web Storage with a literal key', /(?:get|set|remove)Item\(\s*[`'"][^`'"]/],
  ['browser-storage with a literal key', /(?:read|write|remove)Stored\(\s*[`'"]/],
  [
    'a cookie or storage constant holding a literal',
    /const\s+(?!CART_FETCHER_KEY\b)\w*(?:COOKIE|STORAGE|_KEY)S?\w*\s*=\s*\[?\s*[`'"]/,
  ],
];

function rawNames(text: string): string[] {
  return RAW_NAMES.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
}

describe('the cookie catalogue', () => {
  it('the scan finds each way of naming a cookie or key outside the catalogue', () => {
    const samples = [
      "document.cookie = 'tracker=1; Path=/';",
      "Cookies.set('tracker', '1');",
      "serializeCookie('tracker', '1', options);",
      "readCookie(header, 'tracker');",
      "window.localStorage.setItem('tracker', '1');",
      "writeStored('tracker', 1);",
      "const TRACKER_COOKIE = 'tracker';",
      "const SOME_STORAGE_KEY = 'tracker';",
    ];
    for (const sample of samples) expect(rawNames(sample), sample).not.toEqual([]);
    expect(rawNames("const A_COOKIE = stored('cartId'); readCookie(header, A_COOKIE);")).toEqual(
      [],
    );
  });

  it('no app module names a cookie or storage key without it', () => {
    const offenders = sources.flatMap(({file, text}) =>
      rawNames(text).map((what) => `${file}: ${what}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lists nothing the code does not use', () => {
    const used = new Set(
      sources.flatMap(({text}) => [...text.matchAll(/stored\('([^']+)'\)/g)].map((m) => m[1])),
    );
    expect(Object.keys(COOKIE_CATALOGUE).filter((name) => !used.has(name))).toEqual([]);
  });

  it('gives the cookie-setting modules their lifetimes', () => {
    expect(CART_COOKIE_MAX_AGE_S).toBe(63_072_000);
    expect(CONSENT_COOKIE_DAYS).toBe(730);
    expect(COOKIE_SECONDS._shopify_y).toBe(31_104_000);
    expect(COOKIE_SECONDS._shopify_s).toBe(1_800);
    // The list shows the lifetimes the modules use.
    for (const [name, seconds] of Object.entries(COOKIE_SECONDS))
      expect(COOKIE_CATALOGUE[name as keyof typeof COOKIE_CATALOGUE].lifetime, name).toEqual({
        seconds,
      });
    expect(recentlyViewedKey('sl')).toBe('passo:recently-viewed:sl');
    expect(stored('cartId')).toBe('cartId');
  });

  it('words a lifetime in its largest whole unit', () => {
    expect(lifetimeInUnits(COOKIE_SECONDS.cartId)).toEqual({value: 2, unit: 'year'});
    expect(lifetimeInUnits(COOKIE_SECONDS._shopify_y)).toEqual({value: 360, unit: 'day'});
    expect(lifetimeInUnits(COOKIE_SECONDS.smevent)).toEqual({value: 12, unit: 'hour'});
    expect(lifetimeInUnits(COOKIE_SECONDS._shopify_s)).toEqual({value: 30, unit: 'minute'});
    expect(lifetimeInUnits(61)).toEqual({value: 61, unit: 'second'});
  });

  // `checkoutId` is a name the spec lists that no code sets: the cart's checkout URL took its
  // place, so the policy does not list it.
  it('names what docs/product.md lists as the shop cookies and keys, but checkoutId', () => {
    const doc = readFileSync('docs/product.md', 'utf8');
    const bullet = (start: string) => {
      const from = doc.indexOf(start);
      return doc.slice(from, doc.indexOf('\n- ', from + 1));
    };
    const listed = [bullet('- Cookies:'), bullet('- Local storage keys:')]
      .flatMap((text) => [...text.matchAll(/`([\w:{}-]+)`/g)].map((m) => m[1]))
      .filter((name) => name !== 'checkoutId');
    expect(listed).toContain('passo:recently-viewed:{market}');
    for (const name of listed) expect(Object.keys(COOKIE_CATALOGUE), name).toContain(name);
  });
});
