/**
 * The marketing sign-up posts as the server reads them: the contact call
 * (docs/product.md#marketing-contact) and the newsletter form (docs/product.md#newsletter-pop-up).
 * Errors are message keys: `newsletter.errors.*` for the e-mail and the privacy checkbox,
 * `newsletter.contact.*` for the contact call's own fields.
 */
import {check, emailError, text, type Parsed} from '../customer/account-forms';
import {CONTACT_ACTIONS, type ContactAction} from './contact-form';
import {FOOTER_FORM_ID, type NewsletterForm, type SignUpForm} from './newsletter-form';

const isAction = (value: string): value is ContactAction =>
  (CONTACT_ACTIONS as readonly string[]).includes(value);

type ContactField = 'email' | 'clientId' | 'shop' | 'newsletter' | 'action';

/**
 * The contact call's fields: `clientId` and `shop` must be this shop's (the browser copies them
 * from the shell), `action` one of CONTACT_ACTIONS, and `newsletter` "true" exactly for the
 * newsletter action.
 */
export function parseContactForm(
  form: FormData,
  shop: {clientId: string; shop: string},
): Parsed<{email: string; action: ContactAction; newsletter: boolean}, ContactField> {
  const values: Record<ContactField, string> = {
    email: text(form, 'email'),
    clientId: text(form, 'clientId'),
    shop: text(form, 'shop'),
    newsletter: text(form, 'newsletter'),
    action: text(form, 'action'),
  };
  const known = isAction(values.action);
  const expected = String(values.action === 'newsletter');
  return check<{email: string; action: ContactAction; newsletter: boolean}, ContactField>(
    {
      email: emailError(values.email),
      clientId: values.clientId === shop.clientId ? null : 'clientId',
      shop: values.shop === shop.shop ? null : 'shop',
      action: known ? null : 'action',
      newsletter: !known || values.newsletter === expected ? null : 'newsletter',
    },
    values,
    {
      email: values.email,
      action: values.action as ContactAction,
      newsletter: values.newsletter === 'true',
    },
  );
}

type NewsletterField = 'email' | 'isPrivacyDisclaimerChecked' | 'formId';

/** A checked box posts `on` (a plain form) or `true` (the shop's script). */
const CHECKED = new Set(['on', 'true']);

/**
 * The newsletter form: an e-mail, the ticked privacy disclaimer, and the form it came from. The
 * list is the configured form's (`formFor`), never one the post names.
 */
export function parseNewsletterForm(
  form: FormData,
  formFor: (formId: string) => SignUpForm | null,
): Parsed<{email: string; form: SignUpForm}, NewsletterField> {
  const values: Record<NewsletterField, string> = {
    email: text(form, 'email'),
    isPrivacyDisclaimerChecked: text(form, 'isPrivacyDisclaimerChecked'),
    formId: text(form, 'formId'),
  };
  const configured = values.formId ? formFor(values.formId) : null;
  return check(
    {
      email: emailError(values.email),
      isPrivacyDisclaimerChecked: CHECKED.has(values.isPrivacyDisclaimerChecked)
        ? null
        : 'privacyRequired',
      formId: configured ? null : 'invalid',
    },
    values,
    // Only returned when the form is known.
    {email: values.email, form: configured!},
  );
}

/** The form a sign-up names: a configured pop-up, or the footer's, on the default list. */
export function newsletterFormFor(
  config: {
    newsletterForms: NewsletterForm[];
    emailMarketing: {defaultListId: string | null} | null;
  },
  formId: string,
): SignUpForm | null {
  if (formId === FOOTER_FORM_ID) {
    const listId = config.emailMarketing?.defaultListId;
    return listId ? {formId, listId, campaign: FOOTER_FORM_ID} : null;
  }
  return config.newsletterForms.find((form) => form.formId === formId) ?? null;
}
