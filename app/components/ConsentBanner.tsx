import {useEffect, useRef, type FormEvent} from 'react';
import {useLocation} from 'react-router';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useStore} from '~/hooks/use-store';
import {localizePath} from '~/lib/markets';
import {
  CONSENT_FIELD,
  consentFormAnswer,
  OPTIONAL_PURPOSES,
  preferencesAsked,
  type ConsentChoice,
} from '~/lib/tracking/consent';
import {chooseConsent, consentStore, setCustomizing} from '~/lib/tracking/consent-store';

/**
 * The cookie-consent banner (docs/product.md#consent-banner): accept all, reject, or choose per
 * purpose. A form the server answers (routes/consent.tsx) until the page's scripts run, so a
 * choice made at the first paint counts; then they answer it in place. Fixed to the bottom of the
 * viewport; its height becomes the page's bottom and scroll padding (styles/consent.css), so it
 * never covers the end of the page or a focused element.
 */
/**
 * The page's end and a focused field stay clear of the fixed banner (styles/consent.css). Set on
 * the two elements themselves, not as a custom property on the root: every element inherits
 * those, and the browser restyled the whole page each time.
 */
function makeRoomFor(bannerHeight: number | null) {
  const {documentElement, body} = document;
  if (bannerHeight === null) {
    documentElement.style.removeProperty('scroll-padding-bottom');
    body.style.removeProperty('padding-bottom');
    return;
  }
  documentElement.style.scrollPaddingBottom = `${bannerHeight + 16}px`;
  body.style.paddingBottom = `${bannerHeight}px`;
}

export function ConsentBanner() {
  const t = useT();
  const {consent, market} = useShell();
  const location = useLocation();
  const state = useStore(consentStore, (current) => current);
  const stored = state.stored === undefined ? consent.initial : state.stored;
  // With a consent provider, its own banner asks; ours only stands in if it fails to start.
  const providerAsks = consent.provider !== null && state.status !== 'error';
  // The address asks for the purposes: "Cookie preferences" or "Customize" before the scripts ran.
  const asked = state.bannerOpen === undefined && preferencesAsked(location.search);
  const open = state.bannerOpen ?? (asked || (stored === null && !providerAsks));
  const customizing = state.customizing || asked;
  const banner = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstPurpose = useRef<HTMLInputElement>(null);
  // Where focus goes when the banner closes: the control that opened it, else the main content.
  const opener = useRef<HTMLElement | null>(null);
  const focusPurposes = useRef(false);

  useEffect(() => {
    const element = banner.current;
    if (!open || !element) {
      makeRoomFor(null);
      return;
    }
    const observer = new ResizeObserver(() => makeRoomFor(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  // Reopened from the footer: focus comes here, and goes back there after the choice.
  useEffect(() => {
    if (state.bannerOpen) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      heading.current?.focus();
    }
  }, [state.bannerOpen]);

  // "Personalizza" gives way to "Salva": focus moves on to the purposes it revealed.
  useEffect(() => {
    if (state.customizing && focusPurposes.current) firstPurpose.current?.focus();
    focusPurposes.current = false;
  }, [state.customizing]);

  /** Focus leaves before the banner does, so it never drops to <body>. */
  const choose = (next: ConsentChoice) => {
    const back = opener.current?.isConnected ? opener.current : document.getElementById('main');
    opener.current = null;
    back?.focus({preventScroll: back.id === 'main'});
    chooseConsent(next);
  };

  /** Once the scripts run, the form is answered here; the server never sees it. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const {submitter} = event.nativeEvent as SubmitEvent;
    if (submitter instanceof HTMLButtonElement) form.set(submitter.name, submitter.value);
    const answer = consentFormAnswer(form);
    if (answer && 'choice' in answer) choose(answer.choice);
    else if (answer) {
      focusPurposes.current = true;
      setCustomizing(true);
    }
  };

  if (!open) return null;
  const button = (value: string, label: string, kind = 'secondary') => (
    // Keyed apart: React must not turn the clicked "customize" button into "save".
    <button
      key={value}
      type="submit"
      name={CONSENT_FIELD}
      value={value}
      className={`button button--${kind}`}
    >
      {label}
    </button>
  );
  return (
    <section ref={banner} className="consent-banner" aria-labelledby="consent-title">
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id="consent-title" ref={heading} tabIndex={-1}>
            {t('consent.title')}
          </h2>
          <p>{t('consent.text')}</p>
        </div>
        <form
          className="consent-banner__form"
          method="post"
          action={localizePath(market, '/consent')}
          onSubmit={submit}
        >
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          {customizing ? (
            <fieldset>
              <legend>{t('consent.purposes')}</legend>
              <label className="consent-purpose">
                <input type="checkbox" checked disabled />
                <span>
                  <strong>{t('consent.necessary')}</strong> {t('consent.necessaryHint')}
                </span>
              </label>
              {/* Unchecked by React: what is ticked before the scripts run still counts. */}
              {OPTIONAL_PURPOSES.map((purpose, index) => (
                <label key={purpose} className="consent-purpose">
                  <input
                    ref={index === 0 ? firstPurpose : undefined}
                    type="checkbox"
                    name={purpose}
                    defaultChecked={stored?.purposes[purpose] ?? false}
                  />
                  <span>
                    <strong>{t(`consent.${purpose}`)}</strong> {t(`consent.${purpose}Hint`)}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {/*
           * Reject and accept weigh the same. Choosing per purpose, "save" comes first: the
           * button Enter in a checkbox presses, with or without the scripts.
           */}
          <div className="consent-banner__actions">
            {customizing ? button('save', t('consent.save')) : null}
            {button('reject', t('consent.reject'))}
            {customizing ? null : button('customize', t('consent.customize'))}
            {button('accept', t('consent.acceptAll'), 'primary')}
          </div>
        </form>
      </div>
    </section>
  );
}
