/**
 * The stores in the Storefront API (docs/product.md#stores): the shop's Locations that offer
 * local pickup, and a size's stock in each of them.
 */

const STORE_LOCATION_FRAGMENT = `#graphql
  fragment StoreLocationFields on Location {
    id
    name
    address {
      address1
      address2
      city
      zip
      countryCode
      latitude
      longitude
      phone
    }
  }
`;

export const STORE_LOCATIONS_QUERY = `#graphql
  query StoreLocations($country: CountryCode, $language: LanguageCode, $first: Int!)
  @inContext(country: $country, language: $language) {
    locations(first: $first, sortKey: NAME) {
      nodes {
        ...StoreLocationFields
      }
    }
  }
  ${STORE_LOCATION_FRAGMENT}
`;

export const STORE_AVAILABILITY_QUERY = `#graphql
  query StoreAvailability(
    $country: CountryCode
    $language: LanguageCode
    $variantId: ID!
    $near: GeoCoordinateInput
    $first: Int!
  ) @inContext(country: $country, language: $language) {
    node(id: $variantId) {
      ... on ProductVariant {
        storeAvailability(first: $first, near: $near) {
          nodes {
            available
            quantityAvailable
            location {
              ...StoreLocationFields
            }
          }
        }
      }
    }
  }
  ${STORE_LOCATION_FRAGMENT}
`;
