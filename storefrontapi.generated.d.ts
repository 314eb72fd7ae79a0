/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CartMerchandiseFragment = (
  Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
  & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
    Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
    & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
  ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
);

export type CartFieldsFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'updatedAt' | 'totalQuantity' | 'note'>
  & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
    { __typename: 'CartAutomaticDiscountAllocation' | 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
  )>, lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
        { __typename: 'CartAutomaticDiscountAllocation' }
        & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      ) | (
        { __typename: 'CartCodeDiscountAllocation' }
        & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      ) | (
        { __typename: 'CartCustomDiscountAllocation' }
        & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
          Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
          & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
        ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      ) }
    ) | (
      Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
      & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
        { __typename: 'CartAutomaticDiscountAllocation' }
        & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      ) | (
        { __typename: 'CartCodeDiscountAllocation' }
        & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      ) | (
        { __typename: 'CartCustomDiscountAllocation' }
        & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
          Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
          & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
        ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      ) }
    )> } }
);

export type CartUserErrorFieldsFragment = Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>;

export type CartWarningFieldsFragment = Pick<StorefrontAPI.CartWarning, 'code' | 'message' | 'target'>;

export type CartQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  cartId: StorefrontAPI.Scalars['ID']['input'];
}>;


export type CartQuery = { cart?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'updatedAt' | 'totalQuantity' | 'note'>
    & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
      { __typename: 'CartAutomaticDiscountAllocation' | 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
      & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
    )>, lines: { nodes: Array<(
        Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
        & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
          { __typename: 'CartAutomaticDiscountAllocation' }
          & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
          & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
        ) | (
          { __typename: 'CartCodeDiscountAllocation' }
          & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
          & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
        ) | (
          { __typename: 'CartCustomDiscountAllocation' }
          & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
          & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
        )>, merchandise: (
          Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
          & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
            Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
            & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
          ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        ) }
      ) | (
        Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
        & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
          { __typename: 'CartAutomaticDiscountAllocation' }
          & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
          & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
        ) | (
          { __typename: 'CartCodeDiscountAllocation' }
          & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
          & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
        ) | (
          { __typename: 'CartCustomDiscountAllocation' }
          & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
          & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
        )>, merchandise: (
          Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
          & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
            Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
            & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
          ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        ) }
      )> } }
  )> };

export type CartCreateMutationVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  input: StorefrontAPI.CartInput;
}>;


export type CartCreateMutation = { cartCreate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        { __typename: 'CartAutomaticDiscountAllocation' | 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        ) | (
          Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontAPI.CartWarning, 'code' | 'message' | 'target'>> }> };

export type CartLinesAddMutationVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  cartId: StorefrontAPI.Scalars['ID']['input'];
  lines: Array<StorefrontAPI.CartLineInput> | StorefrontAPI.CartLineInput;
}>;


export type CartLinesAddMutation = { cartLinesAdd?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        { __typename: 'CartAutomaticDiscountAllocation' | 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        ) | (
          Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontAPI.CartWarning, 'code' | 'message' | 'target'>> }> };

export type CartLinesUpdateMutationVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  cartId: StorefrontAPI.Scalars['ID']['input'];
  lines: Array<StorefrontAPI.CartLineUpdateInput> | StorefrontAPI.CartLineUpdateInput;
}>;


export type CartLinesUpdateMutation = { cartLinesUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        { __typename: 'CartAutomaticDiscountAllocation' | 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        ) | (
          Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontAPI.CartWarning, 'code' | 'message' | 'target'>> }> };

export type CartLinesRemoveMutationVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  cartId: StorefrontAPI.Scalars['ID']['input'];
  lineIds: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
}>;


export type CartLinesRemoveMutation = { cartLinesRemove?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        { __typename: 'CartAutomaticDiscountAllocation' | 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        ) | (
          Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontAPI.CartWarning, 'code' | 'message' | 'target'>> }> };

export type CartDiscountCodesUpdateMutationVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  cartId: StorefrontAPI.Scalars['ID']['input'];
  discountCodes: Array<StorefrontAPI.Scalars['String']['input']> | StorefrontAPI.Scalars['String']['input'];
}>;


export type CartDiscountCodesUpdateMutation = { cartDiscountCodesUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        { __typename: 'CartAutomaticDiscountAllocation' | 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        ) | (
          Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontAPI.CartWarning, 'code' | 'message' | 'target'>> }> };

export type CartBuyerIdentityUpdateMutationVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  cartId: StorefrontAPI.Scalars['ID']['input'];
  buyerIdentity: StorefrontAPI.CartBuyerIdentityInput;
}>;


export type CartBuyerIdentityUpdateMutation = { cartBuyerIdentityUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'updatedAt' | 'totalQuantity' | 'note'>
      & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode'>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        { __typename: 'CartAutomaticDiscountAllocation' | 'CartCodeDiscountAllocation' | 'CartCustomDiscountAllocation' }
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        ) | (
          Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
          & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, discountAllocations: Array<(
            { __typename: 'CartAutomaticDiscountAllocation' }
            & Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCodeDiscountAllocation' }
            & Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          ) | (
            { __typename: 'CartCustomDiscountAllocation' }
            & Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
          )>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'title' | 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType' | 'tags'>
              & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> } }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          ) }
        )> } }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>>, warnings: Array<Pick<StorefrontAPI.CartWarning, 'code' | 'message' | 'target'>> }> };

