/**
 * Where a newsletter sign-up posted without JavaScript goes once taken: back to the page it was
 * sent from, its address ending in `#newsletter-ok`, so the footer thanks (CSS `:target`;
 * docs/product.md#newsletter-pop-up). A refused one is answered by the newsletter page itself.
 */
export const NEWSLETTER_THANKS_ID = 'newsletter-ok';

/** `back` (a same-origin path) with the thanks' fragment. */
export function newsletterReturn(back: string): string {
  const url = new URL(back, 'http://same.origin');
  return `${url.pathname}${url.search}#${NEWSLETTER_THANKS_ID}`;
}
