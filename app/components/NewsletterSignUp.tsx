import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {useLocation} from 'react-router';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {choiceInForce} from '~/lib/tracking/consent-store';
import type {NewsletterFormType, SignUpAnswer} from '~/lib/marketing/newsletter-submit';
import {localizePath} from '~/lib/markets';
import {PrivacyDisclaimer} from './PrivacyDisclaimer';

/** A sign-up the newsletter page refused (routes/newsletter.tsx): what to show and keep. */
export interface RefusedSignUp {
  message: string;
  errors: Record<string, string>;
  email: string;
  privacy: boolean;
  returnTo: string;
}

/**
 * The newsletter sign-up form (docs/product.md#newsletter-pop-up), in the pop-up, inline in the
 * footer and on the newsletter page: e-mail, the privacy disclaimer, "Iscriviti". Without
 * JavaScript it is a plain post to the newsletter page, which sends a sign-up back to this page
 * (FooterSignUp.tsx thanks) or shows a refused one again (`refused`); with it, `submitSignUp` —
 * loaded at the first submit — checks and sends it, and the answer shows here: field errors
 * linked to their fields (which take focus), the form's message announced, or the thanks.
 */
export function NewsletterSignUp({
  formId,
  formType,
  onSubscribed,
  refused,
}: {
  formId: string;
  formType: NewsletterFormType;
  onSubscribed?: () => void;
  refused?: RefusedSignUp;
}) {
  const t = useT();
  const {market, marketingAutomation, consent} = useShell();
  const location = useLocation();
  const id = useId();
  const [answer, setAnswer] = useState<SignUpAnswer>(() =>
    refused
      ? {
          message: refused.message,
          email: refused.errors.email,
          privacy: refused.errors.isPrivacyDisclaimerChecked,
        }
      : {},
  );
  const form = useRef<HTMLFormElement>(null);
  const shown = useRef<HTMLParagraphElement>(null);

  // After an answer: the thanks, the first field in error, or the form's message take focus.
  useEffect(() => {
    const field = answer.email ? 'email' : answer.privacy ? 'isPrivacyDisclaimerChecked' : null;
    const target = field ? form.current?.querySelector<HTMLElement>(`[name="${field}"]`) : null;
    (target ?? shown.current)?.focus();
  }, [answer]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (answer.busy) return;
    const element = event.currentTarget;
    setAnswer({busy: true});
    const next = await import('~/lib/marketing/newsletter-submit')
      .then(({submitSignUp}) =>
        submitSignUp(element, `/api/${market.id}/newsletter`, {
          t,
          formType,
          automation: marketingAutomation,
          marketingAllowed: choiceInForce(consent.initial)?.purposes.marketing === true,
        }),
      )
      // The code did not load (offline, a new deployment): as when the shop does not answer.
      .catch((): SignUpAnswer => ({message: t('newsletter.errors.unreachable')}));
    setAnswer(next);
    if (next.done) onSubscribed?.();
  }

  if (answer.done) {
    return (
      <p ref={shown} role="status" tabIndex={-1} className="newsletter-sign-up__thanks">
        {t('newsletter.thanks')}
      </p>
    );
  }
  const emailError = answer.email ? `${id}-error` : undefined;
  return (
    // Checked by submitSignUp, so its messages, not the browser's, name what is wrong.
    <form
      ref={form}
      className="newsletter-sign-up"
      method="post"
      action={localizePath(market, '/newsletter')}
      noValidate
      onSubmit={submit}
    >
      <input type="hidden" name="formId" value={formId} />
      <input
        type="hidden"
        name="returnTo"
        value={refused?.returnTo ?? `${location.pathname}${location.search}`}
      />
      <div className="form-field">
        <label htmlFor={id}>{t('newsletter.email')}</label>
        <input
          id={id}
          className="field"
          type="email"
          name="email"
          autoComplete="email"
          // A sign-up refused without JavaScript comes back with what was typed.
          defaultValue={refused?.email}
          required
          aria-invalid={answer.email ? true : undefined}
          aria-describedby={emailError}
        />
        {answer.email ? (
          <p id={emailError} className="form-field__error">
            {answer.email}
          </p>
        ) : null}
      </div>
      <PrivacyDisclaimer
        message="newsletter.privacy"
        linkText="newsletter.privacyLink"
        error={answer.privacy}
        defaultChecked={refused?.privacy}
      />
      {answer.message ? (
        <p ref={shown} role="alert" tabIndex={-1} className="form-errors newsletter-sign-up__alert">
          {answer.message}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={answer.busy}>
        {t('newsletter.submit')}
      </button>
    </form>
  );
}
