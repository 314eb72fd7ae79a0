/**
 * The catalogue's Storefront API documents: a product with its first collection's products, a
 * collection's words, the home's collections and rails, and the menus with the shop's domain
 * (page-documents.ts has the shop's pages and policies).
 */
import {
  COLLECTION_TILE_FRAGMENT,
  PRODUCT_CARD_FRAGMENT,
  PRODUCT_VARIANT_FRAGMENT,
} from './fragments';

export const PRODUCT_QUERY = `#graphql
  query Product($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      productType
      description
      descriptionHtml
      availableForSale
      seo {
        title
        description
      }
      images(first: 8) {
        nodes {
          ...ImageFields
        }
      }
      options(first: 3) {
        name
        optionValues {
          name
        }
      }
      variants(first: 50) {
        nodes {
          ...ProductVariantFields
        }
      }
      # The model's colours (docs/decisions/0017-colours-of-a-model.md).
      colourVariants: metafield(namespace: "custom", key: "colour_variants") {
        references(first: 12) {
          nodes {
            ... on Product {
              handle
              colourName: metafield(namespace: "custom", key: "colour_name") {
                value
              }
              colour: metafield(namespace: "custom", key: "colour") {
                value
              }
            }
          }
        }
      }
      collections(first: 1) {
        nodes {
          id
          handle
          title
          products(first: 5) {
            nodes {
              ...ProductCard
            }
          }
        }
      }
    }
  }
  ${PRODUCT_VARIANT_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
` as const;

export const COLLECTION_QUERY = `#graphql
  query Collection($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo {
        title
        description
      }
    }
  }
` as const;

/** A collection's first products as cards: the home's product carousels (editorial content). */
export const COLLECTION_PRODUCTS_QUERY = `#graphql
  query CollectionProducts(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $first: Int!
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: $first) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

export const HOME_QUERY = `#graphql
  query Home($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    donna: collection(handle: "donna") {
      ...CollectionTile
    }
    uomo: collection(handle: "uomo") {
      ...CollectionTile
    }
    bambino: collection(handle: "bambino") {
      ...CollectionTile
    }
    saldi: collection(handle: "saldi") {
      ...CollectionTile
    }
    featured: collection(handle: "in-evidenza") {
      id
      products(first: 8) {
        nodes {
          ...ProductCard
        }
      }
    }
    newArrivals: collection(handle: "novita") {
      id
      products(first: 4) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${COLLECTION_TILE_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
` as const;

const MENU_ITEM_FRAGMENT = `#graphql
  fragment MenuItemFields on MenuItem {
    id
    title
    url
    type
  }
` as const;

export const MENUS_QUERY = `#graphql
  query ShopMenus(
    $country: CountryCode
    $language: LanguageCode
    $mainMenu: String!
    $footerMenu: String!
    $serviceMenu: String!
  ) @inContext(country: $country, language: $language) {
    shop {
      primaryDomain {
        url
      }
    }
    mainMenu: menu(handle: $mainMenu) {
      id
      items {
        ...MenuItemFields
        items {
          ...MenuItemFields
          items {
            ...MenuItemFields
          }
        }
      }
    }
    footerMenu: menu(handle: $footerMenu) {
      id
      items {
        ...MenuItemFields
      }
    }
    serviceMenu: menu(handle: $serviceMenu) {
      id
      items {
        ...MenuItemFields
      }
    }
  }
  ${MENU_ITEM_FRAGMENT}
` as const;

/** Products by id, as cards (the wishlist's page); ids that are no product answer null. */
export const PRODUCTS_BY_IDS_QUERY = `#graphql
  query ProductsByIds($country: CountryCode, $language: LanguageCode, $ids: [ID!]!)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      __typename
      ... on Product {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
