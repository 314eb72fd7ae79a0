/**
 * The marketing contact call in the browser (docs/product.md#marketing-contact): a sign-up form
 * names the shopper to the marketing-automation provider through the shop's route, and a contact
 * it answers is remembered in the `smclient` cookie and the `bhrBasket` state, so the cart sync
 * can report the cart for them. It is tracking: only with marketing consent (docs/decisions/0019).
 */
import {
  knownContactId,
  readMarketingCartState,
  saveMarketingCartState,
  smclientCookie,
} from './bhr-basket';
import {CONTACT_ROUTE, contactFormBody, type ContactInput} from './contact-form';

/** Past this the form goes on without an answer: the shopper asked to subscribe, not to wait. */
const CONTACT_TIMEOUT_MS = 8000;

/** The contact and the cookie's life in days from a 200's body, or null if it holds none. */
export function contactFromAnswer(body: unknown): {contactId: string; days: number} | null {
  if (typeof body !== 'object' || body === null) return null;
  const {success, contactId, contactCookieExpiry} = body as Record<string, unknown>;
  if (success !== true || typeof contactId !== 'string' || !contactId) return null;
  if (typeof contactCookieExpiry !== 'number' || !(contactCookieExpiry > 0)) return null;
  return {contactId, days: contactCookieExpiry};
}

/**
 * Sends the contact call when marketing is allowed and no contact is known yet (state or
 * cookie). Resolves once it is over, whatever happened: the form that started it is submitted
 * next even when it failed, and only a completed 200 is read.
 */
export async function sendContact(input: ContactInput, marketingAllowed: boolean): Promise<void> {
  if (!marketingAllowed) return;
  if (knownContactId(readMarketingCartState(), document.cookie)) return;
  try {
    const response = await fetch(CONTACT_ROUTE, {
      method: 'POST',
      headers: {accept: 'application/json'},
      body: contactFormBody(input),
      signal: AbortSignal.timeout(CONTACT_TIMEOUT_MS),
    });
    if (response.status !== 200) return;
    const contact = contactFromAnswer(await response.json());
    if (!contact) return;
    document.cookie = smclientCookie(contact.contactId, contact.days);
    saveMarketingCartState({...readMarketingCartState(), contactId: contact.contactId});
  } catch {
    // No answer, or no JSON: as any failure, ignored (docs/product.md#errors).
  }
}
