/** The pages around the form: the order confirmation, "already placed", and plain messages. */
import type {Order} from '../db/orders';
import {h} from '../inspector/layout';
import {checkoutDocument} from './layout';
import type {Messages} from './messages';
import {orderSummary, summaryHtml} from './summary';

export function confirmationPage(order: Order, shopUrl: string, m: Messages): string {
  const a = order.shippingAddress;
  const body = h`<h1>${m.thankYou}</h1>
<div class="columns"><div>
<p class="ok"><strong>${m.orderNumber(order.name)}</strong></p>
<p>${m.confirmationSent(order.email)}</p>
<h2>${m.shipTo}</h2>
<p>${a.firstName} ${a.lastName}<br>${a.address1}<br>${a.zip} ${a.city}<br>${a.country}</p>
<p><a href="${shopUrl}">${m.continueShopping}</a></p></div>
${summaryHtml(orderSummary(order, m), m)}</div>`;
  return checkoutDocument(m, m.thankYou, shopUrl, body);
}

export function alreadyPlacedPage(
  order: Order | undefined,
  orderUrl: string,
  shopUrl: string,
  m: Messages,
): string {
  const body = h`<h1>${m.alreadyPlaced}</h1>
${order ? h`<p><a href="${orderUrl}">${m.viewOrder(order.name)}</a></p>` : ''}
<p><a href="${shopUrl}">${m.continueShopping}</a></p>`;
  return checkoutDocument(m, m.alreadyPlaced, shopUrl, body);
}

export function messagePage(text: string, shopUrl: string, m: Messages): string {
  const body = h`<h1>${text}</h1><p><a href="${shopUrl}">${m.continueShopping}</a></p>`;
  return checkoutDocument(m, text, shopUrl, body);
}
