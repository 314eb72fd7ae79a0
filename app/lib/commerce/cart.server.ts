/**
 * The cart on the server (docs/product.md#storefront-api): reads the `cartId` cookie, runs the cart mutations
 * through the market's Storefront client, and keeps the buyer's country in step with the
 * market. A cart that no longer exists (completed at checkout, or an unknown id) reads as none,
 * and the next mutation starts a new one.
 */
import type {CartFieldsFragment} from 'storefrontapi.generated';
import type {Market} from '../markets';
import type {StorefrontApi} from './storefront.server';
import type {CartProblem} from './cart-messages';
import {cartIdFromCookie} from './cart-cookie';
import type {CartMutation} from './cart-input';
import {
  CART_BUYER_IDENTITY_UPDATE,
  CART_CREATE,
  CART_DISCOUNT_CODES_UPDATE,
  CART_LINES_ADD,
  CART_LINES_REMOVE,
  CART_LINES_UPDATE,
  CART_QUERY,
} from './cart-documents';

export type Cart = CartFieldsFragment;

export interface CartResult {
  cart: Cart | null;
  userErrors: CartProblem[];
  warnings: CartProblem[];
}

type Payload = {
  cart?: Cart | null;
  userErrors: Array<{code?: string | null; field?: string[] | null; message: string}>;
  warnings: Array<{code: string; message: string; target: string}>;
} | null;

function toResult(payload: Payload | undefined): CartResult {
  return {
    cart: payload?.cart ?? null,
    userErrors: (payload?.userErrors ?? []).map((e) => ({
      code: e.code ?? null,
      message: e.message,
      target: e.field?.join('.') ?? null,
    })),
    warnings: (payload?.warnings ?? []).map((w) => ({
      code: w.code,
      message: w.message,
      target: w.target,
    })),
  };
}

const MUTATIONS = {
  LinesAdd: CART_LINES_ADD,
  LinesUpdate: CART_LINES_UPDATE,
  LinesRemove: CART_LINES_REMOVE,
  DiscountCodesUpdate: CART_DISCOUNT_CODES_UPDATE,
} satisfies Record<CartMutation['action'], string>;

/** Shopify's answer for a cart id it does not know (or a completed cart). */
const isMissingCart = (result: CartResult) =>
  !result.cart && result.userErrors.some((e) => e.target === 'cartId');

export function createCartApi(
  commerce: StorefrontApi,
  request: Request,
  country: Market['country'],
  /** The logged-in customer's token: their carts are theirs, and checkout knows them. */
  customerAccessToken: () => string | null = () => null,
) {
  let cartId = cartIdFromCookie(request.headers.get('Cookie'));
  const cache = commerce.CacheNone();
  /** The layout and the cart page both read the cart: one query per request. */
  let loaded: Promise<Cart | null> | null = null;

  /** One mutation on an existing cart; its inputs are named as the documents' variables. */
  async function run({action, ...inputs}: CartMutation, id: string): Promise<CartResult> {
    const data = await commerce.query(MUTATIONS[action], {
      variables: {cartId: id, ...inputs} as never,
      cache,
    });
    return toResult(Object.values(data as Record<string, Payload>)[0]);
  }

  async function load(): Promise<Cart | null> {
    if (!cartId) return null;
    const {cart} = await commerce.query(CART_QUERY, {variables: {cartId}, cache});
    if (!cart || cart.buyerIdentity.countryCode === country) return cart ?? null;
    const updated = toResult(
      (
        await commerce.query(CART_BUYER_IDENTITY_UPDATE, {
          variables: {cartId: cart.id, buyerIdentity: {countryCode: country}},
          cache,
        })
      ).cartBuyerIdentityUpdate,
    );
    return updated.cart ?? cart;
  }

  async function create(mutation: CartMutation): Promise<CartResult> {
    const token = customerAccessToken();
    const input = {
      buyerIdentity: {countryCode: country, ...(token ? {customerAccessToken: token} : {})},
      ...(mutation.action === 'LinesAdd' ? {lines: mutation.lines} : {}),
      ...(mutation.action === 'DiscountCodesUpdate' ? {discountCodes: mutation.discountCodes} : {}),
    };
    return toResult((await commerce.query(CART_CREATE, {variables: {input}, cache})).cartCreate);
  }

  return {
    /** Whether the request carried a cart id at all (no cookie, no cart query). */
    get hasCartId() {
      return cartId !== null;
    },

    /** The cart, with its buyer country moved to this market's when the shopper switched. */
    get(): Promise<Cart | null> {
      loaded ??= load();
      return loaded;
    },

    /**
     * The cart as a page of `market` shows it (its language, its country's prices), read only:
     * unlike `get`, the buyer's country stays what it is (the marketing cart route, which has
     * no market of its own).
     */
    async peek(market: Market): Promise<Cart | null> {
      if (!cartId) return null;
      const {cart} = await commerce.query(CART_QUERY, {
        // The client fills in its own market's context; these take its place.
        variables: {cartId, country: market.country, language: market.language} as never,
        cache,
      });
      return cart ?? null;
    },

    /** Links the cart built before logging in to the customer who just logged in. */
    async linkCustomer(token: string): Promise<void> {
      if (!cartId) return;
      await commerce.query(CART_BUYER_IDENTITY_UPDATE, {
        variables: {cartId, buyerIdentity: {countryCode: country, customerAccessToken: token}},
        cache,
      });
    },

    /**
     * Applies one mutation. Without a cart (or with one that no longer exists) lines and codes
     * go into a new cart; removing or updating lines of a missing cart has nothing to act on.
     */
    async mutate(mutation: CartMutation): Promise<CartResult> {
      loaded = null;
      if (cartId) {
        const result = await run(mutation, cartId);
        if (!isMissingCart(result)) return result;
        cartId = null;
      }
      if (mutation.action === 'LinesAdd' || mutation.action === 'DiscountCodesUpdate')
        return create(mutation);
      return {cart: null, userErrors: [], warnings: []};
    },
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