export type ProductQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type ProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'description' | 'descriptionHtml' | 'availableForSale'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText'>> }, options: Array<(
      Pick<StorefrontAPI.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      )> }, colourVariants?: StorefrontAPI.Maybe<{ references?: StorefrontAPI.Maybe<{ nodes: Array<(
          Pick<StorefrontAPI.Product, 'handle'>
          & { colourName?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, colour?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
        )> }> }>, collections: { nodes: Array<(
        Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
        & { products: { nodes: Array<(
            Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'>
            & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
          )> } }
      )> } }
  )> };

export type CollectionQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type CollectionQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'> }
  )> };

export type CollectionProductsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type CollectionProductsQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
      )> } }
  )> };

export type HomeQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type HomeQuery = { donna?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>> }
  )>, uomo?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>> }
  )>, bambino?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>> }
  )>, saldi?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>> }
  )>, featured?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
      )> } }
  )>, newArrivals?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
      )> } }
  )> };

export type MenuItemFieldsFragment = Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type'>;

export type ShopMenusQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  mainMenu: StorefrontAPI.Scalars['String']['input'];
  footerMenu: StorefrontAPI.Scalars['String']['input'];
  serviceMenu: StorefrontAPI.Scalars['String']['input'];
}>;


export type ShopMenusQuery = { shop: { primaryDomain: Pick<StorefrontAPI.Domain, 'url'> }, mainMenu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type'>> }
      )> }
    )> }
  )>, footerMenu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type'>> }
  )>, serviceMenu?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type'>> }
  )> };

export type ProductsByIdsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
}>;


export type ProductsByIdsQuery = { nodes: Array<StorefrontAPI.Maybe<{ __typename: 'AppliedGiftCard' | 'Article' | 'Blog' | 'Cart' | 'CartLine' | 'Collection' | 'Comment' | 'Company' | 'CompanyContact' | 'CompanyLocation' | 'ComponentizableCartLine' | 'ExternalVideo' | 'GenericFile' | 'Location' | 'MailingAddress' | 'Market' | 'MediaImage' | 'MediaPresentation' | 'Menu' | 'MenuItem' } | { __typename: 'Metafield' | 'Metaobject' | 'Model3d' | 'Order' | 'Page' | 'ProductOption' | 'ProductOptionValue' | 'ProductVariant' | 'Shop' | 'ShopPayInstallmentsFinancingPlan' | 'ShopPayInstallmentsFinancingPlanTerm' | 'ShopPayInstallmentsProductVariantPricing' | 'ShopPolicy' | 'TaxonomyCategory' | 'UrlRedirect' | 'Video' } | (
    { __typename: 'Product' }
    & Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
  )>> };

export type ImageFieldsFragment = Pick<StorefrontAPI.Image, 'url' | 'altText'>;

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
);

export type CollectionTileFragment = (
  Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
  & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>> }
);

export type ProductVariantFieldsFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'availableForSale' | 'quantityAvailable'>
  & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
);

export type SizedImageFragment = Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>;

export type CollectionsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  before?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type CollectionsQuery = { collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'> } };

export type SitemapIndexQueryVariables = StorefrontAPI.Exact<{ [key: string]: never; }>;


export type SitemapIndexQuery = { products: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> }, collections: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> }, pages: { pagesCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Count, 'count'>> } };

export type SitemapPageQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.SitemapType;
  page: StorefrontAPI.Scalars['Int']['input'];
}>;


export type SitemapPageQuery = { sitemap: { resources?: StorefrontAPI.Maybe<{ items: Array<Pick<StorefrontAPI.SitemapResource, 'handle' | 'updatedAt'> | Pick<StorefrontAPI.SitemapResourceMetaobject, 'handle' | 'updatedAt'>> }> } };

export type SitemapPoliciesQueryVariables = StorefrontAPI.Exact<{ [key: string]: never; }>;


export type SitemapPoliciesQuery = { shop: { privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'handle'>>, refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'handle'>>, shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'handle'>>, termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'handle'>> } };

export type UrlRedirectQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
}>;


export type UrlRedirectQuery = { urlRedirects: { nodes: Array<Pick<StorefrontAPI.UrlRedirect, 'target'>> } };

export type PolicyQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  privacyPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  refundPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  shippingPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  termsOfService: StorefrontAPI.Scalars['Boolean']['input'];
}>;


export type PolicyQuery = { shop: { privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>>, refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>>, shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>>, termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>> } };

export type PolicyFieldsFragment = Pick<StorefrontAPI.ShopPolicy, 'id' | 'title' | 'handle' | 'body'>;

export type PageQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type PageQuery = { page?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Page, 'id' | 'title' | 'handle' | 'body' | 'bodySummary'>
    & { seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>> }
  )> };

