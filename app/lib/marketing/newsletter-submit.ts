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

/**
 * Sends a checked sign-up: the contact call first, then the form's post (`url`, `body`) even
 * when the contact call failed or was not made.
 */
export async function sendSignUp(
  url: string,
  body: URLSearchParams,
  {t, formType, automation, marketingAllowed}: SignUpContext,
): Promise<SignUpAnswer> {
  const email = body.get('email')?.trim() ?? '';
  if (automation) {
    await sendContact({email, ...automation, action: 'newsletter'}, marketingAllowed);
  }
  let status = 0;
  let answer: unknown = null;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {accept: 'application/json'},
      body,
    });
    status = response.status;
    answer = await response.json().catch(() => null);
  } catch {
    // No answer: said below, as any failure.
  }
  if (status !== 200 || !isRecord(answer) || answer.ok !== true) {
    const refusal = isRecord(answer) ? answer : {};
    const errors = isRecord(refusal.errors) ? refusal.errors : {};
    return {
      message: text(refusal.message) ?? t('newsletter.errors.unreachable'),
      email: text(errors.email),
      privacy: text(errors.isPrivacyDisclaimerChecked),
    };
  }
  // The form, list and campaign the shop subscribed to, as it answered them.
  const accepted = {
    formId: String(answer.formId),
    listId: String(answer.listId),
    campaign: String(answer.campaign),
  };
  pushDataLayer(newsletterSubscriptionEntry(accepted, formType));
  trackingBus.publish<ShopperIdentifiedPayload>(SHOPPER_IDENTIFIED, {email});
  rememberSubscribed();
  return {done: true};
}

/** The form as the shopper submitted it: checked here, then sent with its own fields. */
export async function submitSignUp(
  form: HTMLFormElement,
  /** The shop's JSON endpoint, `/api/{market}/newsletter`: the form's own action is a page. */
  endpoint: string,
  context: SignUpContext,
): Promise<SignUpAnswer> {
  const email = form.elements.namedItem('email') as HTMLInputElement;
  const privacy = form.elements.namedItem('isPrivacyDisclaimerChecked') as HTMLInputElement;
  const refused = checkFields(email, privacy, context.t);
  if (refused.email || refused.privacy) return refused;
  // The form's own fields, as its plain post would send them (form-encoded).
  return sendSignUp(endpoint, new URLSearchParams([...new FormData(form)] as string[][]), context);
}
