/**
 * The notify-me form (docs/product.md#back-in-stock): the shopper's e-mail, the sold-out variant
 * and the ticked privacy disclaimer. The same check runs in the dialog, before anything is sent,
 * and on the server, which trusts nothing the browser says. Errors are message keys under
 * `notify.errors`.
 */
import {check, emailError, text} from '../customer/account-forms';
import {numericShopifyId} from '../commerce/shopify-ids';
import {localizePath, type Market} from '../markets';

export type BackInStockField = 'email' | 'variantId' | 'isPrivacyDisclaimerChecked';

export interface BackInStockRequest {
  email: string;
  /** The numeric Shopify variant id, as the provider's synced catalogue names variants. */
  variantId: string;
}

/** What a ticked checkbox posts: the browser's default `on`, or `true` from a script. */
const CHECKED = new Set(['on', 'true']);

export function parseBackInStockForm(form: FormData) {
  const values = {
    email: text(form, 'email'),
    variantId: text(form, 'variantId'),
    isPrivacyDisclaimerChecked: text(form, 'isPrivacyDisclaimerChecked'),
  };
  const variantId = numericShopifyId(values.variantId, 'ProductVariant');
  return check<BackInStockRequest, BackInStockField>(
    {
      email: emailError(values.email),
      variantId: variantId ? null : 'variantInvalid',
      isPrivacyDisclaimerChecked: CHECKED.has(values.isPrivacyDisclaimerChecked)
        ? null
        : 'privacyRequired',
    },
    values,
    {email: values.email, variantId: variantId ?? ''},
  );
}

/**
 * The notify page of a product's sold-out variant (routes/back-in-stock.tsx), where the cart page
 * sends a shopper without JavaScript.
 */
export function backInStockPagePath(market: Market, handle: string, variantId: string): string {
  const variant = numericShopifyId(variantId, 'ProductVariant') ?? '';
  return `${localizePath(market, '/back-in-stock')}?${new URLSearchParams({product: handle, variant})}`;
}
