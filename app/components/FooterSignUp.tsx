import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {FOOTER_FORM_ID} from '~/lib/marketing/newsletter-form';
import {NEWSLETTER_THANKS_ID} from '~/lib/marketing/newsletter-result';
import {NewsletterSignUp} from './NewsletterSignUp';

/**
 * The footer's newsletter sign-up (docs/product.md#newsletter-pop-up), on the default list. A
 * sign-up taken without JavaScript comes back to the page at `#newsletter-ok`: the thanks,
 * hidden until then, shows (CSS `:target`) and takes focus.
 */
export function FooterSignUp() {
  const t = useT();
  const {emailMarketing} = useShell();
  if (!emailMarketing?.defaultListId) return null;
  return (
    <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
      <div>
        <h2 id="footer-newsletter" className="site-footer__heading">
          {t('newsletter.footerTitle')}
        </h2>
        <p>{t('newsletter.footerIntro')}</p>
      </div>
      <div>
        <p id={NEWSLETTER_THANKS_ID} className="newsletter-result" tabIndex={-1}>
          {t('newsletter.thanks')}
        </p>
        <NewsletterSignUp formId={FOOTER_FORM_ID} formType="footer" />
      </div>
    </section>
  );
}
