/**
 * The logged-in customer's wishlist on the server (docs/product.md#wishlist): the customer
 * module's verbs (read through the Storefront API, written through the Admin API), a change as
 * the server makes it, and the endpoint's answers, localized.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {CacheNone} from '@shopify/hydrogen';
import type {StorefrontApi} from '~/lib/commerce/storefront.server';
import {StorefrontError} from '~/lib/commerce/storefront.server';
import {AdminError, type AdminApi} from '~/lib/commerce/admin.server';
import type {ProductSummary} from '~/lib/commerce/catalogue-types';
import {createCustomer, SignedOut} from '~/lib/customer/customer.server';
import type {CustomerSession} from '~/lib/customer/customer-session.server';
import {changeWishlist} from '~/lib/wishlist/wishlist.server';
import {MARKETS} from '~/lib/markets';
import {action} from '~/routes/wishlist.items';

const id = (n: number) => `gid://shopify/Product/${n}`;
const CUSTOMER = 'gid://shopify/Customer/5';
const eur = (amount: string) => ({amount, currencyCode: 'EUR'});
const product = (n: number) => ({
  id: id(n),
  handle: `p${n}-p`,
  title: `P${n}`,
  vendor: 'Orsetto',
  availableForSale: true,
});
const card = (n: number): ProductSummary => ({...product(n), image: null, price: 10});
/** A reference as the Storefront API answers it (the card above). */
const node = (n: number) => ({
  __typename: 'Product',
  ...product(n),
  featuredImage: null,
  priceRange: {minVariantPrice: eur('10.0')},
  compareAtPriceRange: {maxVariantPrice: eur('0.0')},
});

function session(accessToken: string | null): CustomerSession {
  return {
    isLoggedIn: accessToken !== null,
    accessToken,
    pendingCookies: [],
    login() {},
    logout() {},
  };
}

function platform(customer: unknown) {
  const calls: Array<{document: string; variables: Record<string, unknown>}> = [];
  const commerce = {
    CacheNone,
    query: (document: string, options: {variables: Record<string, unknown>}) => {
      calls.push({document, variables: options.variables});
      return Promise.resolve({customer});
    },
  } as unknown as StorefrontApi;
  return {commerce, calls};
}

function adminApi(answer = (ids: readonly string[]) => ({ok: true as const, value: [...ids]})) {
  const saves: Array<[string, readonly string[]]> = [];
  const admin: AdminApi = {
    saveWishlist: async (customerId, ids) => {
      saves.push([customerId, ids]);
      return answer(ids);
    },
  };
  return {admin, saves};
}

const wishlistOf = (...nodes: unknown[]) => ({
  id: CUSTOMER,
  wishlist: {type: 'list.product_reference', references: {nodes}},
});

describe('customer.wishlist()', () => {
  it('reads the customer metafield of product references, as cards in the list’s order', async () => {
    const {commerce, calls} = platform(wishlistOf(node(2), {__typename: 'Collection'}, node(1)));
    const customer = createCustomer(commerce, session('tok'));
    expect(await customer.wishlist()).toEqual([card(2), card(1)]);
    expect(calls[0]!.document).toMatch(/query CustomerWishlist/);
    expect(calls[0]!.variables).toEqual({
      customerAccessToken: 'tok',
      namespace: 'custom',
      key: 'wishlist',
      first: 50,
    });
  });

  it('no metafield, or one of another type, is an empty list', async () => {
    expect(
      await createCustomer(
        platform({id: CUSTOMER, wishlist: null}).commerce,
        session('t'),
      ).wishlist(),
    ).toEqual([]);
    const json = {id: CUSTOMER, wishlist: {type: 'json', references: null}};
    expect(await createCustomer(platform(json).commerce, session('t')).wishlist()).toEqual([]);
  });

  it('without a customer it is SignedOut, asking nothing without a token', async () => {
    const none = platform(null);
    await expect(createCustomer(none.commerce, session(null)).wishlist()).rejects.toBeInstanceOf(
      SignedOut,
    );
    expect(none.calls).toHaveLength(0);
    await expect(createCustomer(none.commerce, session('stale')).wishlist()).rejects.toBeInstanceOf(
      SignedOut,
    );
  });
});

