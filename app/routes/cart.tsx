import {data} from 'react-router';
import {redirectTo, requestedPath} from '~/lib/redirect.server';
import type {Route} from './+types/cart';
import {StorefrontError} from '~/lib/commerce/storefront.server';
import {parseCartInput, typedDiscountCode} from '~/lib/commerce/cart-input';
import {cartIdCookie, clearCartIdCookie} from '~/lib/commerce/cart-cookie';
import type {CartActionData} from '~/lib/commerce/cart-messages';
import {documentPostNotices, soldOutNotifyPath} from '~/lib/commerce/cart-page-notices.server';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT, routeMessages} from '~/lib/i18n.server';
import {isMarketId, localizePath} from '~/lib/markets';
import {unindexedPageMeta} from '~/lib/seo';
import {revalidateUnlessCartChange} from '~/lib/revalidation';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {CartPage} from '~/components/CartPage';
import {ErrorPage} from '~/components/ErrorPage';

export const handle: TrackingHandle = {pageType: 'cart'};

/** Its only data is its title; the cart is the layout's. */
export const shouldRevalidate = revalidateUnlessCartChange;

/**
 * The cart page (also where shoppers without JavaScript land after a change). The cart itself
 * comes with the layout, which every page loads (one query per request: `cart.get` is shared).
 * A shopper with a cart the platform cannot answer for gets the 503 page, never "empty".
 */
export async function loader({params, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  const {cart} = context;
  if (cart.hasCartId) await fromUpstream(() => cart.get());
  // The drawer's words, which no other page carries: this page renders them on the server.
  return {title: getT(context)('cart.title'), messages: routeMessages(context, 'cart')};
}

/**
 * Every cart change (docs/product.md#cart-and-cartdata): CartForm posts from the drawer, the product page and the cart
 * page. Malformed input is a 400 with a message; an unreachable platform a 503; the cookie
 * follows the cart.
 */
export async function action({request, params, context}: Route.ActionArgs) {
  const t = getT(context);
  const answer = (body: CartActionData, init: ResponseInit) => data(body, init);
  if (!isMarketId(params.market)) notFound();
  const formData = await request.formData().catch(() => null);
  // A request refused as a whole (too many, the platform away) keeps the code the shopper typed.
  const typedCode = typedDiscountCode(formData);
  const fail = (
    status: number,
    message: string,
    {headers, back}: {headers?: Record<string, string>; back?: string | null} = {},
  ) =>
    answer(
      {
        ok: false,
        cart: null,
        userErrors: [],
        warnings: [],
        message,
        typedCode,
        ...(back && {back}),
      },
      {status, headers},
    );
  const verdict = context.rateLimit('forms');
  if (!verdict.ok) {
    return fail(429, t('cart.rateLimited'), {
      headers: {'Retry-After': String(verdict.retryAfterSeconds)},
    });
  }

  const {market} = context.marketConfig;
  const cartPath = localizePath(market, '/cart');
  // The page the form was on (the product's add form names it), for the cart page to link back.
  const returnTo = formData?.get('returnTo');
  const page = typeof returnTo === 'string' ? requestedPath(market, returnTo, cartPath) : null;
  const back = page === cartPath ? null : page;

  const input = formData ? parseCartInput(formData) : null;
  if (!input?.ok) {
    console.warn(`[cart] refused: ${input?.reason ?? 'no form data'}`);
    return input?.sizeMissing
      ? fail(400, t('product.chooseSizeFirst'), {back})
      : fail(400, t('cart.badRequest'));
  }
  // Where a no-JavaScript post goes next, checked before the cart changes: a refused target
  // changes nothing.
  const next = input.redirectTo === null ? null : requestedPath(market, input.redirectTo, cartPath);

  let result;
  try {
    result = await context.cart.mutate(input.mutation);
  } catch (error) {
    if (!(error instanceof StorefrontError)) throw error;
    console.error(`[cart] ${error.message}`);
    return fail(503, t('cart.unavailable'));
  }

  const headers = new Headers({'Cache-Control': 'no-store'});
  if (result.cart) headers.append('Set-Cookie', cartIdCookie(result.cart.id, request.url));
  else if (context.cart.hasCartId) headers.append('Set-Cookie', clearCartIdCookie(request.url));

  const ok = result.userErrors.length === 0;
  const body: CartActionData = {
    ok,
    cart: result.cart,
    userErrors: result.userErrors,
    warnings: result.warnings,
    message: null,
  };
  if (next === null) return answer(body, {status: ok ? 200 : 422, headers});
  // Posted as a page: a refusal or a warning is said on the cart page, which keeps a refused
  // code in its field; anything else goes back where the shopper was.
  const told = documentPostNotices(input.mutation, body, t);
  if (!told) throw redirectTo(next, {status: 303, headers});
  const notify = soldOutNotifyPath(market, input.mutation, body, back);
  return answer(
    {...body, ...told.notices, ...(back && {back}), ...(notify && {notify})},
    {status: told.status, headers},
  );
}

/**
 * With JavaScript, every change comes here first. An answer that never came from the shop (the
 * connection dropped, a proxy's error page) would otherwise reach the error boundary and replace
 * the whole page: it becomes a failed answer instead, and the form that made the change says so
 * (docs/product.md#cart-drawer). A 503 keeps React Router from reloading the unchanged cart.
 */
export async function clientAction({serverAction}: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect is an answer
    console.warn(`[cart] no answer: ${error instanceof Error ? error.message : String(error)}`);
    const unanswered: CartActionData = {
      ok: false,
      cart: null,
      userErrors: [],
      warnings: [],
      message: null,
    };
    return data(unanswered, {status: 503});
  }
}

export const meta = unindexedPageMeta;

export default function Cart() {
  return <CartPage />;
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
