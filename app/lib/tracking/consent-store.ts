/**
 * The visitor's consent in the browser (docs/product.md#consent): loading state, the stored choice,
 * and whether the banner or its per-purpose preferences are open. A choice is written to the
 * `cookiePreferences` cookie and announced on the data layer.
 */
import Cookies from 'js-cookie';
import {createStore} from '../store';
import {trackingBus} from './bus';
import {CONSENT_CHANGED} from './events';
import {
  choiceEvents,
  storedChoiceEvents,
  type ConsentEvent,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  serializeConsent,
  storedConsent,
  toTrackingConsent,
  type ConsentChoice,
  type ConsentLoadingState,
  type StoredConsent,
} from './consent';

interface ConsentState {
  status: ConsentLoadingState;
  /** `undefined` until the visitor chooses in this page: the server's reading of the cookie stands. */
  stored: StoredConsent | null | undefined;
  /** `undefined`: open exactly when there is no stored choice. */
  bannerOpen: boolean | undefined;
  customizing: boolean;
}

const store = createStore<ConsentState>(() => ({
  status: 'done',
  stored: undefined,
  bannerOpen: undefined,
  customizing: false,
}));

/** Read in the banner with `useStore` (app/hooks/use-store.ts). */
export const consentStore = store;

/** The choice in force: the one made in this page, else the server's reading of the cookie. */
export function choiceInForce(initial: StoredConsent | null): StoredConsent | null {
  const {stored} = store.get();
  return stored === undefined ? initial : stored;
}

/** Saves a choice from the banner or the preferences. */
export function chooseConsent(choice: ConsentChoice) {
  recordChoice(choice, choiceEvents(choice));
}

/**
 * A choice reported by the consent provider's script: made just now in its banner, or read back
 * from its own storage. Our cookie mirrors it, so the server knows it on the next page.
 */
export function applyProviderChoice(choice: ConsentChoice, madeNow: boolean) {
  const current = store.get().stored;
  if (!madeNow && current && JSON.stringify(current.purposes) === JSON.stringify(choice)) return;
  recordChoice(choice, madeNow ? choiceEvents(choice) : storedChoiceEvents(storedConsent(choice)));
}

/** After hydration the browser's state takes over from the server's reading of the cookie. */
export function adoptStoredConsent(stored: StoredConsent | null) {
  if (store.get().stored === undefined) store.set({stored});
}

export function setConsentStatus(status: ConsentLoadingState) {
  store.set({status});
}

function recordChoice(choice: ConsentChoice, events: ConsentEvent[]) {
  const stored = storedConsent(choice);
  Cookies.set(CONSENT_COOKIE, serializeConsent(stored), {
    expires: CONSENT_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  store.set({stored, bannerOpen: false, customizing: false});
  // The choice's events first, then the consent itself: held events follow them, in order.
  for (const event of events) trackingBus.publish(CONSENT_CHANGED, event);
  trackingBus.setConsent(toTrackingConsent(choice));
}

/** The footer's "cookie preferences" link: the provider's preferences, or our banner's. */
export function openConsentPreferences() {
  const api = (window._iub?.cs as {api?: {openPreferences?: () => void}} | undefined)?.api;
  if (store.get().status === 'done' && api?.openPreferences) {
    api.openPreferences();
    return;
  }
  store.set({bannerOpen: true, customizing: true});
}

export function setCustomizing(customizing: boolean) {
  store.set({customizing});
}
