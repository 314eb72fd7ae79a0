/**
 * A newsletter pop-up form as configured (docs/product.md#newsletter-pop-up): which list it
 * subscribes to, the campaign it reports, what opens it and how often it may.
 */
export type NewsletterTrigger =
  | {type: 'delay'; seconds: number}
  | {type: 'exitIntent'}
  /** Opens once the page has been scrolled this far (percent of its height). */
  | {type: 'scrollDepth'; percent: number};

export interface NewsletterForm {
  formId: string;
  listId: string;
  campaign: string;
  /** Any one of them opens the form. */
  triggers: NewsletterTrigger[];
  /** The form opens at most once in this many days (0: once per visit). */
  frequencyCapDays: number;
}

/** What a sign-up reports and subscribes to: a pop-up form, or the footer's. */
export type SignUpForm = Pick<NewsletterForm, 'formId' | 'listId' | 'campaign'>;

/**
 * The footer's inline sign-up: not a pop-up, so not configured; it subscribes to the default list
 * and reports this id as its form id and campaign.
 */
export const FOOTER_FORM_ID = 'footer';
