import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {FOOTER_FORM_ID} from '~/lib/marketing/newsletter-form';
import {
  NEWSLETTER_OUTCOME_MESSAGES,
  newsletterResultId,
  type NewsletterOutcome,
} from '~/lib/marketing/newsletter-result';
import {NewsletterSignUp} from './NewsletterSignUp';

/**
 * The footer's newsletter sign-up (docs/product.md#newsletter-pop-up), on the default list. A
 * post without JavaScript comes back to the page at `#newsletter-{outcome}`: that outcome's
 * message, hidden until then, shows (CSS `:target`) and takes focus.
 */
export function FooterSignUp() {
  const t = useT();
  const {emailMarketing} = useShell();
  if (!emailMarketing?.defaultListId) return null;
  const outcomes = Object.entries(NEWSLETTER_OUTCOME_MESSAGES) as Array<
    [NewsletterOutcome, string]
  >;
  return (
    <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
      <div>
        <h2 id="footer-newsletter" className="site-footer__heading">
          {t('newsletter.footerTitle')}
        </h2>
        <p>{t('newsletter.footerIntro')}</p>
      </div>
      <div>
        {outcomes.map(([outcome, message]) => (
          <p
            key={outcome}
            id={newsletterResultId(outcome)}
            className="newsletter-result"
            tabIndex={-1}
          >
            {t(message)}
          </p>
        ))}
        <NewsletterSignUp formId={FOOTER_FORM_ID} formType="footer" />
      </div>
    </section>
  );
}
