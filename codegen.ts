// Typed GraphQL: every `#graphql` document in app/ is validated against the shipped
// Storefront API 2025-07 schema and typed into storefrontapi.generated.d.ts.
import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

export default {
  overwrite: true,
  // Hydrogen's pluck config reads `#graphql` template literals; its type predates the CLI's.
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: ['app/**/*.{ts,tsx}', '!app/**/*.d.ts'],
    },
  },
} satisfies CodegenConfig;
