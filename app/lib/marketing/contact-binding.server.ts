/**
 * The marketing contact a browser was given (docs/product.md#marketing-contact): beside the
 * `smclient` cookie, which SALESmanago's own script reads and any page script can write, the
 * contact route sets `passoMarketingContact`, HttpOnly, holding only a signature of the contact
 * id with the shop's SALESmanago secret. The cart route takes a `contactId` only when this cookie
 * signs it, so a post cannot name somebody else's contact.
 */
import {readCookie, serializeCookie} from '../cookies';
import {COOKIE_SECONDS, DAY_S, stored} from '../cookie-names';
import {isLocalOrigin} from '../security';
import {hmacSignature, sameText} from '../signing.server';

const BINDING_COOKIE = stored('passoMarketingContact');

const signed = (secret: string, contactId: string) =>
  hmacSignature(secret, `salesmanago-contact:${contactId}`);

/** The Set-Cookie that binds the contact to this browser, as long as `smclient` lasts (≤ 400 days). */
export async function contactBindingCookie(
  secret: string,
  contactId: string,
  days: number,
  requestUrl: string,
): Promise<string> {
  const seconds = Math.min(days * DAY_S, COOKIE_SECONDS.passoMarketingContact);
  return serializeCookie(BINDING_COOKIE, await signed(secret, contactId), {
    expires: new Date(Date.now() + seconds * 1000),
    httpOnly: true,
    secure: !isLocalOrigin(new URL(requestUrl).origin),
  });
}

/** Whether the request's browser was given this contact by the contact route. */
export async function isBoundContact(
  request: Request,
  secret: string,
  contactId: string,
): Promise<boolean> {
  const cookie = readCookie(request.headers.get('Cookie'), BINDING_COOKIE);
  return cookie !== null && sameText(cookie, await signed(secret, contactId));
}
