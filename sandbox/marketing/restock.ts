/**
 * Restocking a variant, as a marketer does from the inspector or a test through
 *   POST /sandbox/api/restock   {"variantId": "gid://shopify/ProductVariant/1" | 1, "quantity"?: 10}
 * The variant's stock becomes `quantity` in SQLite and in the catalogue records that the
 * Storefront API and the search index read, so both show it at once. Then every back-in-stock
 * subscriber still waiting for it is notified once: an e-mail in the outbox for the EMAIL channel
 * (the sandbox sends no SMS or push), and the subscription is marked notified.
 */
import type {SandboxContext} from '../context';
import type {VariantRecord} from '../db/catalog';
import {
  HttpError,
  json,
  parseJsonBody,
  type SandboxReply,
  type SandboxRequest,
} from '../http/types';
import {gid, parseGid} from '../storefront-api/ids';
import {BACK_IN_STOCK_EMAIL_KIND, backInStockEmail} from './back-in-stock-email';

/** What a restock without a quantity puts on the shelf. */
export const DEFAULT_RESTOCK = 10;
const MAX_QUANTITY = 100_000;

export interface Restocked {
  variantId: string;
  quantity: number;
  /** Waiting subscriptions now marked notified. */
  notified: number;
  /** Of those, the ones e-mailed. */
  emailed: number;
}

/** A variant by its gid or numeric id (a number or digits); a 400 or 404 otherwise. */
export function variantFrom(value: unknown, sandbox: SandboxContext): VariantRecord {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : typeof value === 'string' && parseGid(value)?.type === 'ProductVariant'
          ? parseGid(value)!.id
          : undefined;
  if (id === undefined)
    throw new HttpError(400, '"variantId" must be a ProductVariant gid or a numeric variant id');
  const variant = sandbox.catalog.variantById.get(id);
  if (!variant) throw new HttpError(404, `No variant ${id} in the catalogue`);
  return variant;
}

export function quantityFrom(value: unknown): number {
  if (value === undefined || value === null || value === '') return DEFAULT_RESTOCK;
  const quantity = typeof value === 'string' ? Number(value) : value;
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > MAX_QUANTITY
  )
    throw new HttpError(400, `"quantity" must be a whole number from 1 to ${MAX_QUANTITY}`);
  return quantity;
}

export function restock(
  sandbox: SandboxContext,
  variant: VariantRecord,
  quantity: number,
): Restocked {
  const {db, catalog, klaviyo, outbox} = sandbox;
  const product = catalog.productById.get(variant.productId)!;
  const result = db.transaction(() => {
    db.prepare('UPDATE inventory SET quantity = ? WHERE variant_id = ?').run(quantity, variant.id);
    const waiting = klaviyo.waitingFor(variant.id);
    const email = backInStockEmail(product, variant);
    const reachable = waiting.filter((s) => s.email && s.channels.includes('EMAIL'));
    for (const subscription of reachable)
      outbox.add({...email, to: subscription.email!, kind: BACK_IN_STOCK_EMAIL_KIND});
    klaviyo.markNotified(waiting.map((s) => s.id));
    return {notified: waiting.length, emailed: reachable.length};
  })();
  // The in-memory catalogue follows the committed row (never a rolled-back transaction).
  variant.quantity = quantity;
  return {variantId: gid('ProductVariant', variant.id), quantity, ...result};
}

export function restockApi(request: SandboxRequest, sandbox: SandboxContext): SandboxReply {
  const body = parseJsonBody(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The body must be {"variantId", "quantity"?}');
  const {variantId, quantity} = body as Record<string, unknown>;
  const variant = variantFrom(variantId, sandbox);
  return json(200, restock(sandbox, variant, quantityFrom(quantity)));
}
