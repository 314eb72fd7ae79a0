/**
 * Inspector tab "Restock": the sold-out variants (those shoppers wait for first), filtered by
 * product, each with its waiting back-in-stock subscribers and a Restock form. The form posts to
 * this tab (same-origin checked by the inspector) and comes back with what was done.
 */
import type {SandboxContext} from '../context';
import type {ProductRecord, VariantRecord} from '../db/catalog';
import type {SandboxReply, SandboxRequest} from '../http/types';
import {h, raw, type SafeHtml} from '../inspector/layout';
import type {InspectorSection} from '../inspector/sections';
import {DEFAULT_RESTOCK, quantityFrom, restock, variantFrom} from './restock';

const SHOWN = 100;

interface Row {
  product: ProductRecord;
  variant: VariantRecord;
  waiting: number;
}

/** Sold-out variants, and any variant someone waits for; most awaited first. */
function rows(sandbox: SandboxContext, filter: string): Row[] {
  const waiting = sandbox.klaviyo.waitingCounts();
  const needle = filter.toLowerCase();
  const out: Row[] = [];
  for (const product of sandbox.catalog.products) {
    if (
      needle &&
      !product.handle.includes(needle) &&
      !product.title.it.toLowerCase().includes(needle)
    )
      continue;
    for (const variant of product.variants) {
      const count = waiting.get(variant.id) ?? 0;
      if (variant.quantity === 0 || count > 0) out.push({product, variant, waiting: count});
    }
  }
  return out.sort((a, b) => b.waiting - a.waiting).slice(0, SHOWN);
}

export const restockSection: InspectorSection = {
  id: 'restock',
  title: 'Restock',
  render(url, sandbox) {
    const filter = url.searchParams.get('product')?.trim() ?? '';
    const found = rows(sandbox, filter);
    return h`<h2>Restock a variant</h2>
${doneMessage(url)}
<p class="muted">Sold-out variants and those shoppers wait for, most awaited first. Restocking puts the stock back in the Storefront API and the search index, and e-mails every waiting subscriber once.</p>
<form method="get" action="/sandbox"><input type="hidden" name="tab" value="restock">
<input name="product" value="${filter}" placeholder="product handle or title" size="40" aria-label="Product"><button>Filter</button>${filter ? h` <a href="/sandbox?tab=restock">show all</a>` : ''}</form>
${found.length ? table(found, filter) : h`<p class="muted">No sold-out variant${filter ? h` in products matching “${filter}”` : ''}.</p>`}`;
  },
  post: restockForm,
};

function table(found: Row[], filter: string): SafeHtml {
  return h`<table><thead><tr><th>product</th><th>size</th><th>sku</th><th class="num">stock</th><th class="num">waiting</th><th>restock</th></tr></thead><tbody>
${found.map(
  ({
    product,
    variant,
    waiting,
  }) => h`<tr><td>${product.title.it}<br><code class="muted">${product.handle}</code></td><td>${variant.title}</td>
<td><code>${variant.sku}</code></td><td class="num ${raw(variant.quantity ? '' : 'status-bad')}">${variant.quantity}</td><td class="num">${waiting}</td>
<td><form method="post" action="/sandbox?tab=restock"><input type="hidden" name="variantId" value="${variant.id}"><input type="hidden" name="product" value="${filter}">
<input name="quantity" type="number" min="1" value="${DEFAULT_RESTOCK}" style="width:6em" aria-label="Quantity of ${product.title.it} ${variant.title}"><button>Restock</button></form></td></tr>`,
)}
</tbody></table>`;
}

function doneMessage(url: URL): SafeHtml | string {
  const done = url.searchParams.get('restocked');
  if (!done) return '';
  const emailed = Number(url.searchParams.get('emailed') ?? 0);
  return h`<p class="status-ok" role="status">Restocked ${done}: ${emailed} back-in-stock e-mail${emailed === 1 ? '' : 's'} sent (see the <a href="/sandbox?tab=outbox">Outbox</a>).</p>`;
}

/** The Restock form: restock, then back to the tab (a reload does not restock again). */
function restockForm(request: SandboxRequest, sandbox: SandboxContext): SandboxReply {
  const form = new URLSearchParams(request.body.toString('utf8'));
  const variant = variantFrom(form.get('variantId') ?? '', sandbox);
  const quantity = quantityFrom(form.get('quantity'));
  const done = restock(sandbox, variant, quantity);
  const product = sandbox.catalog.productById.get(variant.productId)!;
  const back = new URLSearchParams({
    tab: 'restock',
    product: form.get('product') ?? '',
    restocked: `${product.title.it} ${variant.title} (${quantity})`,
    emailed: String(done.emailed),
  });
  return {status: 303, headers: {location: `/sandbox?${back}`}};
}