describe('customer.saveWishlist()', () => {
  it('writes for the customer the read found, asking the Storefront API no more', async () => {
    const {commerce, calls} = platform(wishlistOf(node(1)));
    const {admin, saves} = adminApi();
    const customer = createCustomer(commerce, session('tok'), admin);
    await customer.wishlist();
    expect(await customer.saveWishlist([id(3), id(1)])).toEqual({ok: true, value: [id(3), id(1)]});
    expect(saves).toEqual([[CUSTOMER, [id(3), id(1)]]]);
    expect(calls).toHaveLength(1);
  });

  it('reads the customer first when it has not', async () => {
    const {commerce, calls} = platform(wishlistOf());
    const {admin, saves} = adminApi();
    await createCustomer(commerce, session('tok'), admin).saveWishlist([id(1)]);
    expect(calls).toHaveLength(1);
    expect(saves[0]![0]).toBe(CUSTOMER);
  });

  it('without the Admin API configured it is an AdminError (the page’s 503)', async () => {
    const customer = createCustomer(platform(wishlistOf()).commerce, session('tok'));
    await expect(customer.saveWishlist([id(1)])).rejects.toBeInstanceOf(AdminError);
  });
});

/** A customer and catalogue for changeWishlist and the endpoint. */
function shop(account: number[], known: number[] = []) {
  const saves: string[][] = [];
  const lookedUp: string[][] = [];
  const customer = {
    wishlist: vi.fn(async () => account.map(card)),
    saveWishlist: vi.fn(async (ids: readonly string[]) => {
      saves.push([...ids]);
      return {ok: true as const, value: [...ids]};
    }),
  };
  const catalogue = {
    products: vi.fn(async (ids: readonly string[]) => {
      lookedUp.push([...ids]);
      return known.filter((n) => ids.includes(id(n))).map(card);
    }),
  };
  return {customer, catalogue, saves, lookedUp};
}

type ChangeContext = Parameters<typeof changeWishlist>[0];

describe('a change to the account’s list', () => {
  it('a heart adds a product the catalogue has, at the front', async () => {
    const s = shop([1, 2], [3]);
    const result = await changeWishlist(s as unknown as ChangeContext, {
      intent: 'add',
      ids: [id(3)],
    });
    expect(result).toEqual({ok: true, value: [id(3), id(1), id(2)]});
    expect(s.lookedUp).toEqual([[id(3)]]);
  });

  it('a merge keeps the guest’s products the catalogue has, first, and drops the rest', async () => {
    const s = shop([1, 2], [4]);
    const result = await changeWishlist(s as unknown as ChangeContext, {
      intent: 'merge',
      ids: [id(4), id(2), id(99)],
    });
    expect(result).toEqual({ok: true, value: [id(4), id(2), id(1)]});
    // Only what the account lacks is looked up.
    expect(s.lookedUp).toEqual([[id(4), id(99)]]);
  });

  it('a remove asks the catalogue nothing', async () => {
    const s = shop([1, 2]);
    expect(
      await changeWishlist(s as unknown as ChangeContext, {intent: 'remove', ids: [id(1)]}),
    ).toEqual({
      ok: true,
      value: [id(2)],
    });
    expect(s.catalogue.products).toHaveBeenCalledWith([]);
  });

  it('nothing changed, nothing saved (a merge of an empty guest list at every login)', async () => {
    const s = shop([1, 2]);
    expect(await changeWishlist(s as unknown as ChangeContext, {intent: 'merge', ids: []})).toEqual(
      {
        ok: true,
        value: [id(1), id(2)],
      },
    );
    expect(s.customer.saveWishlist).not.toHaveBeenCalled();
    // Positive control: a real change is saved.
    await changeWishlist(s as unknown as ChangeContext, {intent: 'remove', ids: [id(2)]});
    expect(s.saves).toEqual([[id(1)]]);
  });
});

