/**
 * The form of `POST /api/salesmanago/cart` (docs/product.md#marketing-cart-sync), read and checked
 * field by field before anything reaches the provider. Exactly the spec's fields, each once.
 * Lists of ids and quantities must count as many entries as the products; titles and SKUs may
 * hold commas of their own, so only their length is checked. What the event then says of the
 * cart comes from the platform's cart (`cartEventFromCart`), not from the post. Pure.
 */
import type {Parsed} from '../customer/account-forms';
import {toCartData, type PlatformCart} from '../commerce/cart-data';
import {cartToken} from '../commerce/shopify-ids';
import {cartEventFields, marketingCart} from './bhr-basket-sync';
import type {CartEventInput} from './salesmanago.server';

const FIELDS = [
  'type',
  'token',
  'products',
  'variantsId',
  'detail1',
  'detail2',
  'detail3',
  'detail4',
  'detail5',
  'value',
  'clientId',
  'shop',
  'contactId',
  'eventId',
] as const;
export type CartEventField = (typeof FIELDS)[number];

/** The cart's lines are read 100 at a time (cart-documents.ts): a cart reports at most that. */
const MAX_LINES = 100;
/** Room for 100 titles; the body limit (64 KB) bounds the whole form anyway. */
const MAX_TEXT = 8000;
/** The cart token: the id's last segment without its key (shopify-ids.ts). */
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
const NUMERIC_ID = /^\d{1,20}$/;
const QUANTITY = /^[1-9]\d{0,4}$/;
const CURRENCY = /^[A-Z]{3}$/;
/** Euros, at most two decimals. */
const EUROS = /^\d{1,9}(?:\.\d{1,2})?$/;
/** SALESmanago's contact and event ids are UUIDs. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

const list = (value: string, item: RegExp) => {
  const items = value.split(',');
  return items.length <= MAX_LINES && items.every((entry) => item.test(entry)) ? items : null;
};
const text = (value: string, required: boolean) =>
  value.length <= MAX_TEXT && !CONTROL.test(value) && (!required || value !== '');

/**
 * The cart event the form describes, or the first field that is wrong (`form` when the post has
 * a field the spec does not name, or one twice). `clientId` and `shop` must be this shop's.
 */
export function parseCartEventForm(
  form: FormData,
  expected: {clientId: string; shop: string},
): Parsed<CartEventInput, CartEventField> {
  const refuse = (field: CartEventField | 'form'): Parsed<CartEventInput, CartEventField> => ({
    ok: false,
    errors: {[field]: 'invalid'},
    values: {},
  });
  const names = [...form.keys()];
  if (names.some((name) => !(FIELDS as readonly string[]).includes(name))) return refuse('form');
  if (new Set(names).size !== names.length) return refuse('form');
  const field = (name: CartEventField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };

  if (field('type') !== 'CART') return refuse('type');
  if (!TOKEN.test(field('token'))) return refuse('token');
  const products = list(field('products'), NUMERIC_ID);
  if (!products) return refuse('products');
  const count = products.length;
  if (list(field('variantsId'), NUMERIC_ID)?.length !== count) return refuse('variantsId');
  if (!text(field('detail1'), true)) return refuse('detail1');
  if (!text(field('detail2'), false)) return refuse('detail2');
  if (!text(field('detail3'), false)) return refuse('detail3');
  if (list(field('detail4'), QUANTITY)?.length !== count) return refuse('detail4');
  if (!CURRENCY.test(field('detail5'))) return refuse('detail5');
  if (!EUROS.test(field('value'))) return refuse('value');
  if (field('clientId') !== expected.clientId) return refuse('clientId');
  if (field('shop') !== expected.shop) return refuse('shop');
  if (!UUID.test(field('contactId'))) return refuse('contactId');
  const eventId = field('eventId');
  if (eventId !== '' && !UUID.test(eventId)) return refuse('eventId');

  return {
    ok: true,
    value: {
      contactId: field('contactId'),
      eventId: eventId || null,
      token: field('token'),
      products: field('products'),
      variantsId: field('variantsId'),
      details: [
        field('detail1'),
        field('detail2'),
        field('detail3'),
        field('detail4'),
        field('detail5'),
      ],
      value: Number(field('value')),
      shop: expected.shop,
    },
  };
}

/**
 * The CART event for the cart as the platform holds it: built as the browser builds its form
 * (bhr-basket-sync.ts) and put through the same checks, so nothing of the post but the contact
 * and the open event reaches SALESmanago. An empty cart has no event (`products` is refused).
 */
export function cartEventFromCart(
  cart: PlatformCart & {id: string},
  {contactId, eventId}: {contactId: string; eventId: string | null},
  expected: {clientId: string; shop: string},
): Parsed<CartEventInput, CartEventField> {
  const snapshot = {token: cartToken(cart.id), cartData: toCartData(cart)};
  const fields = cartEventFields(marketingCart(snapshot, eventId), contactId, expected);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseCartEventForm(form, expected);
}
