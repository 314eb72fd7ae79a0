/**
 * The cart's Storefront API documents (docs/product.md#storefront-api). One fragment serves the drawer (CartData),
 * cart analytics (docs/product.md#cart-as-seen-by-analytics) and the optimistic lines.
 */
import {PRODUCT_VARIANT_FRAGMENT, SIZED_IMAGE_FRAGMENT} from './fragments';

const CART_MERCHANDISE_FRAGMENT = `#graphql
  fragment CartMerchandise on ProductVariant {
    ...ProductVariantFields
    title
    image {
      ...SizedImage
    }
    product {
      id
      title
      handle
      vendor
      productType
      tags
      collections(first: 3) {
        nodes {
          handle
          title
        }
      }
    }
  }
  ${PRODUCT_VARIANT_FRAGMENT}
  ${SIZED_IMAGE_FRAGMENT}
` as const;

const CART_FRAGMENT = `#graphql
  fragment CartFields on Cart {
    id
    checkoutUrl
    updatedAt
    totalQuantity
    note
    buyerIdentity {
      countryCode
    }
    cost {
      subtotalAmount {
        amount
        currencyCode
      }
      totalAmount {
        amount
        currencyCode
      }
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      __typename
      discountedAmount {
        amount
        currencyCode
      }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        cost {
          totalAmount {
            amount
            currencyCode
          }
        }
        discountAllocations {
          __typename
          discountedAmount {
            amount
            currencyCode
          }
          ... on CartCodeDiscountAllocation {
            code
          }
          ... on CartAutomaticDiscountAllocation {
            title
          }
          ... on CartCustomDiscountAllocation {
            title
          }
        }
        merchandise {
          ... on ProductVariant {
            ...CartMerchandise
          }
        }
      }
    }
  }
  ${CART_MERCHANDISE_FRAGMENT}
` as const;

const CART_PAYLOAD_FRAGMENTS = `#graphql
  fragment CartUserErrorFields on CartUserError {
    code
    field
    message
  }
  fragment CartWarningFields on CartWarning {
    code
    message
    target
  }
` as const;

export const CART_QUERY = `#graphql
  query Cart($country: CountryCode, $language: LanguageCode, $cartId: ID!)
  @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      ...CartFields
    }
  }
  ${CART_FRAGMENT}
` as const;

export const CART_CREATE = `#graphql
  mutation CartCreate(
    $country: CountryCode
    $language: LanguageCode
    $input: CartInput!
  ) @inContext(country: $country, language: $language) {
    cartCreate(input: $input) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENTS}
` as const;

export const CART_LINES_ADD = `#graphql
  mutation CartLinesAdd(
    $country: CountryCode
    $language: LanguageCode
    $cartId: ID!, $lines: [CartLineInput!]!
  ) @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENTS}
` as const;

export const CART_LINES_UPDATE = `#graphql
  mutation CartLinesUpdate(
    $country: CountryCode
    $language: LanguageCode
    $cartId: ID!, $lines: [CartLineUpdateInput!]!
  ) @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENTS}
` as const;

export const CART_LINES_REMOVE = `#graphql
  mutation CartLinesRemove(
    $country: CountryCode
    $language: LanguageCode
    $cartId: ID!, $lineIds: [ID!]!
  ) @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENTS}
` as const;

export const CART_DISCOUNT_CODES_UPDATE = `#graphql
  mutation CartDiscountCodesUpdate(
    $country: CountryCode
    $language: LanguageCode
    $cartId: ID!, $discountCodes: [String!]!
  ) @inContext(country: $country, language: $language) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENTS}
` as const;

export const CART_BUYER_IDENTITY_UPDATE = `#graphql
  mutation CartBuyerIdentityUpdate(
    $country: CountryCode
    $language: LanguageCode
    $cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!
  ) @inContext(country: $country, language: $language) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
  ${CART_FRAGMENT}
  ${CART_PAYLOAD_FRAGMENTS}
` as const;
