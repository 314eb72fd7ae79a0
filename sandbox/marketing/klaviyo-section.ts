/**
 * Inspector tab "Klaviyo": the account's lists with their members (newsletter sign-ups) and the
 * back-in-stock subscriptions, waiting or notified; and the JSON API for tests:
 *   GET /sandbox/api/klaviyo?variantId=&listId=&limit=   {lists, listMembers, backInStock} (newest first)
 */
import {klaviyoLists} from '../config';
import type {SandboxContext} from '../context';
import type {BackInStockSubscription, KlaviyoStore, ListMember} from '../db/klaviyo';
import {intParam, json, type SandboxReply} from '../http/types';
import {h, raw, type SafeHtml} from '../inspector/layout';
import type {InspectorSection} from '../inspector/sections';

const SHOWN = 100;
const MAX_LIMIT = 500;
const time = (iso: string) => iso.replace('T', ' ').slice(0, 19);

export function listKlaviyo(url: URL, store: KlaviyoStore): SandboxReply {
  const limit = Math.min(MAX_LIMIT, Math.max(1, intParam(url, 'limit', SHOWN)!));
  const listId = url.searchParams.get('listId') || undefined;
  return json(200, {
    lists: [...klaviyoLists()].map(([id, name]) => ({id, name})),
    listMembers: store.members({listId, limit}),
    backInStock: store.subscriptions({variantId: intParam(url, 'variantId'), limit}),
  });
}

export const klaviyoSection: InspectorSection = {
  id: 'klaviyo',
  title: 'Klaviyo',
  render(_url, sandbox) {
    const members = sandbox.klaviyo.members({limit: SHOWN});
    const subscriptions = sandbox.klaviyo.subscriptions({limit: SHOWN});
    return h`<h2>List members (newest first)</h2>
<p class="muted">Lists: ${[...klaviyoLists()].map(([id, name]) => h`<code>${id}</code> ${name}`)}</p>
${members.length ? memberTable(members) : raw('<p class="muted">No sign-ups yet: the newsletter form subscribes through /client/subscriptions/.</p>')}
<h2>Back-in-stock subscriptions (newest first)</h2>
<p><a href="/sandbox?tab=restock">Restock a variant →</a></p>
${subscriptions.length ? subscriptionTable(subscriptions, sandbox) : raw('<p class="muted">No back-in-stock subscriptions yet.</p>')}`;
  },
};

function memberTable(members: ListMember[]): SafeHtml {
  return h`<table><thead><tr><th>list</th><th>subscriber</th><th>name</th><th>consent</th><th>source</th><th>subscribed</th><th>updated</th></tr></thead><tbody>
${members.map((m) => {
  const name = [m.profile.first_name, m.profile.last_name].filter((n) => typeof n === 'string');
  return h`<tr><td><code>${m.listId}</code></td><td>${m.subscriber}</td><td>${name.join(' ')}</td>
<td>${Object.entries(m.consent).map(([channel, consent]) => h`<span class="badge yes">${channel} ${consent}</span> `)}</td>
<td>${m.customSource ?? ''}</td><td>${time(m.subscribedAt)}</td><td>${time(m.updatedAt)}</td></tr>`;
})}
</tbody></table>`;
}

function subscriptionTable(rows: BackInStockSubscription[], sandbox: SandboxContext): SafeHtml {
  const {variantById, productById} = sandbox.catalog;
  return h`<table><thead><tr><th>subscriber</th><th>product · size</th><th>channels</th><th>subscribed</th><th>notified</th></tr></thead><tbody>
${rows.map((s) => {
  const variant = variantById.get(s.variantId);
  const product = variant && productById.get(variant.productId);
  return h`<tr><td>${s.subscriber}</td>
<td>${product ? h`<a href="/sandbox?tab=restock&product=${product.handle}">${product.title.it}</a> · ${variant!.title}` : s.variantId} <code class="muted">${s.variantId}</code></td>
<td>${s.channels.join(', ')}</td><td>${time(s.createdAt)}</td>
<td>${s.notifiedAt ? time(s.notifiedAt) : raw('<span class="muted">waiting</span>')}</td></tr>`;
})}
</tbody></table>`;
}
