import {redirectTo} from '~/lib/redirect.server';
import type {Route} from './+types/account.logout';
import {localizePath} from '~/lib/markets';
import {clearCartIdCookie} from '~/lib/commerce/cart-cookie';
import {tooManyRequests} from '~/lib/errors.server';
import {ErrorPage} from '~/components/ErrorPage';

/** GET has nothing to show: logging out is a POST (a link must not log anyone out). */
export async function loader({context}: Route.LoaderArgs) {
  throw redirectTo(localizePath(context.marketConfig.market, '/account'));
}

/**
 * Logs out: the token is deleted on the platform, both cookies go, and so does the cart cookie,
 * so the next person at this browser sees neither the cart nor a checkout filled with this
 * customer's details (the cart stays linked to the customer on the platform).
 */
export async function action({context, request}: Route.ActionArgs) {
  const verdict = context.rateLimit('forms');
  if (!verdict.ok) tooManyRequests(verdict);
  await context.customer.logout().catch((error: unknown) => {
    console.error(`[customer] token not deleted: ${String(error)}`);
  });
  const headers = new Headers();
  if (context.cart.hasCartId) headers.append('Set-Cookie', clearCartIdCookie(request.url));
  throw redirectTo(localizePath(context.marketConfig.market, '/'), {status: 303, headers});
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
