/**
 * The Storefront API documents of the shop's own words: a policy (`shop.privacyPolicy`…, asked
 * for one at a time with `@include`) and a page by handle.
 */
export const POLICY_QUERY = `#graphql
  query Policy(
    $country: CountryCode
    $language: LanguageCode
    $privacyPolicy: Boolean!
    $refundPolicy: Boolean!
    $shippingPolicy: Boolean!
    $termsOfService: Boolean!
  ) @inContext(country: $country, language: $language) {
    shop {
      privacyPolicy @include(if: $privacyPolicy) {
        ...PolicyFields
      }
      refundPolicy @include(if: $refundPolicy) {
        ...PolicyFields
      }
      shippingPolicy @include(if: $shippingPolicy) {
        ...PolicyFields
      }
      termsOfService @include(if: $termsOfService) {
        ...PolicyFields
      }
    }
  }
  fragment PolicyFields on ShopPolicy {
    id
    title
    handle
    body
  }
` as const;

export const PAGE_QUERY = `#graphql
  query Page($country: CountryCode, $language: LanguageCode, $handle: String!)
  @inContext(country: $country, language: $language) {
    page(handle: $handle) {
      id
      title
      handle
      body
      bodySummary
      seo {
        title
        description
      }
    }
  }
` as const;
