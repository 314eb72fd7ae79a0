/**
 * What the cart page says after a change posted without JavaScript (or before the page was
 * interactive), worked out by the cart route's action only: the browser never needs it.
 */
import type {Translate} from '~/lib/i18n';
import type {CartMutation} from './cart-input';
import {rejectedDiscountCodes} from './cart-data';
import {cartEventMessages, type CartActionData} from './cart-messages';
import {parseHandleSegment, type Market} from '../markets';
import {backInStockPagePath} from '../marketing/back-in-stock-form';

const isSoldOut = (answer: Pick<CartActionData, 'warnings'>) =>
  answer.warnings.some((warning) => warning.code === 'MERCHANDISE_OUT_OF_STOCK');

/**
 * What the cart page tells after a change posted without JavaScript (or before the page was
 * interactive): the warnings and refusals `cartEventMessages` finds, a refused code apart for the
 * discount field, and the status: 422 when nothing was done (a user error, a refused code, a
 * sold-out size), 200 for a warning. Null when there is nothing to warn about: the shopper goes
 * back where they were.
 */
export function documentPostNotices(
  mutation: Pick<CartMutation, 'action'> & {discountCodes?: string[]},
  answer: CartActionData,
  t: Translate,
): {notices: Pick<CartActionData, 'told' | 'refused'>; status: 200 | 422} | null {
  const told = cartEventMessages(mutation, answer, t).flatMap(({kind, text}) =>
    kind === 'error' || kind === 'warning' ? [{kind, text}] : [],
  );
  if (!told.length) return null;
  const discount = mutation.action === 'DiscountCodesUpdate' && !answer.userErrors.length;
  const code = discount ? rejectedDiscountCodes(answer.cart).at(-1) : undefined;
  const status = answer.userErrors.length || code || isSoldOut(answer) ? 422 : 200;
  if (!code) return {notices: {told, refused: null}, status};
  return {
    notices: {told: told.slice(0, -1), refused: {code, text: told.at(-1)!.text}},
    status,
  };
}

/**
 * A sold-out size added from its product page: where to ask to be told when it is back. The
 * product is the page the form was on; the size, the one line added.
 */
export function soldOutNotifyPath(
  market: Market,
  mutation: CartMutation,
  answer: Pick<CartActionData, 'warnings'>,
  back: string | null,
): string | null {
  if (mutation.action !== 'LinesAdd' || mutation.lines.length !== 1 || !back) return null;
  if (!isSoldOut(answer)) return null;
  const segment = parseHandleSegment(new URL(back, 'http://shop').pathname.split('/').pop() ?? '');
  if (segment.kind !== 'product') return null;
  return backInStockPagePath(market, segment.handle, mutation.lines[0]!.merchandiseId);
}
