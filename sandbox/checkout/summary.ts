/**
 * The order summary beside the checkout form and on the confirmation: lines, discounts by code,
 * shipping and total. Line amounts are before discounts, so the rows add up as printed.
 */
import type {PricedCart} from '../cart/pricing';
import type {Catalog, Locale} from '../db/catalog';
import type {Order} from '../db/orders';
import {CDN_PREFIX} from '../images/service';
import {h, type SafeHtml} from '../inspector/layout';
import {formatMoney, type Messages} from './messages';
import {discountsByCode, imageNameOf} from './order-lines';
import {isShippingMethod, shippingCents, type ShippingMethod} from './shipping';

interface SummaryLine {
  imageName: string | null;
  title: string;
  size: string;
  quantity: number;
  amountCents: number;
}

export interface SummaryModel {
  lines: SummaryLine[];
  discounts: Array<{code: string; amountCents: number}>;
  shipping: {label: string; cents: number};
  totalCents: number;
}

export function summaryHtml(model: SummaryModel, m: Messages): SafeHtml {
  const money = (cents: number) => formatMoney(cents, m);
  const subtotal = model.lines.reduce((sum, l) => sum + l.amountCents, 0);
  return h`<aside aria-labelledby="summary-title"><h2 id="summary-title">${m.summary}</h2>
<ul class="lines">${model.lines.map(
    (
      l,
    ) => h`<li>${l.imageName ? h`<img src="${CDN_PREFIX}${l.imageName}.jpg?v=1&amp;width=150" alt="" width="64" height="80">` : h`<span></span>`}
<span>${l.title}<span class="meta">${m.size}: ${l.size}</span><span class="meta">${m.quantity}: ${l.quantity}</span></span>
<span>${money(l.amountCents)}</span></li>`,
  )}</ul>
<dl><dt>${m.subtotal}</dt><dd>${money(subtotal)}</dd>
${model.discounts.map((d) => h`<dt>${m.discount} (${d.code})</dt><dd>−${money(d.amountCents)}</dd>`)}
<dt>${m.shipping} · ${model.shipping.label}</dt><dd>${model.shipping.cents ? money(model.shipping.cents) : m.free}</dd>
<dt class="total">${m.total}</dt><dd class="total">${money(model.totalCents)}</dd></dl>
<p class="muted">${m.vatIncluded}</p></aside>`;
}

export function cartSummary(
  priced: PricedCart,
  catalog: Catalog,
  locale: Locale,
  method: ShippingMethod,
  m: Messages,
): SummaryModel {
  const shipping = shippingCents(method, priced.totalCents);
  return {
    lines: priced.lines.map((l) => ({
      imageName: imageNameOf(l, catalog),
      title: catalog.productById.get(l.variant.productId)!.title[locale],
      size: l.variant.title,
      quantity: l.line.quantity,
      amountCents: l.subtotalCents,
    })),
    discounts: discountsByCode(priced),
    shipping: {label: m[method], cents: shipping},
    totalCents: priced.totalCents + shipping,
  };
}

export function orderSummary(order: Order, m: Messages): SummaryModel {
  return {
    lines: order.lines.map((l) => ({
      imageName: l.imageName,
      title: l.productTitle,
      size: l.variantTitle,
      quantity: l.quantity,
      amountCents: l.unitPriceCents * l.quantity,
    })),
    discounts: order.discounts,
    shipping: {
      label: isShippingMethod(order.shippingMethod)
        ? m[order.shippingMethod]
        : order.shippingMethod,
      cents: order.shippingCents,
    },
    totalCents: order.totalCents,
  };
}
