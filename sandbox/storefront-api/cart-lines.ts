/**
 * Line changes on a draft cart, with Shopify's rules: the same variant (with the same
 * attributes) merges into its line, quantities are capped at the stock (variants deny
 * overselling) with a warning, and bad input is a user error. The caller throws the draft away
 * when any user error came back, so a failing mutation changes nothing.
 */
import type {Catalog, VariantRecord} from '../db/catalog';
import type {Attribute, CartLineRecord, CartRecord} from '../db/carts';
import {newLineId} from '../cart/tokens';
import type {ApiContext} from './context';
import {gid, parseGid} from './ids';

export interface CartUserError {
  code: string;
  field: string[] | null;
  message: string;
}

interface CartWarning {
  code: string;
  message: string;
  target: string;
}

export interface Outcome {
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

export interface LineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

/** The catalogue for stock and prices; the locale names products in warnings. */
export type LineContext = Pick<ApiContext, 'catalog' | 'locale'>;

export const emptyOutcome = (): Outcome => ({userErrors: [], warnings: []});

/** `cartCreate` reports fields under `input`; the other mutations at the top level. */
export function addLines(
  cart: CartRecord,
  inputs: readonly LineInput[],
  ctx: LineContext,
  fieldPrefix: readonly string[] = [],
): Outcome {
  const out = emptyOutcome();
  inputs.forEach((input, i) => {
    const at = [...fieldPrefix, 'lines', String(i)];
    const variant = findVariant(input.merchandiseId, ctx.catalog);
    if (!variant) return out.userErrors.push(noSuchMerchandise(input.merchandiseId, at));
    const quantity = input.quantity ?? 1;
    if (quantity < 0) return out.userErrors.push(negativeQuantity(at));
    if (quantity === 0) return;
    const attributes = input.attributes ?? [];
    const line = cart.lines.find(
      (l) => l.variantId === variant.id && sameAttributes(l.attributes, attributes),
    );
    const before = line?.quantity ?? 0;
    const available = availableFor(cart, variant, line);
    if (available === 0) {
      cart.lines = cart.lines.filter((l) => l !== line);
      return out.warnings.push(outOfStock(variant, ctx));
    }
    const granted = Math.min(before + quantity, available);
    const target = line ?? newLine(cart, variant.id, attributes);
    target.quantity = granted;
    if (granted < before + quantity)
      out.warnings.push(notEnoughStock(target, Math.max(0, granted - before)));
  });
  return out;
}

export function updateLines(
  cart: CartRecord,
  inputs: readonly LineUpdateInput[],
  ctx: LineContext,
): Outcome {
  const out = emptyOutcome();
  inputs.forEach((input, i) => {
    const at = ['lines', String(i)];
    const line = cart.lines.find((l) => l.id === input.id);
    if (!line) return out.userErrors.push(noSuchLine(input.id, [...at, 'id']));
    if (input.merchandiseId) {
      const variant = findVariant(input.merchandiseId, ctx.catalog);
      if (!variant) return out.userErrors.push(noSuchMerchandise(input.merchandiseId, at));
      line.variantId = variant.id;
    }
    if (input.attributes) line.attributes = input.attributes;
    const quantity = input.quantity ?? line.quantity;
    if (quantity < 0) return out.userErrors.push(negativeQuantity(at));
    const variant = ctx.catalog.variantById.get(line.variantId)!;
    const available = availableFor(cart, variant, line);
    if (quantity === 0 || available === 0) {
      cart.lines = cart.lines.filter((l) => l !== line);
      if (quantity > 0) out.warnings.push(outOfStock(variant, ctx));
      return;
    }
    line.quantity = Math.min(quantity, available);
    if (line.quantity < quantity) out.warnings.push(notEnoughStock(line, line.quantity));
  });
  return out;
}

export function removeLines(cart: CartRecord, lineIds: readonly string[]): Outcome {
  const out = emptyOutcome();
  lineIds.forEach((id, i) => {
    if (!cart.lines.some((l) => l.id === id))
      out.userErrors.push(noSuchLine(id, ['lineIds', String(i)]));
  });
  if (out.userErrors.length === 0) cart.lines = cart.lines.filter((l) => !lineIds.includes(l.id));
  return out;
}

function findVariant(merchandiseId: string, catalog: Catalog): VariantRecord | undefined {
  const parsed = parseGid(merchandiseId);
  return parsed?.type === 'ProductVariant' ? catalog.variantById.get(parsed.id) : undefined;
}

/** Stock left for `line`: what the variant holds minus what other lines of the cart take. */
function availableFor(
  cart: CartRecord,
  variant: VariantRecord,
  line: CartLineRecord | undefined,
): number {
  const elsewhere = cart.lines
    .filter((l) => l !== line && l.variantId === variant.id)
    .reduce((sum, l) => sum + l.quantity, 0);
  return Math.max(0, variant.quantity - elsewhere);
}

function newLine(cart: CartRecord, variantId: number, attributes: Attribute[]): CartLineRecord {
  const line: CartLineRecord = {
    id: newLineId(cart.token),
    seq: Math.max(0, ...cart.lines.map((l) => l.seq)) + 1,
    variantId,
    quantity: 0,
    attributes,
  };
  cart.lines.unshift(line);
  return line;
}

function sameAttributes(a: readonly Attribute[], b: readonly Attribute[]): boolean {
  const key = (list: readonly Attribute[]) =>
    JSON.stringify([...list].sort((x, y) => x.key.localeCompare(y.key)));
  return key(a) === key(b);
}

function noSuchMerchandise(id: string, at: string[]): CartUserError {
  return {
    code: 'INVALID',
    field: [...at, 'merchandiseId'],
    message: `The merchandise with id ${id} does not exist.`,
  };
}

function noSuchLine(id: string, field: string[]): CartUserError {
  return {
    code: 'INVALID_MERCHANDISE_LINE',
    field,
    message: `The merchandise line with id ${id} does not exist.`,
  };
}

function negativeQuantity(at: string[]): CartUserError {
  return {
    code: 'INVALID',
    field: [...at, 'quantity'],
    message: 'The quantity must be greater than or equal to 0.',
  };
}

function outOfStock(variant: VariantRecord, ctx: LineContext): CartWarning {
  const product = ctx.catalog.productById.get(variant.productId)!;
  return {
    code: 'MERCHANDISE_OUT_OF_STOCK',
    message: `The product '${product.title[ctx.locale]} - ${variant.title}' is already sold out.`,
    target: gid('ProductVariant', variant.id),
  };
}

function notEnoughStock(line: CartLineRecord, added: number): CartWarning {
  return {
    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    message: `Only ${added} ${added === 1 ? 'item was' : 'items were'} added to your cart due to availability.`,
    target: line.id,
  };
}