export type StoreLocationFieldsFragment = (
  Pick<StorefrontAPI.Location, 'id' | 'name'>
  & { address: Pick<StorefrontAPI.LocationAddress, 'address1' | 'address2' | 'city' | 'zip' | 'countryCode' | 'latitude' | 'longitude' | 'phone'> }
);

export type StoreLocationsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type StoreLocationsQuery = { locations: { nodes: Array<(
      Pick<StorefrontAPI.Location, 'id' | 'name'>
      & { address: Pick<StorefrontAPI.LocationAddress, 'address1' | 'address2' | 'city' | 'zip' | 'countryCode' | 'latitude' | 'longitude' | 'phone'> }
    )> } };

export type StoreAvailabilityQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  variantId: StorefrontAPI.Scalars['ID']['input'];
  near?: StorefrontAPI.InputMaybe<StorefrontAPI.GeoCoordinateInput>;
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type StoreAvailabilityQuery = { node?: StorefrontAPI.Maybe<{ storeAvailability: { nodes: Array<(
        Pick<StorefrontAPI.StoreAvailability, 'available' | 'quantityAvailable'>
        & { location: (
          Pick<StorefrontAPI.Location, 'id' | 'name'>
          & { address: Pick<StorefrontAPI.LocationAddress, 'address1' | 'address2' | 'city' | 'zip' | 'countryCode' | 'latitude' | 'longitude' | 'phone'> }
        ) }
      )> } }> };

export type AccountMoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

type AccountDiscountName_AutomaticDiscountApplication_Fragment = Pick<StorefrontAPI.AutomaticDiscountApplication, 'title'>;

type AccountDiscountName_DiscountCodeApplication_Fragment = Pick<StorefrontAPI.DiscountCodeApplication, 'code'>;

type AccountDiscountName_ManualDiscountApplication_Fragment = Pick<StorefrontAPI.ManualDiscountApplication, 'title'>;

type AccountDiscountName_ScriptDiscountApplication_Fragment = Pick<StorefrontAPI.ScriptDiscountApplication, 'title'>;

export type AccountDiscountNameFragment = AccountDiscountName_AutomaticDiscountApplication_Fragment | AccountDiscountName_DiscountCodeApplication_Fragment | AccountDiscountName_ManualDiscountApplication_Fragment | AccountDiscountName_ScriptDiscountApplication_Fragment;

export type CustomerOrdersQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  before?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrdersQuery = { customer?: StorefrontAPI.Maybe<{ orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'> } }> };

export type CustomerOrderIdsQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerOrderIdsQuery = { customer?: StorefrontAPI.Maybe<{ orders: { nodes: Array<Pick<StorefrontAPI.Order, 'id' | 'orderNumber'>> } }> };

export type CustomerOrderQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOrderQuery = { node?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
    & { totalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountApplications: { nodes: Array<(
        Pick<StorefrontAPI.AutomaticDiscountApplication, 'title'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        Pick<StorefrontAPI.DiscountCodeApplication, 'code'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        Pick<StorefrontAPI.ManualDiscountApplication, 'title'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        Pick<StorefrontAPI.ScriptDiscountApplication, 'title'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
        ) }
      )> }, shippingAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'formatted'>>, lineItems: { nodes: Array<(
        Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
        & { originalTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountedTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountAllocations: Array<{ allocatedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountApplication: Pick<StorefrontAPI.AutomaticDiscountApplication, 'title'> | Pick<StorefrontAPI.DiscountCodeApplication, 'code'> | Pick<StorefrontAPI.ManualDiscountApplication, 'title'> | Pick<StorefrontAPI.ScriptDiscountApplication, 'title'> }>, variant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
          & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
        )> }
      )> } }
  )> };

export type CustomerAddressesQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerAddressesQuery = { customer?: StorefrontAPI.Maybe<{ defaultAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, addresses: { nodes: Array<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'countryCodeV2' | 'phone' | 'formatted'>> } }> };

export type CustomerAddressCreateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  address: StorefrontAPI.MailingAddressInput;
}>;


export type CustomerAddressCreateMutation = { customerAddressCreate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  address: StorefrontAPI.MailingAddressInput;
}>;


export type CustomerAddressUpdateMutation = { customerAddressUpdate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
}>;


export type CustomerAddressDeleteMutation = { customerAddressDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAddressDeletePayload, 'deletedCustomerAddressId'>
    & { customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }
  )> };

export type CustomerDefaultAddressUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  addressId: StorefrontAPI.Scalars['ID']['input'];
}>;


export type CustomerDefaultAddressUpdateMutation = { customerDefaultAddressUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerProfileQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerProfileQuery = { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'firstName' | 'lastName' | 'email' | 'phone' | 'acceptsMarketing'>> };

export type CustomerUpdateMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  customer: StorefrontAPI.CustomerUpdateInput;
}>;


