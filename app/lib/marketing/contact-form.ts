/**
 * The marketing contact call's form (docs/product.md#marketing-contact), as the browser sends it
 * to `/api/salesmanago/contact` and the route reads it: `email`, `clientId`, `shop`, `newsletter`
 * and `action`, form-encoded.
 */

/** The shop's own route, in front of the marketing-automation provider. */
export const CONTACT_ROUTE = '/api/salesmanago/contact';

/**
 * What made the shopper give their e-mail: a newsletter sign-up (pop-up or footer) or a
 * back-in-stock request. Only `newsletter` opts the contact in to marketing e-mail.
 */
export const CONTACT_ACTIONS = ['newsletter', 'backInStock'] as const;
export type ContactAction = (typeof CONTACT_ACTIONS)[number];

export interface ContactInput {
  email: string;
  /** The fixed client id and the shop's host, as the shell gives them. */
  clientId: string;
  shop: string;
  action: ContactAction;
}

/** `newsletter` is true exactly when the action is `newsletter`. */
export function contactFormBody({email, clientId, shop, action}: ContactInput): URLSearchParams {
  return new URLSearchParams({
    email,
    clientId,
    shop,
    newsletter: String(action === 'newsletter'),
    action,
  });
}
