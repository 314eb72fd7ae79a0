/**
 * The part of the Admin GraphQL API 2025-07 schema the sandbox serves: `metafieldsSet` and
 * reading a customer's metafield back. The types, fields, arguments and enum values are
 * Shopify's own (a subset of each); a document asking for anything else fails validation as it
 * would against a real shop that lacked it.
 */
export const ADMIN_SCHEMA_SDL = /* GraphQL */ `
  scalar DateTime
  scalar JSON

  enum MetafieldOwnerType {
    CUSTOMER
    PRODUCT
    PRODUCTVARIANT
    COLLECTION
    ORDER
    SHOP
  }

  enum MetafieldsSetUserErrorCode {
    APP_NOT_AUTHORIZED
    BLANK
    CAPABILITY_VIOLATION
    INCLUSION
    INTERNAL_ERROR
    INVALID
    INVALID_COMPARE_DIGEST
    INVALID_TYPE
    INVALID_VALUE
    LESS_THAN_OR_EQUAL_TO
    PRESENT
    STALE_OBJECT
    TAKEN
    TOO_LONG
    TOO_SHORT
  }

  input MetafieldsSetInput {
    ownerId: ID!
    namespace: String
    key: String!
    value: String!
    type: String
    compareDigest: String
  }

  type Metafield {
    id: ID!
    namespace: String!
    key: String!
    value: String!
    type: String!
    jsonValue: JSON!
    ownerType: MetafieldOwnerType!
    compareDigest: String!
    description: String
    createdAt: DateTime!
    updatedAt: DateTime!
  }

  type MetafieldsSetUserError {
    field: [String!]
    message: String!
    code: MetafieldsSetUserErrorCode
    elementIndex: Int
  }

  type MetafieldsSetPayload {
    metafields: [Metafield!]
    userErrors: [MetafieldsSetUserError!]!
  }

  type Customer {
    id: ID!
    metafield(namespace: String, key: String!): Metafield
  }

  type QueryRoot {
    customer(id: ID!): Customer
  }

  type Mutation {
    metafieldsSet(metafields: [MetafieldsSetInput!]!): MetafieldsSetPayload
  }

  schema {
    query: QueryRoot
    mutation: Mutation
  }
`;
