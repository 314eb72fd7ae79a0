/**
 * The legacy Storefront API customer operations (docs/decisions/0009-legacy-customer-accounts.md) the account pages
 * use. Every query that carries a customer access token runs with CacheNone.
 */

export const CUSTOMER_USER_ERRORS = `#graphql
  fragment CustomerErrors on CustomerUserError {
    code
    field
    message
  }
` as const;

const ACCESS_TOKEN = `#graphql
  fragment AccessToken on CustomerAccessToken {
    accessToken
    expiresAt
  }
` as const;

export const ADDRESS_FRAGMENT = `#graphql
  fragment AddressFields on MailingAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    province
    zip
    country
    countryCodeV2
    phone
    formatted(withName: true, withCompany: true)
  }
` as const;

export const ORDER_SUMMARY_FRAGMENT = `#graphql
  fragment OrderSummary on Order {
    id
    name
    orderNumber
    processedAt
    financialStatus
    fulfillmentStatus
    currentTotalPrice {
      amount
      currencyCode
    }
  }
` as const;

export const CUSTOMER_LOGIN = `#graphql
  mutation CustomerLogin($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        ...AccessToken
      }
      customerUserErrors {
        ...CustomerErrors
      }
    }
  }
  ${ACCESS_TOKEN}
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_REGISTER = `#graphql
  mutation CustomerRegister($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerCreate(input: $input) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_RECOVER = `#graphql
  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerRecover(email: $email) {
      customerUserErrors {
        ...CustomerErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_RESET = `#graphql
  mutation CustomerReset($id: ID!, $input: CustomerResetInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerReset(id: $id, input: $input) {
      customerAccessToken {
        ...AccessToken
      }
      customerUserErrors {
        ...CustomerErrors
      }
    }
  }
  ${ACCESS_TOKEN}
  ${CUSTOMER_USER_ERRORS}
` as const;

export const CUSTOMER_LOGOUT = `#graphql
  mutation CustomerLogout($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        field
        message
      }
    }
  }
` as const;

/** What the customer-info call answers (docs/product.md#customer-info-call). */
export const CUSTOMER_INFO = `#graphql
  query CustomerInfo($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      firstName
      displayName
      email
    }
  }
` as const;

export const CUSTOMER_OVERVIEW = `#graphql
  query CustomerOverview($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      firstName
      displayName
      email
      numberOfOrders
      defaultAddress {
        ...AddressFields
      }
      orders(first: 3, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...OrderSummary
        }
      }
    }
  }
  ${ADDRESS_FRAGMENT}
  ${ORDER_SUMMARY_FRAGMENT}
` as const;
