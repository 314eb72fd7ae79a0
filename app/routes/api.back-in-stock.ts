import type {Route} from './+types/api.back-in-stock';
import {MESSAGES} from '~/lib/i18n.server';
import {translator} from '~/lib/i18n';
import {isMarketId} from '~/lib/markets';
import {readForm} from '~/lib/customer/account.server';
import {askBackInStock} from '~/lib/marketing/back-in-stock.server';
import {refusalHeaders} from '~/lib/marketing/refusal-headers';

const PRIVATE = {'Cache-Control': 'private, no-store'};

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
 * the provider did not take it (both with `Retry-After`). The Origin check is the front door's.
 */
export async function action({params, request, context}: Route.ActionArgs) {
  if (!isMarketId(params.market)) {
    const t = translator('it', MESSAGES.it);
    return Response.json(
      {ok: false, error: 'invalid', message: t('notify.errors.invalid')},
      {status: 404, headers: PRIVATE},
    );
  }
  const answer = await askBackInStock(context, params.market, await readForm(request));
  if (answer.ok) return Response.json({ok: true}, {headers: PRIVATE});
  const {status, error, message, fields} = answer;
  return Response.json(
    {ok: false, error, message, fields: Object.keys(fields).length ? fields : undefined},
    {status, headers: refusalHeaders(answer, PRIVATE)},
  );
}
