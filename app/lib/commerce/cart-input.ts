/**
 * Reads and checks a cart form post (Hydrogen's CartForm: one `cartFormInput` JSON field, plus
 * plain fields such as `redirectTo`). Anything malformed is refused with a reason instead of
 * reaching the Storefront API.
 */
import {CartForm} from '@shopify/hydrogen';

/** A shopper never needs more in one line; Shopify's own cap per line is far above it. */
export const MAX_LINE_QUANTITY = 99;
const MAX_LINES_PER_REQUEST = 50;
const MAX_CODE_LENGTH = 64;
const MAX_CODES = 5;

const VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/\d+$/;
const LINE_ID = /^gid:\/\/shopify\/CartLine\/[\w-]+(\?[\w=&-]*)?$/;

export type CartMutation =
  | {action: 'LinesAdd'; lines: Array<{merchandiseId: string; quantity: number}>}
  | {action: 'LinesUpdate'; lines: Array<{id: string; quantity: number}>}
  | {action: 'LinesRemove'; lineIds: string[]}
  | {action: 'DiscountCodesUpdate'; discountCodes: string[]};

export type CartInputResult =
  | {ok: true; mutation: CartMutation; redirectTo: string | null}
  | {ok: false; reason: string; sizeMissing?: true};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isQuantity = (value: unknown, min: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= MAX_LINE_QUANTITY;

function list(value: unknown): unknown[] | null {
  return Array.isArray(value) && value.length > 0 && value.length <= MAX_LINES_PER_REQUEST
    ? value
    : null;
}

export function parseCartInput(formData: FormData): CartInputResult {
  let input: {action?: unknown; inputs: Json};
  try {
    input = CartForm.getFormInput(formData) as typeof input;
  } catch {
    return {ok: false, reason: 'cartFormInput is not valid JSON'};
  }
  const {action, inputs} = input;
  const redirectTo = typeof inputs.redirectTo === 'string' ? inputs.redirectTo : null;
  const done = (mutation: CartMutation): CartInputResult => ({ok: true, mutation, redirectTo});

  switch (action) {
    case CartForm.ACTIONS.LinesAdd: {
      // Posted before the page is interactive, the product form names its line by the chosen
      // size's radio (`merchandiseId`) alone; none chosen is the shopper's slip, not a bad post.
      const posted = list(inputs.lines);
      const none =
        inputs.lines === undefined || (Array.isArray(inputs.lines) && !inputs.lines.length);
      const chosen = typeof inputs.merchandiseId === 'string' ? inputs.merchandiseId : '';
      if (!posted && !none) return {ok: false, reason: 'lines must be a non-empty list'};
      if (!posted && !chosen) return {ok: false, reason: 'no size chosen', sizeMissing: true};
      const lines = posted ?? [{merchandiseId: chosen}];
      const parsed = [];
      for (const line of lines) {
        if (!isObject(line) || typeof line.merchandiseId !== 'string')
          return {ok: false, reason: 'each line needs a merchandiseId'};
        if (!VARIANT_ID.test(line.merchandiseId))
          return {ok: false, reason: 'merchandiseId is not a product variant id'};
        const quantity = line.quantity ?? 1;
        if (!isQuantity(quantity, 1))
          return {
            ok: false,
            reason: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
          };
        parsed.push({merchandiseId: line.merchandiseId, quantity});
      }
      return done({action, lines: parsed});
    }
    case CartForm.ACTIONS.LinesUpdate: {
      const lines = list(inputs.lines);
      if (!lines) return {ok: false, reason: 'lines must be a non-empty list'};
      const parsed = [];
      for (const line of lines) {
        if (!isObject(line) || typeof line.id !== 'string' || !LINE_ID.test(line.id))
          return {ok: false, reason: 'each line needs a cart line id'};
        if (!isQuantity(line.quantity, 0))
          return {
            ok: false,
            reason: `quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}`,
          };
        parsed.push({id: line.id, quantity: line.quantity});
      }
      return done({action, lines: parsed});
    }
    case CartForm.ACTIONS.LinesRemove: {
      const ids = list(inputs.lineIds);
      if (!ids || !ids.every((id) => typeof id === 'string' && LINE_ID.test(id)))
        return {ok: false, reason: 'lineIds must be a list of cart line ids'};
      return done({action, lineIds: ids as string[]});
    }
    case CartForm.ACTIONS.DiscountCodesUpdate: {
      const codes = enteredDiscountCodes(inputs);
      if (
        codes.length > MAX_CODES ||
        !codes.every((code) => typeof code === 'string' && code.trim().length <= MAX_CODE_LENGTH)
      )
        return {ok: false, reason: 'discountCodes must be a short list of short codes'};
      const discountCodes = [...new Set((codes as string[]).map((c) => c.trim()).filter(Boolean))];
      return done({action, discountCodes});
    }
    default:
      return {ok: false, reason: 'unknown cart action'};
  }
}

/** The codes a discount form sends: the kept ones (`discountCodes`) plus a typed one (`discountCode`). */
export function enteredDiscountCodes(inputs: Record<string, unknown>): unknown[] {
  const kept = inputs.discountCodes;
  const typed = inputs.discountCode;
  return [
    ...(Array.isArray(kept) ? kept : kept === undefined ? [] : [kept]),
    ...(typed === undefined ? [] : [typed]),
  ];
}

/** The code in the discount field of a post, kept for the shopper when the post is refused. */
export function typedDiscountCode(form: FormData | null): string | undefined {
  const typed = form?.get('discountCode');
  return typeof typed === 'string' && typed.trim()
    ? typed.trim().slice(0, MAX_CODE_LENGTH)
    : undefined;
}
