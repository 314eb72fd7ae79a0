/**
 * Inspector tab "Stores": the Shopify Locations the Storefront API lists, and a product's stock
 * in each of them (`storeAvailability`) beside its online stock (what the Restock tab changes).
 */
import type {SandboxContext} from '../context';
import type {ProductRecord} from '../db/catalog';
import {storeQuantity} from '../db/locations';
import {h, raw, type SafeHtml} from '../inspector/layout';
import type {InspectorSection} from '../inspector/sections';

export const storesSection: InspectorSection = {
  id: 'stores',
  title: 'Stores',
  render(url, sandbox) {
    const handle = url.searchParams.get('product')?.trim() ?? '';
    const product = handle ? sandbox.catalog.productByHandle.get(handle) : undefined;
    return h`<h2>Stores (Shopify Locations with local pickup)</h2>
<p class="muted">Hours, holidays, services and photos are the stores' <code>store</code> entries in the <a href="/sandbox?tab=content">Content</a> tab.</p>
<table><thead><tr><th>id</th><th>name</th><th>address</th><th class="num">lat, lng</th><th>phone</th></tr></thead><tbody>
${sandbox.catalog.locations.map((l) => h`<tr><td><code>gid://shopify/Location/${l.id}</code></td><td>${l.name}</td><td>${l.address1}, ${l.zip} ${l.city} (${l.countryCode})</td><td class="num">${l.latitude}, ${l.longitude}</td><td>${l.phone}</td></tr>`)}
</tbody></table>
<h2>A product’s stock in the stores</h2>
<form method="get" action="/sandbox"><input type="hidden" name="tab" value="stores">
<input name="product" value="${handle}" placeholder="product handle" size="40" aria-label="Product handle"><button>Show</button></form>
${handle ? (product ? stockTable(product, sandbox) : h`<p class="muted">No product with the handle “${handle}”.</p>`) : ''}`;
  },
};

/** One row per store, one column per size: the quantity, or "—" where the store does not carry it. */
function stockTable(product: ProductRecord, sandbox: SandboxContext): SafeHtml {
  const cell = (quantity: number | null) =>
    quantity === null
      ? h`<td class="num muted">—</td>`
      : h`<td class="num ${raw(quantity ? '' : 'status-bad')}">${quantity}</td>`;
  return h`<p>${product.title.it} · <code>${product.handle}</code></p>
<table><thead><tr><th>store</th>${product.variants.map((v) => h`<th class="num">${v.title}</th>`)}</tr></thead><tbody>
<tr><th>online</th>${product.variants.map((v) => cell(v.quantity))}</tr>
${sandbox.catalog.locations.map((l) => h`<tr><td>${l.name}</td>${product.variants.map((v) => cell(storeQuantity(v.id, l.id)))}</tr>`)}
</tbody></table>`;
}
