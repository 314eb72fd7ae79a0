/**
 * Inspector tab "Tickets": the requests filed in Zendesk (newest first), one request with its
 * custom fields, tags and attachments (images shown), and the JSON API for tests:
 *   GET /sandbox/api/tickets?email=&limit=   {tickets: [...]} (newest first, with attachments)
 */
import {zendeskAccount} from '../config';
import {intParam, json, type SandboxReply} from '../http/types';
import {h, raw, type SafeHtml} from '../inspector/layout';
import type {InspectorSection} from '../inspector/sections';
import type {TicketRequest, ZendeskStore} from './store';
import {attachmentJson} from './wire';

const SHOWN = 100;
const MAX_LIMIT = 500;
const time = (iso: string) => iso.replace('T', ' ').slice(0, 19);

export function listTickets(url: URL, store: ZendeskStore, publicUrl: string): SandboxReply {
  const limit = Math.min(MAX_LIMIT, Math.max(1, intParam(url, 'limit', 50)!));
  const email = url.searchParams.get('email')?.trim() || undefined;
  const tickets = store.requests({email, limit}).map((ticket) => ({
    ...ticket,
    attachments: ticket.attachments.map((a) => attachmentJson(a, publicUrl)),
  }));
  return json(200, {tickets});
}

export const ticketsSection: InspectorSection = {
  id: 'tickets',
  title: 'Tickets',
  render(url, {zendesk, publicUrl}) {
    const id = Number(url.searchParams.get('id'));
    const ticket = Number.isInteger(id) && id > 0 ? zendesk.request(id) : undefined;
    if (ticket) return ticketDetail(ticket, publicUrl);
    const email = url.searchParams.get('email')?.trim() ?? '';
    const tickets = zendesk.requests({email: email || undefined, limit: SHOWN});
    return h`<h2>Requests filed in Zendesk (newest first)</h2>
<form method="get" action="/sandbox"><input type="hidden" name="tab" value="tickets">
<input name="email" value="${email}" placeholder="requester e-mail" size="40" aria-label="Requester"><button>Filter</button>${email ? h` <a href="/sandbox?tab=tickets">show all</a>` : ''}</form>
${tickets.length ? ticketTable(tickets) : raw('<p class="muted">No requests yet: the customer-care form files them through POST /api/v2/requests.json.</p>')}`;
  },
};

function ticketTable(tickets: TicketRequest[]): SafeHtml {
  return h`<table><thead><tr><th>#</th><th>created</th><th>requester</th><th>subject</th><th>status</th><th class="num">files</th></tr></thead><tbody>
${tickets.map(
  (
    t,
  ) => h`<tr><td><a href="/sandbox?tab=tickets&id=${t.id}">${t.id}</a></td><td>${time(t.createdAt)}</td>
<td>${t.requester.name} &lt;${t.requester.email}&gt;</td><td><a href="/sandbox?tab=tickets&id=${t.id}">${t.subject}</a></td>
<td><code>${t.status}</code></td><td class="num">${t.attachments.length}</td></tr>`,
)}
</tbody></table>`;
}

function ticketDetail(t: TicketRequest, publicUrl: string): SafeHtml {
  const names = zendeskAccount().fields;
  const files = t.attachments.map((a) => attachmentJson(a, publicUrl));
  return h`<p><a href="/sandbox?tab=tickets">← all tickets</a></p>
<h2>Request #${t.id}: ${t.subject}</h2>
<table><tbody>
<tr><th>requester</th><td>${t.requester.name} &lt;${t.requester.email}&gt; <code class="muted">user ${t.requester.id}</code></td></tr>
<tr><th>submitted by</th><td>${t.submitter}</td></tr>
<tr><th>status</th><td><code>${t.status}</code></td></tr>
<tr><th>created</th><td>${t.createdAt}</td></tr>
<tr><th>custom fields</th><td>${t.customFields.length ? h`<ul>${t.customFields.map((f) => h`<li>${names.get(f.id) ?? 'field'} <code>${f.id}</code>: <code>${JSON.stringify(f.value)}</code></li>`)}</ul>` : 'none'}</td></tr>
<tr><th>tags</th><td>${t.tags.map((tag) => h`<span class="badge">${tag}</span> `)}</td></tr>
</tbody></table>
<h3>Description</h3><pre>${t.description}</pre>
<h3>Attachments</h3>
${files.length ? h`<ul>${files.map((f) => h`<li><a href="${f.content_url}">${f.file_name}</a> · <code>${f.content_type}</code> · ${f.size} bytes${f.content_type.startsWith('image/') ? h`<br><img src="${f.content_url}" alt="${f.file_name}" style="max-width:320px;max-height:320px;border:1px solid #e3e1dc;border-radius:6px">` : ''}</li>`)}</ul>` : raw('<p class="muted">none</p>')}`;
}
