/**
 * A notify-me request as the shop takes it (docs/product.md#back-in-stock), posted by the product
 * page's dialog to routes/api.back-in-stock.ts or, without JavaScript, to the notify page
 * (routes/back-in-stock.tsx): counted against the client's sign-up budget, checked, then passed
 * to the e-mail marketing provider (docs/decisions/0019).
 */
import type {AppContext} from '../context.server';
import type {MarketId} from '../markets';
import {MESSAGES} from '../i18n.server';
import {translator} from '../i18n';
import {parseBackInStockForm, type BackInStockField} from './back-in-stock-form';

/** How long a shopper is asked to wait when the provider did not take the request. */
const RETRY_AFTER_SECONDS = 30;

/** A refusal in the market's language: the form's message and one per field in error. */
interface BackInStockRefusal {
  status: 400 | 429 | 503;
  error: 'invalid' | 'rateLimited' | 'unavailable';
  message: string;
  fields: Partial<Record<BackInStockField, string>>;
  retryAfterSeconds?: number;
}

export type BackInStockRequestAnswer =
  {ok: true; email: string} | ({ok: false} & BackInStockRefusal);

export async function askBackInStock(
  context: Pick<AppContext, 'rateLimit' | 'emailMarketing'>,
  market: MarketId,
  form: FormData | null,
): Promise<BackInStockRequestAnswer> {
  const t = translator(market, MESSAGES[market]);
  // Counted first, so bad posts use the budget up too.
  const verdict = context.rateLimit('signUp');
  const refuse = (
    status: BackInStockRefusal['status'],
    error: BackInStockRefusal['error'],
    more: Partial<BackInStockRefusal> = {},
  ): BackInStockRequestAnswer => ({
    ok: false,
    status,
    error,
    message: t(`notify.errors.${error}`),
    fields: {},
    ...more,
  });
  if (!form) return refuse(400, 'invalid');
  const parsed = parseBackInStockForm(form);
  if (!parsed.ok) {
    const fields = Object.entries(parsed.errors).map(([field, key]) => [
      field,
      t(`notify.errors.${key}`),
    ]);
    return refuse(400, 'invalid', {fields: Object.fromEntries(fields)});
  }
  if (!verdict.ok)
    return refuse(429, 'rateLimited', {retryAfterSeconds: verdict.retryAfterSeconds});
  const {email, variantId} = parsed.value;
  const subscribed = await context.emailMarketing
    .subscribeToBackInStock(email, variantId)
    .catch((error: unknown) => {
      console.error('[back-in-stock]', error);
      return false;
    });
  if (!subscribed) return refuse(503, 'unavailable', {retryAfterSeconds: RETRY_AFTER_SECONDS});
  return {ok: true, email};
}
