/**
 * The cart's entry points: `cart(id)` on the query root and the `cart*` mutations. Each mutation
 * is one synchronous SQLite transaction: load the cart, change a copy, and save it only when no
 * user error came back, so a failing mutation changes nothing.
 */
import {GraphQLError} from 'graphql';
import {cartGid, newCartKey, newCartToken} from '../cart/tokens';
import {discountWarning} from '../cart/discounts';
import {priceCart} from '../cart/pricing';
import type {Attribute, CartRecord} from '../db/carts';
import {applyBuyerIdentity, normalizeCodes, type BuyerIdentityInput} from './cart-input';
import {
  addLines,
  emptyOutcome,
  removeLines,
  updateLines,
  type LineInput,
  type LineUpdateInput,
  type Outcome,
} from './cart-lines';
import type {ApiContext} from './context';
import {CartView} from './views/cart';

interface CartInput {
  lines?: LineInput[] | null;
  discountCodes?: string[] | null;
  note?: string | null;
  attributes?: Attribute[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
}

/** Shopify's answer for an unknown, malformed or completed cart id. */
const CART_NOT_FOUND = {
  code: 'INVALID',
  field: ['cartId'],
  message: 'The specified cart does not exist.',
};

export const cartQueryRoot = {
  cart: ({id}: {id: string}, ctx: ApiContext) => {
    const cart = ctx.carts.findOpen(id);
    return cart ? new CartView(cart, ctx) : null;
  },
};

export const cartMutationRoot = {
  cartCreate: ({input}: {input?: CartInput | null}, ctx: ApiContext) => {
    rejectUnsupported('CartInput', input, ['delivery', 'giftCardCodes', 'metafields']);
    rejectUnsupported('CartBuyerIdentityInput', input?.buyerIdentity, [
      'companyLocationId',
      'preferences',
    ]);
    for (const line of input?.lines ?? [])
      rejectUnsupported('CartLineInput', line, ['sellingPlanId']);
    return ctx.carts.transaction(() => {
      const now = new Date().toISOString();
      const cart: CartRecord = {
        token: newCartToken(),
        key: newCartKey(),
        note: input?.note ?? null,
        attributes: input?.attributes ?? [],
        buyerIdentity: {
          countryCode: ctx.country,
          email: null,
          phone: null,
          customerId: null,
        },
        discountCodes: normalizeCodes(input?.discountCodes ?? [], ctx.discounts),
        country: ctx.country,
        language: ctx.language,
        createdAt: now,
        updatedAt: now,
        completedAt: null,
        lines: [],
      };
      const identityErrors = input?.buyerIdentity
        ? applyBuyerIdentity(cart.buyerIdentity, input.buyerIdentity, ['input'], ctx)
        : [];
      const outcome = addLines(cart, input?.lines ?? [], ctx, ['input']);
      outcome.userErrors.unshift(...identityErrors);
      if (outcome.userErrors.length) return {cart: null, ...outcome};
      ctx.carts.save(cart);
      return answer(cart, outcome, ctx);
    });
  },
  cartLinesAdd: ({cartId, lines}: {cartId: string; lines: LineInput[]}, ctx: ApiContext) => {
    for (const line of lines) rejectUnsupported('CartLineInput', line, ['sellingPlanId']);
    return mutate(cartId, ctx, (cart) => addLines(cart, lines, ctx));
  },
  cartLinesUpdate: (
    {cartId, lines}: {cartId: string; lines: LineUpdateInput[]},
    ctx: ApiContext,
  ) => {
    for (const line of lines) rejectUnsupported('CartLineUpdateInput', line, ['sellingPlanId']);
    return mutate(cartId, ctx, (cart) => updateLines(cart, lines, ctx));
  },
  cartLinesRemove: ({cartId, lineIds}: {cartId: string; lineIds: string[]}, ctx: ApiContext) =>
    mutate(cartId, ctx, (cart) => removeLines(cart, lineIds)),
  cartDiscountCodesUpdate: (
    {cartId, discountCodes}: {cartId: string; discountCodes?: string[] | null},
    ctx: ApiContext,
  ) =>
    mutate(cartId, ctx, (cart) => {
      cart.discountCodes = normalizeCodes(discountCodes ?? [], ctx.discounts);
      return emptyOutcome();
    }),
  cartBuyerIdentityUpdate: (
    {cartId, buyerIdentity}: {cartId: string; buyerIdentity: BuyerIdentityInput},
    ctx: ApiContext,
  ) => {
    rejectUnsupported('CartBuyerIdentityInput', buyerIdentity, [
      'companyLocationId',
      'preferences',
    ]);
    return mutate(cartId, ctx, (cart) => ({
      userErrors: applyBuyerIdentity(cart.buyerIdentity, buyerIdentity, [], ctx),
      warnings: [],
    }));
  },
  cartNoteUpdate: ({cartId, note}: {cartId: string; note: string}, ctx: ApiContext) =>
    mutate(cartId, ctx, (cart) => {
      cart.note = note;
      return emptyOutcome();
    }),
  cartAttributesUpdate: (
    {cartId, attributes}: {cartId: string; attributes: Attribute[]},
    ctx: ApiContext,
  ) =>
    mutate(cartId, ctx, (cart) => {
      cart.attributes = attributes;
      return emptyOutcome();
    }),
};

function mutate(cartId: string, ctx: ApiContext, change: (draft: CartRecord) => Outcome) {
  return ctx.carts.transaction(() => {
    const cart = ctx.carts.findOpen(cartId);
    if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
    const draft = structuredClone(cart);
    const outcome = change(draft);
    // On a user error Shopify leaves the cart as it was; answering it still lets the shop render.
    if (outcome.userErrors.length) return answer(cart, outcome, ctx);
    draft.country = ctx.country;
    draft.language = ctx.language;
    if (contentOf(draft) !== contentOf(cart)) draft.updatedAt = after(cart.updatedAt);
    ctx.carts.save(draft);
    return answer(draft, outcome, ctx);
  });
}

/**
 * A mutation's payload for `cart`. Since 2025-07 Shopify says why each entered code does not
 * apply with a `CartWarning` whose target is the cart, on every change while the code stays.
 */
function answer(cart: CartRecord, outcome: Outcome, ctx: ApiContext) {
  const now = Date.now();
  const target = cartGid(cart);
  const codeWarnings = priceCart(cart, ctx.catalog, ctx.discounts, now).codes.flatMap((entered) => {
    const warning = discountWarning(entered.code, entered.applicable, ctx.discounts, now);
    return warning ? [{...warning, target}] : [];
  });
  return {
    cart: new CartView(cart, ctx),
    userErrors: outcome.userErrors,
    warnings: [...outcome.warnings, ...codeWarnings],
  };
}

/** What a shopper would call a change; the @inContext bookkeeping is not one. */
function contentOf(cart: CartRecord): string {
  const {lines, note, attributes, buyerIdentity, discountCodes} = cart;
  return JSON.stringify({lines, note, attributes, buyerIdentity, discountCodes});
}

/**
 * Now, or 1 ms after the previous value: the storefront's analytics fire when `updatedAt`
 * changes, so two mutations within the same millisecond must still give two values.
 */
function after(previous: string): string {
  return new Date(Math.max(Date.now(), Date.parse(previous) + 1)).toISOString();
}

/** Input the sandbox does not model is an error naming it, never silently dropped. */
function rejectUnsupported(type: string, input: object | null | undefined, fields: string[]) {
  const given = fields.find((f) => input && (input as Record<string, unknown>)[f] != null);
  if (given) {
    throw new GraphQLError(
      `Input field "${type}.${given}" is not implemented by the Passo sandbox`,
      {
        extensions: {code: 'NOT_IMPLEMENTED'},
      },
    );
  }
}
