import {useEffect, useState} from 'react';
import {useT} from '~/hooks/use-t';
import {trackingBus} from '~/lib/tracking/bus';
import {NEWSLETTER_FORM_OPENED, type NewsletterFormOpenedPayload} from '~/lib/tracking/events';
import {rememberShown} from '~/lib/marketing/newsletter-remember';
import type {NewsletterForm} from '~/lib/marketing/newsletter-form';
import {Modal} from './Modal';
import {NewsletterSignUp} from './NewsletterSignUp';

/**
 * The newsletter pop-up (docs/product.md#newsletter-pop-up) in the shared modal, loaded only when
 * a trigger fires (NewsletterPopup.tsx). Opening it counts as shown for the frequency cap and
 * publishes "open form"; after a sign-up it thanks the shopper, who is never asked again.
 */
export function NewsletterDialog({form}: {form: NewsletterForm}) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    rememberShown(form.formId);
    trackingBus.publish<NewsletterFormOpenedPayload>(NEWSLETTER_FORM_OPENED, {
      formId: form.formId,
    });
  }, [form.formId]);

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t('newsletter.title')}
      position={{mobile: 'bottom', desktop: 'center'}}
      className="newsletter-dialog"
    >
      {subscribed ? null : <p className="newsletter-dialog__intro">{t('newsletter.intro')}</p>}
      <NewsletterSignUp
        formId={form.formId}
        formType="pop-up"
        onSubscribed={() => setSubscribed(true)}
      />
    </Modal>
  );
}