export type CustomerUpdateMutation = { customerUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerErrorsFragment = Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>;

export type AccessTokenFragment = Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>;

export type AddressFieldsFragment = Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'countryCodeV2' | 'phone' | 'formatted'>;

export type OrderSummaryFragment = (
  Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
  & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
);

export type CustomerLoginMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerLoginMutation = { customerAccessTokenCreate?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerRegisterMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerCreateInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerRegisterMutation = { customerCreate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerRecoverMutationVariables = StorefrontAPI.Exact<{
  email: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerRecoverMutation = { customerRecover?: StorefrontAPI.Maybe<{ customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerResetMutationVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  input: StorefrontAPI.CustomerResetInput;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerResetMutation = { customerReset?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerLogoutMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerLogoutMutation = { customerAccessTokenDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAccessTokenDeletePayload, 'deletedAccessToken'>
    & { userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>> }
  )> };

export type CustomerInfoQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerInfoQuery = { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'firstName' | 'displayName' | 'email'>> };

export type CustomerOverviewQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerOverviewQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'firstName' | 'displayName' | 'email' | 'numberOfOrders'>
    & { defaultAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'country' | 'countryCodeV2' | 'phone' | 'formatted'>>, orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { currentTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> } }
  )> };

export type CustomerWishlistQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  namespace: StorefrontAPI.Scalars['String']['input'];
  key: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CustomerWishlistQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { wishlist?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Metafield, 'type'>
      & { references?: StorefrontAPI.Maybe<{ nodes: Array<{ __typename: 'Collection' | 'GenericFile' | 'MediaImage' | 'Metaobject' | 'Model3d' | 'Page' | 'ProductVariant' | 'Video' } | (
          { __typename: 'Product' }
          & Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'availableForSale'>
          & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
        )> }> }
    )> }
  )> };

interface GeneratedQueryTypes {
  "#graphql\n  query Cart($country: CountryCode, $language: LanguageCode, $cartId: ID!)\n  @inContext(country: $country, language: $language) {\n    cart(id: $cartId) {\n      ...CartFields\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      __typename\n      discountedAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n            currencyCode\n          }\n        }\n        discountAllocations {\n          __typename\n          discountedAmount {\n            amount\n            currencyCode\n          }\n          ... on CartCodeDiscountAllocation {\n            code\n          }\n          ... on CartAutomaticDiscountAllocation {\n            title\n          }\n          ... on CartCustomDiscountAllocation {\n            title\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...CartMerchandise\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CartMerchandise on ProductVariant {\n    ...ProductVariantFields\n    title\n    image {\n      ...SizedImage\n    }\n    product {\n      id\n      title\n      handle\n      vendor\n      productType\n      tags\n      collections(first: 3) {\n        nodes {\n          handle\n          title\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    sku\n    availableForSale\n    quantityAvailable\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SizedImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n\n": {return: CartQuery, variables: CartQueryVariables},
  "#graphql\n  query Product($country: CountryCode, $language: LanguageCode, $handle: String!)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      productType\n      description\n      descriptionHtml\n      availableForSale\n      seo {\n        title\n        description\n      }\n      images(first: 8) {\n        nodes {\n          ...ImageFields\n        }\n      }\n      options(first: 3) {\n        name\n        optionValues {\n          name\n        }\n      }\n      variants(first: 50) {\n        nodes {\n          ...ProductVariantFields\n        }\n      }\n      # The model's colours (docs/decisions/0017-colours-of-a-model.md).\n      colourVariants: metafield(namespace: \"custom\", key: \"colour_variants\") {\n        references(first: 12) {\n          nodes {\n            ... on Product {\n              handle\n              colourName: metafield(namespace: \"custom\", key: \"colour_name\") {\n                value\n              }\n              colour: metafield(namespace: \"custom\", key: \"colour\") {\n                value\n              }\n            }\n          }\n        }\n      }\n      collections(first: 1) {\n        nodes {\n          id\n          handle\n          title\n          products(first: 5) {\n            nodes {\n              ...ProductCard\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    sku\n    availableForSale\n    quantityAvailable\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    compareAtPriceRange {\n      maxVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n  }\n\n\n": {return: ProductQuery, variables: ProductQueryVariables},
  "#graphql\n  query Collection($country: CountryCode, $language: LanguageCode, $handle: String!)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      seo {\n        title\n        description\n      }\n    }\n  }\n": {return: CollectionQuery, variables: CollectionQueryVariables},
  "#graphql\n  query CollectionProducts(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $first: Int!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    compareAtPriceRange {\n      maxVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n  }\n\n\n": {return: CollectionProductsQuery, variables: CollectionProductsQueryVariables},
  "#graphql\n  query Home($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    donna: collection(handle: \"donna\") {\n      ...CollectionTile\n    }\n    uomo: collection(handle: \"uomo\") {\n      ...CollectionTile\n    }\n    bambino: collection(handle: \"bambino\") {\n      ...CollectionTile\n    }\n    saldi: collection(handle: \"saldi\") {\n      ...CollectionTile\n    }\n    featured: collection(handle: \"in-evidenza\") {\n      id\n      products(first: 8) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n    newArrivals: collection(handle: \"novita\") {\n      id\n      products(first: 4) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CollectionTile on Collection {\n    id\n    handle\n    title\n    image {\n      ...ImageFields\n    }\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    compareAtPriceRange {\n      maxVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n  }\n\n\n": {return: HomeQuery, variables: HomeQueryVariables},
  "#graphql\n  query ShopMenus(\n    $country: CountryCode\n    $language: LanguageCode\n    $mainMenu: String!\n    $footerMenu: String!\n    $serviceMenu: String!\n  ) @inContext(country: $country, language: $language) {\n    shop {\n      primaryDomain {\n        url\n      }\n    }\n    mainMenu: menu(handle: $mainMenu) {\n      id\n      items {\n        ...MenuItemFields\n        items {\n          ...MenuItemFields\n          items {\n            ...MenuItemFields\n          }\n        }\n      }\n    }\n    footerMenu: menu(handle: $footerMenu) {\n      id\n      items {\n        ...MenuItemFields\n      }\n    }\n    serviceMenu: menu(handle: $serviceMenu) {\n      id\n      items {\n        ...MenuItemFields\n      }\n    }\n  }\n  #graphql\n  fragment MenuItemFields on MenuItem {\n    id\n    title\n    url\n    type\n  }\n\n": {return: ShopMenusQuery, variables: ShopMenusQueryVariables},
  "#graphql\n  query ProductsByIds($country: CountryCode, $language: LanguageCode, $ids: [ID!]!)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      __typename\n      ... on Product {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    compareAtPriceRange {\n      maxVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n  }\n\n\n": {return: ProductsByIdsQuery, variables: ProductsByIdsQueryVariables},
  "#graphql\n  query Collections(\n    $country: CountryCode\n    $language: LanguageCode\n    $first: Int\n    $last: Int\n    $after: String\n    $before: String\n  ) @inContext(country: $country, language: $language) {\n    collections(first: $first, last: $last, after: $after, before: $before, sortKey: TITLE) {\n      nodes {\n        ...CollectionTile\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n  #graphql\n  fragment CollectionTile on Collection {\n    id\n    handle\n    title\n    image {\n      ...ImageFields\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n  }\n\n": {return: CollectionsQuery, variables: CollectionsQueryVariables},
  "#graphql\n  query SitemapIndex {\n    products: sitemap(type: PRODUCT) {\n      pagesCount {\n        count\n      }\n    }\n    collections: sitemap(type: COLLECTION) {\n      pagesCount {\n        count\n      }\n    }\n    pages: sitemap(type: PAGE) {\n      pagesCount {\n        count\n      }\n    }\n  }\n": {return: SitemapIndexQuery, variables: SitemapIndexQueryVariables},
  "#graphql\n  query SitemapPage($type: SitemapType!, $page: Int!) {\n    sitemap(type: $type) {\n      resources(page: $page) {\n        items {\n          handle\n          updatedAt\n        }\n      }\n    }\n  }\n": {return: SitemapPageQuery, variables: SitemapPageQueryVariables},
  "#graphql\n  query SitemapPolicies {\n    shop {\n      privacyPolicy {\n        handle\n      }\n      refundPolicy {\n        handle\n      }\n      shippingPolicy {\n        handle\n      }\n      termsOfService {\n        handle\n      }\n    }\n  }\n": {return: SitemapPoliciesQuery, variables: SitemapPoliciesQueryVariables},
  "#graphql\n  query UrlRedirect($query: String!) {\n    urlRedirects(first: 1, query: $query) {\n      nodes {\n        target\n      }\n    }\n  }\n": {return: UrlRedirectQuery, variables: UrlRedirectQueryVariables},
  "#graphql\n  query Policy(\n    $country: CountryCode\n    $language: LanguageCode\n    $privacyPolicy: Boolean!\n    $refundPolicy: Boolean!\n    $shippingPolicy: Boolean!\n    $termsOfService: Boolean!\n  ) @inContext(country: $country, language: $language) {\n    shop {\n      privacyPolicy @include(if: $privacyPolicy) {\n        ...PolicyFields\n      }\n      refundPolicy @include(if: $refundPolicy) {\n        ...PolicyFields\n      }\n      shippingPolicy @include(if: $shippingPolicy) {\n        ...PolicyFields\n      }\n      termsOfService @include(if: $termsOfService) {\n        ...PolicyFields\n      }\n    }\n  }\n  fragment PolicyFields on ShopPolicy {\n    id\n    title\n    handle\n    body\n  }\n": {return: PolicyQuery, variables: PolicyQueryVariables},
  "#graphql\n  query Page($country: CountryCode, $language: LanguageCode, $handle: String!)\n  @inContext(country: $country, language: $language) {\n    page(handle: $handle) {\n      id\n      title\n      handle\n      body\n      bodySummary\n      seo {\n        title\n        description\n      }\n    }\n  }\n": {return: PageQuery, variables: PageQueryVariables},
  "#graphql\n  query StoreLocations($country: CountryCode, $language: LanguageCode, $first: Int!)\n  @inContext(country: $country, language: $language) {\n    locations(first: $first, sortKey: NAME) {\n      nodes {\n        ...StoreLocationFields\n      }\n    }\n  }\n  #graphql\n  fragment StoreLocationFields on Location {\n    id\n    name\n    address {\n      address1\n      address2\n      city\n      zip\n      countryCode\n      latitude\n      longitude\n      phone\n    }\n  }\n\n": {return: StoreLocationsQuery, variables: StoreLocationsQueryVariables},
  "#graphql\n  query StoreAvailability(\n    $country: CountryCode\n    $language: LanguageCode\n    $variantId: ID!\n    $near: GeoCoordinateInput\n    $first: Int!\n  ) @inContext(country: $country, language: $language) {\n    node(id: $variantId) {\n      ... on ProductVariant {\n        storeAvailability(first: $first, near: $near) {\n          nodes {\n            available\n            quantityAvailable\n            location {\n              ...StoreLocationFields\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment StoreLocationFields on Location {\n    id\n    name\n    address {\n      address1\n      address2\n      city\n      zip\n      countryCode\n      latitude\n      longitude\n      phone\n    }\n  }\n\n": {return: StoreAvailabilityQuery, variables: StoreAvailabilityQueryVariables},
  "#graphql\n  query CustomerOrders(\n    $customerAccessToken: String!\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      orders(\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n        sortKey: PROCESSED_AT\n        reverse: true\n      ) {\n        nodes {\n          ...OrderSummary\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment OrderSummary on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    currentTotalPrice {\n      amount\n      currencyCode\n    }\n  }\n\n": {return: CustomerOrdersQuery, variables: CustomerOrdersQueryVariables},
  "#graphql\n  query CustomerOrderIds($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      orders(first: 250, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          id\n          orderNumber\n        }\n      }\n    }\n  }\n": {return: CustomerOrderIdsQuery, variables: CustomerOrderIdsQueryVariables},
  "#graphql\n  query CustomerOrder($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    node(id: $id) {\n      ... on Order {\n        id\n        name\n        orderNumber\n        processedAt\n        financialStatus\n        fulfillmentStatus\n        totalShippingPrice {\n          ...AccountMoney\n        }\n        totalPrice {\n          ...AccountMoney\n        }\n        discountApplications(first: 10) {\n          nodes {\n            value {\n              __typename\n              ... on MoneyV2 {\n                ...AccountMoney\n              }\n              ... on PricingPercentageValue {\n                percentage\n              }\n            }\n            ...AccountDiscountName\n          }\n        }\n        shippingAddress {\n          formatted(withName: true, withCompany: true)\n        }\n        lineItems(first: 100) {\n          nodes {\n            title\n            quantity\n            originalTotalPrice {\n              ...AccountMoney\n            }\n            discountedTotalPrice {\n              ...AccountMoney\n            }\n            discountAllocations {\n              allocatedAmount {\n                ...AccountMoney\n              }\n              discountApplication {\n                ...AccountDiscountName\n              }\n            }\n            variant {\n              id\n              title\n              image {\n                ...SizedImage\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AccountMoney on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment AccountDiscountName on DiscountApplication {\n    ... on DiscountCodeApplication {\n      code\n    }\n    ... on AutomaticDiscountApplication {\n      title\n    }\n    ... on ManualDiscountApplication {\n      title\n    }\n    ... on ScriptDiscountApplication {\n      title\n    }\n  }\n\n  #graphql\n  fragment SizedImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n": {return: CustomerOrderQuery, variables: CustomerOrderQueryVariables},
  "#graphql\n  query CustomerAddresses($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      defaultAddress {\n        id\n      }\n      addresses(first: 50) {\n        nodes {\n          ...AddressFields\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AddressFields on MailingAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zip\n    country\n    countryCodeV2\n    phone\n    formatted(withName: true, withCompany: true)\n  }\n\n": {return: CustomerAddressesQuery, variables: CustomerAddressesQueryVariables},
  "#graphql\n  query CustomerProfile($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      firstName\n      lastName\n      email\n      phone\n      acceptsMarketing\n    }\n  }\n": {return: CustomerProfileQuery, variables: CustomerProfileQueryVariables},
  "#graphql\n  query CustomerInfo($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      firstName\n      displayName\n      email\n    }\n  }\n": {return: CustomerInfoQuery, variables: CustomerInfoQueryVariables},
  "#graphql\n  query CustomerOverview($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      firstName\n      displayName\n      email\n      numberOfOrders\n      defaultAddress {\n        ...AddressFields\n      }\n      orders(first: 3, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          ...OrderSummary\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AddressFields on MailingAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    zip\n    country\n    countryCodeV2\n    phone\n    formatted(withName: true, withCompany: true)\n  }\n\n  #graphql\n  fragment OrderSummary on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    financialStatus\n    fulfillmentStatus\n    currentTotalPrice {\n      amount\n      currencyCode\n    }\n  }\n\n": {return: CustomerOverviewQuery, variables: CustomerOverviewQueryVariables},
  "#graphql\n  query CustomerWishlist(\n    $customerAccessToken: String!\n    $namespace: String!\n    $key: String!\n    $first: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      wishlist: metafield(namespace: $namespace, key: $key) {\n        type\n        references(first: $first) {\n          nodes {\n            __typename\n            ... on Product {\n              ...ProductCard\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    vendor\n    availableForSale\n    featuredImage {\n      ...ImageFields\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    compareAtPriceRange {\n      maxVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n  #graphql\n  fragment ImageFields on Image {\n    url\n    altText\n  }\n\n\n": {return: CustomerWishlistQuery, variables: CustomerWishlistQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartCreate(\n    $country: CountryCode\n    $language: LanguageCode\n    $input: CartInput!\n  ) @inContext(country: $country, language: $language) {\n    cartCreate(input: $input) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      __typename\n      discountedAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n            currencyCode\n          }\n        }\n        discountAllocations {\n          __typename\n          discountedAmount {\n            amount\n            currencyCode\n          }\n          ... on CartCodeDiscountAllocation {\n            code\n          }\n          ... on CartAutomaticDiscountAllocation {\n            title\n          }\n          ... on CartCustomDiscountAllocation {\n            title\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...CartMerchandise\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CartMerchandise on ProductVariant {\n    ...ProductVariantFields\n    title\n    image {\n      ...SizedImage\n    }\n    product {\n      id\n      title\n      handle\n      vendor\n      productType\n      tags\n      collections(first: 3) {\n        nodes {\n          handle\n          title\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    sku\n    availableForSale\n    quantityAvailable\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SizedImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartCreateMutation, variables: CartCreateMutationVariables},
  "#graphql\n  mutation CartLinesAdd(\n    $country: CountryCode\n    $language: LanguageCode\n    $cartId: ID!, $lines: [CartLineInput!]!\n  ) @inContext(country: $country, language: $language) {\n    cartLinesAdd(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      __typename\n      discountedAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n            currencyCode\n          }\n        }\n        discountAllocations {\n          __typename\n          discountedAmount {\n            amount\n            currencyCode\n          }\n          ... on CartCodeDiscountAllocation {\n            code\n          }\n          ... on CartAutomaticDiscountAllocation {\n            title\n          }\n          ... on CartCustomDiscountAllocation {\n            title\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...CartMerchandise\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CartMerchandise on ProductVariant {\n    ...ProductVariantFields\n    title\n    image {\n      ...SizedImage\n    }\n    product {\n      id\n      title\n      handle\n      vendor\n      productType\n      tags\n      collections(first: 3) {\n        nodes {\n          handle\n          title\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    sku\n    availableForSale\n    quantityAvailable\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SizedImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartLinesAddMutation, variables: CartLinesAddMutationVariables},
  "#graphql\n  mutation CartLinesUpdate(\n    $country: CountryCode\n    $language: LanguageCode\n    $cartId: ID!, $lines: [CartLineUpdateInput!]!\n  ) @inContext(country: $country, language: $language) {\n    cartLinesUpdate(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      __typename\n      discountedAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n            currencyCode\n          }\n        }\n        discountAllocations {\n          __typename\n          discountedAmount {\n            amount\n            currencyCode\n          }\n          ... on CartCodeDiscountAllocation {\n            code\n          }\n          ... on CartAutomaticDiscountAllocation {\n            title\n          }\n          ... on CartCustomDiscountAllocation {\n            title\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...CartMerchandise\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CartMerchandise on ProductVariant {\n    ...ProductVariantFields\n    title\n    image {\n      ...SizedImage\n    }\n    product {\n      id\n      title\n      handle\n      vendor\n      productType\n      tags\n      collections(first: 3) {\n        nodes {\n          handle\n          title\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    sku\n    availableForSale\n    quantityAvailable\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SizedImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartLinesUpdateMutation, variables: CartLinesUpdateMutationVariables},
  "#graphql\n  mutation CartLinesRemove(\n    $country: CountryCode\n    $language: LanguageCode\n    $cartId: ID!, $lineIds: [ID!]!\n  ) @inContext(country: $country, language: $language) {\n    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      __typename\n      discountedAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n            currencyCode\n          }\n        }\n        discountAllocations {\n          __typename\n          discountedAmount {\n            amount\n            currencyCode\n          }\n          ... on CartCodeDiscountAllocation {\n            code\n          }\n          ... on CartAutomaticDiscountAllocation {\n            title\n          }\n          ... on CartCustomDiscountAllocation {\n            title\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...CartMerchandise\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CartMerchandise on ProductVariant {\n    ...ProductVariantFields\n    title\n    image {\n      ...SizedImage\n    }\n    product {\n      id\n      title\n      handle\n      vendor\n      productType\n      tags\n      collections(first: 3) {\n        nodes {\n          handle\n          title\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    sku\n    availableForSale\n    quantityAvailable\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SizedImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartLinesRemoveMutation, variables: CartLinesRemoveMutationVariables},
  "#graphql\n  mutation CartDiscountCodesUpdate(\n    $country: CountryCode\n    $language: LanguageCode\n    $cartId: ID!, $discountCodes: [String!]!\n  ) @inContext(country: $country, language: $language) {\n    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      __typename\n      discountedAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n            currencyCode\n          }\n        }\n        discountAllocations {\n          __typename\n          discountedAmount {\n            amount\n            currencyCode\n          }\n          ... on CartCodeDiscountAllocation {\n            code\n          }\n          ... on CartAutomaticDiscountAllocation {\n            title\n          }\n          ... on CartCustomDiscountAllocation {\n            title\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...CartMerchandise\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CartMerchandise on ProductVariant {\n    ...ProductVariantFields\n    title\n    image {\n      ...SizedImage\n    }\n    product {\n      id\n      title\n      handle\n      vendor\n      productType\n      tags\n      collections(first: 3) {\n        nodes {\n          handle\n          title\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    sku\n    availableForSale\n    quantityAvailable\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SizedImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartDiscountCodesUpdateMutation, variables: CartDiscountCodesUpdateMutationVariables},
  "#graphql\n  mutation CartBuyerIdentityUpdate(\n    $country: CountryCode\n    $language: LanguageCode\n    $cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!\n  ) @inContext(country: $country, language: $language) {\n    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {\n      cart {\n        ...CartFields\n      }\n      userErrors {\n        ...CartUserErrorFields\n      }\n      warnings {\n        ...CartWarningFields\n      }\n    }\n  }\n  #graphql\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    updatedAt\n    totalQuantity\n    note\n    buyerIdentity {\n      countryCode\n    }\n    cost {\n      subtotalAmount {\n        amount\n        currencyCode\n      }\n      totalAmount {\n        amount\n        currencyCode\n      }\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      __typename\n      discountedAmount {\n        amount\n        currencyCode\n      }\n    }\n    lines(first: 100) {\n      nodes {\n        id\n        quantity\n        cost {\n          totalAmount {\n            amount\n            currencyCode\n          }\n        }\n        discountAllocations {\n          __typename\n          discountedAmount {\n            amount\n            currencyCode\n          }\n          ... on CartCodeDiscountAllocation {\n            code\n          }\n          ... on CartAutomaticDiscountAllocation {\n            title\n          }\n          ... on CartCustomDiscountAllocation {\n            title\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...CartMerchandise\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CartMerchandise on ProductVariant {\n    ...ProductVariantFields\n    title\n    image {\n      ...SizedImage\n    }\n    product {\n      id\n      title\n      handle\n      vendor\n      productType\n      tags\n      collections(first: 3) {\n        nodes {\n          handle\n          title\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    sku\n    availableForSale\n    quantityAvailable\n    selectedOptions {\n      name\n      value\n    }\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SizedImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n\n\n  #graphql\n  fragment CartUserErrorFields on CartUserError {\n    code\n    field\n    message\n  }\n  fragment CartWarningFields on CartWarning {\n    code\n    message\n    target\n  }\n\n": {return: CartBuyerIdentityUpdateMutation, variables: CartBuyerIdentityUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {\n    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressCreateMutation, variables: CustomerAddressCreateMutationVariables},
  "#graphql\n  mutation CustomerAddressUpdate(\n    $customerAccessToken: String!\n    $id: ID!\n    $address: MailingAddressInput!\n  ) {\n    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {\n      customerAddress {\n        id\n      }\n      customerUserErrors {\n        ...CustomerErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressUpdateMutation, variables: CustomerAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {\n    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {\n      deletedCustomerAddressId\n      customerUserErrors {\n        ...CustomerErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressDeleteMutation, variables: CustomerAddressDeleteMutationVariables},
  "#graphql\n  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {\n    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerDefaultAddressUpdateMutation, variables: CustomerDefaultAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {\n    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {\n      customer {\n        id\n      }\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        ...CustomerErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerUpdateMutation, variables: CustomerUpdateMutationVariables},
  "#graphql\n  mutation CustomerLogin($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken {\n        ...AccessToken\n      }\n      customerUserErrors {\n        ...CustomerErrors\n      }\n    }\n  }\n  #graphql\n  fragment AccessToken on CustomerAccessToken {\n    accessToken\n    expiresAt\n  }\n\n  #graphql\n  fragment CustomerErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerLoginMutation, variables: CustomerLoginMutationVariables},
  "#graphql\n  mutation CustomerRegister($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerCreate(input: $input) {\n      customer {\n        id\n      }\n      customerUserErrors {\n        ...CustomerErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerRegisterMutation, variables: CustomerRegisterMutationVariables},
  "#graphql\n  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerRecover(email: $email) {\n      customerUserErrors {\n        ...CustomerErrors\n      }\n    }\n  }\n  #graphql\n  fragment CustomerErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerRecoverMutation, variables: CustomerRecoverMutationVariables},
  "#graphql\n  mutation CustomerReset($id: ID!, $input: CustomerResetInput!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customerReset(id: $id, input: $input) {\n      customerAccessToken {\n        ...AccessToken\n      }\n      customerUserErrors {\n        ...CustomerErrors\n      }\n    }\n  }\n  #graphql\n  fragment AccessToken on CustomerAccessToken {\n    accessToken\n    expiresAt\n  }\n\n  #graphql\n  fragment CustomerErrors on CustomerUserError {\n    code\n    field\n    message\n  }\n\n": {return: CustomerResetMutation, variables: CustomerResetMutationVariables},
  "#graphql\n  mutation CustomerLogout($customerAccessToken: String!) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerLogoutMutation, variables: CustomerLogoutMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
