/**
 * The consent banner's form as the server answers it (docs/product.md#consent-banner): a choice
 * made before the page's scripts run, or without them, is stored exactly as the banner's script
 * stores it (consent-store.ts), and the shopper goes back to the page.
 */
import {serializeCookie} from '../cookies';
import {COOKIE_SECONDS} from '../cookie-names';
import {isLocalOrigin, safeRedirectPath} from '../security';
import {
  CONSENT_COOKIE,
  preferencesPath,
  serializeConsent,
  storedConsent,
  type ConsentChoice,
  type ConsentFormAnswer,
} from './consent';

/**
 * The `cookiePreferences` Set-Cookie of a choice: the banner script's value, path, lifetime and
 * SameSite, and not HttpOnly, since the page's scripts read it.
 */
export function consentCookie(choice: ConsentChoice, requestUrl: string): string {
  const now = new Date();
  return serializeCookie(CONSENT_COOKIE, serializeConsent(storedConsent(choice, now)), {
    expires: new Date(now.getTime() + COOKIE_SECONDS[CONSENT_COOKIE] * 1000),
    httpOnly: false,
    secure: !isLocalOrigin(new URL(requestUrl).origin),
  });
}

/**
 * The page the form was on (`returnTo`, a same-origin path, else the market's home): with the
 * banner open on its purposes when they were asked for, without asking for it once a choice is
 * stored.
 */
export function consentReturnPath(
  returnTo: FormDataEntryValue | null,
  answer: ConsentFormAnswer,
  home: string,
): string {
  return preferencesPath(safeRedirectPath(returnTo, home), 'customize' in answer);
}
