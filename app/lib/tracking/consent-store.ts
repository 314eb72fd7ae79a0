/**
 * The visitor's consent in the browser (spec §4 Consent): loading state, the stored choice,
 * and whether the banner or its per-purpose preferences are open. A choice is written to the
 * `cookiePreferences` cookie and announced on the data layer.
 */
import Cookies from 'js-cookie';
import {createStore} from '../store';
import {trackingBus} from './bus';
import {CONSENT_CHANGED} from './events';
import {
  choiceEvents,
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

export const useConsentState = store.use;
export const getConsentState = store.get;

/** Saves a choice from the banner or the preferences. */
export function chooseConsent(choice: ConsentChoice) {
  const stored = storedConsent(choice);
  Cookies.set(CONSENT_COOKIE, serializeConsent(stored), {
    expires: CONSENT_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  store.set({stored, bannerOpen: false, customizing: false});
  // The choice's events first, then the consent itself: held events follow them, in order.
  for (const event of choiceEvents(choice)) trackingBus.publish(CONSENT_CHANGED, event);
  trackingBus.setConsent(toTrackingConsent(choice));
}

/** The footer's "cookie preferences" link: the banner with its per-purpose choice. */
export function openConsentPreferences() {
  store.set({bannerOpen: true, customizing: true});
}

export function setCustomizing(customizing: boolean) {
  store.set({customizing});
}
