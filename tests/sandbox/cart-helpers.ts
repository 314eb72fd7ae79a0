/** Cart and checkout helpers shared by cart.test.ts and checkout.test.ts. */
import {expect} from 'vitest';
import type {VariantRecord} from '../../sandbox/db/catalog';
import type {JsonBody, TestSandbox} from './helpers';

/** Every cart field the storefront selects, and a few neighbours. */
const CART_FIELDS = `#graphql
  fragment CartFields on Cart {
    id checkoutUrl createdAt updatedAt totalQuantity note
    attributes { key value }
    buyerIdentity { countryCode email phone customer { id } }
    cost {
      subtotalAmount { amount currencyCode } totalAmount { amount currencyCode }
      checkoutChargeAmount { amount currencyCode }
      subtotalAmountEstimated totalAmountEstimated
      totalTaxAmount { amount } totalDutyAmount { amount }
    }
    discountCodes { code applicable }
    discountAllocations { ...Allocation }
    appliedGiftCards { id }
    deliveryGroups(first: 5) { nodes { id } }
    lines(first: 50) {
      pageInfo { hasNextPage hasPreviousPage }
      edges { cursor }
      nodes {
        id quantity
        attributes { key value }
        cost {
          amountPerQuantity { amount currencyCode }
          compareAtAmountPerQuantity { amount currencyCode }
          subtotalAmount { amount currencyCode }
          totalAmount { amount currencyCode }
        }
        discountAllocations { ...Allocation }
        merchandise {
          ... on ProductVariant {
            id title sku availableForSale quantityAvailable
            price { amount currencyCode } compareAtPrice { amount currencyCode }
            image { url altText width height }
            selectedOptions { name value }
            product { id title handle vendor productType tags }
          }
        }
      }
    }
  }
  fragment Allocation on CartDiscountAllocation {
    ... on CartCodeDiscountAllocation { code }
    ... on CartAutomaticDiscountAllocation { title }
    discountedAmount { amount currencyCode }
    targetType
  }
`;

const PAYLOAD = `cart { ...CartFields } userErrors { code field message } warnings { code message target }`;

export const MUTATIONS = {
  create: `mutation Create($input: CartInput, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) { cartCreate(input: $input) { ${PAYLOAD} } } ${CART_FIELDS}`,
  add: `mutation Add($cartId: ID!, $lines: [CartLineInput!]!, $language: LanguageCode) @inContext(language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } } ${CART_FIELDS}`,
  update: `mutation Update($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } } ${CART_FIELDS}`,
  remove: `mutation Remove($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } } ${CART_FIELDS}`,
  codes: `mutation Codes($cartId: ID!, $codes: [String!]) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${PAYLOAD} } } ${CART_FIELDS}`,
  buyer: `mutation Buyer($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} } } ${CART_FIELDS}`,
  note: `mutation Note($cartId: ID!, $note: String!) {
    cartNoteUpdate(cartId: $cartId, note: $note) { ${PAYLOAD} } } ${CART_FIELDS}`,
};

export const CART_QUERY = `query Cart($id: ID!, $language: LanguageCode) @inContext(language: $language) {
  cart(id: $id) { ...CartFields } } ${CART_FIELDS}`;

export const variantGid = (v: VariantRecord) => `gid://shopify/ProductVariant/${v.id}`;

/** Runs a request that must not fail at the GraphQL level; returns `data`. */
export async function data(
  t: TestSandbox,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<JsonBody> {
  const {status, body} = await t.gql(query, variables);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A new cart; fails the test on any user error. */
export async function createCart(
  t: TestSandbox,
  input: Record<string, unknown> = {},
  context: {country?: string; language?: string} = {},
): Promise<JsonBody> {
  const {cartCreate} = await data(t, MUTATIONS.create, {input, ...context});
  expect(cartCreate.userErrors).toEqual([]);
  return cartCreate.cart;
}

/**
 * Distinct in-stock variants priced between min and max euros (inclusive). Each test takes
 * different ones, so the stock one test changes does not surprise another.
 */
export function variantPicker(t: TestSandbox) {
  const used = new Set<number>();
  return (minEuros = 0, maxEuros = Infinity): VariantRecord => {
    const variant = [...t.sandbox.context.catalog.variantById.values()].find(
      (v) =>
        !used.has(v.id) &&
        v.quantity > 0 &&
        v.priceCents >= minEuros * 100 &&
        v.priceCents <= maxEuros * 100,
    );
    if (!variant) throw new Error(`no unused variant between ${minEuros} and ${maxEuros} €`);
    used.add(variant.id);
    return variant;
  };
}

/** Sets a variant's stock the way the sandbox keeps it: the inventory row and the catalogue. */
export function setStock(t: TestSandbox, variant: VariantRecord, quantity: number): void {
  t.sandbox.db
    .prepare('UPDATE inventory SET quantity = ? WHERE variant_id = ?')
    .run(quantity, variant.id);
  variant.quantity = quantity;
}

export function stockInDb(t: TestSandbox, variant: VariantRecord): number {
  const rows = t.sandbox.db
    .prepare('SELECT quantity FROM inventory WHERE variant_id = ?')
    .all(variant.id) as Array<{quantity: number}>;
  return rows[0]!.quantity;
}

export const cents = (money: {amount: string}) => Math.round(Number(money.amount) * 100);

/** A checkout form that passes validation and pays with the test card that succeeds. */
export const CHECKOUT_FORM = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Novak',
  address1: 'Via Roma 1',
  zip: '20121',
  city: 'Milano',
  country: 'IT',
  phone: '',
  shippingMethod: 'standard',
  cardNumber: '1',
  cardName: 'Ana Novak',
  cardExpiry: '12/39',
  cardCvc: '123',
};
