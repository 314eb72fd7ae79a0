import type {Route} from './+types/wishlist.items';
import {isUpstreamError} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {isMarketId} from '~/lib/markets';
import {acceptForm} from '~/lib/customer/account.server';
import {SignedOut} from '~/lib/customer/customer.server';
import {parseWishlistForm} from '~/lib/wishlist/wishlist-list';
import {changeWishlist} from '~/lib/wishlist/wishlist.server';

const PRIVATE = {'Cache-Control': 'private, no-store'};

/** Nothing to read here: the list is the wishlist page's, `/{market}/wishlist`. */
export function loader() {
  return Response.json(
    {error: 'methodNotAllowed'},
    {status: 405, headers: {...PRIVATE, Allow: 'POST'}},
  );
}

/**
 * `POST /{market}/wishlist/items` (docs/product.md#wishlist): a change to the logged-in
 * customer's wishlist (`intent` add, remove or merge, and product `id`s), answered with the
 * account's whole list, `{ids}`. Refusals are JSON with a message in the market's language: 400
 * for bad input, 401 without a customer, 429 past the rate limit, 422 when the platform refuses
 * the list, 503 when it cannot be reached. The Origin check is the front door's.
 */
export async function action({params, request, context}: Route.ActionArgs) {
  const t = getT(context);
  const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
    Response.json(
      {error, message: t(`wishlist.errors.${error}`)},
      {status, headers: {...PRIVATE, ...headers}},
    );
  if (!isMarketId(params.market)) return refuse(404, 'invalid');
  const post = await acceptForm(context, request, 'forms', parseWishlistForm);
  if (!post.ok) {
    const {retryAfterSeconds} = post.refusal.data;
    return retryAfterSeconds === undefined
      ? refuse(400, 'invalid')
      : refuse(429, 'rateLimited', {'Retry-After': String(retryAfterSeconds)});
  }
  if (!context.customerSession.accessToken) return refuse(401, 'signedOut');
  try {
    const saved = await changeWishlist(context, post.value);
    if (!saved.ok) {
      console.error(`[wishlist] refused: ${saved.errors.map((e) => e.message).join('; ')}`);
      return refuse(422, 'failed');
    }
    return Response.json({ids: saved.value}, {headers: PRIVATE});
  } catch (error) {
    if (error instanceof SignedOut) {
      context.customerSession.logout();
      return refuse(401, 'signedOut');
    }
    if (!isUpstreamError(error)) throw error;
    console.error(`[wishlist] ${error.message}`);
    return refuse(503, 'unavailable', {'Retry-After': '30'});
  }
}
