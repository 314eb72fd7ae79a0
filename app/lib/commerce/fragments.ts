/** GraphQL fragments shared by several documents. */

export const IMAGE_FRAGMENT = `#graphql
  fragment ImageFields on Image {
    url
    altText
  }
` as const;

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    vendor
    availableForSale
    featuredImage {
      ...ImageFields
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    compareAtPriceRange {
      maxVariantPrice {
        amount
        currencyCode
      }
    }
  }
  ${IMAGE_FRAGMENT}
` as const;

/** A collection as a tile: its title over its picture (needs `ImageFields` beside it). */
export const COLLECTION_TILE_FRAGMENT = `#graphql
  fragment CollectionTile on Collection {
    id
    handle
    title
    image {
      ...ImageFields
    }
  }
` as const;

/** A variant as the product page and the cart both show it. */
export const PRODUCT_VARIANT_FRAGMENT = `#graphql
  fragment ProductVariantFields on ProductVariant {
    id
    sku
    availableForSale
    quantityAvailable
    selectedOptions {
      name
      value
    }
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
  }
` as const;

/** A picture with its size, so the page reserves its room before it loads (cart and order lines). */
export const SIZED_IMAGE_FRAGMENT = `#graphql
  fragment SizedImage on Image {
    url
    altText
    width
    height
  }
` as const;
