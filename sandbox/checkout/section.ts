/** Inspector tab "Orders": orders the checkout placed (newest first) and the carts still open. */
import {priceCart} from '../cart/pricing';
import {checkoutUrl} from '../cart/tokens';
import type {Order} from '../db/orders';
import {h, raw, type SafeHtml} from '../inspector/layout';
import type {InspectorSection} from '../inspector/sections';

const SHOWN = 100;
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

export const ordersSection: InspectorSection = {
  id: 'orders',
  title: 'Orders',
  render(_url, sandbox) {
    const orders = sandbox.orders.list({limit: SHOWN});
    const carts = sandbox.carts.listOpen(SHOWN);
    return h`<h2>Orders (newest first)</h2>
${orders.length ? ordersTable(orders) : raw('<p class="muted">No orders yet: place one through a cart\'s checkout URL.</p>')}
<h2>Open carts (most recently changed first)</h2>
${
  carts.length
    ? h`<table><thead><tr><th>updated</th><th>cart</th><th>language · country</th><th class="num">items</th><th class="num">total</th><th>codes</th></tr></thead><tbody>
${carts.map((cart) => {
  const priced = priceCart(cart, sandbox.catalog, sandbox.discounts);
  return h`<tr><td>${cart.updatedAt.replace('T', ' ').slice(0, 23)}</td><td><a href="${checkoutUrl('', cart)}"><code>${cart.token}</code></a></td>
<td>${cart.language} · ${cart.buyerIdentity.countryCode ?? cart.country}</td><td class="num">${priced.totalQuantity}</td><td class="num">${euros(priced.totalCents)}</td>
<td>${priced.codes.map((c) => h`<span class="badge ${raw(c.applicable ? 'yes' : 'no')}">${c.code}</span> `)}</td></tr>`;
})}
</tbody></table>`
    : raw('<p class="muted">No open carts.</p>')
}`;
  },
};

function ordersTable(orders: Order[]): SafeHtml {
  return h`<table><thead><tr><th>order</th><th>date</th><th>e-mail</th><th>lines</th><th class="num">total</th></tr></thead><tbody>
${orders.map(
  (
    o,
  ) => h`<tr><td><b>${o.name}</b><br><span class="muted">${o.financialStatus} · ${o.fulfillmentStatus}</span></td>
<td>${o.createdAt.replace('T', ' ').slice(0, 19)}</td><td>${o.email}<br><span class="muted">${o.language} · ${o.shippingAddress.country}</span></td>
<td><ul>${o.lines.map((l) => h`<li>${l.quantity} × ${l.productTitle} — ${l.variantTitle} <code>${l.sku}</code> · ${euros(l.totalCents)}</li>`)}</ul>
${o.discounts.length ? h`<span class="muted">codes: ${o.discounts.map((d) => `${d.code} −${euros(d.amountCents)}`).join(', ')}</span><br>` : ''}<span class="muted">shipping ${o.shippingMethod} ${euros(o.shippingCents)}</span></td>
<td class="num">${euros(o.totalCents)}</td></tr>`,
)}
</tbody></table>`;
}
