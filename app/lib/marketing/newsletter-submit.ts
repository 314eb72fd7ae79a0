/**
 * Submitting a newsletter sign-up, pop-up or footer (docs/product.md#newsletter-pop-up): the
 * fields are checked first (nothing leaves with an unticked disclaimer); then the marketing
 * contact call (docs/product.md#marketing-contact); then — whatever became of it — the form
 * itself to the shop's `/api/{market}/newsletter`. On success the data layer hears
 * `newsletter_subscription`, the shopper is identified by e-mail on the tracking bus, and the
 * pop-up never asks again. Loaded at the first submit, not with the page.
 */
import type {Translate} from '../i18n';
import {pushDataLayer} from '../tracking/data-layer';
import {trackingBus} from '../tracking/bus';
import {SHOPPER_IDENTIFIED, type ShopperIdentifiedPayload} from '../tracking/events';
import {sendContact} from './contact-call';
import {rememberSubscribed} from './newsletter-remember';
import type {SignUpForm} from './newsletter-form';

export type NewsletterFormType = 'pop-up' | 'footer';

/** What the form shows after a submit: done, or the messages of the form and its fields. */
export interface SignUpAnswer {
  busy?: boolean;
  done?: boolean;
  /** The form's own message, announced; the fields' messages, linked to them. */
  message?: string;
  email?: string;
  privacy?: string;
}

/** The data-layer entry of a sign-up the shop accepted. */
export function newsletterSubscriptionEntry(form: SignUpForm, formType: NewsletterFormType) {
  return {
    event: 'newsletter_subscription',
    result: 'OK',
    formType,
    formId: form.formId,
    campaign: form.campaign,
    listId: form.listId,
  };
}

export interface SignUpContext {
  t: Translate;
  formType: NewsletterFormType;
  /** The marketing-automation provider as the shell knows it; null when none is configured. */
  automation: {clientId: string; shop: string} | null;
  marketingAllowed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The browser's own checks of the fields (the server checks them again). */
function checkFields(email: HTMLInputElement, privacy: HTMLInputElement, t: Translate) {
  const answer: SignUpAnswer = {};
  if (email.validity.valueMissing) answer.email = t('newsletter.errors.required');
  else if (!email.validity.valid) answer.email = t('newsletter.errors.emailInvalid');
  if (!privacy.checked) answer.privacy = t('newsletter.errors.privacyRequired');
  return answer;
}

export async function submitSignUp(
  form: HTMLFormElement,
  {t, formType, automation, marketingAllowed}: SignUpContext,
): Promise<SignUpAnswer> {
  const email = form.elements.namedItem('email') as HTMLInputElement;
  const privacy = form.elements.namedItem('isPrivacyDisclaimerChecked') as HTMLInputElement;
  const refused = checkFields(email, privacy, t);
  if (refused.email || refused.privacy) return refused;
  const address = email.value.trim();
  if (automation) {
    await sendContact({email: address, ...automation, action: 'newsletter'}, marketingAllowed);
  }
  let status = 0;
  let body: unknown = null;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: {accept: 'application/json'},
      // The form's own fields, as its plain post would send them (form-encoded).
      body: new URLSearchParams([...new FormData(form)] as string[][]),
    });
    status = response.status;
    body = await response.json().catch(() => null);
  } catch {
    // No answer: said below, as any failure.
  }
  if (status !== 200 || !isRecord(body) || body.ok !== true) {
    const answer = isRecord(body) ? body : {};
    const errors = isRecord(answer.errors) ? answer.errors : {};
    return {
      message: text(answer.message) ?? t('newsletter.errors.unreachable'),
      email: text(errors.email),
      privacy: text(errors.isPrivacyDisclaimerChecked),
    };
  }
  // The form, list and campaign the shop subscribed to, as it answered them.
  const accepted = {
    formId: String(body.formId),
    listId: String(body.listId),
    campaign: String(body.campaign),
  };
  pushDataLayer(newsletterSubscriptionEntry(accepted, formType));
  trackingBus.publish<ShopperIdentifiedPayload>(SHOPPER_IDENTIFIED, {email: address});
  rememberSubscribed();
  return {done: true};
}
