import {useEffect} from 'react';
import {useLocation, useMatches} from 'react-router';
import {useShell} from '~/hooks/use-shell';
import {
  ensureDataLayer,
  mirrorDataLayer,
  pushDataLayer,
  SHOPIFY_VISIT_COOKIE,
} from '~/lib/tracking/data-layer';
import {
  adoptStoredConsent,
  applyProviderChoice,
  choiceInForce,
  setConsentStatus,
} from '~/lib/tracking/consent-store';
import {startConsentProvider} from '~/lib/tracking/consent-provider';
import {storedChoiceEvents, toTrackingConsent} from '~/lib/tracking/consent';
import {trackingBus} from '~/lib/tracking/bus';
import {CONSENT_CHANGED, PAGE_VIEWED, type PageViewedPayload} from '~/lib/tracking/events';
import {errorReporterSubscriber, startErrorReporting} from '~/lib/error-reporting/reporter';
import {readCookie} from '~/lib/cookies';
import {pageTypeOf, pageViewKey, trackedPath} from '~/lib/tracking/page-view';
import {stored} from '~/lib/cookie-names';

const VISIT_KEY = stored('passoVisit');
const LANDING_KEY = stored('passoOriginalLocation');

function sessionValue(key: string, create: () => string): string {
  try {
    let value = sessionStorage.getItem(key);
    if (!value) sessionStorage.setItem(key, (value = create()));
    return value;
  } catch {
    return create(); // storage blocked: the value lives for this page only
  }
}

/** The product or collection a page shows, for analytics' resource id. */
function resourceIdOf(data: unknown): string | null {
  const page = data as {product?: {id?: string}; collection?: {id?: string}} | null | undefined;
  return page?.product?.id ?? page?.collection?.id ?? null;
}

/**
 * First load (docs/product.md#first-load): the data layer, the original landing location, the
 * subscribers, the stored consent, and a page view; then a page view after every route change.
 */
export function Tracking() {
  const {consent, tracking, market, emailMarketing, marketingAutomation, errorReporting} =
    useShell();
  const location = useLocation();
  const matches = useMatches();
  const viewKey = pageViewKey(location.pathname, location.search);

  useEffect(() => {
    startErrorReporting(errorReporting);
    ensureDataLayer();
    if (tracking.dataLayerMirrorUrl) {
      mirrorDataLayer({
        url: tracking.dataLayerMirrorUrl,
        visit: sessionValue(VISIT_KEY, () => crypto.randomUUID()),
        consent: () => {
          const current = choiceInForce(consent.initial);
          return current ? toTrackingConsent(current.purposes) : null;
        },
        shopifyVisitToken: () => readCookie(document.cookie, SHOPIFY_VISIT_COOKIE),
      });
    }
    const landing = sessionValue(
      LANDING_KEY,
      () =>
        `${window.location.origin}${trackedPath(window.location.pathname, window.location.search)}`,
    );
    pushDataLayer({originalLocation: landing});

    adoptStoredConsent(consent.initial);
    if (consent.provider) {
      setConsentStatus('loading');
      startConsentProvider(
        consent.provider,
        market.htmlLang,
        {
          onReady: () => setConsentStatus('done'),
          onChoice: applyProviderChoice,
          onFailure: () => setConsentStatus('error'),
        },
        consent.readinessTimeoutMs,
      );
    }
    if (consent.initial) {
      for (const event of storedChoiceEvents(consent.initial))
        trackingBus.publish(CONSENT_CHANGED, event);
      trackingBus.setConsent(toTrackingConsent(consent.initial.purposes));
    }
    // The destinations load after hydration (docs/decisions/0033). All register before any is
    // ready, so the events published until then (a product viewed, the cart, a choice) wait on
    // the bus for every one of them.
    import('~/lib/tracking/destinations')
      .then(({trackingDestinations}) => {
        const registered = [
          ...trackingDestinations({tracking, emailMarketing, marketingAutomation}),
          errorReporterSubscriber(),
        ].map((subscriber) => trackingBus.register(subscriber));
        for (const subscriber of registered) subscriber.ready();
      })
      .catch((error: unknown) => console.error('[tracking] destinations did not load', error));
    // Once per page load: the shell's first values are the ones that count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const leaf = matches.at(-1);
    trackingBus.publish<PageViewedPayload>(PAGE_VIEWED, {
      pageType: pageTypeOf(matches),
      path: trackedPath(location.pathname, location.search),
      url: `${window.location.origin}${trackedPath(location.pathname, location.search)}`,
      title: document.title,
      referrer: document.referrer,
      resourceId: resourceIdOf(leaf?.data),
      language: market.language,
      country: market.country,
    });
    // A page view per route change, not per data revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey]);

  return null;
}
