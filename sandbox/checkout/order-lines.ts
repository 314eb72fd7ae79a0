/** From a priced cart to what an order keeps: its lines as bought and its discounts by code. */
import type {PricedCart, PricedLine} from '../cart/pricing';
import type {Catalog, Locale} from '../db/catalog';
import type {OrderLine} from '../db/orders';

/** The variant's picture, else the product's first one, else none (the shop shows a fallback). */
export function imageNameOf(line: PricedLine, catalog: Catalog): string | null {
  const product = catalog.productById.get(line.variant.productId)!;
  const image = product.images.find((i) => i.id === line.variant.imageId) ?? product.images[0];
  return image?.name ?? null;
}

export function orderLines(priced: PricedCart, catalog: Catalog, locale: Locale): OrderLine[] {
  return priced.lines.map((l) => ({
    variantId: l.variant.id,
    productId: l.variant.productId,
    productTitle: catalog.productById.get(l.variant.productId)!.title[locale],
    variantTitle: l.variant.title,
    sku: l.variant.sku,
    quantity: l.line.quantity,
    unitPriceCents: l.variant.priceCents,
    compareAtCents: l.variant.compareAtCents,
    discountCents: l.subtotalCents - l.totalCents,
    totalCents: l.totalCents,
    imageName: imageNameOf(l, catalog),
    allocations: l.allocations.map((a) => ({code: a.rule.code, amountCents: a.amountCents})),
  }));
}

/** Every applied code with what it took off in total, lines and order together. */
export function discountsByCode(priced: PricedCart): Array<{code: string; amountCents: number}> {
  const byCode = new Map<string, number>();
  const allocations = [...priced.lines.flatMap((l) => l.allocations), ...priced.cartAllocations];
  for (const {rule, amountCents} of allocations)
    byCode.set(rule.code, (byCode.get(rule.code) ?? 0) + amountCents);
  return [...byCode].map(([code, amountCents]) => ({code, amountCents}));
}