describe('POST /{market}/wishlist/items', () => {
  afterEach(() => vi.restoreAllMocks());

  function post(fields: Array<[string, string]>, market = 'sl') {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    return new Request(`http://localhost/${market}/wishlist/items`, {method: 'POST', body});
  }

  function context(s: ReturnType<typeof shop>, token: string | null = 'tok', limited = false) {
    const logout = vi.fn();
    return {
      logout,
      value: {
        marketConfig: {market: MARKETS.sl},
        rateLimit: () => (limited ? {ok: false, retryAfterSeconds: 12} : {ok: true}),
        customerSession: {accessToken: token, logout},
        customer: s.customer,
        catalogue: s.catalogue,
      },
    };
  }

  async function call(request: Request, ctx: ReturnType<typeof context>) {
    const response = (await action({
      request,
      params: {market: 'sl'},
      context: ctx.value,
    } as unknown as Parameters<typeof action>[0])) as Response;
    const body = (await response.json()) as {ids?: string[]; error?: string; message?: string};
    return {status: response.status, headers: response.headers, body};
  }

  it('answers the account’s whole list', async () => {
    const s = shop([1], [2]);
    const {status, body, headers} = await call(
      post([
        ['intent', 'add'],
        ['id', id(2)],
      ]),
      context(s),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ids: [id(2), id(1)]});
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('bad input is a 400 in the market’s language, before the platform is asked', async () => {
    const s = shop([1]);
    const {status, body} = await call(
      post([
        ['intent', 'add'],
        ['id', 'nope'],
      ]),
      context(s),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'invalid',
      message: 'Neveljavna zahteva: priljubljeni niso bili spremenjeni.',
    });
    expect(s.customer.wishlist).not.toHaveBeenCalled();
  });

  it('no customer: 401, and past the rate limit: 429 with Retry-After', async () => {
    const s = shop([1]);
    const guest = await call(post([['intent', 'merge']]), context(s, null));
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe('Prijavite se, da priljubljene shranite v svoj račun.');
    const limited = await call(post([['intent', 'merge']]), context(s, 'tok', true));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('12');
    expect(s.customer.wishlist).not.toHaveBeenCalled();
  });

  it('a token the platform no longer knows: 401 and the login ends', async () => {
    const s = shop([1]);
    s.customer.wishlist.mockRejectedValueOnce(new SignedOut());
    const ctx = context(s);
    expect((await call(post([['intent', 'merge']]), ctx)).status).toBe(401);
    expect(ctx.logout).toHaveBeenCalled();
  });

  it('the platform unreachable: 503; the list refused: 422', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = shop([1], [2]);
    down.customer.saveWishlist.mockRejectedValueOnce(new AdminError('Admin API unreachable', 0));
    const outage = await call(
      post([
        ['intent', 'add'],
        ['id', id(2)],
      ]),
      context(down),
    );
    expect(outage.status).toBe(503);
    expect(outage.headers.get('Retry-After')).toBe('30');
    const storefront = shop([1]);
    storefront.customer.wishlist.mockRejectedValueOnce(new StorefrontError('down', 503));
    expect((await call(post([['intent', 'merge']]), context(storefront))).status).toBe(503);
    const refused = shop([1], [2]);
    refused.customer.saveWishlist.mockResolvedValueOnce({
      ok: false,
      errors: [{code: 'INVALID_VALUE', field: 'value', message: 'no'}],
    } as never);
    const answer = await call(
      post([
        ['intent', 'add'],
        ['id', id(2)],
      ]),
      context(refused),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('failed');
  });
});
