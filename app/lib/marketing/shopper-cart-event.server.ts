/**
 * The CART event a post may send (docs/product.md#marketing-cart-sync): only for the contact the
 * browser was given (contact-binding.server.ts) and only for its own cart, the `token` of its
 * `cartId` cookie; what it says of the cart (products, titles, quantities, value, currency) is
 * the platform's cart as read now, in the language of the page that posted (as the browser
 * built its form), never the post's.
 */
import type {AppContext} from '../context.server';
import {StorefrontError} from '../commerce/storefront.server';
import {cartToken} from '../commerce/shopify-ids';
import {MARKETS} from '../markets';
import {requestMarketId} from '../request-language.server';
import {cartEventFromCart} from './cart-event-form.server';
import {isBoundContact} from './contact-binding.server';
import type {CartEventInput} from './salesmanago.server';

export type ShopperCartEvent =
  | {ok: true; event: CartEventInput}
  | {ok: false; status: 400; error: 'form'}
  | {ok: false; status: 403; error: 'notYours'}
  | {ok: false; status: 503; error: 'unavailable'};

export async function shopperCartEvent(
  request: Request,
  context: Pick<AppContext, 'cart'>,
  posted: CartEventInput,
  {secret, ...expected}: {secret: string; clientId: string; shop: string},
): Promise<ShopperCartEvent> {
  const {contactId, eventId, token} = posted;
  if (!(await isBoundContact(request, secret, contactId)))
    return {ok: false, status: 403, error: 'notYours'};
  let cart;
  try {
    cart = await context.cart.peek(MARKETS[requestMarketId(request)]);
  } catch (error) {
    if (!(error instanceof StorefrontError)) throw error;
    console.error(`[salesmanago] cart not read: ${error.message}`);
    return {ok: false, status: 503, error: 'unavailable'};
  }
  if (!cart || cartToken(cart.id) !== token) return {ok: false, status: 403, error: 'notYours'};
  const event = cartEventFromCart(cart, {contactId, eventId}, expected);
  return event.ok ? {ok: true, event: event.value} : {ok: false, status: 400, error: 'form'};
}
