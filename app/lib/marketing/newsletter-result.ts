/**
 * What a newsletter sign-up posted without JavaScript comes back to: the page it was sent from,
 * its address ending in `#newsletter-{outcome}`, so the footer shows that outcome's message (CSS
 * `:target`; docs/product.md#newsletter-pop-up), and naming the e-mail typed (`email`) when it
 * was not taken, so the form holds it again as every other form does.
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

/** The query parameter that brings a refused sign-up's e-mail back to the form. */
export const TYPED_EMAIL_PARAM = 'email';
/** Longer than any address (254): not worth carrying back in an address. */
const TYPED_EMAIL_MAX = 320;

/** `back` (a same-origin path) with the outcome's fragment and the e-mail to show again, if any. */
export function newsletterReturn(back: string, outcome: NewsletterOutcome, typed: string): string {
  const url = new URL(back, 'http://same.origin');
  url.searchParams.delete(TYPED_EMAIL_PARAM);
  const email = typed.trim();
  if (email && email.length <= TYPED_EMAIL_MAX) url.searchParams.set(TYPED_EMAIL_PARAM, email);
  return `${url.pathname}${url.search}#${newsletterResultId(outcome)}`;
}
