/**
 * A newsletter sign-up as the shop takes it (docs/product.md#newsletter-pop-up), posted by the
 * shop's script (routes/api.newsletter.ts, JSON) or as a plain form (routes/newsletter.tsx, a
 * page): counted against the client's sign-up budget, its fields checked, then the e-mail
 * subscribed to the configured form's list (docs/decisions/0019).
 */
import type {AppContext} from '../context.server';
import type {Market} from '../markets';
import {MESSAGES} from '../i18n.server';
import {translator} from '../i18n';
import {newsletterFormFor, parseNewsletterForm} from './sign-up-forms.server';
import type {SignUpForm} from './newsletter-form';

const RETRY_AFTER_SECONDS = 30;

/** A refusal in the market's language: the form's message and one per field in error. */
interface NewsletterRefusal {
  status: 400 | 429 | 503;
  message: string;
  errors: Record<string, string>;
  retryAfterSeconds?: number;
}

export type NewsletterSignUp = {ok: true; form: SignUpForm} | ({ok: false} & NewsletterRefusal);

export async function signUpForNewsletter(
  context: Pick<AppContext, 'rateLimit' | 'config' | 'emailMarketing'>,
  market: Market,
  form: FormData | null,
): Promise<NewsletterSignUp> {
  const t = translator(market.id, MESSAGES[market.id]);
  const verdict = context.rateLimit('signUp');
  const refuse = (
    status: NewsletterRefusal['status'],
    message: string,
    more: Partial<NewsletterRefusal> = {},
  ): NewsletterSignUp => ({
    ok: false,
    status,
    message: t(`newsletter.errors.${message}`),
    errors: {},
    ...more,
  });
  if (!form) return refuse(400, 'invalid');
  const parsed = parseNewsletterForm(form, (formId) => newsletterFormFor(context.config, formId));
  if (!parsed.ok) {
    const errors = Object.entries(parsed.errors).map(([field, code]) => [
      field,
      t(`newsletter.errors.${code}`),
    ]);
    // An unknown form is nothing the shopper can correct; a field is.
    const message = parsed.errors.formId ? 'invalid' : 'summary';
    return refuse(400, message, {errors: Object.fromEntries(errors)});
  }
  if (!verdict.ok) {
    return refuse(429, 'rateLimited', {retryAfterSeconds: verdict.retryAfterSeconds});
  }
  const {email, form: signUp} = parsed.value;
  const subscribed = await context.emailMarketing.subscribeToList(
    email,
    signUp.listId,
    signUp.formId,
  );
  if (!subscribed) return refuse(503, 'unavailable', {retryAfterSeconds: RETRY_AFTER_SECONDS});
  return {ok: true, form: signUp};
}
