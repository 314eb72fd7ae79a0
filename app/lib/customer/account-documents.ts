/**
 * The account pages' documents: orders, one order, addresses, profile (legacy customer API).
 * Every one carries the customer's token and runs with CacheNone.
 */
import {SIZED_IMAGE_FRAGMENT} from '../commerce/fragments';
import {ADDRESS_FRAGMENT, CUSTOMER_USER_ERRORS, ORDER_SUMMARY_FRAGMENT} from './customer-documents';

const MONEY = `#graphql
  fragment AccountMoney on MoneyV2 {
    amount
    currencyCode
  }
` as const;

/** How a discount is called: its code, or the title of an automatic or manual one. */
const DISCOUNT_NAME = `#graphql
  fragment AccountDiscountName on DiscountApplication {
    ... on DiscountCodeApplication {
      code
    }
    ... on AutomaticDiscountApplication {
      title
    }
    ... on ManualDiscountApplication {
      title
    }
    ... on ScriptDiscountApplication {
      title
    }
  }
` as const;

export const CUSTOMER_ORDERS = `#graphql
  query CustomerOrders(
    $customerAccessToken: String!
    $first: Int
    $after: String
    $last: Int
    $before: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(
        first: $first
        after: $after
        last: $last
        before: $before
        sortKey: PROCESSED_AT
        reverse: true
      ) {
        nodes {
          ...OrderSummary
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${ORDER_SUMMARY_FRAGMENT}
` as const;

/** The customer's own order ids: an order number from the URL is looked up only among them. */
export const CUSTOMER_ORDER_IDS = `#graphql
  query CustomerOrderIds($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(first: 250, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          orderNumber
        }
      }
    }
  }
` as const;

export const CUSTOMER_ORDER = `#graphql
  query CustomerOrder($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    node(id: $id) {
      ... on Order {
        id
        name
        orderNumber
        processedAt
        financialStatus
        fulfillmentStatus
        totalShippingPrice {
          ...AccountMoney
        }
        totalPrice {
          ...AccountMoney
        }
        discountApplications(first: 10) {
          nodes {
            value {
              __typename
              ... on MoneyV2 {
                ...AccountMoney
              }
              ... on PricingPercentageValue {
                percentage
              }
            }
            ...AccountDiscountName
          }
        }
        shippingAddress {
          formatted(withName: true, withCompany: true)
        }
        lineItems(first: 100) {
          nodes {
            title
            quantity
            originalTotalPrice {
              ...AccountMoney
            }
            discountedTotalPrice {
              ...AccountMoney
            }
            discountAllocations {
              allocatedAmount {
                ...AccountMoney
              }
              discountApplication {
                ...AccountDiscountName
              }
            }
            variant {
              id
              title
              image {
                ...SizedImage
              }
            }
          }
        }
      }
    }
  }
  ${MONEY}
  ${DISCOUNT_NAME}
  ${SIZED_IMAGE_FRAGMENT}
` as const;

export const CUSTOMER_ADDRESSES = `#graphql
  query CustomerAddresses($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      defaultAddress {
        id
      }
      addresses(first: 50) {
        nodes {
          ...AddressFields
        }
      }
    }
  }
  ${ADDRESS_FRAGMENT}
` as const;

export const ADDRESS_CREATE = `#graphql
  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const ADDRESS_UPDATE = `#graphql
  mutation CustomerAddressUpdate(
    $customerAccessToken: String!
    $id: ID!
    $address: MailingAddressInput!
  ) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const ADDRESS_DELETE = `#graphql
  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      deletedCustomerAddressId
      customerUserErrors {
        ...CustomerErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;

export const ADDRESS_DEFAULT = `#graphql
  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
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

export const CUSTOMER_PROFILE = `#graphql
  query CustomerProfile($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      firstName
      lastName
      email
      phone
      acceptsMarketing
    }
  }
` as const;

export const CUSTOMER_UPDATE = `#graphql
  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer {
        id
      }
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerErrors
      }
    }
  }
  ${CUSTOMER_USER_ERRORS}
` as const;
