/**
 * The hosted checkout at the cart's `checkoutUrl` (Shopify's own form of it):
 *   GET  /cart/c/{token}?key=…                  the checkout page
 *   POST /cart/c/{token}?key=…                  place the order → 303 to the confirmation
 *   GET  /checkouts/c/{token}/thank-you?key=…   the order confirmation
 * Without the cart's key every one of them is a 404, as an unknown cart is.
 */
import {priceCart} from '../cart/pricing';
import {keyMatches, orderStatusUrl} from '../cart/tokens';
import {storefrontUrl} from '../config';
import type {SandboxContext} from '../context';
import type {CartRecord} from '../db/carts';
import {HttpError, type SandboxReply, type Service} from '../http/types';
import {localeOf} from '../storefront-api/context';
import {alreadyPlacedPage, confirmationPage, messagePage} from './confirmation';
import {initialValues, readForm, validate, type FieldErrors, type FormValues} from './form';
import {messagesFor, type Messages} from './messages';
import {checkoutPage, errorNotice, type Notice} from './page';
import {bogusGateway} from './payment';
import {orderPlacer} from './place-order';
import {isShippingMethod} from './shipping';
import {cartSummary} from './summary';

const CHECKOUT = /^\/cart\/c\/([A-Za-z0-9]+)$/;
const THANK_YOU = /^\/checkouts\/c\/([A-Za-z0-9]+)\/thank-you$/;

/** Personal data: never stored by a browser cache or a proxy. */
function page(status: number, body: string, headers: Record<string, string> = {}): SandboxReply {
  return {
    status,
    headers: {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers},
    body,
  };
}

/** The storefront's home in the cart's market: `{SANDBOX_STOREFRONT_URL}/it`. */
const shopUrl = (language: string) => `${storefrontUrl()}/${language.toLowerCase()}`;
const checkoutPath = ({token, key}: CartRecord) => `/cart/c/${token}?key=${key}`;
const thankYouPath = (cart: CartRecord) => orderStatusUrl('', cart);

export function checkoutService(sandbox: SandboxContext): Service {
  const place = orderPlacer(sandbox);

  const render = (
    cart: CartRecord,
    m: Messages,
    status: number,
    values: FormValues,
    errors: FieldErrors = {},
    notice: Notice | null = errorNotice(errors, m),
  ): SandboxReply => {
    const priced = priceCart(cart, sandbox.catalog, sandbox.discounts);
    const method = isShippingMethod(values.shippingMethod) ? values.shippingMethod : 'standard';
    const summary = cartSummary(priced, sandbox.catalog, localeOf(cart.language), method, m);
    const input = {
      action: checkoutPath(cart),
      shopUrl: shopUrl(cart.language),
      values,
      errors,
      notice,
      summary,
      goodsCents: priced.totalCents,
    };
    return page(status, checkoutPage(input, m));
  };

  const alreadyPlaced = (cart: CartRecord, m: Messages, status: number) => {
    const order = sandbox.orders.byCartToken(cart.token);
    return page(status, alreadyPlacedPage(order, thankYouPath(cart), shopUrl(cart.language), m));
  };

  const submit = (cart: CartRecord, body: Buffer, m: Messages): SandboxReply => {
    const shop = shopUrl(cart.language);
    if (cart.completedAt) return alreadyPlaced(cart, m, 409);
    if (cart.lines.length === 0) return page(409, messagePage(m.emptyCart, shop, m));
    const values = readForm(body);
    const errors = validate(values, m, new Date());
    if (Object.keys(errors).length) return render(cart, m, 400, values, errors);
    if (bogusGateway(values.cardNumber) === 'declined')
      return render(cart, m, 402, values, {}, {heading: m.declined, items: []});
    const result = place(cart.token, values);
    switch (result.kind) {
      case 'placed':
        return page(303, '', {location: thankYouPath(cart)});
      case 'completed':
        return alreadyPlaced(cart, m, 409);
      case 'empty':
        return page(409, messagePage(m.emptyCart, shop, m));
      case 'short': {
        const items = result.lines.map((l) => ({
          text: m.notEnoughStock(l.productTitle, l.size, l.available),
        }));
        return render(cart, m, 409, values, {}, {heading: m.stockHint, items});
      }
    }
  };

  return {
    name: 'checkout',
    matches: (path) => CHECKOUT.test(path) || THANK_YOU.test(path),
    handle(request) {
      const {pathname, searchParams} = request.url;
      const thankYou = THANK_YOU.exec(pathname);
      const token = (thankYou ?? CHECKOUT.exec(pathname))![1]!;
      const cart = sandbox.carts.get(token);
      if (!cart || !keyMatches(cart.key, searchParams.get('key'))) {
        const m = messagesFor(undefined);
        return page(404, messagePage(m.notFound, shopUrl('IT'), m));
      }
      const m = messagesFor(cart.language);
      const shop = shopUrl(cart.language);
      if (request.method === 'POST' && !thankYou) return submit(cart, request.body, m);
      if (request.method !== 'GET')
        throw new HttpError(405, 'Use GET (or POST to place the order)');
      if (thankYou) {
        const order = sandbox.orders.byCartToken(token);
        return order
          ? page(200, confirmationPage(order, shop, m))
          : page(404, messagePage(m.notFound, shop, m));
      }
      if (cart.completedAt) return alreadyPlaced(cart, m, 200);
      if (cart.lines.length === 0) return page(200, messagePage(m.emptyCart, shop, m));
      const {customerId} = cart.buyerIdentity;
      const customer = customerId === null ? undefined : sandbox.customers.byId(customerId);
      const address = customer && sandbox.customers.defaultAddress(customer);
      return render(cart, m, 200, initialValues(cart, customer, address));
    },
  };
}
