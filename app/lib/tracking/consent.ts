/**
 * Consent (docs/product.md#consent): the visitor's choice per purpose, its cookie, the product
 * purposes it grants, and the consent events the tag manager receives. Pure functions.
 */
import {parseJsonCookie} from '../cookies';
import {COOKIE_SECONDS, stored} from '../cookie-names';

/** The optional purposes; "necessary" is always on. */
export const OPTIONAL_PURPOSES = ['functionality', 'measurement', 'marketing'] as const;
type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];
export type ConsentChoice = Record<OptionalPurpose, boolean>;

export interface StoredConsent {
  purposes: ConsentChoice;
  /** ISO time of the choice. */
  timestamp: string;
  version: typeof CONSENT_VERSION;
}

/**
 * What the commerce platform and the other destinations are told
 * (docs/product.md#consent-purposes).
 */
export interface TrackingConsent {
  analytics: boolean;
  marketing: boolean;
  sale_of_data: boolean;
  preferences: boolean;
}

export type ConsentLoadingState = 'loading' | 'done' | 'error';

export const CONSENT_COOKIE = stored('cookiePreferences');
/** Cookies default to a 2-year expiry (docs/product.md#cookies-and-storage). */
export const CONSENT_COOKIE_DAYS = COOKIE_SECONDS[CONSENT_COOKIE] / 86_400;
/**
 * How long to wait for a configured consent provider before the built-in banner
 * (docs/product.md#timing).
 */
export const CONSENT_READY_TIMEOUT_MS = 3000;
const CONSENT_VERSION = 1;

export const ACCEPT_ALL: ConsentChoice = {functionality: true, measurement: true, marketing: true};
export const REJECT_ALL: ConsentChoice = {
  functionality: false,
  measurement: false,
  marketing: false,
};

/** measurement → analytics; marketing → marketing and sale_of_data; functionality → preferences. */
export function toTrackingConsent(choice: ConsentChoice | null): TrackingConsent {
  return {
    analytics: choice?.measurement ?? false,
    marketing: choice?.marketing ?? false,
    sale_of_data: choice?.marketing ?? false,
    preferences: choice?.functionality ?? false,
  };
}

export function storedConsent(purposes: ConsentChoice, now = new Date()): StoredConsent {
  return {purposes: {...purposes}, timestamp: now.toISOString(), version: CONSENT_VERSION};
}

/** The cookie's value (js-cookie URI-encodes it when writing). */
export function serializeConsent(consent: StoredConsent): string {
  return JSON.stringify(consent);
}

/** A stored choice, or null for anything missing, malformed or tampered with. */
export function parseConsent(value: string | null | undefined): StoredConsent | null {
  const data = parseJsonCookie(value);
  if (!data) return null;
  const {purposes, timestamp, version} = data as Partial<StoredConsent>;
  if (
    version !== CONSENT_VERSION ||
    typeof timestamp !== 'string' ||
    Number.isNaN(Date.parse(timestamp))
  ) {
    return null;
  }
  if (!purposes || typeof purposes !== 'object') return null;
  const choice = {} as ConsentChoice;
  for (const purpose of OPTIONAL_PURPOSES) {
    if (typeof purposes[purpose] !== 'boolean') return null;
    choice[purpose] = purposes[purpose];
  }
  return {purposes: choice, timestamp, version};
}

export interface ConsentEvent {
  event:
    | 'consent_banner_closed'
    | 'consent_given'
    | 'consent_rejected'
    | 'consent_given_purpose'
    | 'consent_preference_not_needed';
  consent_purpose?: OptionalPurpose;
  consent: TrackingConsent;
}

/**
 * The events of a choice just made in the banner: it closed, consent was given (any optional
 * purpose granted) or rejected, then one event per granted purpose.
 */
export function choiceEvents(choice: ConsentChoice): ConsentEvent[] {
  const consent = toTrackingConsent(choice);
  const granted = OPTIONAL_PURPOSES.filter((purpose) => choice[purpose]);
  return [
    {event: 'consent_banner_closed', consent},
    {event: granted.length ? 'consent_given' : 'consent_rejected', consent},
    ...granted.map((purpose) => ({
      event: 'consent_given_purpose' as const,
      consent_purpose: purpose,
      consent,
    })),
  ];
}

/** A visit that already holds a choice needs no banner: say so, with the choice. */
export function storedChoiceEvents(stored: StoredConsent): ConsentEvent[] {
  return [{event: 'consent_preference_not_needed', consent: toTrackingConsent(stored.purposes)}];
}

/** The banner's form (docs/product.md#consent-banner): the field its buttons name. */
export const CONSENT_FIELD = 'consent';
/** In a page's address, opens the banner on its purposes, with or without JavaScript. */
const PREFERENCES_PARAM = 'cookie-preferences';

/** A choice to store, or the purposes to choose from. */
export type ConsentFormAnswer = {choice: ConsentChoice} | {customize: true};

/**
 * What a post of the banner's form asks for, the same in the browser and on the server: accept,
 * reject, save the purposes ticked (checkboxes named after them), or show the purposes; null for
 * anything else.
 */
export function consentFormAnswer(form: FormData): ConsentFormAnswer | null {
  const asked = form.getAll(CONSENT_FIELD);
  if (asked.length !== 1) return null;
  if (asked[0] === 'accept') return {choice: ACCEPT_ALL};
  if (asked[0] === 'reject') return {choice: REJECT_ALL};
  if (asked[0] === 'customize') return {customize: true};
  if (asked[0] !== 'save') return null;
  const choice = {...REJECT_ALL};
  for (const purpose of OPTIONAL_PURPOSES) {
    const ticked = form.getAll(purpose);
    if (ticked.length > 1 || (ticked.length === 1 && ticked[0] !== 'on')) return null;
    choice[purpose] = ticked.length === 1;
  }
  return {choice};
}

/** Whether a page's query asks for the banner's purposes. */
export function preferencesAsked(search: string): boolean {
  return new URLSearchParams(search).has(PREFERENCES_PARAM);
}

/**
 * The same page (a path with its query and fragment) with the banner open on its purposes, or
 * without asking for it; the rest of the query is kept as written.
 */
export function preferencesPath(path: string, open: boolean): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const [pathname = '', query = ''] = (hashAt < 0 ? path : path.slice(0, hashAt)).split(/\?(.*)/s);
  const kept = query.split('&').filter((part) => part !== '' && !preferencesAsked(part));
  if (open) kept.push(PREFERENCES_PARAM);
  return `${pathname}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}
