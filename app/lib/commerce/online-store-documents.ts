/**
 * The Storefront API documents of the Online Store's lists: every collection (page type
 * `list-collections`), the sitemap's pages by type (as Hydrogen's sitemap helpers ask), and the
 * URL redirect of a path.
 */
import {COLLECTION_TILE_FRAGMENT, IMAGE_FRAGMENT} from './fragments';

export const COLLECTIONS_QUERY = `#graphql
  query Collections(
    $country: CountryCode
    $language: LanguageCode
    $first: Int
    $last: Int
    $after: String
    $before: String
  ) @inContext(country: $country, language: $language) {
    collections(first: $first, last: $last, after: $after, before: $before, sortKey: TITLE) {
      nodes {
        ...CollectionTile
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
  ${COLLECTION_TILE_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

export const SITEMAP_INDEX_QUERY = `#graphql
  query SitemapIndex {
    products: sitemap(type: PRODUCT) {
      pagesCount {
        count
      }
    }
    collections: sitemap(type: COLLECTION) {
      pagesCount {
        count
      }
    }
    pages: sitemap(type: PAGE) {
      pagesCount {
        count
      }
    }
  }
` as const;

export const SITEMAP_PAGE_QUERY = `#graphql
  query SitemapPage($type: SitemapType!, $page: Int!) {
    sitemap(type: $type) {
      resources(page: $page) {
        items {
          handle
          updatedAt
        }
      }
    }
  }
` as const;

/** The policies the merchant has written (an unwritten one is null). */
export const SITEMAP_POLICIES_QUERY = `#graphql
  query SitemapPolicies {
    shop {
      privacyPolicy {
        handle
      }
      refundPolicy {
        handle
      }
      shippingPolicy {
        handle
      }
      termsOfService {
        handle
      }
    }
  }
` as const;

export const URL_REDIRECT_QUERY = `#graphql
  query UrlRedirect($query: String!) {
    urlRedirects(first: 1, query: $query) {
      nodes {
        target
      }
    }
  }
` as const;
