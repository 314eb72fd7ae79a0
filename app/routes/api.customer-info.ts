import type {Route} from './+types/api.customer-info';
import {isMarketId} from '~/lib/markets';
import {forPlatform} from '~/lib/customer/account.server';
import {SignedOut} from '~/lib/customer/customer.server';

const PRIVATE = {'Cache-Control': 'private, no-store'};

/**
 * `GET /api/{storePath}/user/get-customer-info` (docs/product.md#customer-info-call): the logged-in customer's id,
 * first name, display name and e-mail. Without a token the platform knows, a 401 that also
 * ends the login (both cookies go); an unreachable platform is a 503 that ends nothing.
 */
export async function loader({params, context}: Route.LoaderArgs) {
  if (!isMarketId(params.storePath)) {
    return Response.json({error: 'Unknown store path'}, {status: 404, headers: PRIVATE});
  }
  try {
    const outcome = await forPlatform(() => context.customer.info());
    if ('unavailable' in outcome) {
      return Response.json({error: 'Unavailable'}, {status: 503, headers: PRIVATE});
    }
    return Response.json(outcome.value, {headers: PRIVATE});
  } catch (error) {
    if (!(error instanceof SignedOut)) throw error;
    context.customerSession.logout();
    return Response.json({error: 'Not logged in'}, {status: 401, headers: PRIVATE});
  }
}
