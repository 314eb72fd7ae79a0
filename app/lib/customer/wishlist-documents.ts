/**
 * The customer's wishlist as the Storefront API reads it (docs/decisions/0015): a customer
 * metafield of product references, resolved to cards in the market's language and prices.
 */
import {PRODUCT_CARD_FRAGMENT} from '../commerce/fragments';

export const CUSTOMER_WISHLIST = `#graphql
  query CustomerWishlist(
    $customerAccessToken: String!
    $namespace: String!
    $key: String!
    $first: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      wishlist: metafield(namespace: $namespace, key: $key) {
        type
        references(first: $first) {
          nodes {
            __typename
            ... on Product {
              ...ProductCard
            }
          }
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
