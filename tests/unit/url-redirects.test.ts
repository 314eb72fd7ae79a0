import {describe, expect, it} from 'vitest';
import {shopRedirectTarget} from '~/lib/security';
import {notFoundUnlessRedirected} from '~/lib/url-redirects.server';
import {StorefrontError} from '~/lib/commerce/storefront.server';
import type {AppContext} from '~/lib/context.server';

const SHOP = 'https://www.passo.example';

describe('a URL redirect target', () => {
  it('is a path on the shop, or the shop’s own absolute URL made a path', () => {
    expect(shopRedirectTarget('/it/donna', SHOP)).toBe('/it/donna');
    expect(shopRedirectTarget('/it/donna?sort=price_asc#top', SHOP)).toBe(
      '/it/donna?sort=price_asc#top',
    );
    expect(shopRedirectTarget('https://www.passo.example/sl/donna', SHOP)).toBe('/sl/donna');
  });

  it('is never another site, whatever its disguise', () => {
    for (const target of [
      'https://evil.example/it/donna',
      'http://www.passo.example/it/donna', // another scheme is another origin
      '//evil.example/x',
      '/\\evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'donna',
      '',
      'https://www.passo.example.evil.example/',
    ])
      expect(shopRedirectTarget(target, SHOP), target).toBeNull();
  });
});

describe('a path that would be a 404', () => {
  const contextWith = (redirectTarget: (path: string) => Promise<string | null>) => {
    const asked: string[] = [];
    const context = {
      config: {shopOrigin: SHOP},
      catalogue: {
        redirectTarget: (path: string) => {
          asked.push(path);
          return redirectTarget(path);
        },
      },
    } as unknown as AppContext;
    return {context, asked};
  };
  const outcome = async (url: string, context: AppContext) => {
    try {
      await notFoundUnlessRedirected(new Request(url), context);
    } catch (thrown) {
      return thrown as Response | {init: {status: number}};
    }
    throw new Error('neither a redirect nor a 404');
  };
  const statusOf = (thrown: Response | {init: {status: number}}) =>
    thrown instanceof Response ? thrown.status : thrown.init.status;

  it('answers 301 to the redirect the merchant set, keeping the query', async () => {
    const {context, asked} = contextWith(async () => '/it/donna');
    const thrown = await outcome(`${SHOP}/it/vecchia-collezione.data?utm_source=x`, context);
    expect(asked).toEqual(['/it/vecchia-collezione']);
    expect(statusOf(thrown)).toBe(301);
    expect((thrown as Response).headers.get('Location')).toBe('/it/donna?utm_source=x');
  });

  it('is a 404 with no redirect, with one to another site, and when the platform fails', async () => {
    for (const lookup of [
      async () => null,
      async () => 'https://evil.example/',
      async () => {
        throw new StorefrontError('Storefront API unreachable', 0);
      },
    ]) {
      const {context} = contextWith(lookup);
      expect(statusOf(await outcome(`${SHOP}/it/nope`, context))).toBe(404);
    }
  });
});
