import type {Route} from './+types/api.salesmanago.cart';
import {getRequestT} from '~/lib/i18n.server';
import {acceptForm} from '~/lib/customer/account.server';
import {parseCartEventForm} from '~/lib/marketing/cart-event-form.server';
import {shopperCartEvent} from '~/lib/marketing/shopper-cart-event.server';

const PRIVATE = {'Cache-Control': 'private, no-store'};
/** How long a shopper's browser is asked to wait when the provider is down. */
const RETRY_AFTER_SECONDS = '30';

/** Nothing to read here: the browser posts its cart. */
export function loader({request}: Route.LoaderArgs) {
  const t = getRequestT(request);
  return Response.json(
    {success: false, message: t('marketing.cart.errors.methodNotAllowed')},
    {status: 405, headers: {...PRIVATE, Allow: 'POST'}},
  );
}

/**
 * `POST /api/salesmanago/cart` (docs/product.md#marketing-cart-sync): the browser's cart, form
 * encoded, becomes the contact's CART event at SALESmanago (opened without `eventId`, updated
 * with it). Only for the contact this browser was given (contact-binding.server.ts) and for its
 * own cart (`token` is its `cartId` cookie's); the products, titles, quantities, value and
 * currency sent are the platform's cart's, not the post's. Answered in JSON: 200
 * `{success: true, eventId, cartExpiry}` (seconds), or `{success: false, message}` in the
 * language of the page it came from: 400 for a wrong field, 403 for another browser's contact or
 * cart, 404 when no provider is configured, 422 when SALESmanago refuses, 429 past the rate
 * limit, 503 when it or the platform cannot be reached. The Origin check is the front door's.
 */
export async function action({request, context}: Route.ActionArgs) {
  const t = getRequestT(request);
  const refuse = (
    status: number,
    error: string,
    options?: Record<string, string | number>,
    headers: Record<string, string> = {},
  ) =>
    Response.json(
      {success: false, message: t(`marketing.cart.errors.${error}`, options)},
      {status, headers: {...PRIVATE, ...headers}},
    );
  const {marketingAutomation} = context;
  const config = context.config.marketingAutomation;
  if (!marketingAutomation || !config) return refuse(404, 'notConfigured');
  const expected = {clientId: config.clientId, shop: new URL(context.config.shopOrigin).host};
  const post = await acceptForm(context, request, 'forms', (form) =>
    parseCartEventForm(form, expected),
  );
  if (!post.ok) {
    const {errors, retryAfterSeconds} = post.refusal.data;
    if (retryAfterSeconds !== undefined)
      return refuse(
        429,
        'rateLimited',
        {seconds: retryAfterSeconds},
        {'Retry-After': String(retryAfterSeconds)},
      );
    const field = Object.keys(errors)[0];
    return !field || field === 'form' ? refuse(400, 'form') : refuse(400, 'invalidField', {field});
  }
  const shopper = await shopperCartEvent(request, context, post.value, {
    secret: config.apiSecret,
    ...expected,
  });
  if (!shopper.ok)
    return shopper.status === 503
      ? refuse(503, 'unavailable', undefined, {'Retry-After': RETRY_AFTER_SECONDS})
      : refuse(shopper.status, shopper.error);
  const result = await marketingAutomation.cartEvent(shopper.event);
  if (result.ok)
    return Response.json(
      {success: true, eventId: result.eventId, cartExpiry: config.cartExpirySeconds},
      {headers: PRIVATE},
    );
  return result.reason === 'unavailable'
    ? refuse(503, 'unavailable', undefined, {'Retry-After': RETRY_AFTER_SECONDS})
    : refuse(422, 'refused');
}
