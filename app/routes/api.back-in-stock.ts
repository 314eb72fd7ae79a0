import type {Route} from './+types/api.back-in-stock';
import {MESSAGES} from '~/lib/i18n.server';
import {translator} from '~/lib/i18n';
import {isMarketId} from '~/lib/markets';
import {acceptForm} from '~/lib/customer/account.server';
import {parseBackInStockForm} from '~/lib/marketing/back-in-stock-form';

const PRIVATE = {'Cache-Control': 'private, no-store'};
/** How long a shopper is asked to wait when the provider did not take the request. */
const RETRY_AFTER_SECONDS = 30;

/** Nothing to read: the form lives in the product page's dialog. */
export function loader() {
  return Response.json(
    {ok: false, error: 'methodNotAllowed'},
    {status: 405, headers: {...PRIVATE, Allow: 'POST'}},
  );
}

/**
 * `POST /api/{market}/back-in-stock` (docs/product.md#back-in-stock, docs/decisions/0019):
 * form-encoded `email`, `variantId` (a ProductVariant global id or its number) and
 * `isPrivacyDisclaimerChecked`, checked and passed to the e-mail marketing provider. Answers
 * JSON: `{ok: true}`, or `{ok: false, error, message, fields?}` with messages in the market's
 * language: 400 for bad input (a message per field), 429 past the sign-up rate limit, 503 when
 * the provider did not take it. The Origin check is the front door's.
 */
export async function action({params, request, context}: Route.ActionArgs) {
  const market = isMarketId(params.market) ? params.market : 'it';
  const t = translator(market, MESSAGES[market]);
  const refuse = (
    status: number,
    error: string,
    extra: {fields?: Record<string, string>; headers?: Record<string, string>} = {},
  ) =>
    Response.json(
      {ok: false, error, message: t(`notify.errors.${error}`), fields: extra.fields},
      {status, headers: {...PRIVATE, ...extra.headers}},
    );
  if (!isMarketId(params.market)) return refuse(404, 'invalid');

  const post = await acceptForm(context, request, 'signUp', parseBackInStockForm);
  if (!post.ok) {
    const {errors, retryAfterSeconds} = post.refusal.data;
    if (retryAfterSeconds !== undefined)
      return refuse(429, 'rateLimited', {headers: {'Retry-After': String(retryAfterSeconds)}});
    const {form: _, ...fieldErrors} = errors;
    const fields = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, key]) => [field, t(`notify.errors.${key}`)]),
    );
    return refuse(400, 'invalid', Object.keys(fields).length ? {fields} : {});
  }

  const {email, variantId} = post.value;
  const subscribed = await context.emailMarketing
    .subscribeToBackInStock(email, variantId)
    .catch((error: unknown) => {
      console.error('[back-in-stock]', error);
      return false;
    });
  if (!subscribed)
    return refuse(503, 'unavailable', {headers: {'Retry-After': String(RETRY_AFTER_SECONDS)}});
  return Response.json({ok: true}, {headers: PRIVATE});
}
