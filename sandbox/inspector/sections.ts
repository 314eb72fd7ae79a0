/**
 * The inspector's built-in tabs: the catalogue and the request log. Later services (search,
 * checkout, marketing, analytics sinks) add their own `InspectorSection` in main.ts.
 */
import type {SandboxContext} from '../context';
import type {ProductRecord} from '../db/catalog';
import type {SandboxReply, SandboxRequest} from '../http/types';
import {CDN_PREFIX} from '../images/service';
import {h, raw, type SafeHtml} from './layout';
import {summarize} from './summary';

export interface InspectorSection {
  id: string;
  title: string;
  render(url: URL, sandbox: SandboxContext): SafeHtml;
  /** The tab's form, posted to `/sandbox?tab={id}` from the inspector's own pages. */
  post?(request: SandboxRequest, sandbox: SandboxContext): SandboxReply;
}

const PAGE_SIZE = 50;
const SEARCH_LIMIT = 20;

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

export const catalogueSection: InspectorSection = {
  id: 'catalogue',
  title: 'Catalogue',
  render(url, sandbox) {
    const s = summarize(sandbox);
    const cards: Array<[string, number]> = [
      ['products', s.products],
      ['variants', s.variants],
      ['variants out of stock', s.outOfStockVariants],
      ['products sold out', s.soldOutProducts],
      ['products without images', s.productsWithoutImages],
      ['collections', s.collections],
      ['menus', s.menus],
      ['images', s.images],
      ...Object.entries(s.translations).map(([locale, n]): [string, number] => [
        `translations (${locale})`,
        n,
      ]),
      ['customers', s.customers],
      ['e-mails in the outbox', s.emails],
    ];
    const handle = url.searchParams.get('handle')?.trim() ?? '';
    return h`<h2>What the sandbox holds</h2>
<div class="cards">${cards.map(([label, n]) => h`<div class="card"><b>${n.toLocaleString('en')}</b><span>${label}</span></div>`)}</div>
<h2>Find a product</h2>
<form method="get" action="/sandbox"><input type="hidden" name="tab" value="catalogue">
<input name="handle" value="${handle}" placeholder="handle, e.g. sneaker-aurora" size="40" aria-label="Product handle"><button>Search</button></form>
${handle ? productResults(sandbox, handle) : ''}
<h2>Collections</h2>
<table><thead><tr><th>handle</th><th>title (it / sl / hr)</th><th class="num">products</th></tr></thead><tbody>
${sandbox.catalog.collections.map((c) => h`<tr><td><code>${c.handle}</code></td><td>${c.title.it} / ${c.title.sl} / ${c.title.hr}</td><td class="num">${c.productIds.length}</td></tr>`)}
</tbody></table>`;
  },
};

function productResults(sandbox: SandboxContext, query: string): SafeHtml {
  const exact = sandbox.catalog.productByHandle.get(query);
  const matches = exact
    ? [exact]
    : sandbox.catalog.products
        .filter((p) => p.handle.includes(query.toLowerCase()))
        .slice(0, SEARCH_LIMIT);
  if (matches.length === 0) return h`<p class="muted">No product handle contains “${query}”.</p>`;
  return matches.length === 1
    ? productDetail(matches[0]!)
    : h`<ul>${matches.map((p) => h`<li><a href="/sandbox?tab=catalogue&handle=${p.handle}">${p.handle}</a> — ${p.title.it}</li>`)}</ul>`;
}

function productDetail(p: ProductRecord): SafeHtml {
  return h`<table><tbody>
<tr><th>handle</th><td><code>${p.handle}</code> · <code>gid://shopify/Product/${p.id}</code></td></tr>
<tr><th>title</th><td>${p.title.it}<br>${p.title.sl}<br>${p.title.hr}</td></tr>
<tr><th>vendor · type</th><td>${p.vendor} · ${p.productType}</td></tr>
<tr><th>tags</th><td>${p.tags.join(', ')}</td></tr>
<tr><th>images</th><td><div class="thumbs">${p.images.length ? p.images.map((i) => h`<img src="${CDN_PREFIX}${i.name}.jpg?v=1&width=200" alt="">`) : raw('<span class="muted">none (the storefront shows its fallback)</span>')}</div></td></tr>
<tr><th>variants</th><td><table><thead><tr><th>size</th><th>sku</th><th class="num">price</th><th class="num">compare at</th><th class="num">stock</th></tr></thead><tbody>
${p.variants.map((v) => h`<tr><td>${v.title}</td><td><code>${v.sku}</code></td><td class="num">${euros(v.priceCents)}</td><td class="num">${v.compareAtCents ? euros(v.compareAtCents) : '—'}</td><td class="num ${raw(v.quantity ? '' : 'status-bad')}">${v.quantity}</td></tr>`)}
</tbody></table></td></tr></tbody></table>`;
}

export const requestsSection: InspectorSection = {
  id: 'requests',
  title: 'Requests',
  render(url, sandbox) {
    const service = url.searchParams.get('service') ?? '';
    const before = Number(url.searchParams.get('before')) || undefined;
    const rows = sandbox.requests.list({service: service || undefined, before, limit: PAGE_SIZE});
    const services = Object.keys(sandbox.requests.countsByService());
    const older =
      rows.length === PAGE_SIZE
        ? `/sandbox?tab=requests&service=${encodeURIComponent(service)}&before=${rows.at(-1)!.id}`
        : '';
    return h`<h2>Requests received (newest first)</h2>
<form method="get" action="/sandbox"><input type="hidden" name="tab" value="requests">
<select name="service" aria-label="Service"><option value="">all services</option>${services.map((name) => h`<option ${raw(name === service ? 'selected' : '')}>${name}</option>`)}</select>
<button>Filter</button></form>
<table><thead><tr><th>#</th><th>time</th><th>service</th><th>request</th><th class="num">status</th><th class="num">ms</th></tr></thead><tbody>
${rows.map(
  (
    r,
  ) => h`<tr><td>${r.id}</td><td>${r.ts.slice(11, 23)}</td><td>${r.service}</td><td><details><summary><code>${r.method} ${r.path}${r.query ? `?${r.query}` : ''}</code>${r.operationName ? h` · <b>${r.operationName}</b>` : ''}</summary>
<pre>${JSON.stringify(r.headers, null, 2)}</pre>${r.body ? h`<pre>${pretty(r.body)}</pre>` : ''}</details></td>
<td class="num ${raw(r.status > 0 && r.status < 400 ? 'status-ok' : 'status-bad')}">${r.status || 'none'}</td><td class="num">${r.durationMs}</td></tr>`,
)}
</tbody></table>
<div class="pager">${before ? h`<a href="/sandbox?tab=requests&service=${service}">newest</a>` : ''}${older ? h`<a href="${older}">older →</a>` : ''}</div>`;
  },
};

/** JSON bodies are indented (GraphQL queries then read as written); others are shown as sent. */
function pretty(body: string): string {
  try {
    const value = JSON.parse(body) as {query?: unknown};
    return typeof value.query === 'string'
      ? `${value.query}\n\n${JSON.stringify({...value, query: undefined}, null, 2)}`
      : JSON.stringify(value, null, 2);
  } catch {
    return body;
  }
}
