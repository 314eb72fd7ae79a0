/**
 * What a newsletter sign-up posted without JavaScript comes back to: the page it was sent from,
 * its address ending in `#newsletter-{outcome}`, so the footer shows that outcome's message (CSS
 * `:target`; docs/product.md#newsletter-pop-up).
 */
export type NewsletterOutcome = 'ok' | 'invalid' | 'rateLimited' | 'unavailable';

export const newsletterResultId = (outcome: NewsletterOutcome) => `newsletter-${outcome}`;

/** The message key each outcome shows. */
export const NEWSLETTER_OUTCOME_MESSAGES: Record<NewsletterOutcome, string> = {
  ok: 'newsletter.thanks',
  invalid: 'newsletter.errors.checkForm',
  rateLimited: 'newsletter.errors.rateLimited',
  unavailable: 'newsletter.errors.unavailable',
};
