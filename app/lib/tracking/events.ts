/** The events the shop publishes on the tracking bus, with their payloads. */
import type {PageType} from './page-view';

export interface PageViewedPayload {
  pageType: PageType;
  /** Path and query, without any `email` parameter. */
  path: string;
  url: string;
  title: string;
  referrer: string;
  /** Global id of the product or collection shown, if any. */
  resourceId: string | null;
  language: string;
  country: string;
}

export const PAGE_VIEWED = 'page_viewed';
export const CONSENT_CHANGED = 'consent_event';

/**
 * A search-insights event (docs/product.md#search-insights-events); the subscriber adds the
 * visitor's user token.
 */
export const SEARCH_INSIGHTS = 'search_insights';

export type SearchInsightsPayload =
  | {kind: 'click'; index: string; queryID: string; objectID: string; position: number}
  | {kind: 'conversion'; index: string; queryID: string; objectIDs: string[]}
  | {kind: 'view'; index: string; objectIDs: string[]};

/**
 * The logged-in customer, known once their info has loaded
 * (docs/product.md#customer-identification): destinations that identify people (the e-mail
 * marketing provider, the error reporter) take the e-mail from it.
 */
export const CUSTOMER_IDENTIFIED = 'customer_identified';

export interface CustomerIdentifiedPayload {
  id: string;
  email: string;
}

/**
 * The customer logged out in this page (docs/product.md#login-state): destinations that named
 * them forget them.
 */
export const CUSTOMER_LOGGED_OUT = 'customer_logged_out';

/**
 * A shopper named themselves by e-mail in a sign-up form (docs/product.md#newsletter-pop-up): the
 * e-mail marketing provider identifies them, with marketing consent as for a customer. The error
 * reporter does not: they are no logged-in customer (docs/decisions/0011).
 */
export const SHOPPER_IDENTIFIED = 'shopper_identified';

export interface ShopperIdentifiedPayload {
  email: string;
}

/** A newsletter pop-up opened (docs/product.md#newsletter-pop-up): "open form" with its id. */
export const NEWSLETTER_FORM_OPENED = 'newsletter_form_opened';

export interface NewsletterFormOpenedPayload {
  formId: string;
}
