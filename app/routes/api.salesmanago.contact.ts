import type {Route} from './+types/api.salesmanago.contact';
import {getRequestT} from '~/lib/i18n.server';
import {acceptForm} from '~/lib/customer/account.server';
import {shopIdentifier} from '~/lib/marketing/config.server';
import {parseContactForm} from '~/lib/marketing/sign-up-forms.server';
import {contactBindingCookie} from '~/lib/marketing/contact-binding.server';

const PRIVATE = {'Cache-Control': 'private, no-store'};
/** How long a shopper's browser waits before the provider is asked again. */
const RETRY_AFTER_SECONDS = '30';

/** Nothing to read here. */
export function loader() {
  return Response.json(
    {success: false, message: 'Method Not Allowed'},
    {status: 405, headers: {...PRIVATE, Allow: 'POST'}},
  );
}

/**
 * `POST /api/salesmanago/contact` (docs/product.md#marketing-contact): `email`, `clientId`, `shop`,
 * `newsletter` and `action`, form-encoded; the contact is created or updated at the
 * marketing-automation provider with the shop's signed credentials. 200 `{success, contactId,
 * contactCookieExpiry}` (days), with the HttpOnly cookie that binds the contact to this browser
 * for the cart route (contact-binding.server.ts); refusals are `{success: false, message}` in the
 * language of the page that sent it: 400 bad fields (with `errors` per field), 429 past the
 * sign-up rate limit of the client or of the e-mail,
 * 422 the provider refused the contact (as the cart route answers a refused event), 503 it did
 * not answer, 404 no provider is configured. The Origin
 * check is the front door's.
 */
export async function action({request, context}: Route.ActionArgs) {
  const t = getRequestT(request);
  const refuse = (
    status: number,
    message: string,
    more: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    Response.json({success: false, message, ...more}, {status, headers: {...PRIVATE, ...headers}});

  const automation = context.marketingAutomation;
  const config = context.config.marketingAutomation;
  if (!automation || !config) return refuse(404, t('newsletter.contact.notFound'));

  const post = await acceptForm(context, request, 'signUp', (form) =>
    parseContactForm(form, {
      clientId: config.clientId,
      shop: shopIdentifier(context.config.shopOrigin),
    }),
  );
  if (!post.ok) {
    const {errors, retryAfterSeconds} = post.refusal.data;
    if (retryAfterSeconds !== undefined)
      return refuse(
        429,
        t('newsletter.errors.rateLimited'),
        {},
        {
          'Retry-After': String(retryAfterSeconds),
        },
      );
    const fields = Object.entries(errors).filter(([field]) => field !== 'form');
    return refuse(400, t('newsletter.errors.invalid'), {
      errors: Object.fromEntries(
        fields.map(([field, code]) => [
          field,
          t(field === 'email' ? `newsletter.errors.${code}` : `newsletter.contact.${code}`),
        ]),
      ),
    });
  }

  const {email, action, newsletter} = post.value;
  // Per e-mail as well: many clients naming one address would otherwise each have a budget.
  const byEmail = context.rateLimit('signUp', `contact:${email.toLowerCase()}`);
  if (!byEmail.ok)
    return refuse(
      429,
      t('newsletter.errors.rateLimited'),
      {},
      {'Retry-After': String(byEmail.retryAfterSeconds)},
    );
  const result = await automation.upsertContact(email, action, newsletter);
  if (result.ok) {
    const binding = await contactBindingCookie(
      config.apiSecret,
      result.contactId,
      config.contactCookieDays,
      request.url,
    );
    return Response.json(
      {success: true, contactId: result.contactId, contactCookieExpiry: config.contactCookieDays},
      {headers: {...PRIVATE, 'Set-Cookie': binding}},
    );
  }
  return result.reason === 'unavailable'
    ? refuse(503, t('newsletter.contact.unavailable'), {}, {'Retry-After': RETRY_AFTER_SECONDS})
    : refuse(422, t('newsletter.contact.refused'));
}
