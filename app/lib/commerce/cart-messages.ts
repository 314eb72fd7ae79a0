/**
 * What a cart change tells the shopper (`eventMessages`, docs/product.md#event-messages): the action's answer turned
 * into messages in the shopper's language. Pure, so every branch is unit-tested.
 */
import type {Translate} from '~/lib/i18n';
import type {EventMessage} from '../ui-state';
import type {CartMutation} from './cart-input';
import {rejectedDiscountCodes, type PlatformCart} from './cart-data';

export interface CartProblem {
  code: string | null;
  message: string;
  target: string | null;
}

/**
 * The cart action's answer. `message` is set when the request itself failed (4xx/5xx); an
 * answer that is not ok with neither a message nor user errors never came from the shop
 * (the route's clientAction makes it when the connection drops).
 */
export interface CartActionData {
  ok: boolean;
  cart: (PlatformCart & {id: string}) | null;
  userErrors: CartProblem[];
  warnings: CartProblem[];
  message: string | null;
  /** A change posted without JavaScript that has more to tell than done: the cart page says it. */
  told?: Array<{kind: 'error' | 'warning'; text: string}>;
  /** …and a code the platform refused, which the discount field keeps, with the reason. */
  refused?: {code: string; text: string} | null;
  /** …and the code in the discount field when the request itself was refused (`message`). */
  typedCode?: string;
  /** …and the page a change posted without JavaScript came from, which the cart page links. */
  back?: string;
  /** …and, for a sold-out size added from its product page, that size's notify page. */
  notify?: string;
}

type Kind = EventMessage['kind'];

/** The Storefront API 2025-07 says why a code does not apply with `DISCOUNT_*` cart warnings. */
const isDiscountWarning = (warning: CartProblem) => Boolean(warning.code?.startsWith('DISCOUNT_'));

function discountRefusal(code: string, reason: string | null | undefined, t: Translate): string {
  if (reason === 'DISCOUNT_CURRENTLY_INACTIVE') return t('cart.discountExpired', {code});
  if (reason === 'DISCOUNT_PURCHASE_NOT_IN_RANGE') return t('cart.discountMinimum', {code});
  return t('cart.discountRejected', {code});
}

/**
 * How many pieces there are: the quantity of the line the warning names, as the platform left it
 * (all there are). Its message counts the pieces this change added ("Only 0 items were added…"
 * when the line already held them all), so it is read only when the line is not in the answer.
 */
function piecesLeft(warning: CartProblem, cart: CartActionData['cart']): number {
  const line = cart?.lines.nodes.find((node) => node.id === warning.target);
  return line?.quantity ?? Number(/\d+/.exec(warning.message)?.[0] ?? 0);
}

/**
 * What to tell the shopper when the change did not reach the platform (no answer, or a refusal of
 * the request itself: unreachable, too many changes): what did not happen, then why. Null when
 * the platform answered; sending the same change again may then work.
 */
export function cartRequestFailure(
  mutation: {action: string},
  answer: CartActionData | undefined,
  t: Translate,
): string | null {
  if (answer && (answer.ok || answer.userErrors.length > 0)) return null;
  const what = mutation.action === 'LinesAdd' ? t('cart.notAdded') : t('cart.notChanged');
  return `${what} ${answer?.message ?? t('cart.unreachable')}`;
}

/** What the platform's answer to a change tells the shopper (after `cartRequestFailure`). */
export function cartEventMessages(
  mutation: Pick<CartMutation, 'action'> & {discountCodes?: string[]; removedCode?: string},
  answer: CartActionData,
  t: Translate,
): Array<{kind: Kind; text: string}> {
  const messages: Array<{kind: Kind; text: string}> = [];
  for (const error of answer.userErrors) {
    messages.push({kind: 'error', text: t('cart.failed')});
    console.warn(`[cart] ${error.code ?? 'error'}: ${error.message}`);
    break; // one error message is enough for one change
  }
  for (const warning of answer.warnings) {
    // Shopify repeats a code's warning on every change while the code stays in the cart: it is
    // told once, with the code, when the shopper enters it (below).
    if (isDiscountWarning(warning)) continue;
    if (warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK')
      messages.push({
        kind: 'warning',
        text: t('cart.notEnoughStock', {count: piecesLeft(warning, answer.cart)}),
      });
    else if (warning.code === 'MERCHANDISE_OUT_OF_STOCK')
      messages.push({kind: 'warning', text: t('cart.outOfStock')});
    else messages.push({kind: 'warning', text: t('cart.warning')});
  }
  if (messages.length) return messages;
  if (mutation.action === 'LinesAdd') return [{kind: 'success', text: t('cart.added')}];
  if (mutation.action === 'DiscountCodesUpdate') {
    const rejected = rejectedDiscountCodes(answer.cart);
    // The warnings do not name their code: with one code refused, its warning is the reason.
    const reason = rejected.length === 1 ? answer.warnings.find(isDiscountWarning)?.code : null;
    if (rejected.length)
      return rejected.map((code) => ({kind: 'error', text: discountRefusal(code, reason, t)}));
    if (mutation.removedCode) return [{kind: 'info', text: t('cart.discountRemoved')}];
    const entered = (mutation.discountCodes ?? []).filter(Boolean);
    return entered.length
      ? [{kind: 'success', text: t('cart.discountApplied', {code: entered.at(-1)})}]
      : [{kind: 'info', text: t('cart.discountRemoved')}];
  }
  if (mutation.action === 'LinesRemove') return [{kind: 'info', text: t('cart.removed')}];
  return [];
}
