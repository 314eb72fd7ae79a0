import {useEffect, useRef, useState, type ComponentType} from 'react';
import {useShell} from '~/hooks/use-shell';
import {useStore} from '~/hooks/use-store';
import {consentStore} from '~/lib/tracking/consent-store';
import {formToShow} from '~/lib/marketing/newsletter-memory';
import {watchTriggers} from '~/lib/marketing/newsletter-triggers';
import type {NewsletterForm} from '~/lib/marketing/newsletter-form';

type Dialog = ComponentType<{form: NewsletterForm}>;

/**
 * The newsletter pop-up's watcher (docs/product.md#newsletter-pop-up): tiny, in every page. Once
 * the visitor has made a consent choice (any), it picks the first form its frequency cap allows
 * and watches that form's triggers; the first to fire loads the dialog (NewsletterDialog.tsx).
 * At most one pop-up per page load.
 */
export function NewsletterPopup() {
  const {newsletterForms, consent} = useShell();
  const stored = useStore(consentStore, (state) => state.stored);
  const chosen = (stored === undefined ? consent.initial : stored) !== null;
  const [shown, setShown] = useState<{form: NewsletterForm; Dialog: Dialog} | null>(null);
  const fired = useRef(false);

  useEffect(() => {
    if (!chosen || fired.current) return;
    const form = formToShow(newsletterForms);
    if (!form) return;
    return watchTriggers(form.triggers, () => {
      fired.current = true;
      // Subscribed meanwhile (the footer), or shown in another tab: not any more.
      if (formToShow([form]) === null) return;
      import('./NewsletterDialog')
        .then(({NewsletterDialog}) => setShown({form, Dialog: NewsletterDialog}))
        .catch(() => {}); // not loaded (offline): no pop-up this time
    });
  }, [chosen, newsletterForms]);

  return shown ? <shown.Dialog form={shown.form} /> : null;
}
