import {useEffect, useRef, useState} from 'react';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useStore} from '~/hooks/use-store';
import {
  ACCEPT_ALL,
  OPTIONAL_PURPOSES,
  REJECT_ALL,
  type ConsentChoice,
} from '~/lib/tracking/consent';
import {chooseConsent, consentStore, setCustomizing} from '~/lib/tracking/consent-store';

/**
 * The cookie-consent banner (docs/product.md#consent-banner): accept all, reject, or choose per
 * purpose. Fixed to the bottom of the viewport; its height becomes the page's bottom and scroll
 * padding (styles/consent.css), so it never covers the end of the page or a focused element.
 */
export function ConsentBanner() {
  const t = useT();
  const {consent} = useShell();
  const state = useStore(consentStore, (current) => current);
  const stored = state.stored === undefined ? consent.initial : state.stored;
  // With a consent provider, its own banner asks; ours only stands in if it fails to start.
  const providerAsks = consent.provider !== null && state.status !== 'error';
  const open = state.bannerOpen ?? (stored === null && !providerAsks);
  const [choice, setChoice] = useState<ConsentChoice>(stored?.purposes ?? REJECT_ALL);
  const banner = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstPurpose = useRef<HTMLInputElement>(null);
  // Where focus goes when the banner closes: the control that opened it, else the main content.
  const opener = useRef<HTMLElement | null>(null);
  const focusPurposes = useRef(false);

  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!open || !element) {
      root.style.removeProperty('--consent-banner-height');
      return;
    }
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--consent-banner-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  // Reopened from the footer: the choice starts from what is stored, and focus comes here.
  useEffect(() => {
    if (state.bannerOpen) {
      setChoice(stored?.purposes ?? REJECT_ALL);
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      heading.current?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
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

  if (!open) return null;
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
          onSubmit={(event) => {
            event.preventDefault();
            choose(choice);
          }}
        >
          {state.customizing ? (
            <fieldset>
              <legend>{t('consent.purposes')}</legend>
              <label className="consent-purpose">
                <input type="checkbox" checked disabled />
                <span>
                  <strong>{t('consent.necessary')}</strong> {t('consent.necessaryHint')}
                </span>
              </label>
              {OPTIONAL_PURPOSES.map((purpose, index) => (
                <label key={purpose} className="consent-purpose">
                  <input
                    ref={index === 0 ? firstPurpose : undefined}
                    type="checkbox"
                    name={purpose}
                    checked={choice[purpose]}
                    onChange={(event) => setChoice({...choice, [purpose]: event.target.checked})}
                  />
                  <span>
                    <strong>{t(`consent.${purpose}`)}</strong> {t(`consent.${purpose}Hint`)}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {/* Reject and accept weigh the same; the middle button opens, then saves, the choice. */}
          <div className="consent-banner__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => choose(REJECT_ALL)}
            >
              {t('consent.reject')}
            </button>
            {state.customizing ? (
              // Keyed apart: React must not turn the clicked "customize" button into this submit.
              <button key="save" type="submit" className="button button--secondary">
                {t('consent.save')}
              </button>
            ) : (
              <button
                key="customize"
                type="button"
                className="button button--secondary"
                onClick={(event) => {
                  event.preventDefault();
                  focusPurposes.current = true;
                  setCustomizing(true);
                }}
              >
                {t('consent.customize')}
              </button>
            )}
            <button
              type="button"
              className="button button--primary"
              onClick={() => choose(ACCEPT_ALL)}
            >
              {t('consent.acceptAll')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
